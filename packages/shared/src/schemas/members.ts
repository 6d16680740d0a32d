/**
 * Wire contract of member administration (spec 01 §2.11, §2.12, §3, §7): the member list behind
 * both admin grids (selectUserAjency, emailUserSelectV1), the simple coin admin
 * (emailUserSelect, coinPayInsert) and the audit log. Filtering, sorting and paging run on the
 * server; the grid sends AG Grid's sort and filter models for the whitelisted columns below.
 */
import { z } from './zod';
import { pageAnswer } from './envelope';
import { integerInput } from './integer';
import { ADMIN_GRANT_MAX, PERIODS, isDay } from '../rules/agency';
import { ko } from '../messages/ko';

const v = ko.agencyValidation;

/** Columns of the admin grids that sort and filter (spec 01 §3 userGroupList fields). */
export const MEMBER_TEXT_COLUMNS = ['mbrEmail', 'companyNm'] as const;
export const MEMBER_NUMBER_COLUMNS = [
  'productCnt',
  'sellerCoinCnt',
  'selcoinIngCnt',
  'amountSelCoin',
  'totSvSellCoin',
  'totAmountSelCoin',
] as const;
export const MEMBER_DATE_COLUMNS = ['sartGroupDt'] as const;
export const MEMBER_SORT_COLUMNS = [
  'rowNum',
  ...MEMBER_TEXT_COLUMNS,
  ...MEMBER_DATE_COLUMNS,
  ...MEMBER_NUMBER_COLUMNS,
] as const;
export type MemberSortColumn = (typeof MEMBER_SORT_COLUMNS)[number];

export const TEXT_FILTER_TYPES = ['contains', 'equals', 'startsWith'] as const;
export const NUMBER_FILTER_TYPES = [
  'equals',
  'lessThan',
  'lessThanOrEqual',
  'greaterThan',
  'greaterThanOrEqual',
  'inRange',
] as const;
export const DATE_FILTER_TYPES = ['equals', 'lessThan', 'greaterThan', 'inRange'] as const;

export const MEMBER_PAGE_SIZE_MAX = 200;

/** '' / null / digits → a count or null; anything else is refused (digits only, spec 01 §5). */
const count = z
  .union([z.number(), z.string()], { error: v.countDigits })
  .nullish()
  .transform((x, ctx) => {
    if (x === null || x === undefined || x === '') return null;
    const s = String(x).trim();
    if (!/^\d{1,9}$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: v.countDigits });
      return z.NEVER;
    }
    return Number(s);
  });

const day = z
  .string({ error: v.dateInvalid })
  .nullish()
  .transform((x, ctx) => {
    const s = (x ?? '').trim();
    if (s === '') return null;
    if (!isDay(s)) {
      ctx.addIssue({ code: 'custom', message: v.dateInvalid });
      return z.NEVER;
    }
    return s;
  });

/** AG Grid's column filter models (one condition each), for the whitelisted columns. */
const textFilter = z.object({
  filterType: z.literal('text'),
  type: z.enum(TEXT_FILTER_TYPES),
  filter: z.string().max(100).nullish(),
});
// The filtered columns are PostgreSQL integers: a bound outside their range would fail the query.
const gridNumber = z.number().int().min(-2_147_483_648).max(2_147_483_647).nullish();
const numberFilter = z.object({
  filterType: z.literal('number'),
  type: z.enum(NUMBER_FILTER_TYPES),
  filter: gridNumber,
  filterTo: gridNumber,
});
const dateFilter = z.object({
  filterType: z.literal('date'),
  type: z.enum(DATE_FILTER_TYPES),
  // AG Grid sends 'yyyy-MM-dd HH:mm:ss'; the day is what counts.
  dateFrom: z.string().max(30).nullish(),
  dateTo: z.string().max(30).nullish(),
});

export const memberFilterModel = z
  .object({
    mbrEmail: textFilter.optional(),
    companyNm: textFilter.optional(),
    sartGroupDt: dateFilter.optional(),
    productCnt: numberFilter.optional(),
    sellerCoinCnt: numberFilter.optional(),
    selcoinIngCnt: numberFilter.optional(),
    amountSelCoin: numberFilter.optional(),
    totSvSellCoin: numberFilter.optional(),
    totAmountSelCoin: numberFilter.optional(),
  })
  .strict();
export type MemberFilterModel = z.infer<typeof memberFilterModel>;

/**
 * POST /v1/agencyMenu/coin/selectUserAjency and /v1/confCmmn/emailUserSelectV1: the filter panel
 * (mbrEmail, startDate, endDate, start/endCoinCount, start/endProductCount, selectedPeriod) plus
 * paging and the grid's sort and filter models. emailUserSelectV1 may carry the e-mail as
 * `user.selectMbrEmail` (spec 01 §7); the rest of `user` is ignored.
 */
export const memberListBody = z
  .looseObject({
    mbrEmail: z.string().trim().max(100, v.emailRequired).nullish(),
    user: z.looseObject({ selectMbrEmail: z.string().trim().max(100).nullish() }).nullish(),
    startDate: day,
    endDate: day,
    startCoinCount: count,
    endCoinCount: count,
    startProductCount: count,
    endProductCount: count,
    selectedPeriod: z.enum([...PERIODS, '']).nullish(),
    pageNum: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    pageSize: z.coerce.number().int().min(1).max(MEMBER_PAGE_SIZE_MAX).optional().default(100),
    sortModel: z
      .array(z.object({ colId: z.enum(MEMBER_SORT_COLUMNS), sort: z.enum(['asc', 'desc']) }))
      .max(3)
      .optional()
      .default([]),
    filterModel: memberFilterModel.optional().default({}),
  })
  .transform(({ user, mbrEmail, ...rest }) => ({
    ...rest,
    mbrEmail: (mbrEmail || user?.selectMbrEmail || '').trim(),
  }));
export type MemberListBody = z.input<typeof memberListBody>;
export type MemberListQuery = z.output<typeof memberListBody>;

/** One row of userGroupList (spec 01 §3). */
export const memberGroupRow = z.object({
  /** Position in the filtered, sorted list (the grid's 번호). */
  rowNum: z.number(),
  userMbrSn: z.number(),
  mbrEmail: z.string(),
  companyNm: z.string().nullable(),
  /** Agency list: the agency registration; member list: the sign-up (ISO instant). */
  sartGroupDt: z.string().nullable(),
  productCnt: z.number(),
  sellerCoinCnt: z.number(),
  selcoinIngCnt: z.number(),
  /** Paid coins (purchases and paid grants, net of cancellations). */
  amountSelCoin: z.number(),
  /** Service coins (service and operator grants). */
  totSvSellCoin: z.number(),
  /** amountSelCoin + totSvSellCoin. */
  totAmountSelCoin: z.number(),
});
export type MemberGroupRow = z.infer<typeof memberGroupRow>;

export const memberListAnswer = z.object({
  userGroupList: z.array(memberGroupRow),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});
export type MemberListAnswer = z.infer<typeof memberListAnswer>;

/** POST /v1/confCmmn/emailUserSelect {mbrEmail}: one member by exact e-mail. */
export const emailUserSelectBody = z.looseObject({
  mbrEmail: z.string({ error: v.emailRequired }).trim().min(1, v.emailRequired).max(100, v.emailRequired),
});

/**
 * The e-mail search boxes of the admin screens that look one member up (agency registration,
 * /coinManagement): an empty box says what to type instead of doing nothing.
 */
export const adminEmailSearchForm = z.object({
  mbrEmail: z.string().trim().min(1, v.emailSearchRequired).max(100, v.emailInvalid),
});
export type AdminEmailSearchForm = z.input<typeof adminEmailSearchForm>;

/** The simple coin admin's result (spec 01 §3 simple-screen member result). */
export const simpleMemberResult = z.object({
  mbrSn: z.number(),
  mbrEmail: z.string(),
  sellerCoinCnt: z.number(),
  ingCoinCnt: z.number(),
  /** Total paid in won: settled purchases minus refunds. */
  totPaymtMony: z.number(),
  /** Total coins given: paid plus service coins. */
  totSelcoinPaymtCnt: z.number(),
  /** The balance as the integer field the screen's +/- buttons work from (spec 01 §2.12). */
  coins: z.number(),
});
export type SimpleMemberResult = z.infer<typeof simpleMemberResult>;

/**
 * POST /v1/coin/coinPayInsert {sellerCoinCnt (the typed amount), mbrSn, …}: the rest is ignored.
 * Digits or a JSON integer only (issue 35 §10): "0x10", true, "1e3" and " 5" are refused.
 */
export const coinPayInsertBody = z.looseObject({
  sellerCoinCnt: integerInput({
    min: 1,
    max: ADMIN_GRANT_MAX,
    invalid: v.coinsDigits,
    required: v.coinsRequired,
    tooSmall: v.coinsRequired,
    tooLarge: v.coinsRange,
  }),
  mbrSn: integerInput({ min: 1, max: 2_147_483_647, invalid: v.targetRequired }),
});

/** Audit log actions. */
export const AUDIT_ACTIONS = [
  'AGENCY_REGISTER',
  'GROUP_MEMBER_REGISTER',
  'COIN_GRANT',
  'COIN_ADD',
  'PAYMENT_CANCEL',
  /** A refund made outside the app (PortOne console, card company), applied by the app. */
  'PAYMENT_CANCEL_EXTERNAL',
  'GRANT_CANCEL',
  /** The first manager, made through the one-time setup link (issue 25). */
  'FIRST_MANAGER',
  /** `npm run member -- create|role|reset-password` (no acting member: the operator's command). */
  'MEMBER_CREATE',
  'ROLE_CHANGE',
  'PASSWORD_RESET',
  /** A manager's answer to an inquiry, its status and its internal memo (issue 40 §2). */
  'INQUIRY_REPLY',
  'INQUIRY_STATUS',
  'INQUIRY_MEMO',
  /** A member's follow-up on its own inquiry (it reopens an answered one), and a manager's resend of a reply mail that finally failed (issue 40 §2). */
  'INQUIRY_FOLLOW_UP',
  'INQUIRY_MAIL_RESEND',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /v1/admin/audit?pageNum&pageSize (managers). */
export const auditQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
  targetMbrSn: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const auditRow = z.object({
  id: z.number(),
  action: z.enum(AUDIT_ACTIONS),
  /** null when no member acted (PAYMENT_CANCEL_EXTERNAL). */
  actorMbrSn: z.number().nullable(),
  actorEmail: z.string().nullable(),
  targetMbrSn: z.number().nullable(),
  targetEmail: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const auditAnswer = pageAnswer(auditRow);
export type AuditAnswer = z.infer<typeof auditAnswer>;
