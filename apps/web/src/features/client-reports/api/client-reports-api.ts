import type { CreateClientReportBody } from '@seller/shared/schemas/client-reports';
import { call } from '../../../lib/api-call';
import { saveFile } from '../../../lib/save-file';

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

// The PDFs are fetched and handed to the browser as downloads (not plain links), so a refusal
// shows as a Korean message instead of a JSON page, and the button can say it is working meanwhile.

/** One of the member's reports as a PDF download. */
export async function downloadOwnerPdf(id: number): Promise<void> {
  const { blob, name } = await call('GET', '/v1/member/clientReports/:id/pdf', { params: { id } });
  saveFile(blob, name ?? 'report.pdf');
}

/** The public report of a token as a PDF download, without sign-in. */
export async function downloadPublicPdf(token: string): Promise<void> {
  const { blob, name } = await call('GET', '/v1/report/:token/pdf', { params: { token } });
  saveFile(blob, name ?? 'report.pdf');
}
