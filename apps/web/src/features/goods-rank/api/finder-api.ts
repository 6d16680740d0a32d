import type { FinderEntry } from '@seller/shared/schemas/goods-rank';
import { call } from '../../../lib/api-call';

export type { FinderEntry };

/** "키워드로 내 상품 찾기": the keyword's first page (kept a Korea day on the server). */
export const findByKeyword = async (keyword: string, signal?: AbortSignal) =>
  (await call('POST', '/api/naver/mygoodsRank/findByKeyword', { body: { keyword } }, { signal })).data;
