import type {
  AuditAnswer,
  MemberListAnswer,
  MemberListBody,
  SimpleMemberResult,
} from '@seller/shared/schemas/members';
import type { DownloadedFile } from '@seller/shared/contracts/contract';
import { call, once } from '../../../lib/api-call';

/** emailUserSelectV1: one page of every member (managers). */
export async function fetchMemberList(body: MemberListBody, signal?: AbortSignal): Promise<MemberListAnswer> {
  return (await call('POST', '/v1/confCmmn/emailUserSelectV1', { body }, { signal })).data;
}

/** The member list's 엑셀 다운로드: the same body, every row, as an xlsx file. */
export function exportMemberList(body: MemberListBody): Promise<DownloadedFile> {
  return call('POST', '/v1/confCmmn/emailUserSelectV1/excel', { body });
}

/** emailUserSelect: one member by exact e-mail. */
export async function lookupMember(mbrEmail: string): Promise<SimpleMemberResult> {
  return (await call('POST', '/v1/confCmmn/emailUserSelect', { body: { mbrEmail } })).data;
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
  const answered = await call('POST', '/v1/coin/coinPayInsert', { body }, { headers: once(key) });
  return { message: answered.message, data: answered.data };
}

export async function fetchAudit(pageNum: number, pageSize: number): Promise<AuditAnswer> {
  return (await call('GET', '/v1/admin/audit', { query: { pageNum, pageSize } })).data;
}
