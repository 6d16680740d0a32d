import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { ImageThumb } from '../../../components/ui/ImageThumb';
import type { HourlyItemView, HourlyKeywordView, LatestRank } from './hourly';
import { HourStrip } from './HourStrip';

const t = ko.goodsRankUi;
const v = ko.goodsRankV1;

/** Image, title, store ('price comparison' for catalogue products) and end date. */
function HourlyProduct({ item }: { item: HourlyItemView }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <ImageThumb src={item.image} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p
          className="line-clamp-2 text-sm leading-snug font-medium text-slate-900"
          title={item.title ?? undefined}
        >
          {item.title ?? t.untitled}
        </p>
        {item.priceComparison ? (
          <span className="w-fit rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-700">
            {t.priceComparison}
          </span>
        ) : (
          <span className="truncate text-xs text-slate-500">{item.storeName}</span>
        )}
        <span className="text-xs text-slate-500">
          {t.colEndDate} <span className="tabular-nums">{item.endLabel}</span>
        </span>
      </div>
    </div>
  );
}

/** The latest rank; outside names the depth read ("300위 밖", the rest in its title), as the daily list does. */
function LatestRankText({ keyword }: { keyword: HourlyKeywordView }) {
  const latest: LatestRank = keyword.latest;
  if (latest.kind === 'unchecked') return <span className="text-xs text-slate-400">{v.notChecked}</span>;
  if (latest.kind === 'out')
    return (
      <span className="text-xs text-slate-500" title={keyword.outside?.full}>
        {keyword.outside?.short ?? t.outOfRank}
      </span>
    );
  return (
    <span className="inline-flex items-baseline gap-1.5" title={keyword.sourceLabel ?? undefined}>
      <strong className="text-sm text-slate-900 tabular-nums">{t.rank(formatNumber(latest.rank))}</strong>
      <span className="text-[11px] text-slate-500">{t.page(latest.page)}</span>
    </span>
  );
}

function KeywordName({ keyword }: { keyword: HourlyKeywordView }) {
  return (
    <span className="block truncate text-sm text-slate-700" title={keyword.keyword}>
      {keyword.keyword}
    </span>
  );
}

const th = 'px-3 py-2.5 text-left text-xs font-semibold text-slate-600';
const td = 'px-3 py-2.5 align-middle';

/** Desktop list (above 768 px): one row per keyword, the product cell spanning its keywords. */
export function HourlyTable({ items }: { items: HourlyItemView[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full min-w-[58rem] border-collapse">
        <caption className="sr-only">{ko.routes.myTrackingrank}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={cn(th, 'w-[30%]')}>
              {t.colProduct}
            </th>
            <th scope="col" className={th}>
              {t.colKeyword}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {v.colLatest}
            </th>
            <th scope="col" className={cn(th, 'text-center')}>
              {v.colCheckedAt}
            </th>
            <th scope="col" className={th}>
              {v.colHours}
            </th>
          </tr>
        </thead>
        {items.map((item) => {
          const span = Math.max(item.keywords.length, 1);
          const product = (
            <th scope="rowgroup" rowSpan={span} className={cn(td, 'text-left align-top font-normal')}>
              <HourlyProduct item={item} />
            </th>
          );
          return (
            <tbody
              key={item.gdpSn}
              data-testid="v1-row"
              data-gdpsn={item.gdpSn}
              className="border-b border-slate-100 last:border-0"
            >
              {item.keywords.length === 0 ? (
                <tr>
                  {product}
                  <td colSpan={4} className={cn(td, 'text-xs text-slate-400')}>
                    {t.noKeywords}
                  </td>
                </tr>
              ) : (
                item.keywords.map((k, i) => (
                  <tr
                    key={k.gdkdSn}
                    data-testid="v1-keyword"
                    data-gdkdsn={k.gdkdSn}
                    className="hover:bg-slate-50/60"
                  >
                    {i === 0 && product}
                    <td className={cn(td, 'max-w-48')}>
                      <KeywordName keyword={k} />
                    </td>
                    <td className={cn(td, 'text-right whitespace-nowrap')}>
                      <LatestRankText keyword={k} />
                    </td>
                    <td
                      className={cn(td, 'text-center text-sm whitespace-nowrap text-slate-600 tabular-nums')}
                    >
                      {k.checkedLabel ?? '-'}
                      {k.checkedLabel && k.sourceLabel && (
                        <span className="block text-[11px] text-slate-500" data-testid="v1-source">
                          {k.sourceLabel}
                        </span>
                      )}
                    </td>
                    <td className={td}>
                      <HourStrip keyword={k.keyword} slots={k.slots} />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

/** Mobile list (768 px or less): a card per product, each keyword with its strip below it. */
export function HourlyCards({ items }: { items: HourlyItemView[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li
          key={item.gdpSn}
          data-testid="v1-row"
          data-gdpsn={item.gdpSn}
          className="rounded-2xl border border-slate-200 bg-white p-4"
        >
          <HourlyProduct item={item} />
          {item.keywords.length === 0 ? (
            <p className="mt-3 text-xs text-slate-400">{t.noKeywords}</p>
          ) : (
            <ul className="mt-3 flex flex-col divide-y divide-slate-100 border-t border-slate-100">
              {item.keywords.map((k) => (
                <li
                  key={k.gdkdSn}
                  data-testid="v1-keyword"
                  data-gdkdsn={k.gdkdSn}
                  className="flex flex-col gap-2 py-3"
                >
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 flex-1">
                      <KeywordName keyword={k} />
                    </span>
                    <span className="shrink-0 text-right">
                      <LatestRankText keyword={k} />
                    </span>
                  </div>
                  {k.checkedLabel && (
                    <span className="text-xs text-slate-500 tabular-nums">
                      {v.checkedAt(k.checkedLabel)}
                      {k.sourceLabel && <span data-testid="v1-source">{` · ${k.sourceLabel}`}</span>}
                    </span>
                  )}
                  <HourStrip keyword={k.keyword} slots={k.slots} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
