import {
  PROVIDER_USAGE_MAX_DAYS,
  PROVIDER_USAGE_TOP_KEYWORDS,
  type NaverCutover,
  type ProviderUsageAnswer,
  type ProviderUsageQuery,
  kstDate,
  ko,
} from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sourceInfo } from '../../lib/provider-usage/sources';
import {
  FAILURES_SHOWN,
  type SourceLabel,
  daysIn,
  economicsOf,
  kstDayStart,
  monthStart,
  nextDay,
  rangeOf,
  summarizeSources,
  topKeywords,
} from './provider-usage.domain';
import * as repo from './provider-usage.repository';

const labelOf = (source: string): SourceLabel => {
  const info = sourceInfo(source);
  return { label: info.label, currency: info.currency, shopping: info.group === 'shopping' };
};

export function createProviderUsageService(deps: {
  db: Db;
  now: () => Date;
  usdKrw: number;
  /** The daily budget of each source in its billing currency (the meter's budgetOf), by source. */
  budgets: () => Record<string, number | null>;
  /** The Naver developer center's end, when the server still calls it (issue 37); null otherwise. */
  naverCutover?: () => NaverCutover;
}) {
  const { db } = deps;

  /** 수집 현황: per source and day over the range, today, this month, keywords, failures, economics. */
  async function summary(query: ProviderUsageQuery): Promise<ProviderUsageAnswer> {
    const today = kstDate(deps.now());
    const { from, to } = rangeOf(query, today);
    if (daysIn(from, to) > PROVIDER_USAGE_MAX_DAYS)
      throw new AppError('VALIDATION', ko.providerUsage.rangeTooLong(PROVIDER_USAGE_MAX_DAYS));
    // One read covers the range and this month up to today.
    const month = monthStart(today);
    const readFrom = from < month ? from : month;
    const readTo = to > today ? to : today;
    const [rows, errors, keywordRows, failures, reached, earnings] = await Promise.all([
      repo.daysBetween(db, readFrom, readTo),
      repo.errorsBetween(db, from, to),
      repo.topKeywordsBetween(db, from, to, PROVIDER_USAGE_TOP_KEYWORDS),
      repo.failuresBetween(db, from, to, FAILURES_SHOWN),
      repo.reachedOn(db, today),
      repo.trackingEarnings(db, kstDayStart(from), kstDayStart(nextDay(to))),
    ]);
    const sources = summarizeSources({
      from,
      to,
      today,
      usdKrw: deps.usdKrw,
      rows,
      errors,
      budgets: deps.budgets(),
      reachedToday: new Set(reached),
      labelOf,
    });
    const costWon = sources
      .filter((s) => labelOf(s.source).shopping)
      .reduce((sum, s) => sum + s.total.cost.won, 0);
    return {
      from,
      to,
      today,
      usdKrw: deps.usdKrw,
      sources,
      keywords: topKeywords(keywordRows, deps.usdKrw, labelOf),
      failures: failures.map((f) => ({
        id: f.id,
        at: f.at.toISOString(),
        source: f.source,
        label: labelOf(f.source).label,
        kind: f.kind,
        status: f.status,
        keyword: f.keyword,
        detail: f.detail,
      })),
      economics: economicsOf({ costWon, ...earnings }),
      naverCutover: deps.naverCutover?.() ?? null,
    };
  }

  return { summary };
}

export type ProviderUsageService = ReturnType<typeof createProviderUsageService>;
