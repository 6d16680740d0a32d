import { describe, expect, it } from 'vitest';
import { boolOf, entryOf, numberOf, storeProductNoOf } from './fields';

describe('tolerant field readers', () => {
  it('reads numbers the way shopping answers write them, and nothing else', () => {
    expect([39900, '39,900', '39,900원', '₩39,900', '4.8', '1,000+', ' 12 '].map(numberOf)).toEqual([
      39900, 39900, 39900, 39900, 4.8, 1000, 12,
    ]);
    expect(['', '무료', 'free', '1.2.3', null, undefined, {}, NaN, Infinity].map(numberOf)).toEqual(
      Array(9).fill(null),
    );
  });

  it('reads flags from booleans, numbers and the usual strings; anything else is unknown', () => {
    expect([true, false, 1, 0, 'true', 'FALSE', 'Y', 'n', 'yes', '0'].map(boolOf)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect([null, undefined, 'maybe', 2, {}].map(boolOf)).toEqual(Array(5).fill(null));
  });

  it('takes the store number and the catalogue flag from the link when the source does not give them', () => {
    expect(storeProductNoOf('https://smartstore.naver.com/shop/products/5512345670?NaPm=ct')).toBe(
      '5512345670',
    );
    expect(storeProductNoOf('https://brand.naver.com/b/products/77#reviews')).toBe('77');
    expect(storeProductNoOf('https://search.shopping.naver.com/catalog/51234567890')).toBeNull();
    expect(storeProductNoOf(null)).toBeNull();
    const base = {
      isAd: null,
      nvMid: '8',
      storeProductNo: null,
      isCatalog: null,
      title: null,
      mallName: null,
      image: null,
      price: null,
      reviewCount: null,
      purchaseCount: null,
      rating: null,
      category: null,
    };
    expect(entryOf(3, { ...base, url: 'https://smartstore.naver.com/s/products/9' })).toMatchObject({
      slot: 3,
      storeProductNo: '9',
      isCatalog: false,
    });
    expect(entryOf(1, { ...base, url: 'https://search.shopping.naver.com/catalog/5' })).toMatchObject({
      storeProductNo: null,
      isCatalog: true,
    });
    expect(entryOf(1, { ...base, url: 'https://example.com/x' })).toMatchObject({ isCatalog: null });
    // What the source says wins over what the link suggests.
    expect(
      entryOf(1, {
        ...base,
        storeProductNo: '1',
        isCatalog: true,
        url: 'https://smartstore.naver.com/s/products/9',
      }),
    ).toMatchObject({
      storeProductNo: '1',
      isCatalog: true,
    });
  });
});
