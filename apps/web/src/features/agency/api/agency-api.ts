import type {
  AgencyLookupAnswer,
  AgencyRegisterAnswer,
  ChargeInsertCoinAnswer,
  ChargeSellCoinHistAnswer,
} from '@seller/shared/schemas/agency';
import type { MemberListAnswer, MemberListBody } from '@seller/shared/schemas/members';
import type { PayCancelAnswer } from '@seller/shared/schemas/payments';
import { api } from '../../../lib/api';

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

export async function grantCoins(input: {
  userMbrSn: number;
  coinInput: string;
  serviceCoinInput: string;
  serviceMemoInput: string;
}): Promise<ChargeInsertCoinAnswer> {
  const body = { userAccess: { userMbrSn: input.userMbrSn }, ...input };
  return (await api.post<Envelope<ChargeInsertCoinAnswer>>(`${P}/chargeInsertCoin`, body)).data;
}

/** payCancel (the Coins and payments issue's cancellation); selCoinUseSn is the order's paymentId. */
export async function cancelPayment(selCoinUseSn: string, reason: string): Promise<PayCancelAnswer> {
  return (await api.post<Envelope<PayCancelAnswer>>('/v1/payment/payCancel', { selCoinUseSn, reason })).data;
}
