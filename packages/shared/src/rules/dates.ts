/**
 * One date format per use (issue 39 §5), for every screen, mail and PDF that shows a Korea date
 * kept as 'yyyy-MM-dd':
 * - a day: 2026.11.22 (lists, tables, reports);
 * - a short day, where space is tight (chart axes, the bell, day tables): 11.22;
 * - a period: 2026.10.24 ~ 2026.11.22.
 * The time of a check is kstStamp's (yy/MM/dd HH:mm, spec 01 §5) and a letter's date kstLongDate's.
 * Anything that is not a calendar day is shown as it came, so nothing is hidden.
 */
import { differenceInCalendarDays, parseISO } from 'date-fns';

// The two formats only rearrange the string's own digits, so they are done by hand: the bell's
// small model (web features/rank-alerts/model/notifications.ts) loads with the header, and
// date-fns' format and parse would ride along (rules/number.ts stays apart for the same reason).
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dayText(day: string): string {
  const m = DAY.exec(day);
  return m ? `${m[1]}.${m[2]}.${m[3]}` : day;
}

export function shortDayText(day: string): string {
  const m = DAY.exec(day);
  return m ? `${m[2]}.${m[3]}` : day;
}

export const periodText = (from: string, to: string): string => `${dayText(from)} ~ ${dayText(to)}`;

/** Calendar days from one Korea date (yyyy-MM-dd) to another: no time zone is involved. */
export const daysBetween = (from: string, to: string): number =>
  differenceInCalendarDays(parseISO(to), parseISO(from));
