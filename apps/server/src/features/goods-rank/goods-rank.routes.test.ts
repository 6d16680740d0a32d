import type { Worksheet } from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { ProviderError } from '../../adapters/http';
import { type TestApp, coinState, createMember, login, post } from '../../test/app';
import { createRankTestApp } from '../../test/rank';
import type { ProductInfo, ShopItem } from './goods-rank.ports';
import { TEST_SHOP_PROFILE } from '../../test/shop';

// A small stand-in marketplace for the business rules; engine behaviour is tested against
// the simulator in goods-rank.engine.test.ts.
const catalog = new Map<string, ProductInfo>([
  [
    '11111',
    {
      midNo: '11111',
      mallPid: null,
      title: 'Catalog chair',
      image: 'https://img/1.jpg',
      storeName: null,
      price: 39000,
      matchingModelMidNo: null,
    },
  ],
  [
    '22222',
    {
      midNo: '90002',
      mallPid: '22222',
      title: 'Store chair',
      image: 'https://img/2.jpg',
      storeName: 'Camp Shop',
      price: 25000,
      matchingModelMidNo: null,
    },
  ],
  [
    '33333',
    {
      midNo: '90003',
      mallPid: '33333',
      title: 'Store table',
      image: null,
      storeName: 'Camp Shop',
      price: 18000,
      matchingModelMidNo: null,
    },
  ],
]);
let lookupDown = false;
// Holds the marketplace's answers while a test changes data under a running check.
let gate: Promise<void> | undefined;
// The marketplace answers HTTP 200 with nothing in it (`total: 0, items: []`).
let emptyAnswer = false;
const results: ShopItem[] = Array.from({ length: 300 }, (_, i) => ({
  productId: i === 41 ? '11111' : i === 7 ? '90002' : String(500000 + i),
  mallProductId: i === 7 ? '22222' : null,
  title: `item ${i}`,
  image: null,
  lprice: 1000 + i,
  mallName: i === 7 ? 'Camp Shop' : 'Other',
  isCatalog: i === 41,
}));

let t: TestApp;
let clock = new Date('2026-11-22T03:00:00Z');
beforeAll(async () => {
  t = await createRankTestApp(() => clock, {
    productLookup: {
      byCatalogId: async (mid) => {
        if (lookupDown) throw new ProviderError('lookup', 'server', 'down');
        return catalog.get(mid) ?? null;
      },
      byStoreProductNo: async (no) => {
        if (lookupDown) throw new ProviderError('lookup', 'server', 'down');
        return catalog.get(no) ?? null;
      },
    },
    shop: {
      profile: TEST_SHOP_PROFILE,
      search: async (_kw, { start, display }) => {
        await gate;
        if (emptyAnswer) return { total: 0, items: [] };
        return { total: results.length, items: results.slice(start - 1, start - 1 + display) };
      },
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  lookupDown = false;
  emptyAnswer = false;
  clock = new Date('2026-11-22T03:00:00Z');
});

async function seller(coins = 100) {
  const m = await createMember(t);
  if (coins) await t.services.coins.operatorGrant(m.mbrSn, coins);
  return { ...m, cookie: await login(t, m.email) };
}
const list = async (cookie: string) => (await post(t, '/api/naver/mygoodsRank/select', {}, cookie)).json();
const register = (cookie: string, currentInput: string, type = 'prodNum') =>
  post(t, '/api/naver/mygoodsRank/merges', { type, currentInput, user: { mbrSn: 1 } }, cookie);
const addKeyword = (cookie: string, gdpSn: number, goodsKeyword: string) =>
  post(t, '/api/naver/mygoodsRank/merges', { gdpSn, goodsKeyword }, cookie);

async function waitChecked(cookie: string) {
  for (let i = 0; i < 100; i++) {
    const l = await list(cookie);
    const pending = l.keywordRankInfos
      .flatMap((k: { keywordsInfo: { checkStatus: string }[] }) => k.keywordsInfo)
      .some((k: { checkStatus: string }) => k.checkStatus === 'pending');
    if (!pending) return l;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('check did not finish');
}

describe('register a product (spec 02 §5)', () => {
  it('registers by store product number, spends 10 coins in the ledger and sets 30 days', async () => {
    const s = await seller(25);
    const res = await register(s.cookie, '22222');
    expect(res.statusCode).toBe(200);
    const { gdpSn } = res.json().data;
    const l = await list(s.cookie);
    expect(l.myGoodsRank).toEqual([
      expect.objectContaining({
        gdpSn,
        midNo: '90002',
        mallPid: '22222',
        storeName: 'Camp Shop',
        goodsTitleNm: 'Store chair',
        autRnwl: 'N',
        lookupStatus: 'resolved',
        coinStartDt: '2026-11-22T03:00:00.000Z',
        coinEndDt: '2026-12-22T03:00:00.000Z',
      }),
    ]);
    expect(l.mbr.sellerCoinCnt).toBe(15);
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 15, ledger: 15 });
  });

  it('registers a catalogue product by MID as a price comparison product', async () => {
    const s = await seller();
    await register(s.cookie, '11111', 'midNum');
    const [g] = (await list(s.cookie)).myGoodsRank;
    expect(g).toMatchObject({ midNo: '11111', mallPid: 'null', storeName: 'null' });
  });

  it('refuses non-digits, too few coins and unknown numbers without spending', async () => {
    const s = await seller(9);
    const letters = await register(s.cookie, '12a4');
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toBe(ko.goodsRank.enterNumber);
    const poor = await register(s.cookie, '22222');
    expect(poor.statusCode).toBe(402);
    expect(poor.json().message).toBe(ko.goodsRank.notEnoughCoins);
    const rich = await seller(50);
    const unknown = await register(rich.cookie, '99999');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(ko.goodsRank.productNumberInvalid);
    expect(await coinState(t, rich.mbrSn)).toEqual({ balance: 50, ledger: 50 });
    expect((await list(rich.cookie)).myGoodsRank).toEqual([]);
  });
  // A look-up outage refuses the registration (issue 23 point 4): goods-rank.register.test.ts.
});

describe('keywords (spec 02 §5)', () => {
  it('adds up to 5, case-insensitively unique, first is representative, checked at once', async () => {
    const s = await seller();
    const { gdpSn } = (await register(s.cookie, '11111', 'midNum')).json().data;
    expect((await addKeyword(s.cookie, gdpSn, '  ')).json().message).toBe(ko.goodsRank.enterKeyword);
    expect((await addKeyword(s.cookie, gdpSn, 'Camping Chair')).statusCode).toBe(200);
    const dup = await addKeyword(s.cookie, gdpSn, 'camping  chair');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(ko.goodsRank.keywordExists);
    for (const k of ['b', 'c', 'd', 'e']) expect((await addKeyword(s.cookie, gdpSn, k)).statusCode).toBe(200);
    const sixth = await addKeyword(s.cookie, gdpSn, 'f');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(ko.goodsRank.keywordLimit);
    const l = await waitChecked(s.cookie);
    const kws = l.keywordRankInfos[0].keywordsInfo;
    expect(kws.map((k: { goodsKeyword: string }) => k.goodsKeyword)).toEqual([
      'Camping Chair',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(kws[0]).toMatchObject({ representative: true, keywordRankCurrent: 42, keywordRankPrevious: 0 });
  });

  it('switches the representative and refuses deleting it', async () => {
    const s = await seller();
    const { gdpSn } = (await register(s.cookie, '11111', 'midNum')).json().data;
    const a = (await addKeyword(s.cookie, gdpSn, 'a')).json().data.gdkdSn;
    const b = (await addKeyword(s.cookie, gdpSn, 'b')).json().data.gdkdSn;
    const del = await post(t, '/api/naver/mygoodsRank/deleteKeyword', { gdkdSn: a }, s.cookie);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(ko.goodsRank.representativeCannotDelete);
    await post(t, '/api/naver/mygoodsRank/reperesentKeywordChange', { gdpSn, gdkdSn: b }, s.cookie);
    expect((await post(t, '/api/naver/mygoodsRank/deleteKeyword', { gdkdSn: a }, s.cookie)).statusCode).toBe(
      200,
    );
    const l = await list(s.cookie);
    expect(l.keywordRankInfos[0].keywordsInfo.map((k: { gdkdSn: number }) => k.gdkdSn)).toEqual([b]);
  });
});

describe('ownership', () => {
  it('refuses every call on another member’s goods and keywords', async () => {
    const owner = await seller();
    const { gdpSn } = (await register(owner.cookie, '11111', 'midNum')).json().data;
    const { gdkdSn } = (await addKeyword(owner.cookie, gdpSn, 'x')).json().data;
    const intruder = await seller();
    const calls: [string, object][] = [
      ['merges', { gdpSn, goodsKeyword: 'y' }],
      ['update', { type: 'midNum', currentInput: '11111', changeTrack: { oldGdpSn: gdpSn } }],
      ['delete', { ids: [{ gdpSn }] }],
      ['updateOrder', [{ gdpSn }]],
      ['reperesentKeywordChange', { gdpSn, gdkdSn }],
      ['deleteKeyword', { gdkdSn }],
      ['keywordSidePopupList', { gdkdSn }],
      ['memoMerges', { gdpSn, content: 'hacked' }],
      ['coinExtensionRnwl', { gdpSn }],
      ['coinAutoRnwl', { gdpSn, autRnwl: 'Y' }],
    ];
    for (const [path, body] of calls) {
      const res = await post(t, `/api/naver/mygoodsRank/${path}`, body, intruder.cookie);
      expect(res.statusCode, path).toBe(404);
    }
    const l = await list(owner.cookie);
    expect(l.myGoodsRank[0]).toMatchObject({ content: '', autRnwl: 'N' });
    expect(l.keywordRankInfos[0].keywordsInfo).toHaveLength(1);
    expect((await post(t, '/api/naver/mygoodsRank/select', {})).statusCode).toBe(401);
  });
});

describe('list actions', () => {
  it('saves memos, reorders, toggles auto-renew and deletes selected', async () => {
    const s = await seller();
    const a = (await register(s.cookie, '11111', 'midNum')).json().data.gdpSn;
    const b = (await register(s.cookie, '22222')).json().data.gdpSn;
    const memo = await post(
      t,
      '/api/naver/mygoodsRank/memoMerges',
      { gdpSn: a, midNo: '11111', content: 'x'.repeat(40) },
      s.cookie,
    );
    expect(memo.json()).toEqual({ content: 'x'.repeat(40) });
    await post(t, '/api/naver/mygoodsRank/updateOrder', [{ gdpSn: b }, { gdpSn: a }], s.cookie);
    expect((await list(s.cookie)).myGoodsRank.map((g: { gdpSn: number }) => g.gdpSn)).toEqual([b, a]);
    await post(t, '/api/naver/mygoodsRank/coinAutoRnwl', { gdpSn: a, autRnwl: 'Y' }, s.cookie);
    expect((await list(s.cookie)).myGoodsRank[1].autRnwl).toBe('Y');
    const none = await post(t, '/api/naver/mygoodsRank/delete', { ids: [] }, s.cookie);
    expect(none.json().message).toBe(ko.goodsRank.noItemsSelected);
    await post(t, '/api/naver/mygoodsRank/delete', { ids: [{ gdpSn: a, midNo: '11111' }] }, s.cookie);
    expect((await list(s.cookie)).myGoodsRank.map((g: { gdpSn: number }) => g.gdpSn)).toEqual([b]);
  });

  it('renews for 10 coins by one month and answers 402 when coins are short', async () => {
    const s = await seller(20);
    const { gdpSn } = (await register(s.cookie, '22222')).json().data;
    const res = await post(t, '/api/naver/mygoodsRank/coinExtensionRnwl', { gdpSn }, s.cookie);
    expect(res.json().data).toEqual({ coinEndDt: '2027-01-22T03:00:00.000Z', sellerCoinCnt: 0 });
    const short = await post(t, '/api/naver/mygoodsRank/coinExtensionRnwl', { gdpSn }, s.cookie);
    expect(short.statusCode).toBe(402);
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });

  it('changes the product without coins and says when the new number names no product', async () => {
    const s = await seller(10);
    const { gdpSn } = (await register(s.cookie, '22222')).json().data;
    const bad = await post(
      t,
      '/api/naver/mygoodsRank/update',
      { type: 'prodNum', currentInput: '99999', changeTrack: { oldGdpSn: gdpSn } },
      s.cookie,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(ko.goodsRank.productNumberInvalid);
    const ok = await post(
      t,
      '/api/naver/mygoodsRank/update',
      { type: 'prodNum', currentInput: '33333', changeTrack: { oldGdpSn: gdpSn } },
      s.cookie,
    );
    expect(ok.statusCode).toBe(200);
    const l = await list(s.cookie);
    expect(l.myGoodsRank).toEqual([
      expect.objectContaining({ gdpSn, mallPid: '33333', goodsTitleNm: 'Store table' }),
    ]);
    expect(l.mbr.sellerCoinCnt).toBe(0);
  });
});

describe('lifecycle jobs', () => {
  it('auto-renews expired products from coins and deletes expired ones after 3 days', async () => {
    const s = await seller(30);
    const a = (await register(s.cookie, '11111', 'midNum')).json().data.gdpSn;
    const b = (await register(s.cookie, '22222')).json().data.gdpSn;
    await post(t, '/api/naver/mygoodsRank/coinAutoRnwl', { gdpSn: a, autRnwl: 'Y' }, s.cookie);
    clock = new Date('2026-12-22T03:00:01Z'); // both expired
    s.cookie = await login(t, s.email); // the old session lapsed with the clock
    await t.services.goodsRank.autoRenewDue();
    await t.services.goodsRank.autoRenewDue(); // idempotent
    let l = await list(s.cookie);
    // A month from the old end (12-22 03:00), not from the job's run a second later.
    expect(l.myGoodsRank.find((g: { gdpSn: number }) => g.gdpSn === a).coinEndDt).toBe(
      '2027-01-22T03:00:00.000Z',
    );
    expect(l.mbr.sellerCoinCnt).toBe(0);
    clock = new Date('2026-12-25T03:00:00Z');
    await t.services.goodsRank.purgeExpired();
    expect((await list(s.cookie)).myGoodsRank.map((g: { gdpSn: number }) => g.gdpSn)).toEqual([a, b]);
    clock = new Date('2026-12-25T03:00:02Z');
    await t.services.goodsRank.purgeExpired();
    l = await list(s.cookie);
    expect(l.myGoodsRank.map((g: { gdpSn: number }) => g.gdpSn)).toEqual([a]);
  });
});

describe('xlsx export', () => {
  it('downloads the list and a product history with Korean headers, own products only', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const s = await seller();
    const { gdpSn } = (await register(s.cookie, '11111', 'midNum')).json().data;
    await addKeyword(s.cookie, gdpSn, 'camping chair');
    await waitChecked(s.cookie);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/naver/mygoodsRank/export.xlsx',
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe(ko.goodsRankExport.title);
    expect(sheet.getRow(2).getCell(6).value).toBe('camping chair');
    expect(sheet.getRow(2).getCell(8).value).toBe(42);
    expect(sheet.getRow(2).getCell(3).value).toBe(ko.goodsRankExport.priceComparison);

    const hist = await t.app.inject({
      method: 'GET',
      url: `/api/naver/mygoodsRank/history.xlsx?gdpSn=${gdpSn}`,
      headers: { cookie: s.cookie },
    });
    const hw = new ExcelJS.Workbook();
    await hw.xlsx.load(hist.rawPayload as unknown as ArrayBuffer);
    expect(hw.worksheets[0]!.getRow(1).values).toEqual([undefined, ko.goodsRankExport.date, 'camping chair']);
    expect(hw.worksheets[0]!.getRow(2).values).toEqual([undefined, '2026-11-22', 42]);

    const other = await seller();
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/naver/mygoodsRank/history.xlsx?gdpSn=${gdpSn}`,
      headers: { cookie: other.cookie },
    });
    expect(denied.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/naver/mygoodsRank/history.xlsx?gdpSn=abc',
      headers: { cookie: s.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('rank provenance (issue 36 §2)', () => {
  it('the list, the history, and both workbooks say where each rank came from; a method change is no move', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const s = await seller();
    const { gdpSn } = (await register(s.cookie, '11111', 'midNum')).json().data;
    await addKeyword(s.cookie, gdpSn, 'provenance chair');
    await waitChecked(s.cookie);
    // The day before was recorded by the ended Open API at rank 60 (as the migration backfills it).
    await t.database.sql.executeSql(
      `with k as (update tracked_keywords set rank_previous = 60, rank_previous_source = 'naver-openapi',
                         rank_previous_surface = 'price-comparison'
                   where keyword_norm = 'provenance chair' returning gdkd_sn)
       insert into rank_history (gdkd_sn, day, rank, source, surface, device, checked_at)
       select gdkd_sn, '2026-11-21', 60, 'naver-openapi', 'price-comparison', 'pc', '2026-11-21T01:40:00Z' from k`,
    );
    const info = (await list(s.cookie)).keywordRankInfos
      .flatMap((k: { keywordsInfo: unknown[] }) => k.keywordsInfo)
      .find((k: { goodsKeyword: string }) => k.goodsKeyword === 'provenance chair');
    // Found at 42 on the first page of 100: the check read 100 organic entries.
    const by = { source: 'searchapi', surface: 'plus-store', device: 'pc', depth: 100 };
    expect(info).toMatchObject({
      keywordRankCurrent: 42,
      keywordRankPrevious: 60,
      keywordRankComparison: 0,
      provenance: { ...by, checkedAt: '2026-11-22T03:00:00.000Z' },
      previousProvenance: { source: 'naver-openapi', surface: 'price-comparison' },
    });
    const history = (
      await post(t, '/api/naver/mygoodsRank/keywordSidePopupList', { gdkdSn: info.gdkdSn }, s.cookie)
    ).json();
    expect(history.data).toEqual([
      {
        frstRgstDt: '2026-11-21',
        keywordRankCurrent: 60,
        provenance: {
          source: 'naver-openapi',
          surface: 'price-comparison',
          device: 'pc',
          depth: null,
          checkedAt: '2026-11-21T01:40:00.000Z',
        },
      },
      {
        frstRgstDt: '2026-11-22',
        keywordRankCurrent: 42,
        provenance: { ...by, checkedAt: '2026-11-22T03:00:00.000Z' },
      },
    ]);

    const load = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: s.cookie } });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return wb;
    };
    const values = (sheet: Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    const sheet = (await load('/api/naver/mygoodsRank/export.xlsx')).worksheets[0]!;
    const header = values(sheet, 1);
    const at = (name: string) => header.indexOf(name) + 1;
    const row = [...Array(sheet.rowCount).keys()]
      .map((i) => i + 1)
      .find((i) => sheet.getRow(i).getCell(6).value === 'provenance chair')!;
    const cell = (name: string) => sheet.getRow(row).getCell(at(name)).value;
    expect(cell(ko.goodsRankExport.change)).toBe('수집 방식 변경');
    expect(cell('출처')).toBe('SearchApi');
    expect(cell('화면')).toBe('N+스토어');
    expect(cell('기기')).toBe('PC');
    expect(cell('확인 깊이')).toBe('100위까지');
    expect(cell('확인 시각')).toBe('2026.11.22 12:00');

    const book = await load(`/api/naver/mygoodsRank/history.xlsx?gdpSn=${gdpSn}`);
    const detail = book.getWorksheet(ko.goodsRankExport.detailSheet)!;
    expect(values(detail, 1)).toEqual([
      '날짜',
      '키워드',
      '순위',
      '출처',
      '화면',
      '기기',
      '확인 깊이',
      '확인 시각',
      '비고',
    ]);
    const rows = [2, 3, 4].map((i) => values(detail, i)).filter((r) => r[1] === 'provenance chair');
    expect(rows).toEqual([
      [
        '2026-11-21',
        'provenance chair',
        60,
        '네이버 쇼핑 API(종료)',
        '가격비교',
        'PC',
        '기록 없음',
        '2026.11.21 10:40',
        '',
      ],
      [
        '2026-11-22',
        'provenance chair',
        42,
        'SearchApi',
        'N+스토어',
        'PC',
        '100위까지',
        '2026.11.22 12:00',
        '수집 방식 변경',
      ],
    ]);
  });

  it('an outside rank names the depth and the surface the check read, in the workbooks', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const s = await seller();
    const { gdpSn } = (await register(s.cookie, '33333')).json().data;
    await addKeyword(s.cookie, gdpSn, 'outside table');
    await waitChecked(s.cookie);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/naver/mygoodsRank/history.xlsx?gdpSn=${gdpSn}`,
      headers: { cookie: s.cookie },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    // 90003 is not among the 300 results: the walk read the whole list (the list ended at 300).
    const outside = wb.worksheets[0]!.getRow(2).getCell(2).value;
    expect(outside).toBe('300위 밖 · N+스토어 300위까지 확인');
  });
});

describe('v1 hourly ranks', () => {
  it('records hourly ranks idempotently, within the slots planned, with provenance, and lists the last 24 hours', async () => {
    const s = await seller();
    const a = (await register(s.cookie, '11111', 'midNum')).json().data.gdpSn;
    const b = (await register(s.cookie, '33333')).json().data.gdpSn;
    await addKeyword(s.cookie, a, 'Hourly Kw');
    await addKeyword(s.cookie, b, 'hourly kw');
    await waitChecked(s.cookie);
    const hour = new Date('2026-11-22T02:00:00Z');
    // 100 slots are one page: it reaches rank 42 but not the product that is not listed at all,
    // which stays unrecorded (not "outside": the walk stopped at what was planned).
    await t.services.rankEngine.checkKeywordHourly('hourly kw', hour, 100);
    let v1 = (await post(t, '/api/naver/mygoodsRank/v1/select', {}, s.cookie)).json();
    expect(
      v1.items.map((i: { keywords: { latestRank: number | null }[] }) => i.keywords[0]!.latestRank),
    ).toEqual([42, null]);
    const by = { source: 'searchapi', surface: 'plus-store', device: 'pc' };
    expect(v1.items[0].keywords[0].hours[0].provenance).toEqual({
      ...by,
      depth: 100,
      checkedAt: clock.toISOString(),
    });
    // With rank 500's slots the absent product is recorded as outside (0), naming the depth the
    // check read (the list ends at 300); a re-run adds no row.
    await t.services.rankEngine.checkKeywordHourly('hourly kw', hour, 600);
    await t.services.rankEngine.checkKeywordHourly('hourly kw', hour, 600);
    v1 = (await post(t, '/api/naver/mygoodsRank/v1/select', {}, s.cookie)).json();
    expect(v1.items[0].keywords[0]).toMatchObject({
      latestRank: 42,
      hours: [{ hour: hour.toISOString(), rank: 42, provenance: { ...by, depth: 300 } }],
    });
    expect(v1.items[1].keywords[0]).toMatchObject({
      latestRank: 0,
      hours: [{ hour: hour.toISOString(), rank: 0, provenance: { ...by, depth: 300 } }],
    });
    // Hourly checks never move the daily current/previous ranks.
    const l = await list(s.cookie);
    expect(l.keywordRankInfos[0].keywordsInfo[0]).toMatchObject({
      keywordRankCurrent: 42,
      keywordRankPrevious: 0,
    });
  });

  it('sends an hour recorded before provenance was kept without one', async () => {
    const s = await seller();
    const a = (await register(s.cookie, '11111', 'midNum')).json().data.gdpSn;
    await addKeyword(s.cookie, a, 'old hour kw');
    await waitChecked(s.cookie);
    const hour = new Date('2026-11-22T01:00:00Z');
    await t.database.sql.executeSql(
      `insert into rank_history_hourly (gdkd_sn, hour, rank)
         select gdkd_sn, $1::timestamptz, 42 from tracked_keywords where gdp_sn = $2`,
      [hour.toISOString(), a],
    );
    const v1 = (await post(t, '/api/naver/mygoodsRank/v1/select', {}, s.cookie)).json();
    expect(v1.items[0].keywords[0].hours).toEqual([{ hour: hour.toISOString(), rank: 42, provenance: null }]);
  });
});

describe('v1 hourly ranks of an empty answer (issue 35 §3)', () => {
  it('records no hour for an empty answer while the keyword had results, and 0 once it has none', async () => {
    const s = await seller();
    const a = (await register(s.cookie, '11111', 'midNum')).json().data.gdpSn;
    await addKeyword(s.cookie, a, 'empty hour kw');
    await waitChecked(s.cookie);
    const hour = new Date('2026-11-22T02:00:00Z');
    const latest = async () =>
      (await post(t, '/api/naver/mygoodsRank/v1/select', {}, s.cookie)).json().items[0].keywords[0];
    emptyAnswer = true;
    await t.services.rankEngine.checkKeywordHourly('empty hour kw', hour, 600);
    expect(await latest()).toMatchObject({ latestRank: null, hours: [] });
    // The daily check confirms it (three empty answers over ten minutes): then the hour is outside.
    for (const minutes of [0, 2, 10]) {
      clock = new Date(Date.parse('2026-11-22T03:00:00Z') + minutes * 60_000);
      await t.services.rankEngine.checkKeyword('empty hour kw');
    }
    await t.services.rankEngine.checkKeywordHourly('empty hour kw', hour, 600);
    expect(await latest()).toMatchObject({ latestRank: 0 });
  });
});

describe('renewal warning', () => {
  it('warns when coins will not cover the automatic renewals due within 3 days', async () => {
    const s = await seller(20);
    const a = (await register(s.cookie, '11111', 'midNum')).json().data.gdpSn;
    await post(t, '/api/naver/mygoodsRank/coinAutoRnwl', { gdpSn: a, autRnwl: 'Y' }, s.cookie);
    expect((await list(s.cookie)).renewalShortfall).toBe(false); // ends in 30 days
    clock = new Date('2026-12-20T03:00:00Z'); // two days before the end, 10 coins left
    s.cookie = await login(t, s.email);
    expect((await list(s.cookie)).renewalShortfall).toBe(false);
    await register(s.cookie, '22222'); // spends the last 10 coins
    expect((await list(s.cookie)).renewalShortfall).toBe(true);
  });
});

describe('checks running alongside other writes', () => {
  it('two checks of a keyword on the same day move the previous rank once', async () => {
    const s = await seller();
    const { gdpSn } = (await register(s.cookie, '11111', 'midNum')).json().data;
    await addKeyword(s.cookie, gdpSn, 'twice kw');
    await t.services.settle();
    // Day two: the product moves from 42 to 10.
    [results[9], results[41]] = [results[41]!, results[9]!];
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const day = '2026-11-23';
    const both = Promise.all([
      t.services.rankEngine.checkKeyword('twice kw', day),
      t.services.rankEngine.checkKeyword('twice kw', day),
    ]);
    open();
    await both;
    gate = undefined;
    [results[9], results[41]] = [results[41]!, results[9]!];
    // Shifting twice would copy day two's 10 over day one's 42.
    expect((await list(s.cookie)).keywordRankInfos[0].keywordsInfo[0]).toMatchObject({
      keywordRankCurrent: 10,
      keywordRankPrevious: 42,
      checkStatus: 'ok',
    });
  });

  it('a first check racing itself keeps the previous rank empty', async () => {
    const s = await seller();
    const { gdpSn } = (await register(s.cookie, '11111', 'midNum')).json().data;
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    await addKeyword(s.cookie, gdpSn, 'race kw'); // its own check starts and waits at the gate
    const second = t.services.rankEngine.checkKeyword('race kw', '2026-11-22');
    open();
    await Promise.all([second, t.services.settle()]);
    gate = undefined;
    expect((await list(s.cookie)).keywordRankInfos[0].keywordsInfo[0]).toMatchObject({
      keywordRankCurrent: 42,
      keywordRankPrevious: 0,
    });
  });

  it('a product deleted during a check does not fail the check for other members', async () => {
    const a = await seller();
    const b = await seller();
    const ga = (await register(a.cookie, '11111', 'midNum')).json().data.gdpSn;
    const gb = (await register(b.cookie, '22222')).json().data.gdpSn;
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    await addKeyword(a.cookie, ga, 'shared kw');
    await addKeyword(b.cookie, gb, 'shared kw');
    const removed = await post(t, '/api/naver/mygoodsRank/delete', { ids: [{ gdpSn: ga }] }, a.cookie);
    open();
    await t.services.settle();
    gate = undefined;
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(b.cookie)).keywordRankInfos[0].keywordsInfo[0]).toMatchObject({
      keywordRankCurrent: 8,
      checkStatus: 'ok',
    });
    expect((await list(a.cookie)).myGoodsRank).toHaveLength(0);
  });
});

describe('/merges reads its body as one of two shapes (issue 27 §1)', () => {
  it('refuses an over-long link with the Korean message of the product shape', async () => {
    const m = await seller();
    const res = await register(m.cookie, `https://smartstore.naver.com/${'x'.repeat(2100)}`);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { code: 'VALIDATION', message: ko.goodsRank.productLinkInvalid, data: null },
    ]);
  });

  it('refuses a body of neither shape', async () => {
    const m = await seller();
    const res = await post(t, '/api/naver/mygoodsRank/merges', { goodsKeyword: 'lamp' }, m.cookie);
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION']);
  });
});
