import { describe, expect, it } from 'vitest';
import { currentInstant, displayDate, parseInstant, shortDate } from './time';

describe('parseInstant', () => {
  it('keeps zoned ISO instants', () => {
    expect(parseInstant('2026-03-01T00:00:00.000Z').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseInstant('2026-03-01T09:00:00+09:00').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('reads zone-less timestamps and dates as Korea time', () => {
    expect(parseInstant('2026-03-01 09:30:00').toISOString()).toBe('2026-03-01T00:30:00.000Z');
    expect(parseInstant('2026-03-01T09:30').toISOString()).toBe('2026-03-01T00:30:00.000Z');
    expect(parseInstant('2026-03-01').toISOString()).toBe('2026-02-28T15:00:00.000Z');
  });

  it('gives an invalid date for garbage', () => {
    expect(Number.isNaN(parseInstant('soon').getTime())).toBe(true);
    expect(Number.isNaN(parseInstant(null).getTime())).toBe(true);
  });
});

describe('currentInstant', () => {
  const serverNow = '2026-03-01T00:00:00.000Z';
  const serverMs = Date.parse(serverNow);

  it('advances the server time by the browser clock', () => {
    const offset = serverMs - 1_000_000; // browser clock says 1_000_000 when the server says serverNow
    expect(currentInstant(1_000_000 + 60_000, offset, serverNow).getTime()).toBe(serverMs + 60_000);
  });

  it('never goes back before the latest server time', () => {
    const offset = serverMs - 1_000_000;
    expect(currentInstant(1_000_000 - 30_000, offset, serverNow).getTime()).toBe(serverMs);
  });

  it('ignores an unparsable server time', () => {
    expect(currentInstant(5_000, 10, 'x').getTime()).toBe(5_010);
  });
});

describe('Korea dates', () => {
  it('formats yyyy.MM.dd and MM.dd in Korea time', () => {
    const lateUtc = new Date('2026-03-01T16:00:00Z'); // 2 March 01:00 in Korea
    expect(displayDate(lateUtc)).toBe('2026.03.02');
    expect(shortDate(lateUtc)).toBe('03.02');
    expect(displayDate(new Date(Number.NaN))).toBe('-');
  });
});
