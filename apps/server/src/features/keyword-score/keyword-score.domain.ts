/**
 * Keyword score rules (spec 02 §2.2, §3, §4, §6), pure: the day's allowance, the mapping of the
 * score service's answer, and the built-in score model used when no score service is configured.
 *
 * ## The built-in model
 *
 * Input: the first 100 products of Naver's shopping search for the keyword, in Naver's own order
 * (`sort=sim`). Each score is 0–5 with one decimal and uses only what that search shows
 * (title, link, image, lowest price, mall name, product id, brand, maker, category path):
 *
 * | score           | input                      | rule                                                                 |
 * |-----------------|----------------------------|----------------------------------------------------------------------|
 * | relevance       | title, keyword             | 5 when the keyword (spaces ignored) is in the title, else 5 × share of the keyword's words in it |
 * | similarity      | category paths             | 5 × leading levels equal to the most common path of the 100 ÷ that path's depth |
 * | quality         | image, brand/maker, category, title, price | 1 point each: an image; a brand or maker; 3+ category levels; a 10–50 character title; a price |
 * | hit             | position                   | 5 × (n − rank + 1) ÷ n: the exposure the search gives it             |
 * | reviewCount     | —                          | 0: the shopping search shows no review counts                       |
 * | sale            | lowest price               | 5 × share of the other priced products costing as much or more (price competitiveness) |
 * | recent          | product id                 | 5 × share of the other products with a smaller id (ids are issued in registration order) |
 * | reliabilityType | catalogue flag, link       | price comparison 5, smart store 4, any other mall 3                  |
 * | abuse           | title, keyword             | 5 minus 1 for each: keyword twice or more, title over 50 characters, one word 3+ times, more than 2 decorative symbols |
 *
 * The screen shows the penalty as 5 − abuse. Counts the search does not show (reviews,
 * purchases, keeps, mall count of a catalogue) are null; the open date is read from a catalogue
 * image address when it carries one (…/{id}.{yyyyMMddHHmmss}.jpg), else null.
 */
import type { KeywordScores, ScoreProduct, ScoreUsage, SessionUser } from '@seller/shared';
import type { KeywordScoreProduct, ScoreShopItem } from './keyword-score.ports';

export function usageOf(
  member: Pick<SessionUser, 'psitnGrpcoSn' | 'psitnGrpcoCd'>,
  used: number,
  limit: number,
  day: string,
): ScoreUsage {
  const remaining = Math.max(0, limit - used);
  return {
    useYn: remaining > 0 ? 'Y' : 'N',
    psitnGrpcoSn: member.psitnGrpcoSn,
    psitnGrpcoCd: member.psitnGrpcoCd,
    totLimitCount: used,
    limitCount: limit,
    remainingCount: remaining,
    day,
  };
}

/** The score service's product as the screen gets it; an empty open date is unknown. */
export function fromService(p: KeywordScoreProduct): ScoreProduct {
  return { ...p, openDate: p.openDate || null, scores: { ...p.scores } };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp5 = (n: number) => Math.min(5, Math.max(0, n));
const score = (n: number) => round1(clamp5(n));
const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

function occurrences(haystack: string, needle: string): number {
  if (!needle) return 0;
  let n = 0;
  for (let i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + needle.length)) n++;
  return n;
}

export function relevanceScore(title: string, keyword: string): number {
  if (squash(keyword) && squash(title).includes(squash(keyword))) return 5;
  const words = [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))];
  if (!words.length) return 0;
  const t = title.toLowerCase();
  return score((5 * words.filter((w) => t.includes(w)).length) / words.length);
}

/** The most common full category path (the first seen wins a tie). */
export function dominantPath(paths: string[][]): string[] {
  const counts = new Map<string, { path: string[]; n: number }>();
  for (const p of paths) {
    if (!p.length) continue;
    const key = p.join('>');
    const c = counts.get(key);
    if (c) c.n++;
    else counts.set(key, { path: p, n: 1 });
  }
  let best: { path: string[]; n: number } | null = null;
  for (const c of counts.values()) if (!best || c.n > best.n) best = c;
  return best?.path ?? [];
}

export function similarityScore(path: string[], dominant: string[]): number {
  if (!dominant.length) return 0;
  let same = 0;
  while (same < dominant.length && path[same] === dominant[same]) same++;
  return score((5 * same) / dominant.length);
}

export function qualityScore(item: ScoreShopItem): number {
  const length = [...item.title.trim()].length;
  return [
    Boolean(item.image),
    Boolean(item.brand || item.maker),
    item.categories.filter(Boolean).length >= 3,
    length >= 10 && length <= 50,
    item.lprice !== null && item.lprice > 0,
  ].filter(Boolean).length;
}

export const hitScore = (rank: number, n: number): number => (n > 0 ? score((5 * (n - rank + 1)) / n) : 0);

/** 5 × share of the other priced products that cost as much or more; unpriced 0; alone 2.5. */
export function saleScore(price: number | null, others: (number | null)[]): number {
  if (price === null || price <= 0) return 0;
  const priced = others.filter((p): p is number => p !== null && p > 0);
  if (!priced.length) return 2.5;
  return score((5 * priced.filter((p) => p >= price).length) / priced.length);
}

const idValue = (id: string): bigint | null => (/^\d{1,30}$/.test(id) ? BigInt(id) : null);

/** 5 × share of the other products whose id is smaller (registered earlier); alone 2.5. */
export function recentScore(id: string, otherIds: string[]): number {
  const mine = idValue(id);
  if (mine === null) return 0;
  const others = otherIds.map(idValue).filter((v): v is bigint => v !== null);
  if (!others.length) return 2.5;
  return score((5 * others.filter((v) => v < mine).length) / others.length);
}

export function reliabilityScore(item: Pick<ScoreShopItem, 'isCatalog' | 'link'>): number {
  if (item.isCatalog) return 5;
  let host: string;
  try {
    host = new URL(item.link).hostname;
  } catch {
    host = '';
  }
  return host === 'smartstore.naver.com' || host === 'brand.naver.com' ? 4 : 3;
}

const DECORATIONS = /[★☆♥♡◆◇■□●○▶▷◀◁※♣♧✔✨❤!~#]/gu;

export function abuseScore(title: string, keyword: string): number {
  let s = 5;
  if (occurrences(squash(title), squash(keyword)) >= 2) s--;
  if ([...title.trim()].length > 50) s--;
  const words = title
    .toLowerCase()
    .split(/[\s,/|+()[\]]+/)
    .filter((w) => [...w].length >= 2);
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  if ([...counts.values()].some((n) => n >= 3)) s--;
  if ((title.match(DECORATIONS) ?? []).length > 2) s--;
  return s;
}

/** A catalogue image address carries the registration time: …/{id}.{yyyyMMddHHmmss}.jpg. */
export function openDateFromImage(image: string): string | null {
  const m = /\.(\d{4})(\d{2})(\d{2})\d{6}\.(?:jpe?g|png|gif|webp)(?:[?#]|$)/i.exec(image);
  if (!m) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date ? date : null;
}

/** The built-in model (see the table at the top of this file) over the search's first products. */
export function builtinScores(keyword: string, items: ScoreShopItem[]): ScoreProduct[] {
  const n = items.length;
  const dominant = dominantPath(items.map((i) => i.categories.filter(Boolean)));
  const ids = items.map((i) => i.productId);
  const prices = items.map((i) => i.lprice);
  return items.map((item, index) => {
    const rank = index + 1;
    const otherIds = ids.filter((_, j) => j !== index);
    const otherPrices = prices.filter((_, j) => j !== index);
    const scores: KeywordScores = {
      relevance: relevanceScore(item.title, keyword),
      similarity: similarityScore(item.categories.filter(Boolean), dominant),
      quality: qualityScore(item),
      hit: hitScore(rank, n),
      reviewCount: 0,
      sale: saleScore(item.lprice, otherPrices),
      recent: recentScore(item.productId, otherIds),
      reliabilityType: reliabilityScore(item),
      abuse: abuseScore(item.title, keyword),
    };
    return {
      rank,
      imageUrl: item.image,
      productTitle: item.title,
      lowPrice: item.lprice,
      mallCount: item.isCatalog ? null : 1,
      mallProductId: item.mallProductId ?? item.productId,
      mallName: item.mallName,
      category: item.categories.filter(Boolean).join('>'),
      reviewCount: null,
      purchaseCnt: null,
      openDate: item.isCatalog ? openDateFromImage(item.image) : null,
      keepCnt: null,
      scores,
    };
  });
}

/** Normalized form of a searched keyword for the answer cache. */
export const scoreCacheKey = (keyword: string): string => keyword.trim().replace(/\s+/g, ' ').toLowerCase();
