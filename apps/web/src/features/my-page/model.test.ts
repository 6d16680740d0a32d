import { describe, expect, it } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import {
  emailCheck,
  formatAmount,
  menuOf,
  paymentStatusLabel,
  paymentStatusTone,
  sectionOf,
  signedCoins,
} from './model';

describe('my page model', () => {
  it('picks the section from the path, case-insensitively', () => {
    expect(sectionOf('/myPage/info')).toBe('info');
    expect(sectionOf('/mypage/PayHistory')).toBe('payhistory');
    expect(sectionOf('/myPage/InspectPw/')).toBe('inspectpw');
    expect(sectionOf('/myPage/unknown')).toBe('info');
    expect(menuOf('changepw')).toBe('inspectpw');
    expect(menuOf('deleteid')).toBe('deleteid');
  });

  it('formats amounts and statuses', () => {
    expect(formatAmount(49000)).toBe(`49,000${ko.common.won}`);
    expect(formatAmount(null)).toBe('-');
    expect(paymentStatusLabel('PAID')).toBe(ko.myPage.payStatusPaid);
    expect(paymentStatusLabel('CANCELLED')).toBe(ko.myPage.payStatusCancelled);
    expect(paymentStatusLabel('MISMATCH')).toBe(ko.myPage.payStatusMismatch);
    expect(paymentStatusLabel('CANCELLING')).toBe(ko.myPage.payStatusCancelling);
    expect(paymentStatusLabel('PARTIAL_CANCELLED')).toBe(ko.myPage.payStatusPartial);
    expect([
      paymentStatusTone('PAID'),
      paymentStatusTone('CANCELLED'),
      paymentStatusTone('PARTIAL_CANCELLED'),
      paymentStatusTone('MISMATCH'),
    ]).toEqual(['ok', 'muted', 'muted', 'warn']);
    expect([signedCoins(200), signedCoins(-1500)]).toEqual(['+200', '-1,500']);
  });

  it('checks the withdrawal e-mail as it is typed, as the server compares it', () => {
    const account = 'Me@Example.com';
    expect(emailCheck('  ', account, false)).toBe('empty');
    expect(emailCheck('me@ex', account, false)).toBe('typing');
    expect(emailCheck('me@ex', account, true)).toBe('mismatch');
    expect(emailCheck('mx', account, false)).toBe('mismatch');
    expect(emailCheck(' me@example.COM ', account, false)).toBe('match');
    expect(emailCheck('me@example.com', undefined, false)).toBe('unknown');
  });
});
