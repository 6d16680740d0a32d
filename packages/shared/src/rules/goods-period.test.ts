import { describe, expect, it } from 'vitest';
import { kstDate } from './kst';
import {
  dailyRecordReadyAt,
  deleteAt,
  isDueForDeletion,
  isExpired,
  registrationPeriod,
  renewedEnd,
} from './goods-period';

describe('tracking period in Korea time', () => {
  it('registration runs 30 days', () => {
    const now = new Date('2026-11-22T14:59:00Z'); // 23:59 KST
    const { start, end } = registrationPeriod(now);
    expect(start).toEqual(now);
    expect(end.toISOString()).toBe('2026-12-22T14:59:00.000Z');
  });

  it('expires just after the end, not at it', () => {
    const end = new Date('2026-12-01T15:00:00Z'); // 2026-12-02 00:00 KST
    expect(isExpired(end, new Date('2026-12-01T15:00:00Z'))).toBe(false);
    expect(isExpired(end, new Date('2026-12-01T15:00:01Z'))).toBe(true);
  });

  it('renewal adds one calendar month to an active end, in KST', () => {
    // 2027-01-31 10:00 KST + 1 month = 2027-02-28 10:00 KST (month end clamps)
    const end = new Date('2027-01-31T01:00:00Z');
    expect(renewedEnd(end, new Date('2027-01-20T00:00:00Z')).toISOString()).toBe('2027-02-28T01:00:00.000Z');
    // 2026-11-30 23:30 KST is still November in Korea though already the 30th in UTC terms
    const lateNight = new Date('2026-11-30T14:30:00Z');
    expect(renewedEnd(lateNight, new Date('2026-11-01T00:00:00Z')).toISOString()).toBe(
      '2026-12-30T14:30:00.000Z',
    );
  });

  it('renewal of an expired product counts from now', () => {
    const end = new Date('2026-11-01T00:00:00Z');
    const now = new Date('2026-11-02T03:00:00Z');
    expect(renewedEnd(end, now).toISOString()).toBe('2026-12-02T03:00:00.000Z');
  });

  it('expired products are deleted 3 days after the end', () => {
    const end = new Date('2026-11-10T00:00:00Z');
    expect(deleteAt(end).toISOString()).toBe('2026-11-13T00:00:00.000Z');
    expect(isDueForDeletion(end, new Date('2026-11-13T00:00:00Z'))).toBe(false);
    expect(isDueForDeletion(end, new Date('2026-11-13T00:00:01Z'))).toBe(true);
  });

  it('the daily record is ready at 10:30 KST, around midnight too', () => {
    expect(dailyRecordReadyAt('2026-11-23').toISOString()).toBe('2026-11-23T01:30:00.000Z');
    expect(kstDate(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
  });
});
