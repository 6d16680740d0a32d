import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { ProviderError } from '../../adapters/http';
import { type TestApp, coinState, createMember, createTestApp, login, post } from '../../test/app';
import type { ProductInfo } from './goods-rank.ports';
import { emptyShop } from '../../test/shop';

// Registration and change of a product (issue 23 points 4, 5, 7, 8) against a small stand-in
// marketplace whose look-up a test can take down.
const product = (p: Partial<ProductInfo> & { title: string }): ProductInfo => ({
  midNo: null,
  mallPid: null,
  image: null,
  storeName: null,
  price: 10000,
  matchingModelMidNo: null,
  ...p,
});
const catalogues = new Map<string, ProductInfo>([
  ['11111', product({ midNo: '11111', title: 'Catalog chair', image: 'https://img/1.jpg' })],
]);
const stores = new Map<string, ProductInfo>([
  ['22222', product({ midNo: '90002', mallPid: '22222', title: 'Store chair', storeName: 'Camp Shop' })],
  [
    '33333',
    product({
      midNo: '90003',
      mallPid: '33333',
      title: 'Store table',
      storeName: 'Camp Shop',
      image: 'https://img/3.jpg',
    }),
  ],
  // A store item matched into the catalogue 11111.
  [
    '44444',
    product({
      midNo: '90004',
      mallPid: '44444',
      title: 'Chair offer',
      storeName: 'Other Shop',
      matchingModelMidNo: '11111',
    }),
  ],
]);
let lookupDown = false;
let lookups = 0;
const down = () => {
  lookups += 1;
  if (lookupDown) throw new ProviderError('product-lookup', 'server', 'simulated outage', 503);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { LOGIN_RATE_LIMIT_MAX: '1000' },
    {
      now: () => new Date('2026-11-22T03:00:00Z'),
      ports: {
        productLookup: {
          // A store item's shopping id opens its page too, as on the real catalogue host.
          byCatalogId: async (mid) => (
            down(),
            catalogues.get(mid) ?? [...stores.values()].find((p) => p.midNo === mid) ?? null
          ),
          byStoreProductNo: async (no) => (down(), stores.get(no) ?? null),
        },
        shop: emptyShop,
      },
    },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  lookupDown = false;
  lookups = 0;
});

async function seller(coins = 100) {
  const m = await createMember(t);
  if (coins) await t.services.coins.operatorGrant(m.mbrSn, coins);
  return { ...m, cookie: await login(t, m.email) };
}
const P = '/api/naver/mygoodsRank';
const list = async (cookie: string) => (await post(t, `${P}/select`, {}, cookie)).json();
const register = (cookie: string, currentInput: string, type = 'prodNum') =>
  post(t, `${P}/merges`, { type, currentInput }, cookie);
const goodsCount = async (mbrSn: number) =>
  (await t.database.sql.executeSql('select count(*)::int as n from tracked_goods where mbr_sn = $1', [mbrSn]))
    .rows[0] as { n: number };

describe('charged only for a product that was found (issue 23 point 4)', () => {
  it('refuses while the look-up is down, in Korean, charging and keeping nothing', async () => {
    const s = await seller(25);
    lookupDown = true;
    const res = await register(s.cookie, '77777777');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'PRODUCT_LOOKUP_UNAVAILABLE',
      message: ko.goodsRank.productLookupUnavailable,
    });
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 25, ledger: 25 });
    expect(await goodsCount(s.mbrSn)).toEqual({ n: 0 });
    // Back up: the same number, now known not to exist, has its own message and costs nothing.
    lookupDown = false;
    const missing = await register(s.cookie, '77777777');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'PRODUCT_NUMBER_INVALID',
      message: ko.goodsRank.productNumberInvalid,
    });
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 25, ledger: 25 });
    // A real product registers and is charged once it is found.
    expect((await register(s.cookie, '22222')).statusCode).toBe(200);
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 15, ledger: 15 });
    expect((await list(s.cookie)).myGoodsRank[0]).toMatchObject({
      lookupStatus: 'resolved',
      goodsTitleNm: 'Store chair',
    });
  });
});

describe('one registration per product (issue 23 point 5)', () => {
  it('refuses a product already tracked by any of its numbers and points to the row', async () => {
    const s = await seller(100);
    const store = (await register(s.cookie, '22222')).json().data.gdpSn;
    const catalogue = (await register(s.cookie, '11111', 'midNum')).json().data.gdpSn;
    const cases: [string, string, number][] = [
      ['22222', 'prodNum', store], // the same store number
      ['90002', 'midNum', store], // the store item's shopping id
      ['https://smartstore.naver.com/campshop/products/22222', 'midNum', store], // its link
      ['11111', 'midNum', catalogue], // the same catalogue
      ['44444', 'prodNum', catalogue], // a store item of the tracked catalogue
    ];
    for (const [input, type, gdpSn] of cases) {
      const res = await register(s.cookie, input, type);
      expect(res.statusCode, input).toBe(409);
      expect(res.json(), input).toMatchObject({
        code: 'GOODS_DUPLICATE',
        message: ko.goodsRank.goodsDuplicate,
        data: { gdpSn },
      });
    }
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 80, ledger: 80 });
    expect(await goodsCount(s.mbrSn)).toEqual({ n: 2 });
    // Another product of the same store is not a duplicate; nor is one tracked by another member.
    expect((await register(s.cookie, '33333')).statusCode).toBe(200);
    const other = await seller(10);
    expect((await register(other.cookie, '22222')).statusCode).toBe(200);
  });

  it('a catalogue tracked through its store item is refused the other way round too', async () => {
    const s = await seller(100);
    const offer = (await register(s.cookie, '44444')).json().data.gdpSn;
    const res = await register(s.cookie, 'https://search.shopping.naver.com/catalog/11111');
    expect(res.json()).toMatchObject({ code: 'GOODS_DUPLICATE', data: { gdpSn: offer } });
  });

  it('two registrations of one product at once (different keys): one row, one charge', async () => {
    const s = await seller(100);
    const answers = await Promise.all([
      register(s.cookie, '22222'),
      register(s.cookie, 'https://smartstore.naver.com/campshop/products/22222'),
      register(s.cookie, '90002', 'midNum'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const kept = answers.find((a) => a.statusCode === 200)!.json().data.gdpSn;
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().data).toEqual({ gdpSn: kept });
    expect(await goodsCount(s.mbrSn)).toEqual({ n: 1 });
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 90, ledger: 90 });
  });
});

describe('links and numbers (issue 23 point 8)', () => {
  it('registers from a pasted store link or catalogue link, whatever the toggle says', async () => {
    const s = await seller(100);
    const a = await register(
      s.cookie,
      '[Camp Shop] table https://m.smartstore.naver.com/campshop/products/33333?NaPm=x',
      'midNum',
    );
    expect(a.statusCode, a.body).toBe(200);
    const b = await register(
      s.cookie,
      'https://search.shopping.naver.com/search/all?query=chair&catalog=11111',
    );
    expect(b.statusCode, b.body).toBe(200);
    const rows = (await list(s.cookie)).myGoodsRank;
    expect(rows.map((r: { mallPid: string; midNo: string }) => [r.mallPid, r.midNo])).toEqual([
      ['33333', '90003'],
      ['null', '11111'],
    ]);
    const bad = await register(s.cookie, 'https://smartstore.naver.com/campshop');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'PRODUCT_LINK_INVALID',
      message: ko.goodsRank.productLinkInvalid,
    });
    expect(lookups).toBe(2);
  });
});

describe('product change with a preview, keeping the history (issue 23 point 7)', () => {
  it('previews the product a number or link names without spending, and says when it does not exist', async () => {
    const s = await seller(20);
    const gdpSn = (await register(s.cookie, '22222')).json().data.gdpSn;
    const preview = await post(
      t,
      `${P}/preview`,
      {
        type: 'midNum',
        currentInput: 'https://smartstore.naver.com/campshop/products/33333',
        oldGdpSn: gdpSn,
      },
      s.cookie,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      type: 'prodNum',
      number: '33333',
      midNo: '90003',
      mallPid: '33333',
      title: 'Store table',
      image: 'https://img/3.jpg',
      storeName: 'Camp Shop',
      price: 10000,
      duplicateOf: null,
    });
    // The product being changed is not its own duplicate; another tracked one is named.
    const self = await post(
      t,
      `${P}/preview`,
      { type: 'prodNum', currentInput: '22222', oldGdpSn: gdpSn },
      s.cookie,
    );
    expect(self.json().data.duplicateOf).toBeNull();
    const other = (await register(s.cookie, '11111', 'midNum')).json().data.gdpSn;
    const dup = await post(
      t,
      `${P}/preview`,
      { type: 'midNum', currentInput: '11111', oldGdpSn: gdpSn },
      s.cookie,
    );
    expect(dup.json().data.duplicateOf).toBe(other);
    const missing = await post(t, `${P}/preview`, { type: 'prodNum', currentInput: '77777777' }, s.cookie);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'PRODUCT_NUMBER_INVALID',
      message: ko.goodsRank.productNumberInvalid,
    });
    lookupDown = true;
    const outage = await post(t, `${P}/preview`, { type: 'prodNum', currentInput: '33333' }, s.cookie);
    expect(outage.json()).toMatchObject({ code: 'PRODUCT_LOOKUP_UNAVAILABLE' });
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });

  it('changes in place keeping the rank history, marks the change on the chart, refuses unknown and tracked products', async () => {
    const s = await seller(20);
    const gdpSn = (await register(s.cookie, '22222')).json().data.gdpSn;
    const other = (await register(s.cookie, '11111', 'midNum')).json().data.gdpSn;
    const kw = await post(t, `${P}/merges`, { gdpSn, goodsKeyword: 'camping chair' }, s.cookie);
    const { gdkdSn } = kw.json().data;
    await t.database.sql.executeSql(
      `insert into rank_history (gdkd_sn, day, rank) values ($1, '2026-11-19', 12), ($1, '2026-11-20', 9), ($1, '2026-11-21', 7)`,
      [gdkdSn],
    );
    const change = (currentInput: string, type = 'prodNum') =>
      post(t, `${P}/update`, { type, currentInput, changeTrack: { oldGdpSn: gdpSn } }, s.cookie);

    const missing = await change('77777777');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(ko.goodsRank.productNumberInvalid);
    const dup = await change('11111', 'midNum');
    expect(dup.json()).toMatchObject({ code: 'GOODS_DUPLICATE', data: { gdpSn: other } });
    lookupDown = true;
    expect((await change('33333')).json().code).toBe('PRODUCT_LOOKUP_UNAVAILABLE');
    lookupDown = false;

    const ok = await change('https://smartstore.naver.com/campshop/products/33333', 'midNum');
    expect(ok.statusCode, ok.body).toBe(200);
    const row = (await list(s.cookie)).myGoodsRank.find((g: { gdpSn: number }) => g.gdpSn === gdpSn);
    expect(row).toMatchObject({ mallPid: '33333', midNo: '90003', goodsTitleNm: 'Store table' });
    const history = (await post(t, `${P}/keywordSidePopupList`, { gdkdSn }, s.cookie)).json();
    expect(history.data.slice(0, 3)).toMatchObject([
      { frstRgstDt: '2026-11-19', keywordRankCurrent: 12 },
      { frstRgstDt: '2026-11-20', keywordRankCurrent: 9 },
      { frstRgstDt: '2026-11-21', keywordRankCurrent: 7 },
    ]);
    expect(history.changes).toContainEqual({
      day: '2026-11-22',
      change: 'productChange',
      detail: 'Store table',
    });
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });
});

describe('a product with its keywords in one call (issue 39 §1, issue 38 §5)', () => {
  const withKeywords = (cookie: string, currentInput: string, keywords: unknown, key?: string) =>
    post(t, `${P}/merges`, { type: 'prodNum', currentInput, keywords }, cookie, key);

  it('adds the product and its keywords with one charge and answers what changed; a repeat adds nothing', async () => {
    const s = await seller(100);
    const key = 'register-with-keywords-1';
    const res = await withKeywords(s.cookie, '33333', ['캠핑 테이블', ' 접이식  테이블 ', '캠핑테이블'], key);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      balance: 90,
      keywords: [
        { gdkdSn: expect.any(Number), keyword: '캠핑 테이블' },
        { gdkdSn: expect.any(Number), keyword: '접이식 테이블' },
        { gdkdSn: expect.any(Number), keyword: '캠핑테이블' },
      ],
    });
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 90, ledger: 90 });
    const infos = (await list(s.cookie)).keywordRankInfos.find(
      (k: { gdpSn: number }) => k.gdpSn === data.gdpSn,
    );
    expect(
      infos.keywordsInfo.map((k: { goodsKeyword: string; representative: boolean }) => [
        k.goodsKeyword,
        k.representative,
      ]),
    ).toEqual([
      ['캠핑 테이블', true],
      ['접이식 테이블', false],
      ['캠핑테이블', false],
    ]);
    // The same submission again (a retry): the first answer, no second product or charge.
    const again = await withKeywords(
      s.cookie,
      '33333',
      ['캠핑 테이블', ' 접이식  테이블 ', '캠핑테이블'],
      key,
    );
    expect(again.statusCode).toBe(200);
    // The first answer as it was, the balance after its charge included.
    expect(again.json().data).toEqual(data);
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 90, ledger: 90 });
    expect(await goodsCount(s.mbrSn)).toEqual({ n: 1 });
  });

  it('refuses six keywords, a repeated keyword or a blank one in Korean, writing and charging nothing', async () => {
    const s = await seller(100);
    const six = await withKeywords(s.cookie, '22222', ['a', 'b', 'c', 'd', 'e', 'f']);
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe(ko.goodsRank.keywordLimit);
    const repeated = await withKeywords(s.cookie, '22222', ['캠핑 의자', '캠핑  의자']);
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json()).toMatchObject({ code: 'KEYWORD_EXISTS', message: ko.goodsRank.keywordExists });
    const blank = await withKeywords(s.cookie, '22222', ['의자', '  ']);
    expect(blank.json()).toMatchObject({ code: 'KEYWORD_REQUIRED' });
    const long = await withKeywords(s.cookie, '22222', ['가'.repeat(101)]);
    expect([long.statusCode, long.json().message]).toEqual([400, ko.goodsRank.keywordTooLong]);
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 100, ledger: 100 });
    expect(await goodsCount(s.mbrSn)).toEqual({ n: 0 });
  });

  it('registers a product alone as before when no keywords come, and says the balance', async () => {
    const s = await seller(30);
    const res = await register(s.cookie, '22222');
    expect(res.json().data).toMatchObject({ gdpSn: expect.any(Number), keywords: [], balance: 20 });
  });
});
