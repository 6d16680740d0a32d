import { describe, expect, it } from 'vitest';
import { formatNumber, kstDate, kstDateTime, kstLongDate, kstStamp } from './kst';

describe('Korea time', () => {
  it('turns the date at 15:00 UTC (midnight in Seoul)', () => {
    expect(kstDate(new Date('2026-11-22T14:59:59Z'))).toBe('2026-11-22');
    expect(kstDate(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
  });
  it('formats stamps and long dates in Korea time', () => {
    expect(kstStamp(new Date('2026-01-05T01:30:00Z'))).toBe('26/01/05 10:30');
    expect(kstLongDate(new Date('2026-12-31T16:00:00Z'))).toBe('2027년 1월 1일');
    expect(kstDateTime(new Date('2026-11-24T22:23:00Z'))).toBe('2026.11.25 07:23');
  });
  it('formats numbers in ko-KR with null as 0', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(null)).toBe('0');
    expect(formatNumber(undefined)).toBe('0');
  });
});
