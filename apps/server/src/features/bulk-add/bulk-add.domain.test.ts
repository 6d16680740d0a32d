import { describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import {
  SHOWN_OF_TOO_LONG,
  type SheetRow,
  applyPlaceLimits,
  capField,
  checkGoodsRow,
  checkPlaceRow,
  keywordRefusal,
  placesLeftToday,
  refuseRepeats,
  refuseTracked,
  typeOf,
} from './bulk-add.domain';

const R = ko.bulkAdd.reasons;
const row = (n: number, input: string, keywords = ['kw'], more: Partial<SheetRow> = {}): SheetRow => ({
  row: n,
  input,
  type: '',
  keywords,
  memo: '',
  ...more,
});
const reasons = (rows: { ok: boolean; reason?: string }[]) => rows.map((r) => (r.ok ? null : r.reason));

describe('bulk add row rules', () => {
  it('reads the type column: empty is a product number, the template words and the API names', () => {
    expect(typeOf('')).toBe('prodNum');
    expect(typeOf(ko.bulkAdd.typeProduct)).toBe('prodNum');
    expect(typeOf(ko.bulkAdd.typeCatalog)).toBe('midNum');
    expect(typeOf('MID')).toBe('midNum');
    expect(typeOf('midNum')).toBe('midNum');
    expect(typeOf('number')).toBeNull();
  });

  it('keywords: at least one, at most the limit, each 100 characters at most, none twice', () => {
    expect(keywordRefusal([], 5)).toBe(R.noKeyword);
    expect(keywordRefusal(['a', 'b', 'c', 'd', 'e', 'f'], 5)).toBe(R.tooManyKeywords(5));
    expect(keywordRefusal(['a'.repeat(101)], 5)).toBe(R.keywordTooLong(100));
    expect(keywordRefusal(['a'.repeat(100)], 5)).toBeNull();
    expect(keywordRefusal(['Camp  Chair', 'camp chair'], 5)).toBe(R.keywordRepeated);
    expect(keywordRefusal(['a', 'b', 'c', 'd', 'e'], 5)).toBeNull();
  });

  it('a product row: the number or link it names, or why not', () => {
    expect(checkGoodsRow(row(2, '8,412 345'))).toMatchObject({
      ok: true,
      read: { type: 'prodNum', number: '8412345' },
    });
    expect(
      checkGoodsRow(
        row(2, 'https://search.shopping.naver.com/catalog/123', ['a'], { type: ko.bulkAdd.typeProduct }),
      ),
    ).toMatchObject({ ok: true, read: { type: 'midNum', number: '123' } });
    expect(checkGoodsRow(row(2, ''))).toMatchObject({ ok: false, reason: R.inputRequired });
    expect(checkGoodsRow(row(2, 'abc'))).toMatchObject({ ok: false, reason: R.inputInvalid });
    expect(checkGoodsRow(row(2, '123', ['a'], { type: 'x' }))).toMatchObject({
      ok: false,
      reason: R.typeInvalid,
    });
    expect(checkGoodsRow(row(2, '123', []))).toMatchObject({ ok: false, reason: R.noKeyword });
    expect(checkGoodsRow(row(2, '123', ['a'], { memo: 'm'.repeat(501) }))).toMatchObject({
      ok: false,
      reason: R.memoTooLong(500),
    });
  });

  it('a cell longer than its field is cut short and its row refused for that field (issue 35 §2)', () => {
    expect(capField('a'.repeat(100), 100)).toEqual({ text: 'a'.repeat(100), tooLong: false });
    expect(capField('가'.repeat(32_767), 100)).toEqual({
      text: `${'가'.repeat(SHOWN_OF_TOO_LONG)}…`,
      tooLong: true,
    });
    // The cut text itself would pass (a short keyword, a link with a product number in it): the
    // mark refuses the row, with the field's own reason.
    const link = 'https://smartstore.naver.com/camp/products/20001';
    expect(checkGoodsRow(row(2, link, ['a'], { tooLong: ['input'] }))).toMatchObject({
      ok: false,
      reason: R.inputTooLong('2,000'),
    });
    expect(checkGoodsRow(row(2, '123', ['short…'], { tooLong: ['keywords'] }))).toMatchObject({
      ok: false,
      reason: R.keywordTooLong(100),
    });
    expect(checkGoodsRow(row(2, '123', ['a'], { memo: 'm…', tooLong: ['memo'] }))).toMatchObject({
      ok: false,
      reason: R.memoTooLong(500),
    });
    expect(checkPlaceRow(row(2, '1987654', ['a'], { tooLong: ['input'] }))).toMatchObject({
      ok: false,
      reason: R.placeInputTooLong('2,000'),
    });
    expect(checkPlaceRow(row(2, '1987654', ['a…'], { tooLong: ['keywords'] }))).toMatchObject({
      ok: false,
      reason: R.keywordTooLong(100),
    });
  });

  it('a place row: the id or link it names, or why not', () => {
    expect(checkPlaceRow(row(2, 'https://m.place.naver.com/restaurant/1987654/home'))).toMatchObject({
      ok: true,
      read: { placeId: '1987654' },
    });
    expect(checkPlaceRow(row(2, ''))).toMatchObject({ ok: false, reason: R.placeRequired });
    expect(checkPlaceRow(row(2, 'https://naver.me/x'))).toMatchObject({ ok: false, reason: R.placeInvalid });
  });

  it('a repeat of an earlier row is refused naming that row; tracked ones are refused', () => {
    const rows = ['1', '2', '1', '3', '2'].map((id, i) => checkPlaceRow(row(i + 2, id)));
    const once = refuseRepeats(rows, (a, b) => a.placeId === b.placeId, R.duplicatePlaceInFile);
    expect(reasons(once)).toEqual([null, null, R.duplicatePlaceInFile(2), null, R.duplicatePlaceInFile(3)]);
    expect(reasons(refuseTracked(once, (p) => p.placeId === '3', 'tracked'))).toEqual([
      null,
      null,
      R.duplicatePlaceInFile(2),
      'tracked',
      R.duplicatePlaceInFile(3),
    ]);
  });

  it('places: the rows past the limit that binds are refused with it', () => {
    const rows = ['1', '2', '3'].map((id, i) => checkPlaceRow(row(i + 2, id)));
    expect(reasons(applyPlaceLimits(rows, { placeCount: 0, registeredToday: 0 }))).toEqual([
      null,
      null,
      R.placeDailyLimit(2),
    ]);
    expect(reasons(applyPlaceLimits(rows, { placeCount: 9, registeredToday: 0 }))).toEqual([
      null,
      R.placeLimit(10),
      R.placeLimit(10),
    ]);
    expect(reasons(applyPlaceLimits(rows, { placeCount: 3, registeredToday: 2 }))).toEqual([
      R.placeDailyLimit(2),
      R.placeDailyLimit(2),
      R.placeDailyLimit(2),
    ]);
    expect(placesLeftToday({ placeCount: 9, registeredToday: 0 })).toBe(1);
    expect(placesLeftToday({ placeCount: 0, registeredToday: 1 })).toBe(1);
  });
});
