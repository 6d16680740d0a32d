import { kstLongDate, ko } from '@seller/shared';
import { kstDayStart } from './provider-usage.domain';

const t = ko.providerUsage;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The managers' mail when a paid source's daily budget is reached (issue 36 §3): Korean HTML with a
 * plain-text twin, in the look of the app's other mails (goods-rank.mail.ts).
 */
export function budgetMail(input: {
  name: string;
  label: string;
  day: string;
  budget: string;
  spent: string;
  link: string;
}) {
  const subject = t.mailSubject(input.label);
  const lines = [
    t.mailGreeting(input.name),
    t.mailLead(input.label, kstLongDate(kstDayStart(input.day)), input.budget, input.spent),
    t.mailRule,
  ];
  const text = [...lines, '', `${t.mailCta}: ${input.link}`, '', t.mailWhy, t.mailSendOnly].join('\n');
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1f2937;word-break:keep-all">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;padding:28px">
<tr><td style="font-size:15px;font-weight:700;color:#2563eb">${escape(ko.app.name)}</td></tr>
<tr><td style="padding-top:16px;font-size:20px;font-weight:700">${escape(subject.replace(/^\[[^\]]*\]\s*/, ''))}</td></tr>
${lines.map((l) => `<tr><td style="padding-top:12px;font-size:15px;line-height:1.6">${escape(l)}</td></tr>`).join('\n')}
<tr><td align="center" style="padding-top:24px"><a href="${escape(input.link)}" style="display:inline-block;background:#2563eb;color:#ffffff;font-size:15px;font-weight:700;text-decoration:none;padding:12px 20px;border-radius:10px">${escape(t.mailCta)}</a></td></tr>
<tr><td style="padding-top:28px;font-size:12px;line-height:1.7;color:#6b7280">${escape(t.mailWhy)}<br>${escape(t.mailSendOnly)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
