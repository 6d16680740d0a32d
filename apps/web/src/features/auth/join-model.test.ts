import { describe, expect, it } from 'vitest';
import { isName } from '@seller/shared/rules/member';
import {
  NAME_MAX,
  NO_CONSENTS,
  allAgreed,
  codeInput,
  findTabOf,
  formatMmSs,
  formatPhone,
  nameFromIdentity,
  requiredAgreed,
  resendWaitOf,
  secondsUntil,
  setAll,
  waitKey,
} from './join-model';

describe('sign-up helpers', () => {
  it('knows which consents are required and toggles all of them', () => {
    expect(requiredAgreed(NO_CONSENTS)).toBe(false);
    expect(requiredAgreed({ child: true, terms: true, privacy: true, promotions: false })).toBe(true);
    expect(allAgreed({ child: true, terms: true, privacy: true, promotions: false })).toBe(false);
    expect(allAgreed(setAll(true))).toBe(true);
    expect(setAll(false)).toEqual(NO_CONSENTS);
  });

  it('formats the code timer and keeps code input to 6 digits', () => {
    expect(formatMmSs(600)).toBe('10:00');
    expect(formatMmSs(65)).toBe('01:05');
    expect(formatMmSs(-3)).toBe('00:00');
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(9_000, 10_000)).toBe(0);
    expect(codeInput('12a3-4567')).toBe('123456');
  });

  it('starts the name from the verified one, cut to the longest name allowed', () => {
    expect(isName('가'.repeat(NAME_MAX))).toBe(true);
    expect(isName('가'.repeat(NAME_MAX + 1))).toBe(false);
    expect(nameFromIdentity('김 가입')).toEqual({ name: '김가입', letters: 3, cut: false });
    expect(nameFromIdentity('남궁 민수호랑이')).toEqual({ name: '남궁민수호랑', letters: 7, cut: true });
    expect(nameFromIdentity('Alexandra')).toEqual({ name: 'Alexan', letters: 9, cut: true });
  });

  it('shows phones with hyphens and picks the recovery tab from ?type', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0101234567')).toBe('010-123-4567');
    expect(formatPhone(null)).toBe('');
    expect(findTabOf('pw')).toBe('pw');
    expect(findTabOf('PW')).toBe('pw');
    expect(findTabOf('id')).toBe('id');
    expect(findTabOf(null)).toBe('id');
  });

  it('reads the wait of a refused send, per address', () => {
    expect(resendWaitOf('CODE_RESEND_TOO_SOON', { resendAfterSeconds: 41.2 })).toBe(42);
    expect(resendWaitOf('CODE_RESEND_TOO_SOON', null)).toBeNull();
    expect(resendWaitOf('CODE_RESEND_TOO_SOON', { resendAfterSeconds: 'soon' })).toBeNull();
    expect(resendWaitOf('CODE_DAILY_LIMIT', { resendAfterSeconds: 30 })).toBeNull();
    expect(waitKey(' Seller@Example.com ')).toBe(waitKey('seller@example.com'));
  });
});
