import { describe, expect, it } from 'vitest';
import { dayText, daysBetween, periodText, shortDayText } from './dates';

describe('one date format per use', () => {
  it('a day, a short day and a period', () => {
    expect(dayText('2026-11-02')).toBe('2026.11.02');
    expect(shortDayText('2026-11-02')).toBe('11.02');
    expect(periodText('2026-10-24', '2026-11-22')).toBe('2026.10.24 ~ 2026.11.22');
    expect(dayText('나중에')).toBe('나중에');
    expect(daysBetween('2026-12-18', '2026-12-21')).toBe(3);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-22', '2026-11-20')).toBe(-2);
  });
});
