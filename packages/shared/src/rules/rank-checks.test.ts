import { describe, expect, it } from 'vitest';
import { CHECK_NOW_PER_DAY, checkNote, checkNowLeft, checkNowRunning } from './rank-checks';

const kst = (s: string) => new Date(`${s}+09:00`);

describe('checkNote: what a rank line says about its check', () => {
  const now = kst('2026-11-25T15:00:00');
  it('dates a rank by its last successful check, in Korea time', () => {
    expect(checkNote({ checkedAt: '2026-11-25T01:42:10Z', failedAt: null }, now)).toEqual({
      kind: 'checked',
      when: '11.25 10:42',
    });
    // A failure before the success (retried and recovered) changes nothing.
    expect(checkNote({ checkedAt: '2026-11-25T01:42:10Z', failedAt: '2026-11-25T01:31:00Z' }, now)).toEqual({
      kind: 'checked',
      when: '11.25 10:42',
    });
  });
  it("says today's check failed while the rank shown is an older day's", () => {
    expect(checkNote({ checkedAt: '2026-11-24T01:42:00Z', failedAt: '2026-11-25T01:31:00Z' }, now)).toEqual({
      kind: 'failedToday',
      yesterday: true,
      when: '11.24',
    });
    expect(checkNote({ checkedAt: '2026-11-20T01:42:00Z', failedAt: '2026-11-25T01:31:00Z' }, now)).toEqual({
      kind: 'failedToday',
      yesterday: false,
      when: '11.20',
    });
    // A failure of yesterday is not today's: the rank is dated.
    expect(checkNote({ checkedAt: '2026-11-23T01:42:00Z', failedAt: '2026-11-24T01:31:00Z' }, now)).toEqual({
      kind: 'checked',
      when: '11.23 10:42',
    });
    // Today's rank stands even when a later check of today failed.
    expect(checkNote({ checkedAt: '2026-11-25T01:42:00Z', failedAt: '2026-11-25T05:00:00Z' }, now).kind).toBe(
      'checked',
    );
    expect(checkNote({ checkedAt: null, failedAt: '2026-11-25T05:00:00Z' }, now)).toEqual({ kind: 'none' });
  });

  it('says an empty answer is being checked again, with the time of the rank still shown (issue 35 §3)', () => {
    expect(checkNote({ checkedAt: '2026-11-24T01:42:00Z', unconfirmed: true }, now)).toEqual({
      kind: 'unconfirmed',
      when: '11.24',
    });
    // A keyword never recorded has no rank to date: the line says 확인 중 instead (the list's pending look).
    expect(checkNote({ checkedAt: null, unconfirmed: true }, now)).toEqual({ kind: 'none' });
  });
});

describe('check now', () => {
  const now = kst('2026-11-25T12:00:00');
  it('counts the requests of the Korea day', () => {
    expect(checkNowLeft(undefined, now)).toBe(CHECK_NOW_PER_DAY);
    expect(checkNowLeft({ day: '2026-11-25', count: 1, at: null }, now)).toBe(2);
    expect(checkNowLeft({ day: '2026-11-25', count: 5, at: null }, now)).toBe(0);
    expect(checkNowLeft({ day: '2026-11-24', count: 3, at: null }, now)).toBe(3);
  });
  it('runs until every keyword succeeded or failed after the request, for three minutes at most', () => {
    const state = { day: '2026-11-25', count: 1, at: '2026-11-25T02:59:00Z' };
    const old = { checkedAt: '2026-11-25T01:00:00Z', failedAt: null };
    expect(checkNowRunning(state, [old], now)).toBe(true);
    expect(checkNowRunning(state, [{ checkedAt: '2026-11-25T02:59:30Z' }], now)).toBe(false);
    expect(checkNowRunning(state, [{ checkedAt: null, failedAt: '2026-11-25T02:59:30Z' }], now)).toBe(false);
    expect(checkNowRunning(state, [old], kst('2026-11-25T12:03:01'))).toBe(false);
    expect(checkNowRunning({ day: null, count: 0, at: null }, [old], now)).toBe(false);
    // An unconfirmed empty answer was an answer: the line says 확인 중 instead of waiting (issue 35 §3).
    expect(checkNowRunning(state, [{ ...old, checkStatus: 'unconfirmed' }], now)).toBe(false);
  });
});
