import { ko, kstDate, methodChanged, normalizeKeyword } from '@seller/shared';
import type { z } from 'zod';
import type { publicAddPlaceBody, publicAddProductBody, publicPlace, publicProduct } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import type { DailyRanks, GoodsPort, HistoryExtrasPort, PlacesPort } from './api-tokens.ports';

/** Longest range one history call answers (a year of daily ranks). */
const HISTORY_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** 0 is "outside the checked range" in the web's answers; the public API says null. */
const rankOrNull = (rank: number): number | null => (rank > 0 ? rank : null);
const nullText = (v: string | null): string | null => (v === null || v === 'null' ? null : v);

/** The Korea date `days` before another (both YYYY-MM-DD). */
const daysBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** Each day says whether it was read by another method than the recorded day before it (issue 36 §2). */
function withMethodChanges(h: DailyRanks): DailyRanks & { ranks: Array<{ methodChanged: boolean }> } {
  return {
    ...h,
    ranks: h.ranks.map((r, i) => ({
      ...r,
      methodChanged: methodChanged(r.provenance, h.ranks[i - 1]?.provenance),
    })),
  };
}

type DateRange = { from?: string | undefined; to?: string | undefined };

/** A history call's Korea dates: default the 30 days up to today, at most HISTORY_MAX_DAYS. */
function datesOf(range: DateRange, now: Date): { from: string; to: string } {
  const to = range.to ?? kstDate(now);
  const from = range.from ?? daysBefore(to, 30);
  if (from > to || Date.parse(to) - Date.parse(from) > HISTORY_MAX_DAYS * DAY_MS)
    throw new AppError('VALIDATION', ko.apiReference.invalid.range);
  return { from, to };
}

/**
 * The public API (/api/v1) over the rank features' own services: the same ownership checks,
 * coin spending and idempotency as the web's calls, answered in plain field names.
 */
export function createPublicApi(deps: {
  goods: GoodsPort;
  places: PlacesPort;
  now: () => Date;
  extras?: HistoryExtrasPort;
}) {
  /** Each day's attributes and the range's events beside the ranks (issue 42 §3), when given. */
  const withExtras = async <H extends DailyRanks>(
    kind: 'goods' | 'place',
    id: number,
    from: string,
    to: string,
    h: H,
  ) => {
    if (!deps.extras) return h;
    const { attributes, events } = await deps.extras.historyExtras(kind, id, from, to);
    const ranks = h.ranks.map((r) => {
      const a = attributes.get(r.day);
      // A day the page said nothing of the item (outside the ranks) carries none.
      return a && Object.values(a).some((v) => v !== null) ? { ...r, attributes: a } : r;
    });
    return events ? { ...h, ranks, events } : { ...h, ranks };
  };
  return {
    async products(memberId: number, role: string): Promise<Array<z.infer<typeof publicProduct>>> {
      const { answer } = await deps.goods.list(memberId, role);
      const keywordsOf = new Map(answer.keywordRankInfos.map((k) => [k.gdpSn, k.keywordsInfo]));
      return answer.myGoodsRank.map((g) => ({
        id: g.gdpSn,
        title: g.goodsTitleNm,
        midNo: g.midNo,
        storeName: nullText(g.storeName),
        trackedUntil: g.coinEndDt,
        keywords: (keywordsOf.get(g.gdpSn) ?? []).map((k) => ({
          id: k.gdkdSn,
          keyword: k.goodsKeyword,
          rank: rankOrNull(k.keywordRankCurrent),
          previousRank: rankOrNull(k.keywordRankPrevious),
          checkedAt: k.checkedAt,
          provenance: k.provenance ?? null,
          methodChanged: methodChanged(k.provenance, k.previousProvenance),
        })),
      }));
    },

    async places(memberId: number): Promise<Array<z.infer<typeof publicPlace>>> {
      const view = await deps.places.view(memberId);
      return view.list.map((p) => ({
        id: p.plceSn,
        name: p.placeName ?? p.placeId,
        keywords: view.keywords
          .filter((k) => k.plceSn === p.plceSn)
          .map((k) => ({ id: k.plkwrdSn, keyword: k.keyword, rank: rankOrNull(k.keywordPlaceRankCurrent) })),
      }));
    },

    async history(memberId: number, keywordId: number, range: DateRange) {
      const { from, to } = datesOf(range, deps.now());
      const ranks = withMethodChanges(await deps.goods.historyBetween(memberId, keywordId, from, to));
      return { id: keywordId, ...(await withExtras('goods', keywordId, from, to, ranks)) };
    },

    async placeHistory(memberId: number, plkwrdSn: number, range: DateRange) {
      const { from, to } = datesOf(range, deps.now());
      const ranks = withMethodChanges(await deps.places.historyBetween(memberId, plkwrdSn, from, to));
      return { id: plkwrdSn, ...(await withExtras('place', plkwrdSn, from, to, ranks)) };
    },

    /** Registers a product with its keywords in one transaction (coins, as on the web), once per key. */
    async addProduct(memberId: number, input: z.infer<typeof publicAddProductBody>, key: string) {
      const norms = input.keywords.map(normalizeKeyword);
      if (new Set(norms).size !== norms.length) throw new AppError('KEYWORD_EXISTS');
      const added = await deps.goods.registerWithKeywords(
        memberId,
        { type: input.type, currentInput: input.number, keywords: input.keywords },
        key,
      );
      return { id: added.gdpSn, keywords: added.keywords.map((k) => ({ id: k.gdkdSn, keyword: k.keyword })) };
    },

    async addKeyword(memberId: number, goodsId: number, keyword: string, key: string) {
      const { gdkdSn: keywordId } = await deps.goods.addKeyword(
        memberId,
        { gdpSn: goodsId, goodsKeyword: keyword },
        key,
      );
      return { id: keywordId, keyword };
    },

    removeKeyword: (memberId: number, keywordId: number) => deps.goods.deleteKeyword(memberId, keywordId),

    /**
     * Tracks a place (free, within the place limits) with its keywords in one transaction. No coins
     * move, so no Idempotency-Key: a repeat is refused as a duplicate place.
     */
    async addPlace(memberId: number, input: z.infer<typeof publicAddPlaceBody>) {
      const norms = input.keywords.map(normalizeKeyword);
      if (new Set(norms).size !== norms.length) throw new AppError('KEYWORD_EXISTS');
      const { plceSn: trackedPlaceId, plkwrdSns } = await deps.places.registerWithKeywords(memberId, input);
      return {
        id: trackedPlaceId,
        keywords: plkwrdSns.map((id, i) => ({ id, keyword: input.keywords[i]! })),
      };
    },

    async addPlaceKeyword(memberId: number, trackedPlaceId: number, keyword: string) {
      const { plkwrdSn } = await deps.places.addKeyword(memberId, {
        plceSn: trackedPlaceId,
        placeKeyword: keyword,
      });
      return { id: plkwrdSn, keyword };
    },

    removePlaceKeyword: (memberId: number, plkwrdSn: number) => deps.places.deleteKeyword(memberId, plkwrdSn),
  };
}

export type PublicApi = ReturnType<typeof createPublicApi>;
