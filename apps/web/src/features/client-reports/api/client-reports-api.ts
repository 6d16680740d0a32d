import type { CreateClientReportBody } from '@seller/shared/schemas/client-reports';
import { call } from '../../../lib/api-call';
import { apiErrorOf } from '../../../lib/api';

/** 마이페이지 → 고객 리포트 (issue 29 §1): the member's report links, by session. */
export async function fetchClientReports() {
  return (await call('GET', '/v1/member/clientReports', {})).data;
}

export async function fetchCandidates() {
  return (await call('GET', '/v1/member/clientReports/candidates', {})).data;
}

/** The new link: its token is in this answer only; the message says how many confirmations went. */
export async function createClientReport(body: CreateClientReportBody) {
  const { data, message } = await call('POST', '/v1/member/clientReports', { body });
  return { ...data, message };
}

/** Sends one of the report's addresses its confirmation mail again. */
export function resendConfirmation(id: number, email: string) {
  return call('POST', '/v1/member/clientReports/:id/recipients/resend', { params: { id }, body: { email } });
}

export function revokeClientReport(id: number) {
  return call('DELETE', '/v1/member/clientReports/:id', { params: { id } });
}

/** The public report of a token, without sign-in. */
export async function fetchPublicReport(token: string) {
  return (await call('GET', '/v1/report/:token', { params: { token } })).data;
}

export const ownerPdfUrl = (id: number) => `/v1/member/clientReports/${id}/pdf`;
export const publicPdfUrl = (token: string) => `/v1/report/${encodeURIComponent(token)}/pdf`;

/**
 * Fetches a PDF and hands it to the browser as a download, so a refusal shows as a Korean message
 * instead of a JSON page, and the button can say it is working meanwhile.
 */
export async function downloadPdf(url: string): Promise<void> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw apiErrorOf(res.status, await res.json().catch(() => null));
  const name = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name ? decodeURIComponent(name) : 'report.pdf';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
