import { describe, expect, it } from 'vitest';
import { formatNoticeDate } from './notice-date';

describe('formatNoticeDate', () => {
  it('keeps plain dates', () => {
    expect(formatNoticeDate('2025-03-07')).toBe('2025.03.07');
  });
  it('reads timestamps in Korea time', () => {
    expect(formatNoticeDate('2025-03-06T15:30:00.000Z')).toBe('2025.03.07');
    expect(formatNoticeDate(String(Date.UTC(2025, 2, 6, 15, 30)))).toBe('2025.03.07');
  });
  it('is empty for missing dates and passes unknown text through', () => {
    expect(formatNoticeDate(null)).toBe('');
    expect(formatNoticeDate('soon')).toBe('soon');
  });
});
