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
  MemberInvitationsAnswer,
} from '@seller/shared/schemas/agency';
import type { MemberListAnswer, MemberListBody } from '@seller/shared/schemas/members';
import type { CancelQuote, CoinHistoryAnswer, PayCancelAnswer } from '@seller/shared/schemas/payments';
import { api, postForFile } from '../../../lib/api';

type Envelope<T> = { code: string; message: string; data: T };

const P = '/v1/agencyMenu/coin';

/** selectEmailAjency: can the member with this e-mail be registered? The server names the caller. */
export async function lookupAgencyMember(
  mbrEmail: string,
): Promise<{ message: string; data: AgencyLookupAnswer }> {
  const answer = await api.post<Envelope<AgencyLookupAnswer>>(`${P}/selectEmailAjency`, { mbrEmail });
  return { message: answer.message, data: answer.data };
}

export async function registerAgencyMember(input: {
  userAccess: AgencyLookupAnswer['userAccess'];
  companyName: string;
  psitnMemberMemo: string;
}): Promise<{ message: string; data: AgencyRegisterAnswer }> {
  const answer = await api.post<Envelope<AgencyRegisterAnswer>>(`${P}/addUserAjency`, input);
  return { message: answer.message, data: answer.data };
}

/** selectUserAjency: one page of the agency list. */
export async function fetchAgencyList(body: MemberListBody, signal?: AbortSignal): Promise<MemberListAnswer> {
  return (await api.post<Envelope<MemberListAnswer>>(`${P}/selectUserAjency`, body, signal)).data;
}

/** The agency list's 엑셀 다운로드: the same body, every row, as an xlsx file. */
export function exportAgencyList(body: MemberListBody): Promise<{ blob: Blob; name: string | null }> {
  return postForFile(`${P}/selectUserAjency/excel`, body);
}

export type HistoryRow = ChargeSellCoinHistAnswer['userCoinHist'][number] & { grantedBy?: string | null };

export async function fetchChargeHistory(target: {
  userMbrSn: number;
  mbrEmail: string;
  companyName: string | null;
}): Promise<ChargeSellCoinHistAnswer & { userCoinHist: HistoryRow[] }> {
  return (
    await api.post<Envelope<ChargeSellCoinHistAnswer>>(`${P}/chargeSellCoinHist`, { userAccess: target })
  ).data;
}

/** coinUseHist: one page of a member's coin ledger, each spend with what it paid for. */
export async function fetchCoinUseHistory(
  userMbrSn: number,
  pageNum: number,
  pageSize: number,
): Promise<CoinHistoryAnswer> {
  return (
    await api.post<Envelope<CoinHistoryAnswer>>(`${P}/coinUseHist`, {
      userAccess: { userMbrSn },
      pageNum,
      pageSize,
    })
  ).data;
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
  return (await api.postOnce<Envelope<ChargeInsertCoinAnswer>>(`${P}/chargeInsertCoin`, body, key)).data;
}

/** payCancelQuote: what cancelling a purchase (paymentId) or a grant (`grant:…`) would do now. */
export async function fetchCancelQuote(selCoinUseSn: string): Promise<CancelQuote> {
  return (await api.post<Envelope<CancelQuote>>('/v1/payment/payCancelQuote', { selCoinUseSn })).data;
}

/**
 * payCancel of a purchase or a grant, with the figures of the quote the manager confirmed (the
 * server refuses others) and the dialog's Idempotency-Key.
 */
export async function cancelCharge(
  input: { selCoinUseSn: string; reason: string; quoted: { refundAmount: number; coins: number } },
  key: string,
): Promise<PayCancelAnswer> {
  return (await api.postOnce<Envelope<PayCancelAnswer>>('/v1/payment/payCancel', input, key)).data;
}

// ---- invitations: the agency's side, then the invited member's ----

const I = '/v1/agencyMenu/invitations';
const M = '/v1/member/agencyInvitations';

/** The answer is the same whether or not the address has an account (the server never tells). */
export async function sendInvitation(
  body: AgencyInviteBody,
): Promise<{ message: string; data: AgencyInviteAnswer }> {
  const answer = await api.post<Envelope<AgencyInviteAnswer>>(I, body);
  return { message: answer.message, data: answer.data };
}

/** The group's invitations and its company name (the invite form starts with it). */
export async function fetchSentInvitations(signal?: AbortSignal): Promise<AgencyInvitationsAnswer> {
  return (await api.get<Envelope<AgencyInvitationsAnswer>>(I, undefined, signal)).data;
}

export async function withdrawInvitation(id: string): Promise<string> {
  return (await api.post<Envelope<null>>(`${I}/${encodeURIComponent(id)}/withdraw`)).message;
}

export async function fetchReceivedInvitations(signal?: AbortSignal): Promise<MemberInvitation[]> {
  return (await api.get<Envelope<MemberInvitationsAnswer>>(M, undefined, signal)).data.list;
}

/** Accepting or declining is a POST from the member's own session (never a link). */
export async function answerInvitation(
  id: string,
  answer: 'accept' | 'decline',
): Promise<{ message: string; data: InvitationResponseAnswer }> {
  const res = await api.post<Envelope<InvitationResponseAnswer>>(`${M}/${encodeURIComponent(id)}/${answer}`);
  return { message: res.message, data: res.data };
}
