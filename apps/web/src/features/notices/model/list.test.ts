import { describe, expect, it } from 'vitest';
import { noticeFromQuery, pageFromQuery, pagerState } from './list';

describe('notice list model', () => {
  it('reads the page from the address', () => {
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('3')).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'x', '']) expect(pageFromQuery(bad)).toBe(1);
    expect(noticeFromQuery('12')).toBe(12);
    expect(noticeFromQuery('abc')).toBeNull();
  });

  it('keeps the pager within the pages', () => {
    expect(pagerState(1, 3)).toEqual({ current: 1, total: 3, hasPrev: false, hasNext: true });
    expect(pagerState(3, 3)).toEqual({ current: 3, total: 3, hasPrev: true, hasNext: false });
    expect(pagerState(9, 3)).toEqual({ current: 3, total: 3, hasPrev: true, hasNext: false });
    expect(pagerState(1, 0)).toEqual({ current: 1, total: 1, hasPrev: false, hasNext: false });
  });
});
