import { describe, expect, it } from 'vitest';
import { ADMIN_GRANT_MAX } from '@seller/shared/rules/agency';
import { stepAmount } from './model';

describe('simple coin admin +/- (spec 01 §2.12)', () => {
  it('steps by one, never below 0 nor past the grant limit', () => {
    expect(stepAmount(0, 1)).toBe(1);
    expect(stepAmount(1, -1)).toBe(0);
    expect(stepAmount(0, -1)).toBe(0);
    expect(stepAmount(ADMIN_GRANT_MAX, 1)).toBe(ADMIN_GRANT_MAX);
  });
});
