import { describe, expect, it } from 'vitest';
import { isDay, koreaDay } from './agency';

describe('Korea days', () => {
  it('koreaDay reads the Korea date of an instant', () => {
    expect(koreaDay(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
    expect(koreaDay(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
  });

  it('isDay accepts yyyy-MM-dd dates only', () => {
    expect(isDay('2026-11-22')).toBe(true);
    expect(isDay('2026-13-40')).toBe(false);
    expect(isDay('20261122')).toBe(false);
  });
});
