import { describe, expect, it } from 'vitest';
import { stepSlide } from './carousel';

describe('stepSlide', () => {
  it('wraps forwards and backwards', () => {
    expect(stepSlide(0, 1, 2)).toBe(1);
    expect(stepSlide(1, 1, 2)).toBe(0);
    expect(stepSlide(0, -1, 2)).toBe(1);
  });
  it('is 0 when there are no slides', () => {
    expect(stepSlide(3, 1, 0)).toBe(0);
  });
});
