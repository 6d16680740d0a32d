/**
 * Money and quantities take digits or a JSON integer only (issue 35 §10): `z.coerce.number()`
 * read "0x10" as 16 and true as 1, so a manager's grant of "0x10" credited 16 coins. Every schema
 * where money or a quantity is typed is checked here with the same hostile values.
 */
import { describe, expect, it } from 'vitest';
import { ko } from '../messages/ko';
import { chargeInsertCoinBody, coinAddForm } from './agency';
import { registerQuoteBody } from './goods-rank';
import { integerInput, optionalIntegerInput, wholeNumberOf } from './integer';
import { coinPayInsertBody } from './members';
import { orderBody, payCancelBody } from './payments';

/** What Number() (and so z.coerce.number()) reads as a number, and must be refused. */
const HOSTILE: unknown[] = [
  '0x10',
  true,
  false,
  '1e3',
  ' 5',
  '5 ',
  '-1',
  -1,
  1.5,
  '1.5',
  '+5',
  '1_000',
  '٣',
  'Infinity',
  NaN,
  [5],
  {},
];

describe('wholeNumberOf', () => {
  it('reads a JSON integer or a digits-only string', () => {
    expect([5, '5', '007', 0, '0', 1e3].map(wholeNumberOf)).toEqual([5, 5, 7, 0, 0, 1000]);
  });
  it('refuses everything else', () => {
    for (const x of [...HOSTILE.filter((x) => x !== -1), '', null, undefined, 2 ** 53, '9007199254740993'])
      expect(wholeNumberOf(x), String(x)).toBeNull();
    // A negative JSON integer is a whole number; the schemas' minimum refuses it.
    expect(wholeNumberOf(-1)).toBe(-1);
  });
});

describe('integerInput', () => {
  const schema = integerInput({
    min: 1,
    max: 10,
    invalid: 'invalid',
    required: 'required',
    tooLarge: 'large',
  });
  const message = (x: unknown) => schema.safeParse(x).error?.issues[0]?.message;
  it('gives each refusal its message', () => {
    for (const x of HOSTILE) expect(message(x), String(x)).toBe('invalid');
    expect([message(undefined), message(null), message(0), message(11), message('11')]).toEqual([
      'required',
      'required',
      'invalid',
      'large',
      'large',
    ]);
    expect([schema.parse(3), schema.parse('10')]).toEqual([3, 10]);
  });
  it('reads an empty box as its empty value when optional', () => {
    const part = optionalIntegerInput({ min: 0, max: 10, empty: 0, invalid: 'invalid' });
    expect([part.parse(''), part.parse(null), part.parse(undefined), part.parse('4')]).toEqual([0, 0, 0, 4]);
    for (const x of HOSTILE.filter((x) => x !== false))
      expect(part.safeParse(x).success, String(x)).toBe(false);
  });
});

describe('every money and quantity field refuses what Number() would read', () => {
  const cases: Array<[string, (x: unknown) => { success: boolean }, unknown]> = [
    ['coinPayInsert sellerCoinCnt', (x) => coinPayInsertBody.safeParse({ sellerCoinCnt: x, mbrSn: 7 }), 5],
    ['coinPayInsert mbrSn', (x) => coinPayInsertBody.safeParse({ sellerCoinCnt: 5, mbrSn: x }), 7],
    [
      'chargeInsertCoin coinInput',
      (x) => chargeInsertCoinBody.safeParse({ userMbrSn: 7, coinInput: x, serviceCoinInput: '' }),
      '5',
    ],
    [
      'chargeInsertCoin serviceCoinInput',
      (x) => chargeInsertCoinBody.safeParse({ userMbrSn: 7, coinInput: '5', serviceCoinInput: x }),
      '5',
    ],
    [
      'chargeInsertCoin userMbrSn',
      (x) => chargeInsertCoinBody.safeParse({ userAccess: { userMbrSn: x }, coinInput: '5' }),
      7,
    ],
    ['order pack coins', (x) => orderBody.safeParse({ packs: [{ coins: x, qty: 1 }] }), 1000],
    ['order pack qty', (x) => orderBody.safeParse({ packs: [{ coins: 1000, qty: x }] }), 1],
    [
      'payCancel quoted refundAmount',
      (x) =>
        payCancelBody.safeParse({ selCoinUseSn: 'p-1', reason: 'r', quoted: { refundAmount: x, coins: 1 } }),
      1000,
    ],
    [
      'payCancel quoted coins',
      (x) =>
        payCancelBody.safeParse({ selCoinUseSn: 'p-1', reason: 'r', quoted: { refundAmount: 1, coins: x } }),
      1,
    ],
    ['registerQuote count', (x) => registerQuoteBody.safeParse({ count: x }), 2],
    ['coin-add popup coinInput', (x) => coinAddForm.safeParse({ coinInput: x, serviceCoinInput: '' }), '5'],
  ];

  it.each(cases)('%s', (_name, parse, good) => {
    expect(parse(good).success).toBe(true);
    for (const x of HOSTILE) {
      // The popup's fields are text boxes: only strings reach it.
      if (_name.startsWith('coin-add popup') && typeof x !== 'string') continue;
      expect(parse(x).success, `${_name} ${JSON.stringify(x)}`).toBe(false);
    }
  });

  it('answers the grant refusals in Korean', () => {
    const v = ko.agencyValidation;
    const first = (r: { error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;
    expect(first(coinPayInsertBody.safeParse({ sellerCoinCnt: '0x10', mbrSn: 7 }))).toBe(v.coinsDigits);
    expect(first(coinPayInsertBody.safeParse({ sellerCoinCnt: true, mbrSn: 7 }))).toBe(v.coinsDigits);
    expect(first(coinPayInsertBody.safeParse({ mbrSn: 7 }))).toBe(v.coinsRequired);
    expect(first(coinPayInsertBody.safeParse({ sellerCoinCnt: 0, mbrSn: 7 }))).toBe(v.coinsRequired);
    expect(first(coinPayInsertBody.safeParse({ sellerCoinCnt: '1000001', mbrSn: 7 }))).toBe(v.coinsRange);
    expect(
      first(chargeInsertCoinBody.safeParse({ userMbrSn: 7, coinInput: ' 5', serviceCoinInput: '' })),
    ).toBe(v.coinsDigits);
    expect(first(coinAddForm.safeParse({ coinInput: '0x10', serviceCoinInput: '' }))).toBe(v.coinsDigits);
  });
});
