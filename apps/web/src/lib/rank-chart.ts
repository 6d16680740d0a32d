/** Rank-over-time series for the rank charts (shopping and place ranks alike). */
import {
  methodChanged,
  methodLine,
  outsideText,
  provenanceTip,
  type RankProvenance,
} from '@seller/shared/rules/rank-provenance';
import { checkTimeLabel } from '@seller/shared/rules/rank-checks';
import { rankProvenance } from '@seller/shared/messages/sections';

export interface HistoryPoint {
  at: number;
  dateLabel: string;
  shortLabel: string;
  /** null = outside the tracked depth (500 for shopping, 300 for places). */
  rank: number | null;
  /** The member's own changes shown on this date (rank-alerts change marks). */
  marks?: string[];
  /** Where the day's rank came from (issue 36 §2); absent in answers of older servers. */
  provenance?: RankProvenance | null;
  /** The day was read by another source or surface than the record before it ("수집 방식 변경"). */
  methodChange?: string;
  /** The same in short lines, for the chart's tooltip on a phone. */
  methodChangeLines?: string[];
}

/**
 * Marks each point read by another method than the point before it (issue 36 §2): the chart
 * draws a "수집 방식 변경" mark there and does not join the two ranks, which are not comparable.
 */
export function withMethodChanges(points: readonly HistoryPoint[]): HistoryPoint[] {
  const sorted = [...points].sort((a, b) => a.at - b.at);
  return sorted.map((p, i) => {
    const before = sorted[i - 1];
    if (!before || !methodChanged(p.provenance, before.provenance)) return p;
    const from = methodLine(before.provenance);
    const to = methodLine(p.provenance);
    return {
      ...p,
      methodChange: rankProvenance.markText(from, to),
      methodChangeLines: [rankProvenance.methodChanged, from, rankProvenance.methodChangedTo(to)],
    };
  });
}

/** A member's change on a Korea date: `at` is that date's start in Korea time. */
export interface ChartMark {
  at: number;
  text: string;
}

/** The start of a Korea date (yyyy-MM-dd) as an instant, the way the charts place their days. */
export const koreaDayStart = (day: string): number => Date.parse(`${day.slice(0, 10)}T00:00:00+09:00`);

/**
 * Puts each change on the first charted date on or after it: the first record the change could
 * have moved. Changes after the last charted date are not on the chart (the lists show them).
 */
export function withMarks(points: readonly HistoryPoint[], marks: readonly ChartMark[]): HistoryPoint[] {
  const texts = points.map((): string[] => []);
  for (const mark of marks) {
    const i = points.findIndex((p) => p.at >= mark.at);
    if (i >= 0) texts[i]!.push(mark.text);
  }
  return points.map((p, i) => (texts[i]!.length ? { ...p, marks: texts[i]! } : p));
}

/** One point of a series on the time axis: `x` is the day (see `dayValue`), `y` null = no line there. */
export interface ChartPoint {
  x: number;
  y: number | null;
}

export interface ChartSeries {
  /** Every day from the first record to the last: the rank, or null (a gap) where the day has no
   * record or the item was outside the tracked depth. */
  ranked: ChartPoint[];
  /** A marker on the "outside" line for each day outside the tracked depth. */
  unranked: ChartPoint[];
  /** Days with the member's own changes, drawn as flags at the top, with the changes' texts. */
  marked: (ChartPoint & { texts: string[] })[];
  /** Days read by another method than the record before them ("수집 방식 변경"), with the mark's lines. */
  methodChanged: (ChartPoint & { lines: string[] })[];
  /** The record of each day of `days` (undefined for a day without one): its provenance, for the tooltip. */
  records: (HistoryPoint | undefined)[];
  /** Top and bottom of the (reversed) y axis, fitted to the shown ranks. */
  axisMin: number;
  axisMax: number;
  /** The y value of the "outside" markers (the bottom line), or null when every day is ranked. */
  unrankedLevel: number | null;
  /** The first and last charted Korea days (yyyy-MM-dd), and how many days that span. */
  from: string;
  to: string;
  spanDays: number;
  /** Every Korea day from `from` to `to`, oldest first. */
  days: string[];
}

const DAY_MS = 86_400_000;

/** The Korea date (yyyy-MM-dd) of a point's instant. */
export const koreaDay = (at: number): string => new Date(at + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * A Korea date as a value on the time axis: midnight of that calendar date in the browser's zone,
 * so the axis (which formats in the browser's zone) labels the Korea date wherever the browser is.
 */
export const dayValue = (day: string): number => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getTime();
};

const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * Rank over time on a day axis (issue 23 point 9): a day without a record is a gap in the line,
 * never squeezed out; the y axis fits the shown ranks (142–160 fills the chart) and days outside
 * the tracked depth sit on an "outside" line just below the worst shown rank.
 */
export function chartSeries(points: readonly HistoryPoint[], maxRank = 500): ChartSeries {
  const byDay = new Map(points.map((p) => [koreaDay(p.at), p]));
  const days = [...byDay.keys()].sort();
  const from = days[0] ?? koreaDay(Date.now());
  const to = days.at(-1) ?? from;
  const all: string[] = [];
  for (let d = from; d <= to && all.length < 400; d = nextDay(d)) all.push(d);
  const ranks = points.map((p) => p.rank).filter((r): r is number => r !== null);
  const best = ranks.length ? Math.min(...ranks) : 1;
  const worst = ranks.length ? Math.max(...ranks) : 1;
  const pad = Math.max(2, Math.ceil((worst - best) * 0.1));
  const anyUnranked = points.some((p) => p.rank === null);
  const bottom = Math.min(maxRank, worst + pad);
  const level = anyUnranked ? Math.min(maxRank + 1, bottom + pad) : null;
  return {
    ranked: all.map((d) => ({ x: dayValue(d), y: byDay.get(d)?.rank ?? null })),
    unranked: all.map((d) => {
      const p = byDay.get(d);
      return { x: dayValue(d), y: p && p.rank === null ? level : null };
    }),
    marked: all.flatMap((d) => {
      const texts = byDay.get(d)?.marks ?? [];
      return texts.length ? [{ x: dayValue(d), y: 0, texts }] : [];
    }),
    methodChanged: all.flatMap((d) => {
      const p = byDay.get(d);
      return p?.methodChange
        ? [{ x: dayValue(d), y: 0, lines: p.methodChangeLines ?? [p.methodChange] }]
        : [];
    }),
    records: all.map((d) => byDay.get(d)),
    axisMin: Math.max(1, best - pad),
    axisMax: level ?? bottom,
    unrankedLevel: level,
    from,
    to,
    spanDays: all.length,
    days: all,
  };
}

/** "2026.09.14 – 11.25" (the year once when both days share it). */
export function rangeLabel(from: string, to: string): string {
  const a = from.replaceAll('-', '.');
  const b = to.replaceAll('-', '.');
  if (from === to) return a;
  return from.slice(0, 4) === to.slice(0, 4) ? `${a} – ${b.slice(5)}` : `${a} – ${b}`;
}

/**
 * What the chart's tooltip says of a day's record (issue 36 §2): an outside rank names the depth
 * and surface read, and every record its 출처, 화면, 기기, 확인 깊이 and 확인 시각.
 */
export function recordTip(
  record: HistoryPoint | undefined,
  maxRank: number,
): { outside: string | null; lines: string[] } {
  const p = record?.provenance;
  if (!p) return { outside: null, lines: [] };
  return {
    outside: outsideText(p, maxRank),
    lines: provenanceTip(p, p.checkedAt ? checkTimeLabel(new Date(p.checkedAt)) : null),
  };
}
