import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '@seller/shared/rules/kst';
import type { KeywordDataRow } from '@seller/shared/schemas/keyword-analysis';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { cn } from '../../../lib/cn';
import { nextSort, type RelatedSort, type RelatedSortKey, sortRelated } from '../model/related-sort';

const t = ko.keywordAnalysisUi;
const PAGE = 50;

const COLUMNS: { key: RelatedSortKey; label: string; numeric: boolean }[] = [
  { key: 'relKeyword', label: t.colKeyword, numeric: false },
  { key: 'monthlyPcQcCnt', label: t.colPcSearches, numeric: true },
  { key: 'monthlyMobileQcCnt', label: t.colMobileSearches, numeric: true },
  { key: 'monthlyTotalQcCnt', label: t.colTotalSearches, numeric: true },
  { key: 'monthlyAvePcClkCnt', label: t.colPcClicks, numeric: true },
  { key: 'monthlyAveMobileClkCnt', label: t.colMobileClicks, numeric: true },
  { key: 'compIdx', label: t.colCompIdx, numeric: false },
];

const clicks = (n: number) => n.toLocaleString('ko-KR', { maximumFractionDigits: 1 });
const LEVEL_TEXT = { low: 'text-emerald-700', mid: 'text-amber-700', high: 'text-red-700' } as const;

const searchPath = (keyword: string) => `/search?keyword=${encodeURIComponent(keyword)}`;

/** Related keywords (spec 02 §2.8, §5): sortable, counts under 10 shown as 0, a click analyses the keyword. */
export function RelatedTable({ rows, current }: { rows: KeywordDataRow[]; current: string }) {
  const [sort, setSort] = useState<RelatedSort | null>(null);
  const [shown, setShown] = useState(PAGE);
  const sorted = sortRelated(rows, sort);
  const visible = sorted.slice(0, shown);
  const currentSpelling = current.replace(/\s+/g, '').toUpperCase();

  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white"
      data-testid="related-section"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 px-5 pt-5">
        <h2 className="text-lg font-bold text-slate-900">
          {t.relatedTitle}{' '}
          <span className="text-sm font-semibold text-brand-600">{t.relatedCount(rows.length)}</span>
        </h2>
        <p className="text-xs text-slate-500">{t.relatedHint}</p>
        <p className="w-full text-xs text-slate-500" data-testid="related-volume-note">
          {t.relatedVolumeNote}
        </p>
      </header>
      {rows.length === 0 ? (
        <EmptyState title={t.relatedEmpty} className="py-8" />
      ) : (
        <>
          <div className="max-h-[36rem] overflow-auto border-t border-slate-100">
            <table data-testid="related-table" className="w-full min-w-[46rem] border-collapse text-sm">
              <thead className="sticky top-0 z-10 bg-slate-50">
                <tr>
                  {COLUMNS.map((c) => {
                    const active = sort?.key === c.key;
                    const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
                    return (
                      <th
                        key={c.key}
                        scope="col"
                        aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                        className={cn(
                          'border-b border-slate-200 px-3 py-2.5 text-xs font-semibold whitespace-nowrap text-slate-600',
                          c.numeric ? 'text-right' : 'text-left',
                          c.key === 'relKeyword' && 'sticky left-0 bg-slate-50',
                        )}
                      >
                        <button
                          type="button"
                          data-testid={`related-sort-${c.key}`}
                          onClick={() => setSort((s) => nextSort(s, c.key))}
                          className={cn(
                            'inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none',
                            active && 'text-brand-700',
                          )}
                        >
                          {c.label}
                          <Icon aria-hidden="true" className={cn('size-3.5', !active && 'text-slate-400')} />
                          {active && (
                            <span className="sr-only">
                              {sort.dir === 'asc' ? t.sortAscending : t.sortDescending}
                            </span>
                          )}
                        </button>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {visible.map((r) => {
                  const isCurrent = r.relKeyword.replace(/\s+/g, '').toUpperCase() === currentSpelling;
                  return (
                    <tr
                      key={r.relKeyword}
                      data-testid="related-row"
                      className={cn(
                        'border-b border-slate-100 hover:bg-slate-50/70',
                        isCurrent && 'bg-brand-50/50',
                      )}
                    >
                      <td className={cn('sticky left-0 px-3 py-2', isCurrent ? 'bg-brand-50' : 'bg-white')}>
                        <Link
                          to={searchPath(r.relKeyword)}
                          data-testid="related-keyword"
                          aria-label={t.analyse(r.relKeyword)}
                          className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none"
                        >
                          {r.relKeyword}
                        </Link>
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(r.monthlyPcQcCnt)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {formatNumber(r.monthlyMobileQcCnt)}
                      </td>
                      <td className="px-3 py-2 text-right font-semibold tabular-nums">
                        {formatNumber(r.monthlyTotalQcCnt)}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{clicks(r.monthlyAvePcClkCnt)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {clicks(r.monthlyAveMobileClkCnt)}
                      </td>
                      <td
                        className={cn(
                          'px-3 py-2 font-medium',
                          r.compLevel ? LEVEL_TEXT[r.compLevel] : 'text-slate-400',
                        )}
                      >
                        {r.compLevel ? t.compLevels[r.compLevel] : r.compIdx || t.notAvailable}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {sorted.length > shown && (
            <div className="flex justify-center px-5 pb-5">
              <Button variant="outline" onClick={() => setShown((n) => n + PAGE)}>
                {t.relatedMore(Math.min(PAGE, sorted.length - shown))}
              </Button>
            </div>
          )}
          {sorted.length <= shown && <div className="pb-2" />}
        </>
      )}
    </section>
  );
}
