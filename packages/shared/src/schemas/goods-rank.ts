import { z } from './zod';
import { ko } from '../messages/ko';
import { changeMark } from './rank-alerts';
import { okAnswer } from './envelope';
import { integerInput } from './integer';
import { checkNowState } from './rank-checks';
import { rankMethodSchema, rankProvenanceSchema } from './rank-provenance';
import { type ProductInput, parseProductInput } from '../rules/product-input';
import { QUOTE_MAX_PRODUCTS } from '../constants/coins';
import { MAX_KEYWORDS } from '../rules/goods-rank';

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

export const registerGoodsBody = z.looseObject({
  type: numberType,
  currentInput: productText,
  /**
   * Keywords registered with the product in the same call and charge (issue 39 §1, issue 38 §5):
   * up to MAX_KEYWORDS, the first one representative. Without them only the product is added.
   */
  keywords: z
    .array(z.string().max(100, { error: () => g().keywordTooLong }))
    .max(MAX_KEYWORDS, { error: () => g().keywordLimit })
    .optional(),
});

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

export const goodsPreview = z.object({
  type: z.enum(['prodNum', 'midNum']),
  number: z.string(),
  midNo: z.string().nullable(),
  mallPid: z.string().nullable(),
  title: z.string().nullable(),
  image: z.string().nullable(),
  /** null for a price-comparison (catalogue) product. */
  storeName: z.string().nullable(),
  price: z.number().nullable(),
  /** The member's row that already tracks this product, if any. */
  duplicateOf: z.number().nullable(),
});
export type GoodsPreview = z.infer<typeof goodsPreview>;

export const addKeywordBody = z.looseObject({
  gdpSn: id,
  goodsKeyword: z.string().max(100),
});

/**
 * `/merges` adds a keyword ({gdpSn, goodsKeyword}) or a product ({type, currentInput}); a body
 * naming a product id is a keyword add. `add` tells the handler which.
 */
export const mergesBody = z.union([
  addKeywordBody.transform((v) => ({ ...v, add: 'keyword' as const })),
  registerGoodsBody.transform((v) => ({ ...v, add: 'goods' as const })),
]);

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

export const goodsRow = z.object({
  gdpSn: z.number(),
  /** Catalogue id; the string 'null' when unknown (spec 02 §3). */
  midNo: z.string(),
  /** Store product number; the string 'null' means none. */
  mallPid: z.string(),
  /** The string 'null' means a price-comparison (catalogue) product. */
  storeName: z.string(),
  goodsTitleNm: z.string().nullable(),
  goodsImg: z.string().nullable(),
  matchingModelMidNo: z.string().nullable(),
  price: z.number().nullable(),
  content: z.string(),
  coinStartDt: z.string(),
  coinEndDt: z.string(),
  /** When an unrenewed product is deleted with its history (coinEndDt + 3 days). */
  deleteDt: z.string(),
  autRnwl: z.enum(['Y', 'N']),
  order: z.number(),
  isChecked: z.boolean(),
  /** 'pending' until the product look-up or the first rank check fills its details. */
  lookupStatus: z.enum(['resolved', 'pending']),
  /** The member's "check now" requests (at most CHECK_NOW_PER_DAY a Korea day). */
  checkNow: checkNowState,
});
export type GoodsRow = z.infer<typeof goodsRow>;

export const keywordInfo = z.object({
  gdkdSn: z.number(),
  goodsKeyword: z.string(),
  /** 0 = outside the top 500. */
  keywordRankCurrent: z.number(),
  keywordRankPrevious: z.number(),
  keywordRankComparison: z.number(),
  /**
   * 'pending' while the first check runs ("checking" in the list); 'unconfirmed' while an empty
   * answer for a keyword that had results is checked again (issue 35 §3): the ranks are the last
   * recorded ones, shown with 확인 중.
   */
  checkStatus: z.enum(['pending', 'ok', 'failed', 'unconfirmed']),
  /** The last successful check. */
  checkedAt: z.string().nullable(),
  /** The last failed check ("today's check failed" while newer than checkedAt). */
  failedAt: z.string().nullable(),
  representative: z.boolean(),
  /** Where the current rank came from (issue 36 §2); null before the first check. */
  provenance: rankProvenanceSchema.nullable().optional(),
  /**
   * The method of the previous rank; null when there is none. When it differs from the current
   * one (rank-provenance methodChanged) the two are not compared: keywordRankComparison is 0.
   */
  previousProvenance: rankMethodSchema.nullable().optional(),
});
export type KeywordInfo = z.infer<typeof keywordInfo>;

export const goodsListAnswer = z.object({
  myGoodsRank: z.array(goodsRow),
  keywordRankInfos: z.array(z.object({ gdpSn: z.number(), keywordsInfo: z.array(keywordInfo) })),
  mbr: z.object({ sellerCoinCnt: z.number(), mbrAtrbCd: z.string() }),
  /** Coins will not cover the next automatic renewals. */
  renewalShortfall: z.boolean(),
  /** Server time, so the expiry check does not depend on the browser's clock. */
  serverNow: z.string(),
});
export type GoodsListAnswer = z.infer<typeof goodsListAnswer>;

export const rankHistoryAnswer = z.object({
  /** The last 20 dates, oldest first; keywordRankCurrent 0 = outside the top 500. */
  data: z.array(
    z.object({
      frstRgstDt: z.string(),
      keywordRankCurrent: z.number(),
      /** Where the day's rank came from (issue 36 §2). */
      provenance: rankProvenanceSchema.nullable().optional(),
    }),
  ),
  bestRank: z.number().nullable(),
  /** The member's own changes of the product over those dates (rank-alerts), oldest first. */
  changes: z.array(changeMark).optional(),
});
export type RankHistoryAnswer = z.infer<typeof rankHistoryAnswer>;

/** v1 (`/myTrackingrank`): the legacy list with the last 24 hourly ranks per keyword. */
export const hourlyListAnswer = z.object({
  items: z.array(
    z.object({
      gdpSn: z.number(),
      goodsTitleNm: z.string().nullable(),
      goodsImg: z.string().nullable(),
      storeName: z.string(),
      coinEndDt: z.string(),
      keywords: z.array(
        z.object({
          gdkdSn: z.number(),
          goodsKeyword: z.string(),
          /** The latest hourly rank: 0 = outside the top 500, null = not checked yet. */
          latestRank: z.number().nullable(),
          latestHour: z.string().nullable(),
          hours: z.array(
            z.object({
              hour: z.string(),
              rank: z.number(),
              /** Where the hour's rank came from (issue 36 §2); null for hours recorded before it was kept. */
              provenance: rankProvenanceSchema.nullable().optional(),
            }),
          ),
        }),
      ),
    }),
  ),
  serverNow: z.string(),
});
export type HourlyListAnswer = z.infer<typeof hourlyListAnswer>;

export const goodsIdAnswer = okAnswer(z.object({ gdpSn: z.number() }));
/**
 * A registration's answer: the product, the keywords added with it and the balance after the
 * charge, so the web writes them into its caches instead of asking again (issue 38 §5).
 */
export const goodsRegisteredAnswer = okAnswer(
  z.object({
    gdpSn: z.number(),
    keywords: z.array(z.object({ gdkdSn: z.number(), keyword: z.string() })),
    balance: z.number(),
  }),
);
export const keywordAddedAnswer = okAnswer(z.object({ gdkdSn: z.number() }));
export const memoAnswer = z.object({ content: z.string() });
export const renewAnswer = okAnswer(z.object({ coinEndDt: z.string(), sellerCoinCnt: z.number() }));
export const checkNowAnswer = okAnswer(z.object({ left: z.number(), keywords: z.number() }));

// --- Cost before spending (issue 28 §3) ---------------------------------------------------------

/** POST …/registerQuote: what registering `count` products now would take (1 when left out). */
export const registerQuoteBody = z.looseObject({
  // Digits or a JSON integer (issue 35 §10).
  count: integerInput({
    min: 1,
    max: QUOTE_MAX_PRODUCTS,
    invalid: ko.goodsQuote.countRange(QUOTE_MAX_PRODUCTS),
  }).optional(),
});
/** POST …/renewQuote and …/autoRenewQuote: one of the member's products. */
export const goodsQuoteBody = z.looseObject({ gdpSn: id });

/**
 * The coins an action takes, the balance now and after, and the end date it gives, computed by
 * the same pure functions the spending path runs (goods-rank.domain.ts), so the two cannot differ.
 */
export const spendQuote = z.object({
  action: z.enum(['register', 'renew', 'autoRenew', 'renewExpired']),
  /** Products the action pays for. */
  count: z.number().int(),
  coins: z.number().int(),
  balance: z.number().int(),
  balanceAfter: z.number().int(),
  enough: z.boolean(),
  /** The end date the action gives (an instant) and its Korea date (YYYY-MM-DD). */
  endAt: z.string(),
  endDate: z.string(),
  /** autoRenew: when the coins are taken (the current end, or now when already past it). */
  chargeAt: z.string().nullable(),
  /** Why the balance is short (Korean), null when it is enough. */
  message: z.string().nullable(),
});
export type SpendQuote = z.infer<typeof spendQuote>;

/** 모두 연장 (issue 39 §3): at most this many expired products in one call. */
export const RENEW_EXPIRED_MAX = 500;
/** POST …/renewExpiredQuote: every expired product of the member, and what renewing them takes. */
export const renewExpiredQuote = spendQuote.extend({
  /** The products the quote prices, in list order: the renewal takes exactly these. */
  gdpSns: z.array(z.number().int()),
});
export type RenewExpiredQuote = z.infer<typeof renewExpiredQuote>;
/** POST …/renewExpired: the quoted products; those renewed since in between are left out, never charged. */
export const renewExpiredBody = z.looseObject({
  gdpSns: z
    .array(id)
    .min(1, { error: () => g().noItemsSelected })
    .max(RENEW_EXPIRED_MAX, { error: () => g().noItemsSelected }),
});
export const renewExpiredAnswer = okAnswer(
  z.object({
    renewed: z.number().int(),
    coins: z.number().int(),
    coinEndDt: z.string(),
    sellerCoinCnt: z.number(),
  }),
);

/** "키워드로 내 상품 찾기" (issue 39 §1): one search of the shopping source, its first page. */
export const FINDER_SLOTS = 40;
export const finderBody = z.looseObject({
  keyword: z
    .string()
    .trim()
    .min(1, { error: () => g().enterKeyword })
    .max(100, { error: () => g().keywordTooLong }),
});
export const finderEntry = z.object({
  /** Place in the organic list; null for an ad. */
  rank: z.number().int().nullable(),
  isAd: z.boolean(),
  isCatalog: z.boolean(),
  /** How to register it: a catalogue by its MID, a store item by its product number. */
  type: z.enum(['prodNum', 'midNum']).nullable(),
  number: z.string().nullable(),
  title: z.string(),
  mallName: z.string().nullable(),
  image: z.string().nullable(),
  price: z.number().nullable(),
});
export type FinderEntry = z.infer<typeof finderEntry>;
export const finderAnswer = okAnswer(
  z.object({
    keyword: z.string(),
    entries: z.array(finderEntry),
    /** The Korea day the list was read (a repeat the same day is answered from it). */
    day: z.string(),
    cached: z.boolean(),
    /** Where it was read (the source's surface), as ranks say it. */
    surface: z.string(),
  }),
);
