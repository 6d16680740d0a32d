import {
  isIsoDate,
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

/**
 * The last period when it is still running on the Korea day the answer was fetched (its `day`,
 * the server's kstDate): DataLab counts its days so far only, so a month two days old reads as a
 * collapse. `through` is the last day counted (the answer's end when it stops earlier).
 */
export interface InProgress {
  index: number;
  period: string;
  through: string;
}

export interface ChartSeries {
  labels: string[];
  series: { keyword: string; values: (number | null)[] }[];
  inProgress: InProgress | null;
}

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day after a DataLab period: periods are named by their first day (a day, a week, a month). */
export function periodEnd(period: string, unit: TrendUnit): string {
  const start = utc(period);
  if (unit === 'date') return isoOf(start + DAY_MS);
  if (unit === 'week') return isoOf(start + 7 * DAY_MS);
  const d = new Date(start);
  return isoOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

/** Month and day of a yyyy-mm-dd date, for the 'M월 d일' of the messages. */
export function monthDay(date: string): [month: number, day: number] {
  return [Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** The last period, when the answer's day falls inside it (see InProgress). */
function inProgressPeriod(answer: TrendAnswer, labels: readonly string[]): InProgress | null {
  const period = labels.at(-1);
  const day = answer.day;
  if (period === undefined || !isIsoDate(period) || !isIsoDate(day)) return null;
  if (day < period || day >= periodEnd(period, answer.timeUnit)) return null;
  const through = isIsoDate(answer.endDate) && answer.endDate < day ? answer.endDate : day;
  return { index: labels.length - 1, period, through };
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
    inProgress: inProgressPeriod(answer, labels),
  };
}
