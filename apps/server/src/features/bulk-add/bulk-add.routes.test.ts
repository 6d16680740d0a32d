import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_EXAMPLES, TEMPLATE_EXAMPLE, ko } from '@seller/shared';
import { ProviderError } from '../../adapters/http';
import { type TestApp, coinState, createMember, createTestApp, login, newKey, post } from '../../test/app';
import { fillTemplate, multipartFile, sheetFile } from '../../test/bulk-files';
import { placeInfo } from '../../test/rank';
import { unzipSync, zipSync } from 'fflate';
import { MAX_UNPACKED_BYTES } from './bulk-add.sheet-reader';
import { emptyShop } from '../../test/shop';

// Bulk add from a spreadsheet (issue 29 §2) against a stand-in marketplace.
// The goods-rank look-up's product shape (goods-rank.ports ProductInfo), written out: features do
// not import each other, tests included.
interface ProductInfo {
  midNo: string | null;
  mallPid: string | null;
  title: string;
  image: string | null;
  storeName: string | null;
  price: number | null;
  matchingModelMidNo: string | null;
}
const product = (p: Partial<ProductInfo> & { title: string }): ProductInfo => ({
  midNo: null,
  mallPid: null,
  image: null,
  storeName: 'Camp Shop',
  price: 10000,
  matchingModelMidNo: null,
  ...p,
});
const catalogues = new Map([['11111', product({ midNo: '11111', title: 'Catalog chair', storeName: null })]]);
// Store products 20000..20999 exist; 44444 is a store item matched into the catalogue 11111.
const storeProduct = (no: string): ProductInfo | null =>
  no === '44444'
    ? product({ midNo: '90004', mallPid: '44444', title: 'Chair offer', matchingModelMidNo: '11111' })
    : /^20\d{3}$/.test(no)
      ? product({ midNo: `9${no}`, mallPid: no, title: `Item ${no}` })
      : null;
let lookupDown = false;
let lookups = 0;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { LOGIN_RATE_LIMIT_MAX: '1000' },
    {
      now: () => new Date('2026-11-22T03:00:00Z'),
      ports: {
        productLookup: {
          byCatalogId: async (mid) => {
            lookups += 1;
            if (lookupDown) throw new ProviderError('product-lookup', 'server', 'down', 503);
            return catalogues.get(mid) ?? null;
          },
          byStoreProductNo: async (no) => {
            lookups += 1;
            if (lookupDown) throw new ProviderError('product-lookup', 'server', 'down', 503);
            return storeProduct(no);
          },
        },
        shop: emptyShop,
        places: {
          listPlaces: async () => ({ total: 0, items: [] }),
          getPlace: async (id) => (/^5\d{4}$/.test(id) ? placeInfo(id, { name: `Cafe ${id}` }) : null),
        },
      },
    },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  lookupDown = false;
  lookups = 0;
});

async function seller(coins = 1000) {
  const m = await createMember(t);
  if (coins) await t.services.coins.operatorGrant(m.mbrSn, coins);
  return { ...m, cookie: await login(t, m.email) };
}

const template = async (cookie: string, kind: 'goods' | 'place') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/bulk-add/${kind}/template.xlsx`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};
const upload = (cookie: string, kind: string, file: Buffer, name = 'bulk.xlsx') =>
  t.app.inject({ method: 'POST', url: `/v1/bulk-add/${kind}/upload`, ...multipartFile(file, name, cookie) });
const confirm = (cookie: string, importSn: number, key: string | null = newKey()) =>
  post(t, `/v1/bulk-add/imports/${importSn}/confirm`, {}, cookie, key);
const filled = async (cookie: string, kind: 'goods' | 'place', rows: string[][]) =>
  fillTemplate(await template(cookie, kind), rows);

type Preview = {
  importSn: number;
  rows: {
    row: number;
    input: string;
    title: string | null;
    ok: boolean;
    reason: string | null;
    keywords: string[];
  }[];
  total: number;
  valid: number;
  coins: number;
  balance: number;
  balanceAfter: number;
  confirmable: boolean;
  refusal: string | null;
};
const previewOf = async (cookie: string, kind: 'goods' | 'place', rows: string[][]): Promise<Preview> => {
  const res = await upload(cookie, kind, await filled(cookie, kind, rows));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Preview;
};
const ledger = async (mbrSn: number) =>
  (
    await t.database.sql.executeSql(
      `select kind, delta::int as delta, ref_type as "refType", purpose from coin_ledger where mbr_sn = $1 and delta < 0 order by id`,
      [mbrSn],
    )
  ).rows as { kind: string; delta: number; refType: string; purpose: string }[];
const goodsOf = async (mbrSn: number) =>
  (
    await t.database.sql.executeSql(
      `select g.mall_pid as "mallPid", g.memo, array_agg(k.keyword order by k.gdkd_sn) as keywords,
              array_agg(k.representative order by k.gdkd_sn) as reps
         from tracked_goods g left join tracked_keywords k on k.gdp_sn = g.gdp_sn
        where g.mbr_sn = $1 group by g.gdp_sn order by g.gdp_sn`,
      [mbrSn],
    )
  ).rows as { mallPid: string; memo: string; keywords: string[]; reps: boolean[] }[];

const R = ko.bulkAdd.reasons;
const K = (n: number) => Array.from({ length: n }, (_, i) => `kw ${i + 1}`);

describe('the template', () => {
  it('is an xlsx with Korean headers, an example row and a list on the type column', async () => {
    const s = await seller(0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await template(s.cookie, 'goods')) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([
      ko.bulkAdd.headerProduct,
      ko.bulkAdd.headerType,
      ...[1, 2, 3, 4, 5].map(ko.bulkAdd.headerKeyword),
      ko.bulkAdd.headerMemo,
    ]);
    expect(sheet.getCell('B2').value).toBe(ko.bulkAdd.typeProduct);
    // The example row names a product the simulator has, with its keyword (issue 39 §1).
    expect((sheet.getRow(2).values as string[]).slice(1)).toEqual([
      TEMPLATE_EXAMPLE.number,
      ko.bulkAdd.typeProduct,
      TEMPLATE_EXAMPLE.keyword,
      ...['', '', '', ''],
      ko.bulkAdd.exampleMemo,
    ]);
    expect(SIMULATOR_EXAMPLES).toContainEqual(TEMPLATE_EXAMPLE);
    expect(TEMPLATE_EXAMPLE.type).toBe('prodNum');
    expect(sheet.getCell('B5').dataValidation).toMatchObject({ type: 'list' });
    const places = new ExcelJS.Workbook();
    await places.xlsx.load((await template(s.cookie, 'place')) as unknown as ArrayBuffer);
    expect((places.worksheets[0]!.getRow(1).values as string[]).slice(1)).toEqual([
      ko.bulkAdd.headerPlace,
      ...[1, 2, 3, 4, 5].map(ko.bulkAdd.headerKeyword),
    ]);
  });
});

describe('goods: preview, confirm and the ledger', () => {
  it('validates every row, prices the valid ones with the registration quote and adds them once', async () => {
    const s = await seller(1000);
    // Already tracked before the upload.
    expect(
      (await post(t, '/api/naver/mygoodsRank/merges', { type: 'prodNum', currentInput: '20003' }, s.cookie))
        .statusCode,
    ).toBe(200);
    const before = await coinState(t, s.mbrSn);
    const p = await previewOf(s.cookie, 'goods', [
      ['20001', '', 'chair', 'camp chair', '', '', '', 'first'], // 3: ok
      ['https://smartstore.naver.com/camp/products/20002', '카탈로그(MID)', 'table', '', '', '', '', ''], // 4: ok (link decides)
      ['abc', '', 'x', '', '', '', '', ''], // 5: bad number
      ['20001', '', 'other', '', '', '', '', ''], // 6: repeat of row 3
      ['20003', '', 'tracked', '', '', '', '', ''], // 7: already tracked
      ['20004', '', '', '', '', '', '', ''], // 8: no keyword
      ['20005', '', 'a'.repeat(101), '', '', '', '', ''], // 9: keyword too long
      ['77777', '', 'gone', '', '', '', '', ''], // 10: not at the source
      ['11111', '카탈로그(MID)', 'chair', '', '', '', '', ''], // 11: ok (catalogue)
      ['44444', '', 'offer', '', '', '', '', ''], // 12: the same product as row 11
      ['20006', '번호', 'x', '', '', '', '', ''], // 13: type word unknown
      ['20007', '', 'Same', 'same', '', '', '', ''], // 14: a keyword twice
    ]);
    const reasons = Object.fromEntries(p.rows.map((r) => [r.row, r.reason]));
    expect(reasons).toEqual({
      3: null,
      4: null,
      5: R.inputInvalid,
      6: R.duplicateInFile(3),
      7: R.alreadyTracked,
      8: R.noKeyword,
      9: R.keywordTooLong(100),
      10: R.notFound,
      11: null,
      12: R.duplicateInFile(11),
      13: R.typeInvalid,
      14: R.keywordRepeated,
    });
    expect(p.rows.find((r) => r.row === 3)).toMatchObject({
      title: 'Item 20001',
      keywords: ['chair', 'camp chair'],
    });
    const quote = (await post(t, '/api/naver/mygoodsRank/registerQuote', { count: 3 }, s.cookie)).json().data;
    expect(p).toMatchObject({
      total: 12,
      valid: 3,
      coins: quote.coins,
      balance: before.balance,
      confirmable: true,
      refusal: null,
    });
    expect(p.balanceAfter).toBe(before.balance - quote.coins);

    const lookupsBefore = lookups;
    const key = newKey();
    const res = await confirm(s.cookie, p.importSn, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(lookups).toBe(lookupsBefore); // nothing looked up again
    const result = res.json().data;
    expect(result.added.map((r: { row: number }) => r.row)).toEqual([3, 4, 11]);
    expect(result.refused).toHaveLength(9);
    expect(result.refused.find((r: { row: number }) => r.row === 7).reason).toBe(R.alreadyTracked);
    expect(result).toMatchObject({ coins: quote.coins, balance: before.balance - quote.coins });
    // The ledger: one SPEND_REGISTER row per product, as the single add writes, summing to the quote.
    const spends = (await ledger(s.mbrSn)).slice(1);
    expect(spends).toHaveLength(3);
    expect(
      spends.every((l) => l.kind === 'SPEND_REGISTER' && l.refType === 'goods' && l.purpose === 'register'),
    ).toBe(true);
    expect(-spends.reduce((a, l) => a + l.delta, 0)).toBe(quote.coins);
    const coins = await coinState(t, s.mbrSn);
    expect(coins.balance).toBe(coins.ledger);
    expect(coins.balance).toBe(before.balance - quote.coins);
    const goods = await goodsOf(s.mbrSn);
    expect(goods.find((g) => g.mallPid === '20001')).toMatchObject({
      memo: 'first',
      keywords: ['chair', 'camp chair'],
      reps: [true, false],
    });
    // Each new keyword got its first check queued, as single adds do.
    await t.services.settle();
    const checked = await t.database.sql.executeSql(
      `select count(distinct keyword_norm)::int as n from keyword_checks where keyword_norm in ('chair', 'camp chair', 'table')`,
    );
    expect((checked.rows[0] as { n: number }).n).toBe(3);

    // The same key again answers the first result and moves nothing; another key is refused.
    const again = await confirm(s.cookie, p.importSn, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.added).toHaveLength(3);
    const other = await confirm(s.cookie, p.importSn);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'BULK_ALREADY_CONFIRMED',
      message: ko.errors.BULK_ALREADY_CONFIRMED,
    });
    expect(await coinState(t, s.mbrSn)).toEqual(coins);
  });

  it('uploading the same file twice adds nothing the second time', async () => {
    const s = await seller(1000);
    const file = await filled(s.cookie, 'goods', [
      ['20011', '', 'a', '', '', '', '', ''],
      ['20012', '', 'b', '', '', '', '', ''],
    ]);
    const first = (await upload(s.cookie, 'goods', file)).json().data as Preview;
    expect((await confirm(s.cookie, first.importSn)).json().data.added).toHaveLength(2);
    const coins = await coinState(t, s.mbrSn);
    const second = (await upload(s.cookie, 'goods', file)).json().data as Preview;
    expect(second.rows.map((r) => r.reason)).toEqual([R.alreadyTracked, R.alreadyTracked]);
    expect(second).toMatchObject({
      valid: 0,
      coins: 0,
      confirmable: false,
      refusal: ko.bulkAdd.nothingToAdd,
    });
    const res = await confirm(s.cookie, second.importSn);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ added: [], coins: 0 });
    expect(await coinState(t, s.mbrSn)).toEqual(coins);
    expect(await goodsOf(s.mbrSn)).toHaveLength(2);
  });

  it('two previews of the same file confirmed: the second adds nothing (checked again under the lock)', async () => {
    const s = await seller(1000);
    const file = await filled(s.cookie, 'goods', [['20021', '', 'a', '', '', '', '', '']]);
    const a = (await upload(s.cookie, 'goods', file)).json().data as Preview;
    const b = (await upload(s.cookie, 'goods', file)).json().data as Preview;
    expect((await confirm(s.cookie, a.importSn)).json().data.added).toHaveLength(1);
    const res = (await confirm(s.cookie, b.importSn)).json().data;
    expect(res).toMatchObject({ added: [], coins: 0 });
    expect(res.refused[0].reason).toBe(R.alreadyTracked);
    expect(await ledger(s.mbrSn)).toHaveLength(1); // one spend
  });

  it('two confirms of one import at once: exactly one adds', async () => {
    const s = await seller(1000);
    const p = await previewOf(s.cookie, 'goods', [
      ['20031', '', 'a', '', '', '', '', ''],
      ['20032', '', 'b', '', '', '', '', ''],
    ]);
    const answers = await Promise.all([confirm(s.cookie, p.importSn), confirm(s.cookie, p.importSn)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await goodsOf(s.mbrSn)).toHaveLength(2);
    const coins = await coinState(t, s.mbrSn);
    expect(coins).toEqual({ balance: 980, ledger: 980 });
  });

  it('refuses to confirm when coins are short, before and at confirm, writing nothing', async () => {
    const s = await seller(15);
    const p = await previewOf(s.cookie, 'goods', [
      ['20041', '', 'a', '', '', '', '', ''],
      ['20042', '', 'b', '', '', '', '', ''],
    ]);
    expect(p).toMatchObject({ valid: 2, coins: 20, balance: 15, confirmable: false });
    expect(p.refusal).toContain('20');
    const res = await confirm(s.cookie, p.importSn);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_COINS', message: ko.errors.INSUFFICIENT_COINS });
    expect(await goodsOf(s.mbrSn)).toHaveLength(0);
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 15, ledger: 15 });
  });

  it('a row whose look-up is down says so; nothing else fails', async () => {
    const s = await seller(100);
    lookupDown = true;
    const p = await previewOf(s.cookie, 'goods', [['20051', '', 'a', '', '', '', '', '']]);
    expect(p.rows[0]!.reason).toBe(R.lookupUnavailable);
  });

  it("another member's import is not found; a confirm needs an Idempotency-Key", async () => {
    const a = await seller(100);
    const b = await seller(100);
    const p = await previewOf(a.cookie, 'goods', [['20061', '', 'a', '', '', '', '', '']]);
    const res = await confirm(b.cookie, p.importSn);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'BULK_IMPORT_NOT_FOUND',
      message: ko.errors.BULK_IMPORT_NOT_FOUND,
    });
    expect(await goodsOf(b.mbrSn)).toHaveLength(0);
    expect((await confirm(a.cookie, p.importSn, null)).statusCode).toBe(400);
  });
});

describe('bad files are refused in Korean', () => {
  it('not multipart, not xlsx, unreadable, too large, too many rows, empty, no header', async () => {
    const s = await seller(0);
    const expectRefusal = async (
      res: { statusCode: number; json: () => unknown },
      status: number,
      code: string,
    ) => {
      expect(res.statusCode, code).toBe(status);
      expect(res.json()).toMatchObject({ code, message: (ko.errors as Record<string, string>)[code] });
    };
    await expectRefusal(
      await post(t, '/v1/bulk-add/goods/upload', { file: 'x' }, s.cookie),
      400,
      'BULK_FILE_REQUIRED',
    );
    const good = await filled(s.cookie, 'goods', [['20001', '', 'a', '', '', '', '', '']]);
    await expectRefusal(await upload(s.cookie, 'goods', good, 'bulk.csv'), 415, 'BULK_FILE_TYPE');
    await expectRefusal(
      await upload(s.cookie, 'goods', Buffer.from('hello'), 'bulk.xlsx'),
      415,
      'BULK_FILE_TYPE',
    );
    const notXlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    await expectRefusal(await upload(s.cookie, 'goods', notXlsx, 'bulk.xlsx'), 422, 'BULK_FILE_UNREADABLE');
    const huge = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    await expectRefusal(await upload(s.cookie, 'goods', huge, 'bulk.xlsx'), 413, 'BULK_FILE_TOO_LARGE');
    const many = await filled(
      s.cookie,
      'goods',
      Array.from({ length: 501 }, (_, i) => [String(20000 + i), '', 'a', '', '', '', '', '']),
    );
    await expectRefusal(await upload(s.cookie, 'goods', many, 'bulk.xlsx'), 422, 'BULK_TOO_MANY_ROWS');
    await expectRefusal(
      await upload(s.cookie, 'goods', await template(s.cookie, 'goods')),
      422,
      'BULK_FILE_EMPTY',
    );
    await expectRefusal(
      await upload(s.cookie, 'goods', await sheetFile(['a', 'b'], [['1', '2']])),
      422,
      'BULK_FILE_HEADER',
    );
    const wrongKind = await filled(s.cookie, 'place', [['50001', 'a']]);
    await expectRefusal(await upload(s.cookie, 'goods', wrongKind), 422, 'BULK_FILE_HEADER');
    expect(lookups).toBe(0);
  });

  it('refuses a file whose parts read unpack to more than the limit (a zip bomb); other parts are not unpacked', async () => {
    const s = await seller(0);
    const good = await filled(s.cookie, 'goods', [['20001', '', 'a', '', '', '', '', '']]);
    const parts = unzipSync(good);
    // A second sheet of blanks: a few dozen KB packed, past the limit unpacked. Sheets are read
    // (which one is first is known only from the workbook), so it is inflated and counted.
    const bomb = Buffer.from(
      zipSync(
        { ...parts, 'xl/worksheets/sheet2.xml': new Uint8Array(MAX_UNPACKED_BYTES + 1024).fill(32) },
        { level: 9 },
      ),
    );
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(s.cookie, 'goods', bomb, 'bulk.xlsx');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'BULK_FILE_UNPACKED_TOO_LARGE',
      message: ko.errors.BULK_FILE_UNPACKED_TOO_LARGE,
    });
    // A huge part the reader does not read (an image, say) is skipped, never inflated.
    const withMedia = Buffer.from(
      zipSync({ ...parts, 'xl/media/zeros.bin': new Uint8Array(MAX_UNPACKED_BYTES * 5) }),
    );
    expect(withMedia.length).toBeLessThan(2 * 1024 * 1024);
    expect((await upload(s.cookie, 'goods', withMedia, 'bulk.xlsx')).statusCode).toBe(200);
    // The same file without the extra part is read as usual.
    expect((await upload(s.cookie, 'goods', good, 'bulk.xlsx')).statusCode).toBe(200);
  });

  it('a sixth keyword column makes the row refused, not cut short', async () => {
    const s = await seller(100);
    const headers = [ko.bulkAdd.headerProduct, ...[1, 2, 3, 4, 5, 6].map(ko.bulkAdd.headerKeyword)];
    const res = await upload(s.cookie, 'goods', await sheetFile(headers, [['20001', ...K(6)]]));
    expect(res.json().data.rows[0].reason).toBe(R.tooManyKeywords(5));
  });
});

describe('places', () => {
  it('adds within the limits (2 a day), free, and refuses the rest with the reason', async () => {
    const s = await seller(0);
    const p = await previewOf(s.cookie, 'place', [
      ['50001', 'cafe a', 'cafe b', '', '', ''],
      ['https://m.place.naver.com/restaurant/50002/home', 'cafe c', '', '', '', ''],
      ['50001', 'cafe d', '', '', '', ''],
      ['60000', 'nowhere', '', '', '', ''],
      ['50003', 'cafe e', '', '', '', ''],
      ['x', 'cafe', '', '', '', ''],
    ]);
    expect(p.rows.map((r) => r.reason)).toEqual([
      null,
      null,
      R.duplicatePlaceInFile(3),
      R.placeNotFound,
      R.placeDailyLimit(2),
      R.placeInvalid,
    ]);
    expect(p).toMatchObject({ valid: 2, coins: 0, confirmable: true });
    const res = await confirm(s.cookie, p.importSn);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.added.map((r: { title: string }) => r.title)).toEqual([
      'Cafe 50001',
      'Cafe 50002',
    ]);
    const view = (await post(t, '/api/naver/place/getView', {}, s.cookie)).json();
    expect(view.list).toHaveLength(2);
    expect(view.keywords.filter((k: { choice: string }) => k.choice === 'Y')).toHaveLength(2);
    // The day's registrations are spent: the same file again adds nothing.
    const again = await previewOf(s.cookie, 'place', [['50003', 'cafe e', '', '', '', '']]);
    expect(again.rows[0]!.reason).toBe(R.placeDailyLimit(2));
    expect(again.confirmable).toBe(false);
  });
});
