import { ko } from '@seller/shared';
import type { EmailCodePurpose } from '@seller/shared';

const t = ko.accountMail;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The verification code mail: Korean HTML with a plain-text twin (the code on its own line). */
export function codeMail(purpose: EmailCodePurpose, code: string, minutes: number) {
  const subject = purpose === 'join' ? t.joinSubject : t.resetSubject;
  const title = purpose === 'join' ? t.joinTitle : t.resetTitle;
  const lead = purpose === 'join' ? t.joinText : t.resetText;
  const text = [
    t.greeting,
    lead,
    '',
    `${t.codeLabel}: ${code}`,
    '',
    t.expiry(minutes),
    t.ignore,
    '',
    t.footer,
  ].join('\n');
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td style="font-size:15px;font-weight:700;color:#2563eb">${escape(ko.app.name)}</td></tr>
<tr><td style="padding-top:16px;font-size:22px;font-weight:700">${escape(title)}</td></tr>
<tr><td style="padding-top:12px;font-size:15px;line-height:1.6">${escape(t.greeting)}<br>${escape(lead)}</td></tr>
<tr><td style="padding-top:24px"><div style="background:#eff6ff;border-radius:12px;padding:20px;text-align:center">
<div style="font-size:13px;color:#4b5563">${escape(t.codeLabel)}</div>
<div style="font-size:32px;font-weight:800;letter-spacing:8px;color:#1d4ed8;padding-top:6px">${code}</div>
</div></td></tr>
<tr><td style="padding-top:20px;font-size:13px;line-height:1.6;color:#6b7280">${escape(t.expiry(minutes))}<br>${escape(t.ignore)}</td></tr>
<tr><td style="padding-top:24px;font-size:12px;color:#9ca3af">${escape(t.footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
