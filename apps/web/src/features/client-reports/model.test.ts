import { describe, expect, it } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { noChartText } from './model';

describe('the report chart stand-in', () => {
  it('says a keyword checked every day and never found is outside the depth, not unrecorded', () => {
    const outside = [{ rank: null }, { rank: null }, { rank: null }];
    expect(noChartText(outside, 500)).toBe(ko.clientReports.outsideAll(3, 500));
    expect(noChartText(outside, 500)).toContain('500위 밖');
    expect(noChartText([], 500)).toBe(ko.clientReports.noHistory);
    expect(noChartText([{ rank: null }, { rank: 12 }], 300)).toBeNull();
  });
});
