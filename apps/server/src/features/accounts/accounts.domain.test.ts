import { describe, expect, it } from 'vitest';
import { uniqueViolation } from '../../lib/unique-violation';
import {
  emailCodeMatches,
  hashEmailCode,
  maskName,
  maskPhone,
  newEmailCode,
  resendWaitSeconds,
} from './accounts.domain';

describe('account rules', () => {
  it('makes 6-digit codes and matches them only against their own salted hash', () => {
    for (let i = 0; i < 200; i++) expect(newEmailCode()).toMatch(/^\d{6}$/);
    const hash = hashEmailCode('salt-a', '012345');
    expect(emailCodeMatches('salt-a', hash, '012345')).toBe(true);
    expect(emailCodeMatches('salt-a', hash, '012346')).toBe(false);
    expect(emailCodeMatches('salt-b', hash, '012345')).toBe(false);
    expect(hashEmailCode('salt-b', '012345')).not.toBe(hash);
  });

  it('masks a verified name and phone for showing them back', () => {
    expect(maskName('김가입')).toBe('김*입');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('홍길')).toBe('홍*');
    expect(maskName('김')).toBe('*');
    expect(maskName('Tester')).toBe('T****r');
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('0111234567')).toBe('011-***-4567');
    expect(maskPhone('021234567')).toBe('*****4567');
    expect(maskPhone(null)).toBeNull();
  });

  it('counts the wait before a code may be sent again', () => {
    const now = new Date('2025-01-01T00:01:00Z');
    expect(resendWaitSeconds(null, now, 60)).toBe(0);
    expect(resendWaitSeconds(new Date('2025-01-01T00:00:30Z'), now, 60)).toBe(30);
    expect(resendWaitSeconds(new Date('2025-01-01T00:00:00Z'), now, 60)).toBe(0);
  });

  it('finds the constraint of a unique violation through wrapped errors', () => {
    expect(uniqueViolation({ cause: { code: '23505', constraint: 'members_ci_active_uq' } })).toBe(
      'members_ci_active_uq',
    );
    expect(uniqueViolation(new Error('x'))).toBeNull();
  });
});
