import { dayText } from '@seller/shared/rules/dates';
import type { ReactNode } from 'react';
import * as ko from '@seller/shared/messages/sections';
import {
  outsideShortText,
  outsideText,
  provenanceLine,
  type RankProvenance,
} from '@seller/shared/rules/rank-provenance';
import { cn } from '../../lib/cn';
import { type RankSource, rankText } from './model';

export interface HistoryColumn {
  id: number;
  label: ReactNode;
}

export interface HistoryRow {
  /** Korea date, yyyy-MM-dd. */
  day: string;
  /** One per column: the rank, null outside the tracked depth, undefined without a record. */
  ranks: (number | null | undefined)[];
  /** The member's own changes that date (rank-alerts change marks). */
  marks?: readonly string[];
  /** One per column: where the rank came from (issue 36 §2). */
  provenances?: readonly (RankProvenance | null | undefined)[];
  /** The date was read by another source or surface than the record before ("수집 방식 변경"). */
  methodChange?: string;
}

/** yyyy-MM-dd → yyyy.MM.dd */
/** A history row's day (2026.11.22): the shared day format. */
export const dayLabel = dayText;

/**
 * Daily ranks, newest first, one column per keyword. A day without any record stays in the table
 * (issue 23 point 9: a missed day shows as a gap); days with the member's own changes are marked.
 */
export function RankHistoryTable({
  source,
  columns,
  rows,
  className,
}: {
  source: RankSource<RankHistoryTexts>;
  columns: readonly HistoryColumn[];
  rows: readonly HistoryRow[];
  className?: string;
}) {
  const t = source.texts;
  const single = columns.length === 1;
  return (
    <div className={cn('overflow-auto rounded-xl border border-slate-200 bg-white', className)}>
      <table className="w-full min-w-max text-sm" data-testid="history-table">
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-semibold">
              {t.date}
            </th>
            {columns.map((c) => (
              <th key={c.id} scope="col" className="px-3 py-2 text-right font-semibold">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const gap = row.ranks.every((r) => r === undefined);
            return (
              <tr
                key={row.day}
                className="border-t border-slate-100"
                data-testid={gap ? 'history-gap' : 'history-row'}
              >
                <th
                  scope="row"
                  className={cn(
                    'sticky left-0 bg-white px-3 py-1.5 text-left font-normal tabular-nums',
                    gap ? 'text-slate-400' : 'text-slate-700',
                  )}
                >
                  {dayLabel(row.day)}
                  {row.marks && row.marks.length > 0 && (
                    <span
                      className="ml-2 inline-flex items-center rounded bg-amber-50 px-1.5 py-0.5 text-[11px] font-medium text-amber-700"
                      title={row.marks.join(', ')}
                      data-testid="history-change-mark"
                    >
                      {ko.rankAlerts.changesLegend}
                    </span>
                  )}
                  {row.methodChange && (
                    <span
                      className="ml-2 inline-flex items-center rounded bg-violet-50 px-1.5 py-0.5 text-[11px] font-medium text-violet-700"
                      title={row.methodChange}
                      data-testid="history-method-mark"
                    >
                      {ko.rankProvenance.methodChanged}
                    </span>
                  )}
                </th>
                {row.ranks.map((rank, i) => (
                  <td
                    key={columns[i]?.id ?? i}
                    className="px-3 py-1.5 text-right font-medium text-slate-900 tabular-nums"
                    title={row.provenances?.[i] ? provenanceLine(row.provenances[i]) : undefined}
                  >
                    {rank !== undefined ? (
                      <RankCell source={source} rank={rank} by={row.provenances?.[i]} full={single} />
                    ) : single ? (
                      <span className="text-xs font-normal text-slate-400">{t.noRecord}</span>
                    ) : (
                      <span className="text-slate-300" title={t.noRecord}>
                        -<span className="sr-only">{t.noRecord}</span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A recorded rank; outside names the depth and surface the check read (issue 36 §2): in full in a
 * one-keyword table, "500위 밖" with the rest in its title where columns are narrow.
 */
function RankCell({
  source,
  rank,
  by,
  full,
}: {
  source: RankSource<RankHistoryTexts>;
  rank: number | null;
  by: RankProvenance | null | undefined;
  full: boolean;
}) {
  if (rank !== null || !by) return <>{rankText(source, rank)}</>;
  const text = outsideText(by, source.maxRank);
  if (full) return <span className="text-xs font-normal text-slate-600">{text}</span>;
  return <span title={text}>{outsideShortText(by, source.maxRank)}</span>;
}

/** The texts of the history table, chart and dialog; both sources' message sections carry them. */
export interface RankHistoryTexts {
  representative: string;
  rank: (n: string) => string;
  date: string;
  noRecord: string;
  keywords: string;
  noKeywords: string;
  noHistory: string;
  bestRank: string;
  rankColumn: string;
  chartLabel: (keyword: string) => string;
  chartRange: (range: string, recorded: number, span: number) => string;
  chartGapHint: string;
}
