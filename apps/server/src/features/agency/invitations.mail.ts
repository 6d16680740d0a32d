import { kstLongDate, ko } from '@seller/shared';

const t = ko.agencyInvitation;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The invitation mail: Korean HTML with a plain-text twin. Its one link opens the invitations
 * page of 마이페이지 (sign-in first when needed); nothing is accepted by opening it, so a mail
 * scanner that follows links changes nothing.
 */
export function invitationMail(input: { name: string; agency: string; expiresAt: Date; link: string }) {
  const { name, agency, link } = input;
  const until = kstLongDate(input.expiresAt);
  const subject = t.mailSubject(agency);
  const text = [
    t.mailGreeting(name),
    t.mailLead(agency),
    '',
    `${t.seesTitle}:`,
    ...t.sees.map((s) => `- ${s}`),
    t.cannot,
    '',
    `${t.mailCta}: ${link}`,
    t.mailExpiry(until),
    t.mailIgnore,
    '',
    t.mailSendOnly,
  ].join('\n');
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1f2937;word-break:keep-all">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;padding:28px">
<tr><td style="font-size:15px;font-weight:700;color:#2563eb">${escape(ko.app.name)}</td></tr>
<tr><td style="padding-top:16px;font-size:21px;font-weight:700;line-height:1.4">${escape(t.from(agency))}</td></tr>
<tr><td style="padding-top:12px;font-size:15px;line-height:1.6">${escape(t.mailGreeting(name))}<br>${escape(t.mailLead(agency))}</td></tr>
<tr><td style="padding-top:20px"><div style="background:#f8fafc;border:1px solid #e2e8f0;border-radius:12px;padding:16px 18px">
<div style="font-size:14px;font-weight:700;color:#0f172a">${escape(t.seesTitle)}</div>
<ul style="margin:8px 0 0;padding-left:20px;font-size:14px;line-height:1.7;color:#334155">${t.sees.map((s) => `<li>${escape(s)}</li>`).join('')}</ul>
<div style="padding-top:8px;font-size:13px;color:#475569">${escape(t.cannot)}</div>
</div></td></tr>
<tr><td align="center" style="padding-top:24px"><a href="${escape(link)}" style="display:inline-block;background:#2563eb;color:#ffffff;font-size:15px;font-weight:700;text-decoration:none;padding:12px 24px;border-radius:10px">${escape(t.mailCta)}</a></td></tr>
<tr><td style="padding-top:24px;font-size:13px;line-height:1.6;color:#6b7280">${escape(t.mailExpiry(until))}<br>${escape(t.mailIgnore)}</td></tr>
<tr><td style="padding-top:16px;font-size:12px;color:#9ca3af">${escape(t.mailSendOnly)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
