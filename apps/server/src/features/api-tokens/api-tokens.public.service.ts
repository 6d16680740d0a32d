import { createHash } from 'node:crypto';
import { kstDate, normalizeKeyword } from '@seller/shared';
import type { z } from 'zod';
import type { publicAddPlaceBody, publicAddProductBody, publicPlace, publicProduct } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import type { GoodsPort, PlacesPort } from './api-tokens.ports';

/** Longest range one history call answers (a year of daily ranks). */
const HISTORY_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** 0 is "outside the checked range" in the web's answers; the public API says null. */
const rankOrNull = (rank: number): number | null => (rank > 0 ? rank : null);
const nullText = (v: string | null): string | null => (v === null || v === 'null' ? null : v);

/** The Korea date `days` before another (both YYYY-MM-DD). */
const daysBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

type DateRange = { from?: string | undefined; to?: string | undefined };

/** A history call's Korea dates: default the 30 days up to today, at most HISTORY_MAX_DAYS. */
function datesOf(range: DateRange, now: Date): { from: string; to: string } {
  const to = range.to ?? kstDate(now);
  const from = range.from ?? daysBefore(to, 30);
  if (from > to || Date.parse(to) - Date.parse(from) > HISTORY_MAX_DAYS * DAY_MS)
    throw new AppError('VALIDATION');
  return { from, to };
}

/**
 * A keyword's Idempotency-Key derived from the product call's: a repeat of the same call adds each
 * keyword once (the goods-rank service keeps the answers), a new call gets new keys.
 */
const keywordKey = (key: string, index: number): string =>
  createHash('sha256').update(`${key}:keyword:${index}`).digest('base64url').slice(0, 32);

/**
 * The public API (/api/v1) over the rank features' own services: the same ownership checks,
 * coin spending and idempotency as the web's calls, answered in plain field names.
 */
export function createPublicApi(deps: { goods: GoodsPort; places: PlacesPort; now: () => Date }) {
  return {
    async products(mbrSn: number, role: string): Promise<Array<z.infer<typeof publicProduct>>> {
      const { answer } = await deps.goods.list(mbrSn, role);
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
        })),
      }));
    },

    async places(mbrSn: number): Promise<Array<z.infer<typeof publicPlace>>> {
      const view = await deps.places.view(mbrSn);
      return view.list.map((p) => ({
        id: p.plceSn,
        name: p.placeName ?? p.placeId,
        keywords: view.keywords
          .filter((k) => k.plceSn === p.plceSn)
          .map((k) => ({ id: k.plkwrdSn, keyword: k.keyword, rank: rankOrNull(k.keywordPlaceRankCurrent) })),
      }));
    },

    async history(mbrSn: number, gdkdSn: number, range: DateRange) {
      const { from, to } = datesOf(range, deps.now());
      return { id: gdkdSn, ...(await deps.goods.historyBetween(mbrSn, gdkdSn, from, to)) };
    },

    async placeHistory(mbrSn: number, plkwrdSn: number, range: DateRange) {
      const { from, to } = datesOf(range, deps.now());
      return { id: plkwrdSn, ...(await deps.places.historyBetween(mbrSn, plkwrdSn, from, to)) };
    },

    /** Registers a product (coins, as on the web) and then its keywords, all under one key. */
    async addProduct(mbrSn: number, input: z.infer<typeof publicAddProductBody>, key: string) {
      const norms = input.keywords.map(normalizeKeyword);
      if (new Set(norms).size !== norms.length) throw new AppError('KEYWORD_EXISTS');
      const { gdpSn } = await deps.goods.register(
        mbrSn,
        { type: input.type, currentInput: input.number },
        key,
      );
      const keywords = [];
      for (const [i, keyword] of input.keywords.entries()) {
        const { gdkdSn } = await deps.goods.addKeyword(
          mbrSn,
          { gdpSn, goodsKeyword: keyword },
          keywordKey(key, i),
        );
        keywords.push({ id: gdkdSn, keyword });
      }
      return { id: gdpSn, keywords };
    },

    async addKeyword(mbrSn: number, gdpSn: number, keyword: string, key: string) {
      const { gdkdSn } = await deps.goods.addKeyword(mbrSn, { gdpSn, goodsKeyword: keyword }, key);
      return { id: gdkdSn, keyword };
    },

    removeKeyword: (mbrSn: number, gdkdSn: number) => deps.goods.deleteKeyword(mbrSn, gdkdSn),

    /**
     * Tracks a place (free, within the place limits) with its first keyword, then adds the rest.
     * No coins move, so no Idempotency-Key: a repeat is refused as a duplicate place.
     */
    async addPlace(mbrSn: number, input: z.infer<typeof publicAddPlaceBody>) {
      const norms = input.keywords.map(normalizeKeyword);
      if (new Set(norms).size !== norms.length) throw new AppError('KEYWORD_EXISTS');
      const [first, ...rest] = input.keywords as [string, ...string[]];
      const { plceSn, plkwrdSn } = await deps.places.register(mbrSn, {
        placeId: input.placeId,
        placeKeyword: first,
        confirmDuplicate: input.confirmDuplicate,
      });
      const keywords = [{ id: plkwrdSn, keyword: first }];
      for (const keyword of rest) {
        const added = await deps.places.addKeyword(mbrSn, { plceSn, placeKeyword: keyword });
        keywords.push({ id: added.plkwrdSn, keyword });
      }
      return { id: plceSn, keywords };
    },

    async addPlaceKeyword(mbrSn: number, plceSn: number, keyword: string) {
      const { plkwrdSn } = await deps.places.addKeyword(mbrSn, { plceSn, placeKeyword: keyword });
      return { id: plkwrdSn, keyword };
    },

    removePlaceKeyword: (mbrSn: number, plkwrdSn: number) => deps.places.deleteKeyword(mbrSn, plkwrdSn),
  };
}

export type PublicApi = ReturnType<typeof createPublicApi>;
