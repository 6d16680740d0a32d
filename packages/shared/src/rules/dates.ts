/**
 * One date format per use (issue 39 §5), for every screen, mail and PDF that shows a Korea date
 * kept as 'yyyy-MM-dd':
 * - a day: 2026.11.22 (lists, tables, reports);
 * - a short day, where space is tight (chart axes, the bell, day tables): 11.22;
 * - a period: 2026.10.24 ~ 2026.11.22.
 * The time of a check is kstStamp's (yy/MM/dd HH:mm, spec 01 §5) and a letter's date kstLongDate's.
 * Anything that is not a calendar day is shown as it came, so nothing is hidden.
 */
import { differenceInCalendarDays, format, isMatch, parseISO } from 'date-fns';

const DAY = 'yyyy-MM-dd';
const shown = (day: string, pattern: string): string =>
  isMatch(day, DAY) ? format(parseISO(day), pattern) : day;

export const dayText = (day: string): string => shown(day, 'yyyy.MM.dd');

export const shortDayText = (day: string): string => shown(day, 'MM.dd');

export const periodText = (from: string, to: string): string => `${dayText(from)} ~ ${dayText(to)}`;

/** Calendar days from one Korea date (yyyy-MM-dd) to another: no time zone is involved. */
export const daysBetween = (from: string, to: string): number =>
  differenceInCalendarDays(parseISO(to), parseISO(from));
