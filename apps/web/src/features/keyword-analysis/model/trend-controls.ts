import {
  orderTrendDates,
  SHORTCUT_UNIT,
  shortcutOf,
  TREND_DEFAULT_START,
  TREND_MAX_KEYWORDS,
  trendDateProblem,
  trendShortcutRange,
  type TrendShortcut,
  type TrendUnit,
  uniqueKeywords,
} from '@seller/shared/rules/keyword-analysis';
import type { TrendAnswer } from '@seller/shared/schemas/keyword-analysis';
import type { TrendLook } from '../api/keyword-analysis-api';

/** What the trend panel lets the member choose (spec 02 §2.8, §9). */
export interface TrendControls {
  /** Keywords compared with the analysed one (up to 4 more). */
  compare: string[];
  startDate: string;
  endDate: string;
  unit: TrendUnit;
}

/** The custom period from 2021-01-01 (spec 02 §9) to today, monthly. */
export function initialControls(today: string): TrendControls {
  return { compare: [], startDate: TREND_DEFAULT_START, endDate: today, unit: 'month' };
}

/** A shortcut sets the period and a unit that suits its length. */
export function applyShortcut(c: TrendControls, shortcut: TrendShortcut, today: string): TrendControls {
  return { ...c, ...trendShortcutRange(shortcut, today), unit: SHORTCUT_UNIT[shortcut] };
}

export function activeShortcut(c: TrendControls, today: string): TrendShortcut | null {
  return shortcutOf(c, today);
}

/** A typed date; the other end follows so the period stays ordered. Blank input is ignored. */
export function setDate(c: TrendControls, which: 'startDate' | 'endDate', value: string): TrendControls {
  if (!value) return c;
  return { ...c, ...orderTrendDates({ startDate: c.startDate, endDate: c.endDate, [which]: value }, which) };
}

export type CompareProblem = 'empty' | 'duplicate' | 'limit';

export function addCompare(
  c: TrendControls,
  base: string,
  raw: string,
): { controls: TrendControls } | { problem: CompareProblem } {
  const keyword = raw.trim().replace(/\s+/g, ' ');
  if (!keyword) return { problem: 'empty' };
  const all = trendKeywords(base, c.compare);
  if (all.some((k) => k.toLowerCase() === keyword.toLowerCase())) return { problem: 'duplicate' };
  if (all.length >= TREND_MAX_KEYWORDS) return { problem: 'limit' };
  return { controls: { ...c, compare: [...c.compare, keyword] } };
}

export function removeCompare(c: TrendControls, keyword: string): TrendControls {
  return { ...c, compare: c.compare.filter((k) => k !== keyword) };
}

export function trendKeywords(base: string, compare: string[]): string[] {
  return uniqueKeywords([base, ...compare]).slice(0, TREND_MAX_KEYWORDS);
}

/** The request for the chart, or null while the period is not one DataLab can answer. */
export function trendLook(c: TrendControls, base: string, today: string): TrendLook | null {
  if (trendDateProblem(c, today)) return null;
  return {
    startDate: c.startDate,
    endDate: c.endDate,
    timeUnit: c.unit,
    keywords: trendKeywords(base, c.compare),
  };
}

export interface ChartSeries {
  labels: string[];
  series: { keyword: string; values: (number | null)[] }[];
}

/** Aligns every keyword's points on one sorted list of periods (a missing point is a gap). */
export function chartSeries(answer: TrendAnswer): ChartSeries {
  const labels = [...new Set(answer.results.flatMap((r) => r.data.map((d) => d.period)))].sort();
  return {
    labels,
    series: answer.results.map((r) => {
      const byPeriod = new Map(r.data.map((d) => [d.period, d.ratio]));
      return { keyword: r.title, values: labels.map((l) => byPeriod.get(l) ?? null) };
    }),
  };
}
