import { describe, expect, it } from 'vitest';
import { ko } from '../messages/ko';
import { setupBody, setupForm } from './setup';

const good = { mbrEmail: 'owner@example.com', mbrPw: 'Owner123!', mbrRePw: 'Owner123!', name: '대표' };

describe('the /setup form and call', () => {
  it('takes a valid first manager', () => {
    expect(setupForm.safeParse(good).success).toBe(true);
    expect(setupBody.safeParse({ token: 'x'.repeat(43), ...good }).success).toBe(true);
  });

  it('refuses a repeated password that differs, a weak password, a bad e-mail or name, in Korean', () => {
    const issues = (v: unknown) =>
      setupForm.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...good, mbrRePw: 'Owner123?' })).toEqual([['mbrRePw', ko.validation.passwordMismatch]]);
    expect(issues({ ...good, mbrPw: 'short', mbrRePw: 'short' })).toEqual([
      ['mbrPw', ko.validation.passwordRule],
    ]);
    expect(issues({ ...good, mbrEmail: 'nope' })).toEqual([['mbrEmail', ko.validation.emailInvalid]]);
    expect(issues({ ...good, name: 'Seven777' })).toEqual([['name', ko.validation.nameInvalid]]);
  });

  it('needs a token on the call', () => {
    expect(setupBody.safeParse({ ...good, token: '' }).success).toBe(false);
    expect(setupBody.safeParse(good).success).toBe(false);
  });
});
