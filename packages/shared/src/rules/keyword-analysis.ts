/**
 * Rules of the keyword analysis screen (spec 02 §2.8, §5, §9), shared by server and browser:
 * the under-10 display rule, the competition rate, and the trend period (shortcuts and bounds).
 */

/** Related-keyword counts under 10 are shown as 0 (spec 02 §5); Naver sends them as "< 10". */
export function shownCount(value: number, under10 = false): number {
  if (under10 || !Number.isFinite(value) || value < 10) return 0;
  return value;
}

/** Half-up rounding to 2 decimals that does not trip over binary fractions (1.005 → 1.01). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Competition rate (spec 02 §9): product count ÷ the top keyword's total monthly searches, to 2
 * decimals. Null when the keyword has no counted searches (nothing to divide by).
 */
export function competitionRate(productCount: number, totalSearches: number): number | null {
  if (!Number.isFinite(productCount) || !Number.isFinite(totalSearches) || totalSearches <= 0) return null;
  return round2(Math.max(0, productCount) / totalSearches);
}

// ---- trend period ----

/** DataLab's earliest date (integrations reference §4). */
export const TREND_MIN_DATE = '2016-01-01';
/** Spec 02 §9: the custom period starts here by default. */
export const TREND_DEFAULT_START = '2021-01-01';
/** DataLab compares at most 5 keyword groups in one request. */
export const TREND_MAX_KEYWORDS = 5;

export const TREND_SHORTCUTS = ['3y', '1y', '1m'] as const;
export type TrendShortcut = (typeof TREND_SHORTCUTS)[number];
export type TrendUnit = 'date' | 'week' | 'month';

/** The unit a shortcut switches to, so a chart never has more points than it can show. */
export const SHORTCUT_UNIT: Record<TrendShortcut, TrendUnit> = { '3y': 'month', '1y': 'week', '1m': 'date' };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-mm-dd. */
export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

const daysIn = (year: number, month1: number) => new Date(Date.UTC(year, month1, 0)).getUTCDate();
const iso = (y: number, m1: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The same day `months` months earlier; a day the shorter month lacks becomes its last day (03-31 → 02-28). */
export function minusMonths(date: string, months: number): string {
  const m = DATE.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  const total = Number(m[1]) * 12 + (Number(m[2]) - 1) - months;
  const year = Math.floor(total / 12);
  const month1 = (total % 12) + 1;
  return iso(year, month1, Math.min(Number(m[3]), daysIn(year, month1)));
}

/** The period a shortcut stands for, ending today (Korea date): 3 years, 1 year or 1 month back. */
export function trendShortcutRange(
  shortcut: TrendShortcut,
  today: string,
): { startDate: string; endDate: string } {
  const months = shortcut === '3y' ? 36 : shortcut === '1y' ? 12 : 1;
  const start = minusMonths(today, months);
  return { startDate: start < TREND_MIN_DATE ? TREND_MIN_DATE : start, endDate: today };
}

/** The shortcut a period matches exactly, or null for a custom one (the UI highlights it). */
export function shortcutOf(
  range: { startDate: string; endDate: string },
  today: string,
): TrendShortcut | null {
  return (
    TREND_SHORTCUTS.find((s) => {
      const r = trendShortcutRange(s, today);
      return r.startDate === range.startDate && r.endDate === range.endDate;
    }) ?? null
  );
}

export type TrendDateProblem = 'invalid' | 'beforeMin' | 'afterToday' | 'reversed';

/** What is wrong with a trend period, or null: real dates, from 2016-01-01, not after today, in order. */
export function trendDateProblem(
  range: { startDate: string; endDate: string },
  today: string,
): TrendDateProblem | null {
  const { startDate, endDate } = range;
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return 'invalid';
  if (startDate < TREND_MIN_DATE) return 'beforeMin';
  if (endDate > today || startDate > today) return 'afterToday';
  if (startDate > endDate) return 'reversed';
  return null;
}

/**
 * Keeps a period ordered while one end is edited (as spec 01 §4 does for its date filters): a start
 * moved after the end drags the end along, an end moved before the start drags the start.
 */
export function orderTrendDates(
  range: { startDate: string; endDate: string },
  changed: 'startDate' | 'endDate',
): { startDate: string; endDate: string } {
  if (range.startDate <= range.endDate) return range;
  return changed === 'startDate'
    ? { startDate: range.startDate, endDate: range.startDate }
    : { startDate: range.endDate, endDate: range.endDate };
}

/** Trimmed, blank and case-insensitive duplicates dropped, order kept. */
export function uniqueKeywords(keywords: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of keywords) {
    const k = raw.trim().replace(/\s+/g, ' ');
    if (k && !out.some((x) => x.toLowerCase() === k.toLowerCase())) out.push(k);
  }
  return out;
}
