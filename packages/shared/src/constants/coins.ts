/** Kinds of coin ledger rows (ARCHITECTURE §5). Every balance change is exactly one of these. */
export const LEDGER_KINDS = [
  'PURCHASE',
  'PAID_GRANT',
  'SERVICE_GRANT',
  'OPERATOR_GRANT',
  'SPEND_REGISTER',
  'SPEND_RENEW',
  // A rank alert delivered to a phone as 알림톡 or its SMS fallback (issue 40 §3).
  'SPEND_ALIMTALK',
  // A 순위 지도 scan (issue 41), and the coins of its failed points given back to the parts they came from.
  'SPEND_MAP',
  'MAP_REFUND',
  'REFUND',
  'CANCEL',
  // A manager's cancellation of a grant: the unused coins taken back from the grant's own part.
  'PAID_GRANT_CANCEL',
  'SERVICE_GRANT_CANCEL',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The seven kinds the member's coin ledger shows (issue 28 §3: 구매, 관리자 지급, 서비스 지급, 등록,
 * 연장, 환불, 회수). Grants are told apart by the part of the balance they fill, which is what the
 * member's refund rights follow: paid coins a manager gives are 관리자 지급; free coins (a manager's
 * service coins, an operator's grant) are 서비스 지급. A purchase's cancellation takes coins back
 * with the money (환불), and a refused cancellation gives them back (환불 too, with its memo);
 * a grant's cancellation takes coins back without money (회수).
 */
export const LEDGER_CATEGORIES = [
  'purchase',
  'adminGrant',
  'serviceGrant',
  'register',
  'renew',
  'alimtalk',
  'rankMap',
  'refund',
  'takeBack',
] as const;
export type LedgerCategory = (typeof LEDGER_CATEGORIES)[number];

export const LEDGER_CATEGORY_OF: Record<LedgerKind, LedgerCategory> = {
  PURCHASE: 'purchase',
  PAID_GRANT: 'adminGrant',
  SERVICE_GRANT: 'serviceGrant',
  OPERATOR_GRANT: 'serviceGrant',
  SPEND_REGISTER: 'register',
  SPEND_RENEW: 'renew',
  SPEND_ALIMTALK: 'alimtalk',
  SPEND_MAP: 'rankMap',
  MAP_REFUND: 'refund',
  CANCEL: 'refund',
  REFUND: 'refund',
  PAID_GRANT_CANCEL: 'takeBack',
  SERVICE_GRANT_CANCEL: 'takeBack',
};

/** What a spend paid for, stored on its ledger row (issue 23 point 10). */
export const LEDGER_PURPOSES = ['register', 'renew', 'autoRenew', 'alimtalk', 'rankMap'] as const;
export type LedgerPurpose = (typeof LEDGER_PURPOSES)[number];

/**
 * The most coins a grant may bring a balance to (a manager's or operator's typo of a few digits is
 * refused with a message). Purchases are always credited: the database's own bound is
 * Number.MAX_SAFE_INTEGER, thousands of times above this and out of reach of any purchase.
 */
export const COIN_BALANCE_MAX = 1_000_000_000_000;

export const COIN_COST_REGISTER = 10;
export const COIN_COST_RENEW = 10;
export const TRACKING_DAYS = 30;
/** The most products one registration quote prices (issue 28 §3; issue 29's bulk add of 500 rows). */
export const QUOTE_MAX_PRODUCTS = 500;

/** Coin packs of the membership page (spec 02 §9); the server's price list and the page's. */
export const COIN_PACKS = [
  { coins: 100, price: 9_900, popular: false },
  { coins: 500, price: 49_000, popular: true },
  { coins: 1_000, price: 98_000, popular: false },
] as const;
export type CoinPack = (typeof COIN_PACKS)[number];
export type PackCoins = CoinPack['coins'];

/** Quantity of one pack in one order. */
export const PACK_QTY_MIN = 1;
export const PACK_QTY_MAX = 99;
/** Payments are card payments in won (spec 02 §7). */
export const PAYMENT_CURRENCY = 'KRW';
export const PAYMENT_METHOD = 'CARD';
/** Spec 01 §9: "payment processing may take up to 10 minutes"; the reconcile job looks after that. */
export const PAYMENT_SETTLE_MINUTES = 10;
/** Terms §7: full refund within 7 days of payment when none of the purchased coins was used… */
export const REFUND_FULL_DAYS = 7;
/** …otherwise a 10% cancellation charge and a prorated refund of the unused coins. */
export const REFUND_FEE_PERCENT = 10;
