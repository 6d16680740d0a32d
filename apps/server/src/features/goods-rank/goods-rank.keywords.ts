import { MAX_KEYWORDS, normalizeKeyword } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { exactlyOnce } from '../../lib/idempotency';
import {
  isFirstKeyword,
  makeRepresentative,
  refuseDeletingRepresentative,
} from '../../lib/rank-engine/representative';
import type { GoodsContext } from './goods-rank.context';
import * as repo from './goods-rank.repository';

/** A tracked product's keywords: add, make representative, delete. */
export function goodsKeywords(ctx: GoodsContext) {
  const { deps, record, once } = ctx;
  return {
    /** Adds a keyword, once per Idempotency-Key (merges carries one for both of its uses). */
    addKeyword(mbrSn: number, input: { gdpSn: number; goodsKeyword: string }, key: string) {
      const keyword = input.goodsKeyword.trim().replace(/\s+/g, ' ');
      if (!keyword) throw new AppError('KEYWORD_REQUIRED');
      const norm = normalizeKeyword(keyword);
      const call = { mbrSn, key, operation: 'goods-keyword', request: { gdpSn: input.gdpSn, keyword } };
      return once(`keyword:${mbrSn}:${input.gdpSn}`, async () => {
        const result = await exactlyOnce(deps.db, call, async (tx) => {
          const goods = await repo.ownedGoods(tx, mbrSn, input.gdpSn);
          if (!goods) throw new AppError('GOODS_NOT_FOUND');
          // Lock the product row so two concurrent adds cannot both pass the limit.
          await repo.lockGoods(tx, [goods.gdpSn]);
          const existing = await repo.keywordsOfGoods(tx, [goods.gdpSn]);
          if (existing.some((k) => k.keywordNorm === norm)) throw new AppError('KEYWORD_EXISTS');
          if (existing.length >= MAX_KEYWORDS) throw new AppError('KEYWORD_LIMIT');
          const gdkdSn = await repo.insertKeyword(tx, {
            gdpSn: goods.gdpSn,
            keyword,
            keywordNorm: norm,
            representative: isFirstKeyword(existing.length),
          });
          await record(tx, mbrSn, goods.gdpSn, 'keywordAdd', keyword);
          return { gdkdSn };
        });
        deps.checkSoon(norm);
        return result;
      });
    },

    async setRepresentative(mbrSn: number, gdpSn: number, gdkdSn: number) {
      await deps.db.transaction(async (tx) => {
        const k = await repo.ownedKeyword(tx, mbrSn, gdkdSn);
        if (!k || k.gdpSn !== gdpSn) throw new AppError('KEYWORD_NOT_FOUND');
        await repo.lockGoods(tx, [gdpSn]);
        if (await makeRepresentative(tx, repo.goodsRankStore.tables, gdpSn, gdkdSn)) {
          await record(tx, mbrSn, gdpSn, 'representative', k.keyword);
        }
      });
    },

    async deleteKeyword(mbrSn: number, gdkdSn: number) {
      await deps.db.transaction(async (tx) => {
        const k = await repo.ownedKeyword(tx, mbrSn, gdkdSn);
        if (!k) throw new AppError('KEYWORD_NOT_FOUND');
        await repo.lockGoods(tx, [k.gdpSn]);
        await refuseDeletingRepresentative(tx, repo.goodsRankStore.tables, gdkdSn);
        await repo.deleteKeyword(tx, gdkdSn);
        await record(tx, mbrSn, k.gdpSn, 'keywordDelete', k.keyword);
      });
    },
  };
}
