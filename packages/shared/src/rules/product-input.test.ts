import { describe, expect, it } from 'vitest';
import { ko } from '../messages/ko';
import { productInputSchema } from '../schemas/goods-rank';
import { type ProductNumberType, parseProductInput } from './product-input';

type Want = { type: ProductNumberType; number: string } | 'ENTER_NUMBER' | 'PRODUCT_LINK_INVALID';

// [what the member entered, the toggle, what it reads as]
const table: [string, ProductNumberType, Want][] = [
  ['8512345678', 'prodNum', { type: 'prodNum', number: '8512345678' }],
  ['  8512345678 ', 'midNum', { type: 'midNum', number: '8512345678' }],
  ['8,512-345 678', 'prodNum', { type: 'prodNum', number: '8512345678' }],
  ['', 'prodNum', 'ENTER_NUMBER'],
  ['   ', 'prodNum', 'ENTER_NUMBER'],
  ['abc', 'prodNum', 'ENTER_NUMBER'],
  ['12ab34', 'prodNum', 'ENTER_NUMBER'],
  ['1'.repeat(21), 'prodNum', 'ENTER_NUMBER'],
  // Smart store and brand store links carry the store product number, whatever the toggle says.
  [
    'https://smartstore.naver.com/campshop/products/4821937465',
    'midNum',
    { type: 'prodNum', number: '4821937465' },
  ],
  [
    'https://smartstore.naver.com/main/products/4821937465?NaPm=ct%3Dabc',
    'midNum',
    { type: 'prodNum', number: '4821937465' },
  ],
  [
    'https://m.smartstore.naver.com/campshop/products/4821937465#reviews',
    'prodNum',
    { type: 'prodNum', number: '4821937465' },
  ],
  ['smartstore.naver.com/campshop/products/4821937465', 'midNum', { type: 'prodNum', number: '4821937465' }],
  [
    'https://brand.naver.com/coleman/products/7712345601',
    'midNum',
    { type: 'prodNum', number: '7712345601' },
  ],
  [
    'https://m.brand.naver.com/coleman/products/7712345601/',
    'prodNum',
    { type: 'prodNum', number: '7712345601' },
  ],
  [
    '[캠프샵] 접이식 의자 https://smartstore.naver.com/campshop/products/4821937465',
    'midNum',
    { type: 'prodNum', number: '4821937465' },
  ],
  // Catalogue pages and shopping search links carry the shopping product id (nvMid).
  [
    'https://search.shopping.naver.com/catalog/38514721618',
    'prodNum',
    { type: 'midNum', number: '38514721618' },
  ],
  [
    'https://msearch.shopping.naver.com/catalog/38514721618?query=chair',
    'prodNum',
    { type: 'midNum', number: '38514721618' },
  ],
  [
    'https://search.shopping.naver.com/search/all?query=%EC%9D%98%EC%9E%90&nvMid=82234567890',
    'prodNum',
    { type: 'midNum', number: '82234567890' },
  ],
  [
    'https://search.shopping.naver.com/search/all?query=chair&catalog=38514721618',
    'prodNum',
    { type: 'midNum', number: '38514721618' },
  ],
  [
    'https://search.shopping.naver.com/gate.nhn?id=82234567890',
    'prodNum',
    { type: 'midNum', number: '82234567890' },
  ],
  // Links that name no product.
  ['https://smartstore.naver.com/campshop', 'prodNum', 'PRODUCT_LINK_INVALID'],
  ['https://smartstore.naver.com/campshop/products/abc', 'prodNum', 'PRODUCT_LINK_INVALID'],
  ['https://search.shopping.naver.com/search/all?query=chair', 'prodNum', 'PRODUCT_LINK_INVALID'],
  ['https://search.shopping.naver.com/search/all?query=chair&id=123', 'prodNum', 'PRODUCT_LINK_INVALID'],
  ['https://www.coupang.com/vp/products/123456', 'prodNum', 'PRODUCT_LINK_INVALID'],
  ['https://smartstore.naver.com.evil.example/x/products/123', 'prodNum', 'PRODUCT_LINK_INVALID'],
];

describe('parseProductInput (issue 23 point 8)', () => {
  it.each(table)('%s (%s)', (raw, type, want) => {
    const got = parseProductInput(raw, type);
    if (typeof want === 'string') expect(got).toEqual({ ok: false, code: want });
    else expect(got).toEqual({ ok: true, ...want, fromLink: !/^[\d\s,-]+$/.test(raw) });
  });
});

describe('productInputSchema: the form and the server read the same', () => {
  it('gives {type, number} for a link and a Korean message with the code for a refusal', () => {
    const ok = productInputSchema.safeParse({
      type: 'midNum',
      currentInput: 'https://smartstore.naver.com/campshop/products/4821937465',
    });
    expect(ok.success && ok.data).toMatchObject({ type: 'prodNum', number: '4821937465', fromLink: true });
    const bad = productInputSchema.safeParse({
      type: 'prodNum',
      currentInput: 'https://smartstore.naver.com/x',
    });
    expect(bad.success).toBe(false);
    const issue = bad.error!.issues[0]!;
    expect(issue.message).toBe(ko.goodsRank.productLinkInvalid);
    expect((issue as { params?: { code?: string } }).params?.code).toBe('PRODUCT_LINK_INVALID');
    const empty = productInputSchema.safeParse({ type: 'prodNum', currentInput: '' });
    expect(empty.error!.issues[0]!.message).toBe(ko.goodsRank.enterNumber);
  });
});
