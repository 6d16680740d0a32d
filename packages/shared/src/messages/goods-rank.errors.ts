/** Tracked goods and their keywords (spec 02 §5, §8); place tracking reuses the keyword codes. */
import { defineErrors } from './define-errors';
import { goodsRank } from './goods-rank';

export const goodsRankErrors = defineErrors({
  ENTER_NUMBER: { status: 400, message: goodsRank.enterNumber },
  PRODUCT_NUMBER_INVALID: { status: 422, message: goodsRank.productNumberInvalid },
  PRODUCT_NUMBER_DIFFERS: { status: 422, message: goodsRank.productNumberDiffers },
  PRODUCT_LOOKUP_UNAVAILABLE: { status: 503, message: goodsRank.productLookupUnavailable },
  GOODS_DUPLICATE: { status: 409, message: goodsRank.goodsDuplicate },
  PRODUCT_LINK_INVALID: { status: 400, message: goodsRank.productLinkInvalid },
  KEYWORD_REQUIRED: { status: 400, message: goodsRank.enterKeyword },
  KEYWORD_EXISTS: { status: 409, message: goodsRank.keywordExists },
  KEYWORD_LIMIT: { status: 409, message: goodsRank.keywordLimit },
  REPRESENTATIVE_CANNOT_DELETE: { status: 409, message: goodsRank.representativeCannotDelete },
  NO_ITEMS_SELECTED: { status: 400, message: goodsRank.noItemsSelected },
  GOODS_NOT_FOUND: { status: 404, message: goodsRank.goodsNotFound },
  GOODS_FINDER_UNAVAILABLE: {
    status: 503,
    message: '지금은 상품을 검색하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  KEYWORD_NOT_FOUND: { status: 404, message: goodsRank.keywordNotFound },
  CHECK_NOW_LIMIT: { status: 429, message: goodsRank.checkNowLimit },
  CHECK_NOW_EXPIRED: { status: 409, message: goodsRank.checkNowExpired },
  RENEW_NONE_EXPIRED: { status: 409, message: goodsRank.renewNoneExpired },
  CHECK_NOW_NO_KEYWORDS: { status: 409, message: goodsRank.checkNowNoKeywords },
});
