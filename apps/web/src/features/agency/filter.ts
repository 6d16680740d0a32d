/**
 * The filter panel of the agency and member management screens (spec 01 §2.11, §4, §9), pure so
 * the tests cover every case.
 *
 * ## Period buttons and the recomputed period
 *
 * Dates are Korea dates as yyyy-MM-dd; '' is an empty date input.
 * - 일별 sets today–today; 주별 sets 7 days back–today; 월별 sets 1 calendar month back–today;
 *   전체 clears both dates. A button keeps the period it names selected.
 * - When a date is edited, the period is recomputed from the dates (`periodOf`): today–today is
 *   일별; a span (end − start, in days) under 7 ending today is 주별; under 30 ending today is
 *   월별; both empty is 전체; anything else selects none. (So the span a button sets and the
 *   recomputation do not always agree: 7 days back is a span of 7, which the rule calls 월별. The
 *   spec gives both rules; we keep the button's choice until the user edits a date.)
 * - Dates stay ordered: a start moved after the end pulls the end to it; an end moved before the
 *   start pulls the start to it.
 * - 초기화 restores the initial filter values and clears the dates (so the period is 전체).
 *   On load the period is 일별, today–today.
 */
import { differenceInCalendarDays, format, parseISO, subDays, subMonths } from 'date-fns';
import type { Period } from '@seller/shared/rules/agency';

/** The selected period button, or null when none is selected. */
export type SelectedPeriod = Period | null;

/** Spec 01 §9: week is under 7 days, month under 30. */
const WEEK_SPAN_DAYS = 7;
const MONTH_SPAN_DAYS = 30;

const shiftDay = (day: string, fn: (d: Date) => Date): string => format(fn(parseISO(day)), 'yyyy-MM-dd');

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The period the dates amount to (spec 01 §4). `today` is the Korea date. */
export function periodOf(range: DateRange, today: string): SelectedPeriod {
  const { startDate, endDate } = range;
  if (!startDate && !endDate) return 'all';
  if (!startDate || !endDate || endDate !== today) return null;
  if (startDate === today) return 'day';
  const span = differenceInCalendarDays(parseISO(endDate), parseISO(startDate));
  if (span < 0) return null;
  if (span < WEEK_SPAN_DAYS) return 'week';
  if (span < MONTH_SPAN_DAYS) return 'month';
  return null;
}

/** The dates a period button sets (spec 01 §4). */
export function periodRange(period: Period, today: string): DateRange {
  switch (period) {
    case 'day':
      return { startDate: today, endDate: today };
    case 'week':
      return { startDate: shiftDay(today, (d) => subDays(d, WEEK_SPAN_DAYS)), endDate: today };
    case 'month':
      return { startDate: shiftDay(today, (d) => subMonths(d, 1)), endDate: today };
    case 'all':
      return { startDate: '', endDate: '' };
  }
}

/** A new start date: when it is after the end, the end becomes the start. */
export function withStartDate(range: DateRange, startDate: string): DateRange {
  if (startDate && range.endDate && startDate > range.endDate) return { startDate, endDate: startDate };
  return { ...range, startDate };
}

/** A new end date: when it is before the start, the start becomes the end. */
export function withEndDate(range: DateRange, endDate: string): DateRange {
  if (endDate && range.startDate && endDate < range.startDate) return { startDate: endDate, endDate };
  return { ...range, endDate };
}

/** The filter panel of the agency and member management screens (spec 01 §2.11). */
export interface AdminFilter extends DateRange {
  mbrEmail: string;
  startCoinCount: string;
  endCoinCount: string;
  startProductCount: string;
  endProductCount: string;
  selectedPeriod: SelectedPeriod;
}

/** The filter on load: everything empty, 일별 today–today. */
export function initialFilter(today: string): AdminFilter {
  return {
    mbrEmail: '',
    startCoinCount: '',
    endCoinCount: '',
    startProductCount: '',
    endProductCount: '',
    ...periodRange('day', today),
    selectedPeriod: 'day',
  };
}

/** 초기화: the initial values with both dates cleared (which is 전체). */
export function resetFilter(today: string): AdminFilter {
  const range = periodRange('all', today);
  return { ...initialFilter(today), ...range, selectedPeriod: periodOf(range, today) };
}

/** A period button pressed. */
export function choosePeriod(filter: AdminFilter, period: Period, today: string): AdminFilter {
  return { ...filter, ...periodRange(period, today), selectedPeriod: period };
}

/** A date input edited: the dates are kept in order and the period recomputed. */
export function editDate(
  filter: AdminFilter,
  which: 'start' | 'end',
  value: string,
  today: string,
): AdminFilter {
  const range = which === 'start' ? withStartDate(filter, value) : withEndDate(filter, value);
  return { ...filter, ...range, selectedPeriod: periodOf(range, today) };
}
