import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';
import { fakeShop } from '../../test/shop';
import type { ShopItem, ShopPage } from './goods-rank.ports';

// "키워드로 내 상품 찾기" (issue 39 §1): the first page for a keyword, with what registers each row.
const item = (p: Partial<ShopItem> & { title: string }): ShopItem => ({
  productId: null,
  mallProductId: null,
  image: null,
  lprice: 19_900,
  mallName: 'Camp Shop',
  isCatalog: false,
  ...p,
});
let calls = 0;
let failing = false;
const shop = fakeShop(async (keyword, page): Promise<ShopPage> => {
  calls += 1;
  if (failing) throw new Error('provider down');
  expect(page).toEqual({ start: 1, display: 40 });
  return {
    total: 3,
    items: [
      item({ title: `${keyword} ad`, productId: '500', mallProductId: '9500', isAd: true }),
      item({ title: 'Catalog chair', productId: '11111', isCatalog: true, mallName: null }),
      item({ title: 'Store chair', productId: '90002', mallProductId: '22222' }),
      item({ title: 'No numbers', productId: null }),
    ],
  };
});

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' }, { ports: { shop } });
  const m = await createMember(t);
  cookie = await login(t, m.email);
});
afterAll(() => t.close());

const search = (keyword: unknown, who: string | undefined = cookie) =>
  post(t, '/api/naver/mygoodsRank/findByKeyword', { keyword }, who, null);

describe('finding one’s product by keyword', () => {
  it('lists the first page with organic ranks, ads marked, and the number that registers each row', async () => {
    const res = await search('  캠핑 의자 ');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ keyword: '캠핑 의자', cached: false, surface: 'plus-store' });
    expect(
      data.entries.map(
        (e: { rank: number | null; isAd: boolean; type: string | null; number: string | null }) => [
          e.rank,
          e.isAd,
          e.type,
          e.number,
        ],
      ),
    ).toEqual([
      [null, true, 'prodNum', '9500'],
      [1, false, 'midNum', '11111'],
      [2, false, 'prodNum', '22222'],
      [3, false, null, null],
    ]);
  });

  it('answers a repeat the same day from what was read (no second provider call), by the normalized keyword', async () => {
    const before = calls;
    const again = await search('캠핑   의자');
    expect(again.json().data).toMatchObject({ cached: true, keyword: '캠핑   의자'.trim() });
    expect(calls).toBe(before);
  });

  it('refuses an empty keyword and a stranger in Korean; a provider failure is a 503, not a 500', async () => {
    const empty = await search('   ');
    expect([empty.statusCode, empty.json().message]).toEqual([400, ko.goodsRank.enterKeyword]);
    expect((await search('x', '')).statusCode).toBe(401);
    failing = true;
    const down = await search('down keyword');
    expect([down.statusCode, down.json().code, down.json().message]).toEqual([
      503,
      'GOODS_FINDER_UNAVAILABLE',
      ko.errors.GOODS_FINDER_UNAVAILABLE,
    ]);
    failing = false;
    // Nothing was kept for the failed keyword: the next search asks again.
    const before = calls;
    expect((await search('down keyword')).json().data.cached).toBe(false);
    expect(calls).toBe(before + 1);
  });
});
