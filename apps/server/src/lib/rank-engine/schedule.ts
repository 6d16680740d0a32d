/**
 * When the daily rank runs happen (spec 02 §9: "daily rank records are written after 10:30").
 *
 * pg-boss fires a cron only while its last due time is under a minute old, so one 10:30 cron
 * is lost for the whole day when no worker is up at that minute (a restart, a killed worker).
 * The daily job therefore ticks every 10 minutes from 10:00 to 23:50 Korea time: a tick before
 * 10:30 does nothing, the 10:30 tick queues every keyword, and each later tick queues only the
 * keywords not checked successfully since that day's 10:30 (missed runs, lost jobs, checks whose
 * retries all failed).
 *
 * Outages: a failed check is retried by pg-boss with a backoff that doubles from a minute (about
 * 1–2, 2–4, 4–8, … 32–64 minutes: `RETRY_DELAY_SECONDS`, `MAX_RETRIES`), so one job rides out an
 * outage of an hour or two. The day is cut into rounds of `ROUND_HOURS` from 10:30; the singleton
 * key holds the keyword, the day and the round, so a keyword still unchecked gets a new job in the
 * next round whatever became of the earlier one (failed for good, expired, lost), until midnight.
 * Each job's retries are cut to fit before its round ends and before midnight (`dailyJobOf`), so
 * rounds never overlap and a day's job never runs into the next day.
 */
import { kstDate } from '@seller/shared';

export const DAILY_RUN_CRON = '*/10 10-23 * * *';

/** The Korea wall-clock time from which a day's record is written. */
const DAILY_RUN_AT_KST = '10:30';

/**
 * The daily run an instant belongs to: its Korea day and the instant of that day's 10:30, or
 * null before 10:30 Korea time (the day's run has not started; the previous day's record stands).
 */
function dailyRunOf(at: Date): { day: string; since: Date } | null {
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

/** The first retry of a failed daily check waits 1–2 minutes; each further one doubles (pg-boss backoff). */
const RETRY_DELAY_SECONDS = 60;
/** Retries of one daily job at most: its waits add up to 63–126 minutes. */
export const MAX_RETRIES = 6;
/** A keyword still unchecked gets a new job every this many hours from 10:30 (a new round). */
const ROUND_HOURS = 3;
/** What one attempt may take: a check job's expiry (a dead worker's attempt ends there). */
export const ATTEMPT_SECONDS = 300;

/**
 * The longest a job with `retries` retries can last: pg-boss waits retryDelay·2^(n−1) times a
 * random 1–2 before the n-th retry, and every attempt may run until its expiry.
 */
export const worstJobSeconds = (retries: number): number =>
  RETRY_DELAY_SECONDS * 2 * (2 ** retries - 1) + (retries + 1) * ATTEMPT_SECONDS;

/** pg-boss options of a daily check job: retries with backoff, as many as fit before `deadline`. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: true;
}

export function retriesUntil(at: Date, deadline: Date): RetryPolicy {
  const left = (deadline.getTime() - at.getTime()) / 1000;
  let retries = MAX_RETRIES;
  while (retries > 0 && worstJobSeconds(retries) > left) retries -= 1;
  return { retryLimit: retries, retryDelay: RETRY_DELAY_SECONDS, retryBackoff: true };
}

/**
 * The daily job to queue for a keyword at `at`: its day, its round (part of the singleton key)
 * and its retries, or null before 10:30. Round r runs from 10:30 + r·ROUND_HOURS; the last one
 * ends at midnight.
 */
export function dailyJobOf(at: Date): { day: string; since: Date; round: number; retry: RetryPolicy } | null {
  const run = dailyRunOf(at);
  if (!run) return null;
  const roundMs = ROUND_HOURS * 3_600_000;
  const round = Math.floor((at.getTime() - run.since.getTime()) / roundMs);
  const midnight = new Date(`${run.day}T00:00:00+09:00`).getTime() + 86_400_000;
  const roundEnd = Math.min(run.since.getTime() + (round + 1) * roundMs, midnight);
  return { ...run, round, retry: retriesUntil(at, new Date(roundEnd)) };
}

/** The singleton key of a keyword's daily job: one job per keyword, day and round. */
export const dailyJobKey = (keywordNorm: string, day: string, round: number): string =>
  `${keywordNorm}|${day}|${round}`;

/** Keyword checks one worker runs at once (the provider limiter still paces the page calls). */
export const CHECKS_AT_ONCE = 8;
