import { createHash } from 'node:crypto';
import { kstDate, normalizeKeyword } from '@seller/shared';
import type { z } from 'zod';
import type { publicPlace, publicProduct, publicAddProductBody } from '@seller/shared';
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

    async history(
      mbrSn: number,
      gdkdSn: number,
      range: { from?: string | undefined; to?: string | undefined },
    ) {
      const to = range.to ?? kstDate(deps.now());
      const from = range.from ?? daysBefore(to, 30);
      if (from > to || Date.parse(to) - Date.parse(from) > HISTORY_MAX_DAYS * DAY_MS)
        throw new AppError('VALIDATION');
      return { id: gdkdSn, ...(await deps.goods.historyBetween(mbrSn, gdkdSn, from, to)) };
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
  };
}

export type PublicApi = ReturnType<typeof createPublicApi>;
