import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ko } from '../messages/ko';

export const KST = 'Asia/Seoul';

/** The Korea date (yyyy-MM-dd) of an instant. */
export function kstDate(at: Date = new Date()): string {
  return format(new TZDate(at.getTime(), KST), 'yyyy-MM-dd');
}

/** The Korea wall-clock time of an instant as yy/MM/dd HH:mm (spec 01 §5 timestamps). */
export function kstStamp(at: Date): string {
  return format(new TZDate(at.getTime(), KST), 'yy/MM/dd HH:mm');
}

/** The Korea wall-clock time of an instant as yyyy.MM.dd HH:mm (the audit log, the admin exports). */
export function kstDateTime(at: Date): string {
  return format(new TZDate(at.getTime(), KST), 'yyyy.MM.dd HH:mm');
}

/** Long Korean date, e.g. 2026년 11월 22일. */
export function kstLongDate(at: Date): string {
  const d = new TZDate(at.getTime(), KST);
  return ko.format.longDate(d.getFullYear(), d.getMonth() + 1, d.getDate());
}

// Numbers sit in their own module so the web app's header can format without the date code.
export { formatNumber } from './number';
