import { describe, expect, it } from 'vitest';
import { changeView, readBoardParams } from './board';

describe('ranking board model', () => {
  it('reads the tab and period from the address with safe defaults', () => {
    expect(readBoardParams(new URLSearchParams(''))).toEqual({ tab: 'keywords', period: 'P1D' });
    expect(readBoardParams(new URLSearchParams('tab=brands&period=P7D'))).toEqual({
      tab: 'brands',
      period: 'P7D',
    });
    expect(readBoardParams(new URLSearchParams('tab=x&period=P30D'))).toEqual({
      tab: 'keywords',
      period: 'P1D',
    });
  });
  it('shows a rank change as up, down, same or new', () => {
    expect(changeView(3)).toEqual({ kind: 'up', by: 3 });
    expect(changeView(-2)).toEqual({ kind: 'down', by: 2 });
    expect(changeView(0)).toEqual({ kind: 'same' });
    expect(changeView(null)).toEqual({ kind: 'new' });
  });
});
