import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '@seller/shared/rules/kst';
import { budgetPercent } from '@seller/shared/rules/provider-usage';
import type { UsageSource } from '@seller/shared/schemas/provider-usage';
import { cn } from '../../../lib/cn';
import { amountText, budgetTone } from '../model';

const t = ko.providerUsage;

/** One source's today against its daily budget, and its month. */
export function SourceCard({ source: s }: { source: UsageSource }) {
  const spent = s.today.cost.micros + s.today.reserved.micros;
  const percent = budgetPercent(spent, s.budget?.micros ?? null);
  const tone = budgetTone(percent, s.reachedToday);
  return (
    <article
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="usage-source"
      data-source={s.source}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">{s.label}</h2>
        {s.reachedToday && (
          <span
            className="rounded-full bg-red-50 px-2.5 py-1 text-xs font-semibold text-red-700"
            data-testid="usage-reached"
          >
            {t.reachedToday}
          </span>
        )}
      </header>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-slate-500">{t.todayCost}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums" data-testid="usage-today-cost">
            {amountText(s.today.cost, s.currency)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t.monthCost}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums" data-testid="usage-month-cost">
            {amountText(s.month.cost, s.currency)}
          </dd>
        </div>
      </dl>
      {s.budget ? (
        <div className="flex flex-col gap-1.5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="text-slate-600">
              {t.dailyBudget}{' '}
              <span className="font-semibold text-slate-900 tabular-nums">
                {amountText(s.budget, s.currency)}
              </span>
            </span>
            <span
              className={cn(
                'font-semibold tabular-nums',
                tone === 'over' ? 'text-red-700' : tone === 'warn' ? 'text-amber-700' : 'text-slate-700',
              )}
            >
              {t.budgetUsed(String(percent))}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t.budgetBar(s.label)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, percent)}
            aria-valuetext={t.budgetUsed(String(percent))}
            className="h-2.5 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className={cn(
                'h-full rounded-full',
                tone === 'over' ? 'bg-red-500' : tone === 'warn' ? 'bg-amber-500' : 'bg-brand-600',
              )}
              style={{ width: `${Math.min(100, percent)}%` }}
            />
          </div>
          {s.today.reserved.micros > 0 && (
            <p className="text-xs text-slate-500">{t.reserved(amountText(s.today.reserved, s.currency))}</p>
          )}
        </div>
      ) : (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
          <span className="font-semibold">{t.noBudget}</span> · {t.noBudgetText}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {[
          t.callsToday(formatNumber(s.today.calls)),
          t.callsMonth(formatNumber(s.month.calls)),
          t.blocksToday(formatNumber(s.today.blocks)),
        ].join(' · ')}
      </p>
      {s.reachedToday && <p className="text-sm text-red-700">{t.reachedTodayText}</p>}
    </article>
  );
}
