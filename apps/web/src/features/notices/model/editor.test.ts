import { describe, expect, it } from 'vitest';
import { koreaToday } from './editor';

describe('koreaToday', () => {
  it('is the date in Korea, not in UTC', () => {
    expect(koreaToday(new Date('2026-03-06T15:30:00Z'))).toBe('2026-03-07');
    expect(koreaToday(new Date('2026-03-06T14:59:00Z'))).toBe('2026-03-06');
  });
});
