import { kstDate } from '@seller/shared/rules/kst';

const ZONED = /(Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An instant from the server. Timestamps without a zone are Korea wall-clock time (spec 02 §4:
 * UTC+9), so they never depend on the browser's own zone. Unparsable text gives an invalid Date.
 */
export function parseInstant(value: string | null | undefined): Date {
  const text = (value ?? '').trim();
  if (ZONED.test(text)) return new Date(text);
  const dateTime = LOCAL_DATE_TIME.exec(text);
  if (dateTime) return new Date(`${dateTime[1]}T${dateTime[2]}+09:00`);
  if (LOCAL_DATE.test(text)) return new Date(`${text}T00:00:00+09:00`);
  return new Date(Number.NaN);
}

export const isValidDate = (d: Date): boolean => !Number.isNaN(d.getTime());

/**
 * "Now" for the expiry check: the browser clock moved by the server's offset, and never earlier
 * than the server time of the latest answer (the ticking clock refreshes only every 60 s).
 */
export function currentInstant(clientTickMs: number, clockOffsetMs: number, serverNow: string): Date {
  const fromTick = clientTickMs + clockOffsetMs;
  const fromServer = parseInstant(serverNow).getTime();
  return new Date(Number.isFinite(fromServer) ? Math.max(fromTick, fromServer) : fromTick);
}

/** Korea date as yyyy.MM.dd; '-' when unknown. */
export function displayDate(d: Date): string {
  return isValidDate(d) ? kstDate(d).replaceAll('-', '.') : '-';
}

/** Short Korea date for chart labels, MM.dd. */
export function shortDate(d: Date): string {
  return isValidDate(d) ? kstDate(d).slice(5).replace('-', '.') : '-';
}
