/**
 * One date format per use (issue 39 §5), for every screen, mail and PDF that shows a Korea date
 * kept as 'yyyy-MM-dd':
 * - a day: 2026.11.22 (lists, tables, reports);
 * - a short day, where space is tight (chart axes, the bell, day tables): 11.22;
 * - a period: 2026.10.24 ~ 2026.11.22.
 * The time of a check is kstStamp's (yy/MM/dd HH:mm, spec 01 §5) and a letter's date kstLongDate's.
 * Anything that is not a calendar day is shown as it came, so nothing is hidden.
 */
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
