/** "키워드로 내 상품 찾기" (issue 39 §1): a keyword's first page of the shopping search. */
import { finderAnswer, finderBody } from '../schemas/goods-rank';
import { contract } from './contract';

export const goodsFinderContract = {
  search: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/findByKeyword',
    access: 'member',
    body: finderBody,
    answer: finderAnswer,
    errors: ['KEYWORD_REQUIRED', 'GOODS_FINDER_UNAVAILABLE', 'RATE_LIMITED'],
    summary: "Products listed for a keyword (the first page), to pick one's own to register",
  }),
} as const;
