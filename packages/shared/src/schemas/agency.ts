/**
 * Wire contract of the agency screens (spec 01 §2.10, §2.11, §3, §7): registration lookup and
 * registration, the agency list, a member's charge history and the coin grant.
 * The caller is always the session's: `user`, `myAccessData` and the caller's `userMbrSn` in a
 * payload are ignored; the target's `userMbrSn` is checked against the caller's scope.
 */
import { z } from './zod';
import { ADMIN_GRANT_MAX, SERVICE_MEMO_MAX } from '../rules/agency';
import { ko } from '../messages/ko';
import { emailField } from './accounts';
import { integerInput, optionalIntegerInput, wholeNumberOf } from './integer';
import { sessionUser } from './auth';
import { chargeHistoryRow } from './payments';

const v = ko.agencyValidation;

/** resultStatus of selectEmailAjency (spec 01 §4); anything else is unknown to the screen. */
export const AGENCY_LOOKUP_STATUSES = [
  'USER_NULL',
  'GROUP_INSERT_Y',
  'GROUP_INSERT_EXISTENCE_NO',
  'GROUP_TO_MY_GROUP',
  'LOGIN_FAILED',
  // An agency member's answer for every address outside its group (known or not, manager or
  // not): joining needs the member's consent, so the lookup tells nothing about the account.
  'INVITATION_REQUIRED',
] as const;
export type AgencyLookupStatus = (typeof AGENCY_LOOKUP_STATUSES)[number];

const email = z.string({ error: v.emailRequired }).trim().min(1, v.emailRequired).max(100, v.emailRequired);
// Member numbers are PostgreSQL integers: a larger one would fail the query instead of finding no
// one. Digits only, like the amounts: "0x10" must not name member 16.
const memberSn = integerInput({ min: 1, max: 2_147_483_647, invalid: v.targetRequired });

/** POST /v1/agencyMenu/coin/selectEmailAjency {user, mbrEmail}. */
export const selectEmailAjencyBody = z.looseObject({ mbrEmail: email });

/** The member found by the lookup, as the screen sends it back with the registration. */
export const userAccess = z.object({
  mbrEmail: z.string(),
  userMbrSn: z.number(),
  /** The member's company name when it is already in a group. */
  companyName: z.string().nullable(),
});
export type UserAccess = z.infer<typeof userAccess>;

export const agencyLookupAnswer = z.object({
  resultStatus: z.enum(AGENCY_LOOKUP_STATUSES),
  userAccess: userAccess.nullable(),
  /** The caller (the session user), as spec 01 §7 names it. */
  myAccessData: sessionUser,
  companyName: z.string().nullable(),
});
export type AgencyLookupAnswer = z.infer<typeof agencyLookupAnswer>;

export const COMPANY_NAME_MAX = 50;
export const AGENCY_MEMO_MAX = 200;

/** POST /v1/agencyMenu/coin/addUserAjency {userAccess, myAccessData, companyName, psitnMemberMemo, user}. */
export const addUserAjencyBody = z.looseObject({
  userAccess: z.looseObject({ userMbrSn: memberSn }, { error: v.targetRequired }),
  companyName: z
    .string({ error: v.companyRequired })
    .trim()
    .min(1, v.companyRequired)
    .max(COMPANY_NAME_MAX, v.companyTooLong),
  psitnMemberMemo: z
    .string()
    .trim()
    .max(AGENCY_MEMO_MAX, v.memoTooLong)
    .nullish()
    .transform((s) => s ?? ''),
});
export type AddUserAjencyBody = z.input<typeof addUserAjencyBody>;

export const agencyRegisterAnswer = z.object({
  userMbrSn: z.number(),
  mbrEmail: z.string(),
  companyName: z.string(),
  /** AGENCY: a manager made the member an agency with a new group; MEMBER: an agency added it to its group. */
  kind: z.enum(['AGENCY', 'MEMBER']),
  psitnGrpcoSn: z.number(),
  psitnGrpcoCd: z.string(),
});
export type AgencyRegisterAnswer = z.infer<typeof agencyRegisterAnswer>;

const targetFields = {
  userMbrSn: memberSn.optional(),
  userAccess: z.looseObject({ userMbrSn: memberSn }).optional(),
};

/** The target member of a history or grant call: `userAccess.userMbrSn`, else `userMbrSn`. */
function targetOf(
  body: { userMbrSn?: number | undefined; userAccess?: { userMbrSn: number } | undefined },
  ctx: z.RefinementCtx,
): number {
  const target = body.userAccess?.userMbrSn ?? body.userMbrSn;
  if (target === undefined) {
    ctx.addIssue({ code: 'custom', message: v.targetRequired });
    return 0;
  }
  return target;
}

/** POST /v1/agencyMenu/coin/chargeSellCoinHist {userAccess: {userMbrSn, mbrEmail, companyName}}. */
export const chargeSellCoinHistBody = z
  .looseObject(targetFields)
  .transform((body, ctx) => ({ target: targetOf(body, ctx) }));

/**
 * POST /v1/agencyMenu/coin/coinUseHist: a member's coin ledger with what each spend was for
 * (issue 23 point 10), for managers and the member's agency.
 */
export const coinUseHistBody = z
  .looseObject({
    ...targetFields,
    pageNum: z.coerce.number().int().min(1).max(10_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).optional(),
  })
  .transform((body, ctx) => ({
    target: targetOf(body, ctx),
    pageNum: body.pageNum ?? 1,
    pageSize: body.pageSize ?? 20,
  }));

export const chargeSellCoinHistAnswer = z.object({
  userMbrSn: z.number(),
  mbrEmail: z.string(),
  companyName: z.string().nullable(),
  /** Purchases and grants, newest first (spec 01 §3 userCoinHist). */
  userCoinHist: z.array(
    /** A grant names the manager who made it. */
    chargeHistoryRow.extend({ grantedBy: z.string().nullable().optional() }),
  ),
});
export type ChargeSellCoinHistAnswer = z.infer<typeof chargeSellCoinHistAnswer>;

/** A part of a grant: digits or a JSON integer (issue 35 §10); an empty box is 0 coins of it. */
const coinAmount = optionalIntegerInput({
  min: 0,
  max: ADMIN_GRANT_MAX,
  empty: 0,
  invalid: v.coinsDigits,
  tooLarge: v.coinsRange,
});

/** POST /v1/agencyMenu/coin/chargeInsertCoin {userAccess, userMbrSn, coinInput, serviceCoinInput, serviceMemoInput, myAccessData}. */
export const chargeInsertCoinBody = z
  .looseObject({
    ...targetFields,
    coinInput: coinAmount,
    serviceCoinInput: coinAmount,
    serviceMemoInput: z
      .string()
      .nullish()
      .transform((s) => (s ?? '').trim()),
  })
  .transform((body, ctx) => ({
    target: targetOf(body, ctx),
    coinInput: body.coinInput,
    serviceCoinInput: body.serviceCoinInput,
    serviceMemoInput: body.serviceMemoInput,
  }))
  .superRefine((body, ctx) => {
    if (body.coinInput <= 0 && body.serviceCoinInput <= 0)
      ctx.addIssue({ code: 'custom', message: v.coinsRequired });
    if (body.serviceCoinInput > 0 && Array.from(body.serviceMemoInput).length > SERVICE_MEMO_MAX) {
      ctx.addIssue({ code: 'custom', message: ko.validation.memoTooLong });
    }
  });
export type ChargeInsertCoinBody = z.input<typeof chargeInsertCoinBody>;

/**
 * The coin-add popup as typed (spec 01 §5): digit strings, at least one part above 0, the memo only
 * with service coins (the popup clears and disables it otherwise) and at most 30 characters.
 */
export const coinAddForm = z
  .object({
    coinInput: z.string(),
    serviceCoinInput: z.string(),
    // A disabled input has no value.
    serviceMemoInput: z.string().optional(),
  })
  // What the server takes (chargeInsertCoinBody's amounts), so the popup never sends a refusal.
  .refine((f) => [f.coinInput, f.serviceCoinInput].every((x) => x === '' || wholeNumberOf(x) !== null), {
    message: v.coinsDigits,
    path: ['coinInput'],
  })
  .refine((f) => (wholeNumberOf(f.coinInput) ?? 0) > 0 || (wholeNumberOf(f.serviceCoinInput) ?? 0) > 0, {
    message: v.coinsRequired,
    path: ['coinInput'],
  })
  .refine((f) => Array.from(f.serviceMemoInput ?? '').length <= SERVICE_MEMO_MAX, {
    message: ko.validation.memoTooLong,
    path: ['serviceMemoInput'],
  });
export type CoinAddForm = z.infer<typeof coinAddForm>;

export const chargeInsertCoinAnswer = z.object({
  userMbrSn: z.number(),
  paidCoins: z.number(),
  serviceCoins: z.number(),
  /** The member's balance after the grant. */
  sellerCoinCnt: z.number(),
});
export type ChargeInsertCoinAnswer = z.infer<typeof chargeInsertCoinAnswer>;

// ---- invitations (an agency member's registration needs the member's consent) ----

/**
 * An invitation's state. PENDING past its expiry is answered as EXPIRED (computed on read, so
 * nothing has to run at expiry time).
 */
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

const companyName = z
  .string({ error: v.companyRequired })
  .trim()
  .min(1, v.companyRequired)
  .max(COMPANY_NAME_MAX, v.companyTooLong);
const memo = z
  .string()
  .trim()
  .max(AGENCY_MEMO_MAX, v.memoTooLong)
  .nullish()
  .transform((s) => s ?? '');

/** POST /v1/agencyMenu/invitations {mbrEmail, companyName, psitnMemberMemo}: an agency member invites. */
export const agencyInviteBody = z.looseObject({
  mbrEmail: emailField,
  companyName,
  psitnMemberMemo: memo,
});
export type AgencyInviteBody = z.input<typeof agencyInviteBody>;

/** The invite form of the agency screen (react-hook-form + zod). */
export const agencyInviteForm = z.object({
  mbrEmail: emailField,
  companyName,
  psitnMemberMemo: z.string().trim().max(AGENCY_MEMO_MAX, v.memoTooLong),
});
export type AgencyInviteForm = z.input<typeof agencyInviteForm>;

/** `:id` of the invitation routes. */
export const invitationParams = z.object({
  id: z.uuid({ error: v.invitationRequired }),
});

/**
 * The answer to an invitation, the same for every well-formed address (an account or none, a
 * manager, another group's member): the agency learns nothing about who has an account.
 */
export const agencyInviteAnswer = z.object({
  invitationId: z.string(),
  status: z.literal('PENDING'),
  expiresAt: z.string(),
});
export type AgencyInviteAnswer = z.infer<typeof agencyInviteAnswer>;

/** One invitation as the inviting agency sees it (newest first). */
export const agencyInvitationRow = z.object({
  invitationId: z.string(),
  mbrEmail: z.string(),
  companyName: z.string(),
  memo: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type AgencyInvitationRow = z.infer<typeof agencyInvitationRow>;

export const agencyInvitationsAnswer = z.object({
  list: z.array(agencyInvitationRow),
  /**
   * The caller's own group's company name (null before it has a group): the invite form starts
   * with it, since the members an agency invites join that company (still editable).
   */
  companyName: z.string().nullable(),
});
export type AgencyInvitationsAnswer = z.infer<typeof agencyInvitationsAnswer>;

/** A pending invitation as the invited member sees it in 마이페이지. */
export const memberInvitation = z.object({
  invitationId: z.string(),
  /** The inviting agency (its group's company name). */
  agencyName: z.string(),
  /** The company name the agency will record for the member. */
  companyName: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
  /** False when the member already belongs to a group (it may still decline). */
  canAccept: z.boolean(),
});
export type MemberInvitation = z.infer<typeof memberInvitation>;

export const memberInvitationsAnswer = z.object({
  list: z.array(memberInvitation),
});
export type MemberInvitationsAnswer = z.infer<typeof memberInvitationsAnswer>;

export const invitationResponseAnswer = z.object({
  invitationId: z.string(),
  status: z.enum(['ACCEPTED', 'DECLINED']),
  agencyName: z.string(),
});
export type InvitationResponseAnswer = z.infer<typeof invitationResponseAnswer>;
