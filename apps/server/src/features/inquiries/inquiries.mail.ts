import { ko } from '@seller/shared';

const t = ko.inquiryMail;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Typed text in HTML: escaped, its line breaks kept. */
const paragraphs = (s: string) => escape(s).replace(/\r?\n/g, '<br>');

/**
 * The reply mail (issue 40 §2): Korean HTML with a plain-text twin, the answer first and the
 * question quoted under it. A member's mail links to 마이페이지 문의 내역 (sign-in first), a
 * visitor's to the inquiry form.
 */
export function replyMail(input: {
  name: string;
  subject: string;
  message: string;
  reply: string;
  link: string;
  member: boolean;
}) {
  const { name, reply, link } = input;
  // The form keeps line breaks in a subject; a mail's Subject is one line.
  const subject = t.subject(input.subject.replace(/\s+/g, ' '));
  const cta = input.member ? ko.inquiryMail.memberCta : ko.inquiryMail.guestCta;
  const text = [
    t.greeting(name),
    t.lead,
    '',
    `[${t.replyTitle}]`,
    reply,
    '',
    `[${t.questionTitle}] ${input.subject}`,
    input.message,
    '',
    `${cta}: ${link}`,
    t.more,
    '',
    t.sendOnly,
  ].join('\n');
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1f2937;word-break:keep-all">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;padding:28px">
<tr><td style="font-size:15px;font-weight:700;color:#2563eb">${escape(ko.app.name)}</td></tr>
<tr><td style="padding-top:16px;font-size:20px;font-weight:700;line-height:1.4">${escape(subject)}</td></tr>
<tr><td style="padding-top:12px;font-size:15px;line-height:1.6">${escape(t.greeting(name))}<br>${escape(t.lead)}</td></tr>
<tr><td style="padding-top:20px"><div style="background:#eff6ff;border:1px solid #bfdbfe;border-radius:12px;padding:16px 18px">
<div style="font-size:14px;font-weight:700;color:#1e3a8a">${escape(t.replyTitle)}</div>
<div style="padding-top:8px;font-size:15px;line-height:1.7;color:#0f172a">${paragraphs(reply)}</div>
</div></td></tr>
<tr><td style="padding-top:16px"><div style="background:#f8fafc;border:1px solid #e2e8f0;border-radius:12px;padding:16px 18px">
<div style="font-size:13px;font-weight:700;color:#475569">${escape(t.questionTitle)} · ${escape(input.subject)}</div>
<div style="padding-top:8px;font-size:14px;line-height:1.7;color:#475569">${paragraphs(input.message)}</div>
</div></td></tr>
<tr><td align="center" style="padding-top:24px"><a href="${escape(link)}" style="display:inline-block;background:#2563eb;color:#ffffff;font-size:15px;font-weight:700;text-decoration:none;padding:12px 24px;border-radius:10px">${escape(cta)}</a></td></tr>
<tr><td style="padding-top:24px;font-size:13px;line-height:1.6;color:#6b7280">${escape(t.more)}</td></tr>
<tr><td style="padding-top:16px;font-size:12px;color:#9ca3af">${escape(t.sendOnly)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
