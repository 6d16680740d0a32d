import { kstDateTime, ko } from '@seller/shared';
import type { ApiTokenScope } from '@seller/shared';

const t = ko.apiTokens;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The mail a member gets when a token is made on its account (issue 35 §4): Korean HTML with a
 * plain-text twin. It names the token (never its secret) and links to 마이페이지 → API, where an
 * unknown token is revoked.
 */
export function tokenCreatedMail(input: {
  memberName: string;
  tokenName: string;
  scope: ApiTokenScope;
  hint: string;
  createdAt: Date;
  expiresAt: Date | null;
  link: string;
}) {
  const rows: Array<[string, string]> = [
    [t.mailName, input.tokenName],
    [t.mailScope, input.scope === 'read' ? t.scopeRead : t.scopeWrite],
    [t.mailHint, `${input.hint}…`],
    [t.mailCreatedAt, kstDateTime(input.createdAt)],
    [t.mailExpiresAt, input.expiresAt ? kstDateTime(input.expiresAt) : t.expiryNever],
  ];
  const subject = t.mailSubject;
  const text = [
    t.mailGreeting(input.memberName),
    t.mailLead,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    t.mailNotYou,
    `${t.mailCta}: ${input.link}`,
    '',
    t.mailSendOnly,
  ].join('\n');
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1f2937;word-break:keep-all">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;padding:28px">
<tr><td style="font-size:15px;font-weight:700;color:#2563eb">${escape(ko.app.name)}</td></tr>
<tr><td style="padding-top:16px;font-size:21px;font-weight:700;line-height:1.4">${escape(t.mailTitle)}</td></tr>
<tr><td style="padding-top:12px;font-size:15px;line-height:1.6">${escape(t.mailGreeting(input.memberName))}<br>${escape(t.mailLead)}</td></tr>
<tr><td style="padding-top:20px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc;border:1px solid #e2e8f0;border-radius:12px;padding:12px 16px;font-size:14px;line-height:1.8">
${rows.map(([k, v]) => `<tr><td style="color:#64748b;width:96px">${escape(k)}</td><td style="color:#0f172a;font-weight:600">${escape(v)}</td></tr>`).join('\n')}
</table></td></tr>
<tr><td style="padding-top:20px;font-size:14px;line-height:1.6;color:#b91c1c">${escape(t.mailNotYou)}</td></tr>
<tr><td align="center" style="padding-top:24px"><a href="${escape(input.link)}" style="display:inline-block;background:#2563eb;color:#ffffff;font-size:15px;font-weight:700;text-decoration:none;padding:12px 24px;border-radius:10px">${escape(t.mailCta)}</a></td></tr>
<tr><td style="padding-top:24px;font-size:12px;color:#9ca3af">${escape(t.mailSendOnly)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
