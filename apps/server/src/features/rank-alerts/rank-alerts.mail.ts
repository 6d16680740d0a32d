import {
  type AlertRule,
  type AlertTargetKind,
  alertMaxRank,
  alertRankText,
  alertText,
  kstLongDate,
  ko,
} from '@seller/shared';

const t = ko.rankAlerts;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface DigestItem {
  kind: AlertTargetKind;
  rule: AlertRule;
  title: string | null;
  keyword: string;
  previousRank: number;
  currentRank: number;
  threshold: number | null;
  /** What the records read, for "N+스토어 500위 밖" (null: not known). */
  surface: string | null;
  depth: number | null;
  previousDepth: number | null;
}

export interface DigestLinks {
  app: string;
  goods: string;
  places: string;
  settings: string;
  unsubscribe: string;
}

const pageOf = (kind: AlertTargetKind, links: DigestLinks) => (kind === 'goods' ? links.goods : links.places);
const titleOf = (i: DigestItem) => i.title ?? (i.kind === 'goods' ? t.untitledGoods : t.untitledPlace);

/** Red for falls, blue for rises (ARCHITECTURE §3b reads ▲ red, ▼ blue the Korean way). */
const toneOf = (i: DigestItem) => {
  const worse = i.currentRank === 0 || (i.previousRank !== 0 && i.currentRank > i.previousRank);
  return worse ? '#2563eb' : '#dc2626';
};

/** The day's digest: Korean HTML with a plain-text twin, links to the app and an unsubscribe link. */
export function digestMail(input: { name: string; day: string; items: DigestItem[]; links: DigestLinks }) {
  const { name, day, items, links } = input;
  const date = kstLongDate(new Date(`${day}T12:00:00+09:00`));
  const subject = t.mailSubject(date, items.length);
  const text = [
    t.mailGreeting(name),
    t.mailLead(date, items.length),
    '',
    ...items.map(
      (i) =>
        `- [${i.kind === 'goods' ? t.kindGoods : t.kindPlace}] ${titleOf(i)}\n  ${t.ruleNames[i.rule]}: ${alertText(i)}`,
    ),
    '',
    `${t.mailCta}: ${links.app}`,
    `${t.mailSettings}: ${links.settings}`,
    '',
    t.mailWhy,
    `${t.mailUnsubscribe}: ${links.unsubscribe}`,
    t.mailSendOnly,
  ].join('\n');

  const rows = items
    .map((i) => {
      const max = alertMaxRank(i.kind);
      return `<tr>
<td style="padding:12px 8px;border-top:1px solid #e5e7eb;vertical-align:top">
<div style="font-size:12px;color:#6b7280">${escape(i.kind === 'goods' ? t.kindGoods : t.kindPlace)}</div>
<a href="${escape(pageOf(i.kind, links))}" style="font-size:14px;font-weight:600;color:#111827;text-decoration:none">${escape(titleOf(i))}</a>
<div style="font-size:13px;color:#374151;padding-top:2px">${escape(i.keyword)}</div>
</td>
<td style="padding:12px 8px;border-top:1px solid #e5e7eb;vertical-align:top;white-space:nowrap;text-align:right">
<div style="font-size:12px;font-weight:700;color:${toneOf(i)}">${escape(t.ruleNames[i.rule])}</div>
<div style="font-size:14px;color:#111827;padding-top:2px">${escape(alertRankText(i.previousRank, max, { surface: i.surface, depth: i.previousDepth }))} → <strong>${escape(alertRankText(i.currentRank, max, { surface: i.surface, depth: i.depth }))}</strong></div>
</td></tr>`;
    })
    .join('\n');

  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1f2937;word-break:keep-all">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;padding:28px">
<tr><td style="font-size:15px;font-weight:700;color:#2563eb">${escape(ko.app.name)}</td></tr>
<tr><td style="padding-top:16px;font-size:22px;font-weight:700">${escape(t.mailTitle)}</td></tr>
<tr><td style="padding-top:12px;font-size:15px;line-height:1.6">${escape(t.mailGreeting(name))}<br>${escape(t.mailLead(date, items.length))}</td></tr>
<tr><td style="padding-top:20px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left" style="padding:0 8px 8px;font-size:12px;color:#6b7280;font-weight:600">${escape(t.mailColTarget)} · ${escape(t.mailColKeyword)}</th>
<th align="right" style="padding:0 8px 8px;font-size:12px;color:#6b7280;font-weight:600">${escape(t.mailColChange)}</th></tr>
${rows}
</table></td></tr>
<tr><td align="center" style="padding-top:24px"><a href="${escape(links.app)}" style="display:inline-block;background:#2563eb;color:#ffffff;font-size:15px;font-weight:700;text-decoration:none;padding:12px 24px;border-radius:10px">${escape(t.mailCta)}</a></td></tr>
<tr><td style="padding-top:28px;font-size:12px;line-height:1.7;color:#6b7280">${escape(t.mailWhy)}<br>
<a href="${escape(links.settings)}" style="color:#4b5563">${escape(t.mailSettings)}</a> · <a href="${escape(links.unsubscribe)}" style="color:#4b5563" data-unsubscribe>${escape(t.mailUnsubscribe)}</a></td></tr>
<tr><td style="padding-top:12px;font-size:12px;color:#9ca3af">${escape(t.mailSendOnly)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}

/** The page the unsubscribe link opens (no sign-in): Korean, self-contained, no script. */
export function unsubscribePage(ok: boolean, links: { home: string; settings: string }): string {
  const title = ok ? t.unsubscribedTitle : t.unsubscribeInvalidTitle;
  const body = ok ? t.unsubscribedText : t.unsubscribeInvalidText;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} - ${escape(ko.app.name)}</title></head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f5f7;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1f2937;word-break:keep-all">
<main style="box-sizing:border-box;width:100%;max-width:440px;margin:24px;background:#fff;border-radius:16px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.08)">
<p style="margin:0;font-size:15px;font-weight:700;color:#2563eb">${escape(ko.app.name)}</p>
<h1 data-testid="unsubscribe-result" data-ok="${ok ? 'true' : 'false'}" style="margin:16px 0 0;font-size:21px;line-height:1.4">${escape(title)}</h1>
<p style="margin:12px 0 0;font-size:15px;line-height:1.7;color:#4b5563">${escape(body)}</p>
<p style="margin:24px 0 0;display:flex;flex-wrap:wrap;gap:8px">
<a href="${escape(links.settings)}" style="display:inline-block;background:#2563eb;color:#fff;font-weight:700;text-decoration:none;padding:11px 18px;border-radius:10px">${escape(t.goSettings)}</a>
<a href="${escape(links.home)}" style="display:inline-block;background:#eef2ff;color:#1e3a8a;font-weight:600;text-decoration:none;padding:11px 18px;border-radius:10px">${escape(t.goHome)}</a>
</p></main></body></html>`;
}
