import type {
  AgencyInvitationsAnswer,
  AgencyInviteAnswer,
  AgencyInviteBody,
  AgencyLookupAnswer,
  AgencyRegisterAnswer,
  ChargeInsertCoinAnswer,
  ChargeSellCoinHistAnswer,
  InvitationResponseAnswer,
  MemberInvitation,
} from '@seller/shared/schemas/agency';
import type { MemberListAnswer, MemberListBody } from '@seller/shared/schemas/members';
import type { CancelQuote, CoinHistoryAnswer, PayCancelAnswer } from '@seller/shared/schemas/payments';
import type { DownloadedFile } from '@seller/shared/contracts/contract';
import { call, once } from '../../../lib/api-call';

/** selectEmailAjency: can the member with this e-mail be registered? The server names the caller. */
export async function lookupAgencyMember(
  mbrEmail: string,
): Promise<{ message: string; data: AgencyLookupAnswer }> {
  const answered = await call('POST', '/v1/agencyMenu/coin/selectEmailAjency', { body: { mbrEmail } });
  return { message: answered.message, data: answered.data };
}

export async function registerAgencyMember(input: {
  userAccess: AgencyLookupAnswer['userAccess'];
  companyName: string;
  psitnMemberMemo: string;
}): Promise<{ message: string; data: AgencyRegisterAnswer }> {
  const answered = await call('POST', '/v1/agencyMenu/coin/addUserAjency', {
    body: input as typeof input & { userAccess: { userMbrSn: number } },
  });
  return { message: answered.message, data: answered.data };
}

/** selectUserAjency: one page of the agency list. */
export async function fetchAgencyList(body: MemberListBody, signal?: AbortSignal): Promise<MemberListAnswer> {
  return (await call('POST', '/v1/agencyMenu/coin/selectUserAjency', { body }, { signal })).data;
}

/** The agency list's 엑셀 다운로드: the same body, every row, as an xlsx file. */
export function exportAgencyList(body: MemberListBody): Promise<DownloadedFile> {
  return call('POST', '/v1/agencyMenu/coin/selectUserAjency/excel', { body });
}

export type HistoryRow = ChargeSellCoinHistAnswer['userCoinHist'][number] & { grantedBy?: string | null };

export async function fetchChargeHistory(target: {
  userMbrSn: number;
  mbrEmail: string;
  companyName: string | null;
}): Promise<ChargeSellCoinHistAnswer & { userCoinHist: HistoryRow[] }> {
  return (await call('POST', '/v1/agencyMenu/coin/chargeSellCoinHist', { body: { userAccess: target } }))
    .data;
}

/** coinUseHist: one page of a member's coin ledger, each spend with what it paid for. */
export async function fetchCoinUseHistory(
  userMbrSn: number,
  pageNum: number,
  pageSize: number,
): Promise<CoinHistoryAnswer> {
  const body = { userAccess: { userMbrSn }, pageNum, pageSize };
  return (await call('POST', '/v1/agencyMenu/coin/coinUseHist', { body })).data;
}

/** chargeInsertCoin, once per Idempotency-Key (one per opened coin-add dialog). */
export async function grantCoins(
  input: {
    userMbrSn: number;
    coinInput: string;
    serviceCoinInput: string;
    serviceMemoInput: string;
  },
  key: string,
): Promise<ChargeInsertCoinAnswer> {
  const body = { userAccess: { userMbrSn: input.userMbrSn }, ...input };
  return (await call('POST', '/v1/agencyMenu/coin/chargeInsertCoin', { body }, { headers: once(key) })).data;
}

/** payCancelQuote: what cancelling a purchase (paymentId) or a grant (`grant:…`) would do now. */
export async function fetchCancelQuote(selCoinUseSn: string): Promise<CancelQuote> {
  return (await call('POST', '/v1/payment/payCancelQuote', { body: { selCoinUseSn } })).data;
}

/**
 * payCancel of a purchase or a grant, with the figures of the quote the manager confirmed (the
 * server refuses others) and the dialog's Idempotency-Key.
 */
export async function cancelCharge(
  input: { selCoinUseSn: string; reason: string; quoted: { refundAmount: number; coins: number } },
  key: string,
): Promise<PayCancelAnswer> {
  return (await call('POST', '/v1/payment/payCancel', { body: input }, { headers: once(key) })).data;
}

// ---- invitations: the agency's side, then the invited member's ----

/** The answer is the same whether or not the address has an account (the server never tells). */
export async function sendInvitation(
  body: AgencyInviteBody,
): Promise<{ message: string; data: AgencyInviteAnswer }> {
  const answered = await call('POST', '/v1/agencyMenu/invitations', { body });
  return { message: answered.message, data: answered.data };
}

/** The group's invitations and its company name (the invite form starts with it). */
export async function fetchSentInvitations(signal?: AbortSignal): Promise<AgencyInvitationsAnswer> {
  return (await call('GET', '/v1/agencyMenu/invitations', {}, { signal })).data;
}

export async function withdrawInvitation(id: string): Promise<string> {
  return (await call('POST', '/v1/agencyMenu/invitations/:id/withdraw', { params: { id } })).message;
}

export async function fetchReceivedInvitations(signal?: AbortSignal): Promise<MemberInvitation[]> {
  return (await call('GET', '/v1/member/agencyInvitations', {}, { signal })).data.list;
}

/** Accepting or declining is a POST from the member's own session (never a link). */
export async function answerInvitation(
  id: string,
  choice: 'accept' | 'decline',
): Promise<{ message: string; data: InvitationResponseAnswer }> {
  const res = await call('POST', `/v1/member/agencyInvitations/:id/${choice}`, { params: { id } });
  return { message: res.message, data: res.data };
}
