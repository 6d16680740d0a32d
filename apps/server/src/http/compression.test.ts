import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsListAnswer } from '@seller/shared';
import { type TestApp, createMember, createTestApp, login } from '../test/app';

// The app compresses its answers once for every route (@fastify/compress in app.ts).
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
  const m = await createMember(t);
  cookie = await login(t, m.email);
  // Twenty products: a list answer well over the 1 kB threshold.
  await t.database.sql.executeSql(
    `insert into tracked_goods (mbr_sn, mid_no, registered_by, lookup_status, title, coin_start_at, coin_end_at,
       sort_order)
     select $1, (200000 + g)::text, 'midNum', 'resolved', '캠핑 의자 ' || g, now(), now() + interval '10 days', g
       from generate_series(1, 20) g`,
    [m.mbrSn],
  );
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('answer compression', () => {
  it('gzips a JSON answer for a client that accepts gzip, and sends it plain to one that does not', async () => {
    const ask = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/naver/mygoodsRank/select',
        payload: {},
        headers: { cookie, ...headers },
      });
    const gz = await ask({ 'accept-encoding': 'gzip' });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('accept-encoding');
    const answer = JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8')) as GoodsListAnswer;
    expect(answer.myGoodsRank).toHaveLength(20);
    expect(gz.rawPayload.length).toBeLessThan(JSON.stringify(answer).length / 2);

    for (const plain of [await ask({}), await ask({ 'accept-encoding': 'identity' })]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect((plain.json() as GoodsListAnswer).myGoodsRank).toHaveLength(20);
    }
  });

  it('leaves answers under 1 kB as they are', async () => {
    const res = await get('/healthz', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends an xlsx download as the file itself, whatever the client accepts', async () => {
    const res = await get('/api/naver/mygoodsRank/export.xlsx', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-encoding']).toBeUndefined();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBeGreaterThan(20);
  });
});
