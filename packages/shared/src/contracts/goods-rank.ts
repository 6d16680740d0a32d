/**
 * Goods rank (spec 02 §6, `/api/naver/mygoodsRank/*`): the member's tracked products and their
 * keywords' ranks, registration and renewal for coins (each once per Idempotency-Key), the quotes
 * before spending, edits, "check now", and rivals on a keyword (issue 28 §1). The member comes
 * from the session, never from the payload.
 */
import { z } from 'zod';
import { doneAnswer, okAnswer } from '../schemas/envelope';
import {
  autoRenewBody,
  changeGoodsBody,
  checkNowAnswer,
  checkNowBody,
  deleteGoodsBody,
  goodsIdAnswer,
  goodsListAnswer,
  goodsPreview,
  goodsQuoteBody,
  goodsRegisteredAnswer,
  hourlyListAnswer,
  keywordAddedAnswer,
  keywordIdBody,
  memoAnswer,
  memoBody,
  mergesBody,
  previewGoodsBody,
  rankHistoryAnswer,
  registerQuoteBody,
  renewAnswer,
  renewBody,
  representativeBody,
  spendQuote,
  updateOrderBody,
} from '../schemas/goods-rank';
import {
  pinAnswer,
  rivalKeywordBody,
  rivalPinBody,
  rivalSeriesAnswer,
  rivalsViewAnswer,
  rivalUnpinBody,
} from '../schemas/rank-rivals';
import { contract } from './contract';

/** A number or link the member entered, read and looked up (issue 23 points 4, 8). */
const productInput = ['ENTER_NUMBER', 'PRODUCT_LINK_INVALID', 'PRODUCT_LOOKUP_UNAVAILABLE'] as const;
/** A call that carries an Idempotency-Key. */
const keyed = ['IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_REUSED', 'ALREADY_PROCESSING'] as const;
const quoted = okAnswer(spendQuote);

// Plain Fastify routes in goods-rank.routes.ts, not JSON: GET /api/naver/mygoodsRank/export.xlsx
// and GET /api/naver/mygoodsRank/history.xlsx (xlsx files).
export const goodsRankContract = {
  // The web's list hook polls it every few seconds during checks, with the ETag it was given.
  list: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/select',
    access: 'member',
    notModified: true,
    answer: goodsListAnswer,
    summary: "The member's tracked products with their keywords and ranks (ETag; 304 while unchanged)",
  }),
  hourly: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/v1/select',
    access: 'member',
    answer: hourlyListAnswer,
    summary: "The member's keywords' hourly ranks of the last 24 hours",
  }),
  // One call adds a product ({type, currentInput}) or a keyword ({gdpSn, goodsKeyword}); both
  // carry an Idempotency-Key (the product's spends coins).
  merges: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/merges',
    access: 'member',
    idempotent: true,
    body: mergesBody,
    answer: z.union([keywordAddedAnswer, goodsRegisteredAnswer]),
    errors: [
      ...productInput,
      'PRODUCT_NUMBER_INVALID',
      'GOODS_DUPLICATE',
      'INSUFFICIENT_COINS',
      'GOODS_NOT_FOUND',
      'KEYWORD_REQUIRED',
      'KEYWORD_EXISTS',
      'KEYWORD_LIMIT',
      ...keyed,
    ],
    summary: 'Registers a product for coins, or adds a keyword to a tracked one',
  }),
  preview: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/preview',
    access: 'member',
    body: previewGoodsBody,
    answer: okAnswer(goodsPreview),
    errors: [...productInput, 'PRODUCT_NOT_FOUND'],
    summary: 'The product a number or link names, and the row that tracks it; nothing is spent',
  }),
  change: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/update',
    access: 'member',
    body: changeGoodsBody,
    answer: goodsIdAnswer,
    errors: [
      ...productInput,
      'PRODUCT_NOT_FOUND',
      'GOODS_NOT_FOUND',
      'GOODS_DUPLICATE',
      'ALREADY_PROCESSING',
    ],
    summary: 'Switches a tracked product to another without coins; its keywords and history stay',
  }),
  remove: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/delete',
    access: 'member',
    body: deleteGoodsBody,
    answer: okAnswer(z.object({ deleted: z.number() })),
    errors: ['NO_ITEMS_SELECTED', 'GOODS_NOT_FOUND'],
  }),
  reorder: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/updateOrder',
    access: 'member',
    body: updateOrderBody,
    answer: doneAnswer,
    errors: ['GOODS_NOT_FOUND'],
  }),
  representative: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/reperesentKeywordChange',
    access: 'member',
    body: representativeBody,
    answer: doneAnswer,
    errors: ['KEYWORD_NOT_FOUND'],
    summary: "Makes a keyword the product's representative one",
  }),
  deleteKeyword: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/deleteKeyword',
    access: 'member',
    body: keywordIdBody,
    answer: doneAnswer,
    errors: ['KEYWORD_NOT_FOUND', 'REPRESENTATIVE_CANNOT_DELETE'],
  }),
  history: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/keywordSidePopupList',
    access: 'member',
    body: keywordIdBody,
    answer: rankHistoryAnswer,
    errors: ['KEYWORD_NOT_FOUND'],
    summary: "A keyword's daily ranks",
  }),
  memo: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/memoMerges',
    access: 'member',
    body: memoBody,
    answer: memoAnswer,
    errors: ['GOODS_NOT_FOUND'],
  }),
  renew: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/coinExtensionRnwl',
    access: 'member',
    idempotent: true,
    body: renewBody,
    answer: renewAnswer,
    errors: ['GOODS_NOT_FOUND', 'INSUFFICIENT_COINS', ...keyed],
    summary: "Extends a product's period for coins, once per Idempotency-Key",
  }),
  checkNow: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/checkNow',
    access: 'member',
    body: checkNowBody,
    answer: checkNowAnswer,
    errors: ['GOODS_NOT_FOUND', 'CHECK_NOW_EXPIRED', 'CHECK_NOW_NO_KEYWORDS', 'CHECK_NOW_LIMIT'],
    summary: "Checks each of the product's keywords at once (a few times a Korea day)",
  }),
  autoRenew: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/coinAutoRnwl',
    access: 'member',
    body: autoRenewBody,
    answer: doneAnswer,
    errors: ['GOODS_NOT_FOUND'],
    summary: "Turns a product's automatic renewal on or off",
  }),
  // Cost before spending (issue 28 §3): nothing is spent or changed.
  registerQuote: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/registerQuote',
    access: 'member',
    body: registerQuoteBody,
    answer: quoted,
    summary: 'What registering products would cost, and whether the balance covers it',
  }),
  renewQuote: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/renewQuote',
    access: 'member',
    body: goodsQuoteBody,
    answer: quoted,
    errors: ['GOODS_NOT_FOUND'],
    summary: 'What renewing a product would cost',
  }),
  autoRenewQuote: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/autoRenewQuote',
    access: 'member',
    body: goodsQuoteBody,
    answer: quoted,
    errors: ['GOODS_NOT_FOUND'],
    summary: "What a product's automatic renewal would cost",
  }),
  // Rivals on a tracked keyword (issue 28 §1): the member's own keywords only.
  rivals: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/rivals',
    access: 'member',
    body: rivalKeywordBody,
    answer: rivalsViewAnswer,
    errors: ['KEYWORD_NOT_FOUND'],
    summary: "Who stands around the member's product in a keyword's top of the day, and its pinned rivals",
  }),
  pinRival: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/rivals/pin',
    access: 'member',
    body: rivalPinBody,
    answer: pinAnswer,
    errors: ['KEYWORD_NOT_FOUND', 'RIVAL_NOT_LISTED', 'RIVAL_IS_OWN', 'RIVAL_EXISTS', 'RIVAL_LIMIT'],
  }),
  unpinRival: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/rivals/unpin',
    access: 'member',
    body: rivalUnpinBody,
    answer: doneAnswer,
    errors: ['KEYWORD_NOT_FOUND', 'RIVAL_NOT_FOUND'],
  }),
  rivalSeries: contract({
    method: 'POST',
    path: '/api/naver/mygoodsRank/rivals/series',
    access: 'member',
    body: rivalKeywordBody,
    answer: rivalSeriesAnswer,
    errors: ['KEYWORD_NOT_FOUND'],
    summary: "The member's product against its pinned rivals over the last 30 Korea days",
  }),
} as const;
