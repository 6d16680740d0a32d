import { TZDate } from '@date-fns/tz';
import { addDays, addMonths } from 'date-fns';
import { TRACKING_DAYS } from '../constants/coins';
import { KST } from './kst';

/** Expired products are deleted this many days after their end (spec 02 §9). */
export const DELETE_AFTER_DAYS = 3;

/** A new registration tracks for 30 days from now. */
export const registrationPeriod = (now: Date): { start: Date; end: Date } => ({
  start: now,
  end: new Date(addDays(new TZDate(now.getTime(), KST), TRACKING_DAYS).getTime()),
});

/**
 * Renewal adds one calendar month in Korea time: to the current end while the product is
 * active, or from now when it has already expired (the lapsed days are not charged).
 */
export function renewedEnd(end: Date, now: Date): Date {
  const from = end.getTime() > now.getTime() ? end : now;
  return new Date(addMonths(new TZDate(from.getTime(), KST), 1).getTime());
}

export const isExpired = (end: Date, now: Date): boolean => now.getTime() > end.getTime();

export const deleteAt = (end: Date): Date => new Date(end.getTime() + DELETE_AFTER_DAYS * 86_400_000);

export const isDueForDeletion = (end: Date, now: Date): boolean => now.getTime() > deleteAt(end).getTime();

/** The daily record of a Korea date exists from 10:30 KST (spec 02 §9). */
export function dailyRecordReadyAt(kstDay: string): Date {
  return new Date(`${kstDay}T10:30:00+09:00`);
}
