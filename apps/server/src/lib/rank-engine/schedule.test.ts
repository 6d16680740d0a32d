import { describe, expect, it } from 'vitest';
import {
  DAILY_RUN_CRON,
  MAX_RETRIES,
  dailyJobKey,
  dailyJobOf,
  retriesUntil,
  worstJobSeconds,
} from './schedule';

const at = (day: string, time: string) => new Date(`${day}T${time}+09:00`);

describe('daily job rounds and retries (issue 23 point 1)', () => {
  it('backs off over hours: six retries whose waits add up to 63–126 minutes', () => {
    expect(MAX_RETRIES).toBe(6);
    expect(retriesUntil(at('2026-11-25', '10:30:00'), at('2026-11-25', '13:30:00'))).toEqual({
      retryLimit: 6,
      retryDelay: 60,
      retryBackoff: true,
    });
    // pg-boss waits retryDelay·2^(n−1)·(1..2) before the n-th retry.
    expect(worstJobSeconds(6) - 7 * 300).toBe(2 * 60 * 63);
  });

  it('every tick of the day queues a job that ends before its round ends and before midnight', () => {
    const day = '2026-11-25';
    const midnight = at('2026-11-26', '00:00:00').getTime();
    const rounds = new Set<number>();
    for (let minutes = 10 * 60 + 30; minutes < 24 * 60; minutes += 10) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
      const tick = at(day, time);
      const job = dailyJobOf(tick)!;
      expect(job.day).toBe(day);
      rounds.add(job.round);
      const roundEnd = at(day, '10:30:00').getTime() + (job.round + 1) * 3 * 3_600_000;
      const ends = tick.getTime() + worstJobSeconds(job.retry.retryLimit) * 1000;
      expect(ends, time).toBeLessThanOrEqual(Math.min(roundEnd, midnight));
    }
    expect([...rounds]).toEqual([0, 1, 2, 3, 4]);
    expect(dailyJobOf(at(day, '10:30:00'))!.retry.retryLimit).toBe(6);
    expect(dailyJobOf(at(day, '22:30:00'))!.retry.retryLimit).toBe(4);
    expect(dailyJobOf(at(day, '23:50:00'))!.retry.retryLimit).toBe(0);
    expect(dailyJobOf(at(day, '10:29:59'))).toBeNull();
    expect(DAILY_RUN_CRON).toBe('*/10 10-23 * * *');
  });

  it('keys a job by keyword, day and round, so a later round queues a keyword again', () => {
    const day = '2026-11-25';
    const keys = ['10:31:00', '13:29:00', '13:31:00', '23:59:00'].map((time) => {
      const job = dailyJobOf(at(day, time))!;
      return dailyJobKey('tent', job.day, job.round);
    });
    expect(keys).toEqual([
      'tent|2026-11-25|0',
      'tent|2026-11-25|0',
      'tent|2026-11-25|1',
      'tent|2026-11-25|4',
    ]);
  });
});
