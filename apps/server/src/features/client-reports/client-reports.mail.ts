import { ko } from '@seller/shared';

/**
 * The client report's mails (the confirmation of an address, the monthly report) and the pages
 * their links open without sign-in (issue 35 §12): Korean, self-contained HTML, no script, kept
 * out of search engines. The mails follow the look of the other mails of the app.
 */

const t = ko.clientReports;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const e = escapeHtml;

const FONT = "Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif";
const BUTTON =
  'display:inline-block;background:#2563eb;color:#ffffff;font-size:15px;font-weight:700;text-decoration:none;padding:12px 24px;border-radius:10px;border:0;cursor:pointer;font-family:inherit';

function mailFrame(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:${FONT};color:#1f2937;word-break:keep-all">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;padding:28px">
<tr><td style="font-size:15px;font-weight:700;color:#2563eb">${e(ko.app.name)}</td></tr>
${body}
</table></td></tr></table></body></html>`;
}

/** The mail that asks an address to confirm before its first report. */
export function confirmationMail(input: {
  name: string;
  sender: string | null;
  confirmUrl: string;
  unsubscribeUrl: string;
  days: number;
}) {
  const subject = t.confirmSubject(input.name);
  const text = [
    t.confirmMailTitle,
    '',
    t.confirmMailText(input.name, input.sender),
    '',
    `${t.confirmMailButton}: ${input.confirmUrl}`,
    t.confirmMailExpiry(input.days),
    '',
    t.confirmMailIgnore,
    `${t.mailUnsubscribe}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = mailFrame(
    subject,
    `<tr><td style="padding-top:16px;font-size:22px;font-weight:700">${e(t.confirmMailTitle)}</td></tr>
<tr><td style="padding-top:12px;font-size:15px;line-height:1.7">${e(t.confirmMailText(input.name, input.sender))}</td></tr>
<tr><td align="center" style="padding-top:24px"><a href="${e(input.confirmUrl)}" style="${BUTTON}" data-confirm>${e(t.confirmMailButton)}</a></td></tr>
<tr><td style="padding-top:12px;font-size:13px;color:#6b7280;text-align:center">${e(t.confirmMailExpiry(input.days))}</td></tr>
<tr><td style="padding-top:28px;font-size:12px;line-height:1.7;color:#6b7280">${e(t.confirmMailIgnore)}<br>
<a href="${e(input.unsubscribeUrl)}" style="color:#4b5563" data-unsubscribe>${e(t.mailUnsubscribe)}</a></td></tr>`,
  );
  return { subject, text, html };
}

/** The monthly report's mail (its PDF attached), with the address's own unsubscribe link. */
export function monthlyMail(input: { name: string; month: string; unsubscribeUrl: string }) {
  const subject = t.mailSubject(input.name, input.month);
  const lead = t.mailText(input.name, input.month);
  const text = [lead, '', t.mailWhy, `${t.mailUnsubscribe}: ${input.unsubscribeUrl}`].join('\n');
  const html = mailFrame(
    subject,
    `<tr><td style="padding-top:16px;font-size:15px;line-height:1.7">${e(lead).replaceAll('\n', '<br>')}</td></tr>
<tr><td style="padding-top:28px;font-size:12px;line-height:1.7;color:#6b7280">${e(t.mailWhy)}<br>
<a href="${e(input.unsubscribeUrl)}" style="color:#4b5563" data-unsubscribe>${e(t.mailUnsubscribe)}</a></td></tr>`,
  );
  return { subject, text, html };
}

/** A page a mail's link opens: its result, or (confirmation) a button that POSTs the token. */
export function mailLinkPage(input: {
  title: string;
  text: string;
  ok: boolean;
  home: string;
  /** The confirmation's form: a GET never confirms, so a mail scanner opening links confirms nothing. */
  confirm?: { action: string; token: string };
}): string {
  const action = input.confirm
    ? `<form method="post" action="${e(input.confirm.action)}" style="margin:24px 0 0">
<input type="hidden" name="token" value="${e(input.confirm.token)}">
<button type="submit" style="${BUTTON}" data-testid="report-mail-confirm">${e(t.pageConfirmButton)}</button></form>`
    : `<p style="margin:24px 0 0"><a href="${e(input.home)}" style="display:inline-block;background:#eef2ff;color:#1e3a8a;font-weight:600;text-decoration:none;padding:11px 18px;border-radius:10px">${e(t.pageGoHome)}</a></p>`;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${e(input.title)} - ${e(ko.app.name)}</title></head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f5f7;font-family:${FONT};color:#1f2937;word-break:keep-all">
<main style="box-sizing:border-box;width:100%;max-width:440px;margin:24px;background:#fff;border-radius:16px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.08)">
<p style="margin:0;font-size:15px;font-weight:700;color:#2563eb">${e(ko.app.name)}</p>
<h1 data-testid="report-mail-result" data-ok="${input.ok ? 'true' : 'false'}" style="margin:16px 0 0;font-size:21px;line-height:1.4">${e(input.title)}</h1>
<p style="margin:12px 0 0;font-size:15px;line-height:1.7;color:#4b5563;overflow-wrap:anywhere">${e(input.text)}</p>
${action}</main></body></html>`;
}
