import type {
  AuditAnswer,
  MemberListAnswer,
  MemberListBody,
  SimpleMemberResult,
} from '@seller/shared/schemas/members';
import { api, postForFile } from '../../../lib/api';

type Envelope<T> = { code: string; message: string; data: T };

/** emailUserSelectV1: one page of every member (managers). */
export async function fetchMemberList(body: MemberListBody, signal?: AbortSignal): Promise<MemberListAnswer> {
  return (await api.post<Envelope<MemberListAnswer>>('/v1/confCmmn/emailUserSelectV1', body, signal)).data;
}

/** The member list's 엑셀 다운로드: the same body, every row, as an xlsx file. */
export function exportMemberList(body: MemberListBody): Promise<{ blob: Blob; name: string | null }> {
  return postForFile('/v1/confCmmn/emailUserSelectV1/excel', body);
}

/** emailUserSelect: one member by exact e-mail. */
export async function lookupMember(mbrEmail: string): Promise<SimpleMemberResult> {
  return (await api.post<Envelope<SimpleMemberResult>>('/v1/confCmmn/emailUserSelect', { mbrEmail })).data;
}

/** coinPayInsert: adds the typed amount to the member, once per Idempotency-Key. */
export async function addMemberCoins(
  result: SimpleMemberResult,
  amount: number,
  key: string,
): Promise<{ message: string; data: SimpleMemberResult }> {
  const body = {
    sellerCoinCnt: amount,
    mbrSn: result.mbrSn,
    mbrEmail: result.mbrEmail,
    ingCoinCnt: result.ingCoinCnt,
    totPaymtMony: result.totPaymtMony,
    totSelcoinPaymtCnt: result.totSelcoinPaymtCnt,
  };
  const answer = await api.postOnce<Envelope<SimpleMemberResult>>('/v1/coin/coinPayInsert', body, key);
  return { message: answer.message, data: answer.data };
}

export async function fetchAudit(pageNum: number, pageSize: number): Promise<AuditAnswer> {
  return (await api.get<Envelope<AuditAnswer>>('/v1/admin/audit', { pageNum, pageSize })).data;
}
