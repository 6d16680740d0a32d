/**
 * When the daily rank runs happen (spec 02 §9: "daily rank records are written after 10:30").
 *
 * pg-boss fires a cron only while its last due time is under a minute old, so one 10:30 cron
 * is lost for the whole day when no worker is up at that minute (a restart, a killed worker).
 * The daily job therefore ticks every 10 minutes from 10:00 to 23:50 Korea time: a tick before
 * 10:30 does nothing, the 10:30 tick queues every keyword, and each later tick queues only the
 * keywords not checked since that day's 10:30 (missed runs, keywords whose jobs were lost).
 * Per-day singleton keys keep a keyword already queued or done from being queued twice.
 */
import { kstDate } from '@seller/shared';

export const DAILY_RUN_CRON = '*/10 10-23 * * *';

/** The Korea wall-clock time from which a day's record is written. */
export const DAILY_RUN_AT_KST = '10:30';

/**
 * The daily run an instant belongs to: its Korea day and the instant of that day's 10:30, or
 * null before 10:30 Korea time (the day's run has not started; the previous day's record stands).
 */
export function dailyRunOf(at: Date): { day: string; since: Date } | null {
  const day = kstDate(at);
  const since = new Date(`${day}T${DAILY_RUN_AT_KST}:00+09:00`);
  return at.getTime() < since.getTime() ? null : { day, since };
}

/**
 * Daily jobs are queued with a singleton key per keyword and Korea day for this long. pg-boss
 * aligns the window to the epoch, so a whole day (00:00 to 24:00 UTC, 09:00 to 09:00 Korea time)
 * holds every tick of one day's run (10:30 to 23:50): none of them queues a keyword twice.
 */
export const DAILY_SINGLETON_HOURS = 24;

/** Keyword checks one worker runs at once (the provider limiter still paces the page calls). */
export const CHECKS_AT_ONCE = 8;
