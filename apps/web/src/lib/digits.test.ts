import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countValue, digitsOnly } from './digits';

describe('digits-only inputs (spec 01 §5)', () => {
  it('strips everything but digits', () => {
    expect(digitsOnly('12a3')).toBe('123');
    expect(digitsOnly('-5')).toBe('5');
    expect(digitsOnly('1,000')).toBe('1000');
    expect(digitsOnly('1.5')).toBe('15');
    expect(digitsOnly(' 7 ')).toBe('7');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('１２')).toBe('');
  });

  it('keeps at most 9 digits', () => {
    expect(digitsOnly('12345678901')).toBe('123456789');
  });

  it('countValue: empty is null, digits a number', () => {
    expect(countValue('')).toBeNull();
    expect(countValue('x')).toBeNull();
    expect(countValue('007')).toBe(7);
  });

  it('property: the result is always digits only', () => {
    fc.assert(fc.property(fc.string(), (s) => /^\d*$/.test(digitsOnly(s))));
  });
});
