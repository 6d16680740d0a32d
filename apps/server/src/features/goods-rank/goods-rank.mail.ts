import { type LifecycleRule, kstLongDate, ko } from '@seller/shared';

const t = ko.goodsLifecycle;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The mail of a product's lifecycle notice (issue 23 point 6): Korean HTML with a plain-text twin,
 * the deletion date, how to keep it (renew, or top up for auto-renew) and where to download the
 * history before it goes.
 */
export function lifecycleMail(input: {
  name: string;
  stage: LifecycleRule;
  title: string | null;
  productNo: string;
  end: Date;
  deletes: Date;
  autoRenew: boolean;
  links: { goods: string; coins: string };
}) {
  const title = input.title ?? t.untitled;
  const deleteOn = kstLongDate(input.deletes);
  const subject = input.stage === 'expired' ? t.mailSubjectExpired(title) : t.mailSubjectDeleteSoon(title);
  const lead =
    input.stage === 'expired'
      ? [
          t.mailExpiredLead(title, kstLongDate(input.end)),
          ...(input.autoRenew ? [t.mailExpiredAutoRenew] : []),
          t.mailDeleteOn(deleteOn),
        ]
      : [t.mailDeleteSoonLead(title, deleteOn)];
  const lines = [t.mailGreeting(input.name), ...lead, t.mailNumber(input.productNo), t.mailDownload];
  const text = [
    ...lines,
    '',
    `${t.mailCta}: ${input.links.goods}`,
    ...(input.autoRenew ? [`${t.mailTopUp}: ${input.links.coins}`] : []),
    '',
    t.mailWhy,
    t.mailSendOnly,
  ].join('\n');
  const button = (href: string, label: string, primary: boolean) =>
    `<a href="${escape(href)}" style="display:inline-block;margin:4px;background:${primary ? '#2563eb' : '#eef2ff'};color:${primary ? '#ffffff' : '#1e3a8a'};font-size:15px;font-weight:700;text-decoration:none;padding:12px 20px;border-radius:10px">${escape(label)}</a>`;
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1f2937;word-break:keep-all">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;padding:28px">
<tr><td style="font-size:15px;font-weight:700;color:#2563eb">${escape(ko.app.name)}</td></tr>
<tr><td style="padding-top:16px;font-size:20px;font-weight:700">${escape(subject.replace(/^\[[^\]]*\]\s*/, ''))}</td></tr>
${lines.map((l) => `<tr><td style="padding-top:12px;font-size:15px;line-height:1.6">${escape(l)}</td></tr>`).join('\n')}
<tr><td align="center" style="padding-top:24px">${button(input.links.goods, t.mailCta, true)}${input.autoRenew ? button(input.links.coins, t.mailTopUp, false) : ''}</td></tr>
<tr><td style="padding-top:28px;font-size:12px;line-height:1.7;color:#6b7280">${escape(t.mailWhy)}<br>${escape(t.mailSendOnly)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
