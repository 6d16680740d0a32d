import { type LifecycleRule, kstLongDate, ko } from '@seller/shared';

const t = ko.goodsLifecycle;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface LifecycleMailItem {
  stage: LifecycleRule;
  title: string | null;
  productNo: string;
  end: Date;
  deletes: Date;
  autoRenew: boolean;
}

/** One product's paragraph: what happens to it and when. */
function itemLines(item: LifecycleMailItem): string[] {
  const title = item.title ?? t.untitled;
  const deleteOn = kstLongDate(item.deletes);
  const number = t.mailNumber(item.productNo);
  switch (item.stage) {
    case 'endsIn3':
    case 'endsIn1':
      return [
        t.mailEndsInLead(title, kstLongDate(item.end)),
        item.autoRenew ? t.mailEndsInAutoRenew : t.mailEndsInRenew,
        number,
      ];
    case 'expired':
      return [
        t.mailExpiredLead(title, kstLongDate(item.end)),
        ...(item.autoRenew ? [t.mailExpiredAutoRenew] : []),
        t.mailDeleteOn(deleteOn),
        number,
      ];
    case 'deleteSoon':
      return [t.mailDeleteSoonLead(title, deleteOn), number];
  }
}

function subjectOf(items: LifecycleMailItem[]): string {
  const [only] = items;
  if (items.length > 1 || !only) return t.mailSubjectDigest(items.length);
  const title = only.title ?? t.untitled;
  if (only.stage === 'expired') return t.mailSubjectExpired(title);
  if (only.stage === 'deleteSoon') return t.mailSubjectDeleteSoon(title);
  return t.mailSubjectEndsIn(title, kstLongDate(only.end));
}

/**
 * The member's lifecycle mail of the day (issue 23 point 6, issue 39 §3): Korean HTML with a
 * plain-text twin, a paragraph per product (its end or deletion date, how to keep it), and where
 * to download the history before it goes. One product's mail is titled by it; several, by the count.
 */
export function lifecycleMail(input: {
  name: string;
  items: LifecycleMailItem[];
  links: { goods: string; coins: string };
}) {
  const subject = subjectOf(input.items);
  const autoRenew = input.items.some((i) => i.autoRenew);
  const paragraphs = input.items.map(itemLines);
  const opening = [
    t.mailGreeting(input.name),
    ...(input.items.length > 1 ? [t.mailDigestLead(input.items.length)] : []),
  ];
  const head = opening.map(escape).join('<br>');
  const text = [
    ...opening,
    ...paragraphs.map((p) => ['', ...p]).flat(),
    '',
    t.mailDownload,
    '',
    `${t.mailCta}: ${input.links.goods}`,
    ...(autoRenew ? [`${t.mailTopUp}: ${input.links.coins}`] : []),
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
${[head, ...paragraphs.map((p) => p.map(escape).join('<br>')), escape(t.mailDownload)].map((l) => `<tr><td style="padding-top:12px;font-size:15px;line-height:1.6">${l}</td></tr>`).join('\n')}
<tr><td align="center" style="padding-top:24px">${button(input.links.goods, t.mailCta, true)}${autoRenew ? button(input.links.coins, t.mailTopUp, false) : ''}</td></tr>
<tr><td style="padding-top:28px;font-size:12px;line-height:1.7;color:#6b7280">${escape(t.mailWhy)}<br>${escape(t.mailSendOnly)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
