import { describe, expect, it } from 'vitest';
import { reportRankText } from './client-reports';

describe('reportRankText', () => {
  it('names the depth for a keyword checked but not found, and says "-" for one never checked', () => {
    expect(reportRankText(12, 500, true)).toBe('12위');
    expect(reportRankText(null, 500, true)).toBe('500위 밖');
    expect(reportRankText(null, 300, true)).toBe('300위 밖');
    expect(reportRankText(null, 500, false)).toBe('-');
  });
});
