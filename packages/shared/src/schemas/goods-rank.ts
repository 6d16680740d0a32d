import { z } from './zod';
import { ko } from '../messages/ko';
import type { ChangeMark } from './rank-alerts';
import type { CheckNowState } from '../rules/rank-checks';
import { type ProductInput, parseProductInput } from '../rules/product-input';

/**
 * Wire contract of the tracked-goods list (spec 02 §3, §7 `/api/naver/mygoodsRank/*`).
 * Payload fields naming the user (`user`, `mbr`, `myAccessData`) are accepted and ignored:
 * the member always comes from the session.
 */

const g = () => ko.goodsRank;
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A pasted link is longer than a number; 2,000 characters holds any shopping link. */
const productText = z.string().max(2000, { error: () => g().productLinkInvalid });
const numberType = z.enum(['prodNum', 'midNum']);

export const registerGoodsBody = z.looseObject({ type: numberType, currentInput: productText });

/**
 * The number or link a member entered, read as {type, number} (issue 23 point 8). The web forms
 * validate with it and the server reads registrations, changes and previews with it, so both
 * accept and refuse the same things. A refusal's issue carries the error code in `params.code`.
 */
export const productInputSchema = z
  .object({ type: numberType, currentInput: productText })
  .transform((v, ctx): Extract<ProductInput, { ok: true }> => {
    const read = parseProductInput(v.currentInput, v.type);
    if (read.ok) return read;
    ctx.addIssue({
      code: 'custom',
      message: read.code === 'ENTER_NUMBER' ? g().enterNumber : g().productLinkInvalid,
      params: { code: read.code },
      path: ['currentInput'],
    });
    return z.NEVER;
  });

/** The product a change would switch to, looked up without spending anything (issue 23 point 7). */
export const previewGoodsBody = z.looseObject({
  type: numberType,
  currentInput: productText,
  /** The product being changed, which a duplicate check leaves out. */
  oldGdpSn: id.optional(),
});

export interface GoodsPreview {
  type: 'prodNum' | 'midNum';
  number: string;
  midNo: string | null;
  mallPid: string | null;
  title: string | null;
  image: string | null;
  /** null for a price-comparison (catalogue) product. */
  storeName: string | null;
  price: number | null;
  /** The member's row that already tracks this product, if any. */
  duplicateOf: number | null;
}

export const addKeywordBody = z.looseObject({
  gdpSn: id,
  goodsKeyword: z.string().max(100),
});

export const changeGoodsBody = z.looseObject({
  type: numberType,
  currentInput: productText,
  changeTrack: z.looseObject({ oldGdpSn: id }),
});

export const deleteGoodsBody = z.looseObject({
  ids: z.array(z.looseObject({ gdpSn: id })).max(1000),
});

export const orderItem = z.looseObject({ gdpSn: id });
/** The ordered list, as an array or wrapped in `{ list }`. */
export const updateOrderBody = z.union([
  z.array(orderItem).max(1000),
  z.looseObject({ list: z.array(orderItem).max(1000) }),
]);

export const representativeBody = z.looseObject({ gdpSn: id, gdkdSn: id });
export const keywordIdBody = z.looseObject({ gdkdSn: id });
export const memoBody = z.looseObject({
  gdpSn: id,
  content: z.string().max(500, { error: () => g().memoTooLong }),
});
export const renewBody = z.looseObject({ gdpSn: id });
export const checkNowBody = z.looseObject({ gdpSn: id });
export const autoRenewBody = z.looseObject({ gdpSn: id, autRnwl: z.enum(['Y', 'N']) });

export interface GoodsRow {
  gdpSn: number;
  /** Catalogue id; the string 'null' when unknown (spec 02 §3). */
  midNo: string;
  /** Store product number; the string 'null' means none. */
  mallPid: string;
  /** The string 'null' means a price-comparison (catalogue) product. */
  storeName: string;
  goodsTitleNm: string | null;
  goodsImg: string | null;
  matchingModelMidNo: string | null;
  price: number | null;
  content: string;
  coinStartDt: string;
  coinEndDt: string;
  /** When an unrenewed product is deleted with its history (coinEndDt + 3 days). */
  deleteDt: string;
  autRnwl: 'Y' | 'N';
  order: number;
  isChecked: boolean;
  /** 'pending' until the product look-up or the first rank check fills its details. */
  lookupStatus: 'resolved' | 'pending';
  /** The member's "check now" requests (at most CHECK_NOW_PER_DAY a Korea day). */
  checkNow: CheckNowState;
}

export interface KeywordInfo {
  gdkdSn: number;
  goodsKeyword: string;
  /** 0 = outside the top 500. */
  keywordRankCurrent: number;
  keywordRankPrevious: number;
  keywordRankComparison: number;
  /** 'pending' while the first check runs ("checking" in the list). */
  checkStatus: 'pending' | 'ok' | 'failed';
  /** The last successful check. */
  checkedAt: string | null;
  /** The last failed check ("today's check failed" while newer than checkedAt). */
  failedAt: string | null;
  representative: boolean;
}

export interface GoodsListAnswer {
  myGoodsRank: GoodsRow[];
  keywordRankInfos: { gdpSn: number; keywordsInfo: KeywordInfo[] }[];
  mbr: { sellerCoinCnt: number; mbrAtrbCd: string };
  /** Coins will not cover the next automatic renewals. */
  renewalShortfall: boolean;
  /** Server time, so the expiry check does not depend on the browser's clock. */
  serverNow: string;
}

export interface RankHistoryAnswer {
  /** The last 20 dates, oldest first; keywordRankCurrent 0 = outside the top 500. */
  data: { frstRgstDt: string; keywordRankCurrent: number }[];
  bestRank: number | null;
  /** The member's own changes of the product over those dates (rank-alerts), oldest first. */
  changes?: ChangeMark[];
}

/** v1 (`/myTrackingrank`): the legacy list with the last 24 hourly ranks per keyword. */
export interface HourlyListAnswer {
  items: {
    gdpSn: number;
    goodsTitleNm: string | null;
    goodsImg: string | null;
    storeName: string;
    coinEndDt: string;
    keywords: {
      gdkdSn: number;
      goodsKeyword: string;
      /** The latest hourly rank: 0 = outside the top 500, null = not checked yet. */
      latestRank: number | null;
      latestHour: string | null;
      hours: { hour: string; rank: number }[];
    }[];
  }[];
  serverNow: string;
}
