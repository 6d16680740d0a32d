import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '@seller/shared/rules/kst';
import type { ScoreUsage } from '@seller/shared/schemas/keyword-score';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';

const t = ko.keywordScoreUi;

/** The running count against today's limit (spec 02 §2.2, §6), from jisuCheckLimitOfViews. */
export function UsageMeter({ usage, failed }: { usage: ScoreUsage | undefined; failed: boolean }) {
  if (!usage) {
    return (
      <div
        className="flex min-w-64 flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
        role="status"
      >
        <span className="text-xs font-semibold text-slate-600">{t.usageLabel}</span>
        {failed ? (
          <span className="text-sm text-red-600">{t.usageLoadFailed}</span>
        ) : (
          <Skeleton className="h-6 w-32" />
        )}
      </div>
    );
  }
  const share = usage.limitCount ? Math.min(1, usage.totLimitCount / usage.limitCount) : 1;
  const full = usage.useYn === 'N';
  return (
    <div
      data-testid="score-usage"
      data-used={usage.totLimitCount}
      data-limit={usage.limitCount}
      className="flex min-w-64 flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-xs font-semibold text-slate-600">{t.usageLabel}</span>
        <span className={cn('text-xs font-medium', full ? 'text-red-600' : 'text-slate-500')}>
          {full ? t.limitReached : t.remaining(formatNumber(usage.remainingCount))}
        </span>
      </div>
      <p className="text-2xl font-bold text-slate-900 tabular-nums" aria-live="polite">
        {t.usage(formatNumber(usage.totLimitCount), formatNumber(usage.limitCount))}
      </p>
      <div
        role="progressbar"
        aria-label={t.usageLabel}
        aria-valuemin={0}
        aria-valuemax={usage.limitCount}
        aria-valuenow={usage.totLimitCount}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            full ? 'bg-red-500' : share > 0.8 ? 'bg-amber-500' : 'bg-brand-600',
          )}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <p className="text-xs text-slate-500">{t.usageHint}</p>
    </div>
  );
}
