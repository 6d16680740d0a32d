import { describe, expect, it } from 'vitest';
import { nextBannerPosition } from './local-banner';

describe('nextBannerPosition', () => {
  it('cycles middle → bottom → top → middle', () => {
    expect(nextBannerPosition('middle')).toBe('bottom');
    expect(nextBannerPosition('bottom')).toBe('top');
    expect(nextBannerPosition('top')).toBe('middle');
  });
});
