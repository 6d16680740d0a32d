import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '@seller/shared/rules/kst';
import type { UsageDay, UsageSource } from '@seller/shared/schemas/provider-usage';
import { HelpTip } from '../../../components/ui/HelpTip';
import { dayText } from '@seller/shared/rules/dates';
import { amountText, errorKindsText, shortDay } from '../model';

const t = ko.providerUsage;
const num = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap';

function Errors({ row }: { row: Pick<UsageDay, 'errors' | 'errorKinds' | 'unsettled'> }) {
  return (
    <>
      <span className="tabular-nums">{formatNumber(row.errors)}</span>
      {row.errors > 0 && (
        <span className="block text-xs text-slate-500">{errorKindsText(row.errorKinds)}</span>
      )}
      {row.unsettled > 0 && (
        <span className="block text-xs text-amber-700">{t.unsettled(formatNumber(row.unsettled))}</span>
      )}
    </>
  );
}

/** A source's days of the range, newest first, with the range's sums: a table, or cards on a phone. */
export function DaysTable({ source: s, phone }: { source: UsageSource; phone: boolean }) {
  const title = t.daysTitle(s.label);
  if (s.days.length === 0)
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 className="font-bold text-slate-900">{title}</h2>
        <p className="mt-2 text-sm text-slate-500">{t.noDays}</p>
      </section>
    );
  if (phone)
    return (
      <section>
        <h2 className="mb-2 font-bold text-slate-900">{title}</h2>
        <ul className="flex flex-col gap-2" data-testid="usage-days" data-source={s.source}>
          {s.days.map((d) => (
            <li
              key={d.day}
              className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
              data-testid="usage-day"
            >
              <p className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-slate-900 tabular-nums">{dayText(d.day)}</span>
                <span className="font-semibold tabular-nums">{amountText(d.cost, s.currency)}</span>
              </p>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
                {(
                  [
                    [t.colCalls, d.calls],
                    [t.colPages, d.pages],
                    [t.colRows, d.rows],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="rounded-lg bg-slate-50 py-1.5">
                    <dt className="text-xs text-slate-500">{label}</dt>
                    <dd className="font-semibold tabular-nums">{formatNumber(value)}</dd>
                  </div>
                ))}
              </dl>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-slate-500">{t.colErrors}</dt>
                <dd>
                  <Errors row={d} />
                </dd>
                <dt className="text-slate-500">{t.colBlocks}</dt>
                <dd className="tabular-nums">{formatNumber(d.blocks)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <h2 className="px-5 pt-4 pb-2 font-bold text-slate-900">{title}</h2>
      <div className="max-h-[28rem] overflow-auto">
        <table className="w-full text-sm" data-testid="usage-days" data-source={s.source}>
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2.5 text-left font-semibold">
                {t.colDay}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                {t.colCalls}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                {t.colPages}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                {t.colRows}
              </th>
              <th scope="col" className="px-3 py-2.5 text-left font-semibold">
                {t.colErrors}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                <span className="inline-flex items-center gap-1">
                  {t.colBlocks}
                  <HelpTip label={t.colBlocks} text={t.blocksHelp} />
                </span>
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                {t.colCost}
              </th>
            </tr>
          </thead>
          <tbody>
            {s.days.map((d) => (
              <tr key={d.day} className="border-t border-slate-100 align-top" data-testid="usage-day">
                <th
                  scope="row"
                  className="px-3 py-2.5 text-left font-medium whitespace-nowrap text-slate-900 tabular-nums"
                >
                  <span title={d.day}>{shortDay(d.day)}</span>
                </th>
                <td className={num}>{formatNumber(d.calls)}</td>
                <td className={num}>{formatNumber(d.pages)}</td>
                <td className={num}>{formatNumber(d.rows)}</td>
                <td className="px-3 py-2.5">
                  <Errors row={d} />
                </td>
                <td className={num}>{formatNumber(d.blocks)}</td>
                <td className={num}>{amountText(d.cost, s.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2.5 text-left">
                {t.totalRow}
              </th>
              <td className={num}>{formatNumber(s.total.calls)}</td>
              <td className={num}>{formatNumber(s.total.pages)}</td>
              <td className={num}>{formatNumber(s.total.rows)}</td>
              <td className="px-3 py-2.5 font-normal">
                <Errors row={s.total} />
              </td>
              <td className={num}>{formatNumber(s.total.blocks)}</td>
              <td className={num}>{amountText(s.total.cost, s.currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
