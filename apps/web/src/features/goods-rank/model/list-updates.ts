import type { GoodsListAnswer, GoodsRow } from '@seller/shared/schemas/goods-rank';
import { rankForWire } from '@seller/shared/rules/goods-rank';
import type { OrderItem } from '../api/goods-rank-api';
import { keywordsOf, orderKeywords } from './view-model';

type ListLike = Pick<GoodsListAnswer, 'myGoodsRank' | 'keywordRankInfos'>;

/** Optimistic change of one row's fields (auto-renew switch, memo). */
export function patchRow<T extends ListLike>(state: T, goodsId: number, patch: Partial<GoodsRow>): T {
  return {
    ...state,
    myGoodsRank: state.myGoodsRank.map((row) => (row.gdpSn === goodsId ? { ...row, ...patch } : row)),
  };
}

/**
 * Moves the dragged row to the place of the row it was dropped on and renumbers `order` 1..n.
 * Null when nothing moves (dropped on itself or outside the list).
 */
export function moveRow<T extends ListLike>(state: T, activeId: number, overId: number | null): T | null {
  if (overId === null || activeId === overId) return null;
  const rows = state.myGoodsRank;
  const from = rows.findIndex((r) => r.gdpSn === activeId);
  const to = rows.findIndex((r) => r.gdpSn === overId);
  if (from < 0 || to < 0) return null;
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return { ...state, myGoodsRank: next.map((row, i) => ({ ...row, order: i + 1 })) };
}

/**
 * The updateOrder body: every row in its new order with its representative keyword's current rank,
 * 0 when outside the top 500 (spec 02 §4).
 */
export function orderPayload(state: ListLike): OrderItem[] {
  return state.myGoodsRank.map((row, i) => {
    const representative = orderKeywords(keywordsOf(state, row.gdpSn))[0];
    return {
      gdpSn: row.gdpSn,
      order: i + 1,
      keywordRankCurrent: rankForWire(representative?.keywordRankCurrent),
    };
  });
}

/** Selection kept only for rows still listed (after deletes and refreshes). */
export function keepListed(selected: ReadonlySet<number>, state: ListLike | undefined): Set<number> {
  const listed = new Set(state?.myGoodsRank.map((r) => r.gdpSn) ?? []);
  return new Set([...selected].filter((id) => listed.has(id)));
}
