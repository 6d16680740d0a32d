import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '@seller/shared/rules/kst';
import type { ProviderUsageAnswer } from '@seller/shared/schemas/provider-usage';
import { amountText } from '../model';

const t = ko.providerUsage;

/** The keywords whose calls cost most over the range, across sources (in won). */
export function KeywordsList({
  keywords,
  phone,
}: {
  keywords: ProviderUsageAnswer['keywords'];
  phone: boolean;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="font-bold text-slate-900">{t.keywordsTitle}</h2>
      {keywords.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t.keywordsEmpty}</p>
      ) : phone ? (
        <ol className="mt-3 flex flex-col divide-y divide-slate-100" data-testid="usage-keywords">
          {keywords.map((k, i) => (
            <li
              key={`${k.source}|${k.keyword}`}
              className="flex items-baseline gap-3 py-2 text-sm"
              data-testid="usage-keyword"
            >
              <span className="w-5 text-right text-slate-400 tabular-nums">{i + 1}</span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-all text-slate-900">{k.keyword}</span>
                <span className="text-xs text-slate-500">
                  {k.label} · {t.colCalls} {formatNumber(k.calls)}
                </span>
              </span>
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {amountText(k.cost, k.currency)}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <table className="mt-3 w-full text-sm" data-testid="usage-keywords">
          <caption className="sr-only">{t.keywordsTitle}</caption>
          <thead className="text-slate-600">
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-3 text-left font-semibold">
                {t.colKeyword}
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t.colSource}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t.colCalls}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold">
                {t.colCost}
              </th>
            </tr>
          </thead>
          <tbody>
            {keywords.map((k) => (
              <tr
                key={`${k.source}|${k.keyword}`}
                className="border-b border-slate-100 last:border-0"
                data-testid="usage-keyword"
              >
                <th scope="row" className="py-2 pr-3 text-left font-medium break-all text-slate-900">
                  {k.keyword}
                </th>
                <td className="px-3 py-2 text-slate-600">{k.label}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(k.calls)}</td>
                <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">
                  {amountText(k.cost, k.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
