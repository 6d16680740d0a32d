/** 순위 지도 (issue 41): quote = spend, the walk's depth, failed points refunded, the once-per-scan guard. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_DEPTH, gridPoints, mapScanCost } from '@seller/shared/rules/place-rank-map';
import { ko } from '@seller/shared';
import { type TestApp, coinParts, coinState, newKey, post } from '../../test/app';
import { CENTER, type FakeMap, fakeMap, mapTestApp, memberWithKeyword, pointKey } from './test-support';

const BASE = '/api/naver/place/map';
let t: TestApp;
let map: FakeMap;
/** Rank by grid position: the centre 1, then 4 + row, the last column outside. */
const pts = gridPoints(CENTER, 3, 1000);
const rankOf = (idx: number) => (idx === 4 ? 1 : idx % 3 === 2 ? null : 4 + Math.floor(idx / 3) * 60);
const byKey = new Map(pts.map((p) => [pointKey(p), p.idx]));

beforeAll(async () => {
  map = fakeMap((at) => rankOf(byKey.get(pointKey(at)) ?? 4));
  t = await mapTestApp(map, () => new Date());
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const ask = (plkwrdSn: number, grid = 3, spacingM = 1000) => ({ plkwrdSn, grid, spacingM });

describe('순위 지도 scans (issue 41)', () => {
  it('spends exactly what the quote says, checks every point and answers ranks, top 3 and figures', async () => {
    const { member, cookie, plkwrdSn } = await memberWithKeyword(t, 100);
    const quote = (await post(t, `${BASE}/quote`, ask(plkwrdSn), cookie)).json().data;
    expect(quote).toMatchObject({
      points: 9,
      coins: mapScanCost(3),
      balance: 100,
      enough: true,
      running: false,
    });
    map.calls.clear();
    const started = await post(t, `${BASE}/scans`, ask(plkwrdSn), cookie);
    expect(started.statusCode).toBe(200);
    expect((await coinState(t, member.mbrSn)).balance).toBe(100 - quote.coins);
    await t.services.settle();
    const scan = (await get(`${BASE}/scans/${started.json().data.scanId}`, cookie)).json().data;
    expect(scan.status).toBe('done');
    expect(scan.points.map((p: { rank: number | null }) => p.rank)).toEqual(pts.map((p) => rankOf(p.idx)));
    expect(scan.points[4]).toMatchObject({ status: 'found', rank: 1, band: 'top3' });
    expect(scan.points[2]).toMatchObject({ status: 'outside', rank: null, band: 'outside' });
    expect(scan.points[0].top.map((p: { placeId: string }) => p.placeId)).toEqual(['5000', '5001', '5002']);
    expect(scan.points[4].top[0].placeId).toBe('1000');
    // Figures: outside counts as depth + 1.
    const ranks = pts.map((p) => rankOf(p.idx) ?? MAP_DEPTH + 1);
    expect(scan.figures.average).toBe(Math.round((ranks.reduce((a, b) => a + b, 0) / 9) * 10) / 10);
    expect(scan.figures.best).toEqual({ idx: 4, rank: 1 });
    // Each point walked only as deep as needed: rank 4/64 → page 1, 124 → page 2, outside → all 4.
    for (const p of pts) {
      const r = rankOf(p.idx);
      const entries = r === null ? Infinity : r + Math.ceil(r / 15);
      const pages = r === null ? 4 : Math.ceil(entries / 100);
      expect(map.calls.get(pointKey(p))).toBe(pages);
    }
    const list = (await get(`${BASE}/scans?plkwrdSn=${plkwrdSn}`, cookie)).json().data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ scanId: scan.scanId, pointsDone: 9, coinsSpent: 9 });
  });

  it('a point with a failed page is 확인 실패, never outside, and its coin comes back once', async () => {
    const { member, cookie, plkwrdSn } = await memberWithKeyword(t, 9);
    map.failing.set(pointKey(pts[0]!), 1);
    map.failing.set(pointKey(pts[2]!), 2);
    try {
      const started = (await post(t, `${BASE}/scans`, ask(plkwrdSn), cookie)).json().data;
      await t.services.settle();
      const scan = (await get(`${BASE}/scans/${started.scanId}`, cookie)).json().data;
      expect(scan.points[0]).toMatchObject({ status: 'failed', band: 'failed', rank: null });
      expect(scan.points[2]).toMatchObject({ status: 'failed', band: 'failed' });
      expect(scan).toMatchObject({ pointsFailed: 2, coinsRefunded: 2, status: 'done' });
      expect(scan.figures.failed).toBe(2);
      expect(scan.figures.counted).toBe(7);
      // The job run again (a retry, a dead worker's expired job) gives nothing back twice.
      await t.services.placeRankMap.runPoint(started.scanId, 0);
      const coins = await coinState(t, member.mbrSn);
      expect(coins.balance).toBe(2);
      expect(Number(coins.ledger)).toBe(2);
      const parts = await coinParts(t, member.mbrSn);
      expect(parts.account).toEqual(parts.ledger);
      // Refunded to the part it was spent from (operator grants are service coins).
      expect(parts.account.service).toBe(2);
    } finally {
      map.failing.clear();
    }
  });

  it('one scan per Idempotency-Key; a second start while one runs is refused', async () => {
    const { member, cookie, plkwrdSn } = await memberWithKeyword(t, 100);
    const key = newKey();
    // Hold the points so the scan stays running.
    const held = t.jobs.delayed.length;
    const [a, b] = await Promise.all([
      post(t, `${BASE}/scans`, ask(plkwrdSn), cookie, key),
      post(t, `${BASE}/scans`, ask(plkwrdSn), cookie, key),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().data.scanId).toBe(a.json().data.scanId);
    await t.services.settle();
    expect((await coinState(t, member.mbrSn)).balance).toBe(100 - 9);
    expect(t.jobs.delayed.length).toBe(held);
  });

  it('refuses bad input and others’ keywords with Korean messages', async () => {
    const { cookie, plkwrdSn } = await memberWithKeyword(t, 100);
    const other = await memberWithKeyword(t, 100);
    const bad = await post(t, `${BASE}/quote`, { plkwrdSn, grid: 4, spacingM: 1000 }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ko.placeRankMap.gridInvalid);
    const spacing = await post(t, `${BASE}/scans`, { plkwrdSn, grid: 3, spacingM: 700 }, cookie);
    expect(spacing.statusCode).toBe(400);
    expect(spacing.json().message).toBe(ko.placeRankMap.spacingInvalid);
    const theirs = await post(t, `${BASE}/scans`, ask(other.plkwrdSn), cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(ko.placeRankMap.keywordNotFound);
    const started = (await post(t, `${BASE}/scans`, ask(other.plkwrdSn), other.cookie)).json().data;
    expect((await get(`${BASE}/scans/${started.scanId}`, cookie)).statusCode).toBe(404);
    expect((await get(`${BASE}/scans?plkwrdSn=abc`, cookie)).statusCode).toBe(400);
    const poor = await memberWithKeyword(t, 3);
    const refused = await post(t, `${BASE}/scans`, ask(poor.plkwrdSn), poor.cookie);
    expect(refused.statusCode).toBe(402);
    expect((await coinState(t, poor.member.mbrSn)).balance).toBe(3);
    await t.services.settle();
  });

  it('compares two scans of one grid and lists the points that moved', async () => {
    const { cookie, plkwrdSn } = await memberWithKeyword(t, 100);
    const first = (await post(t, `${BASE}/scans`, ask(plkwrdSn), cookie)).json().data;
    await t.services.settle();
    const before = map.rankAt;
    map.rankAt = (at) => (byKey.get(pointKey(at)) === 0 ? 2 : before(at));
    try {
      const second = (await post(t, `${BASE}/scans`, ask(plkwrdSn), cookie)).json().data;
      await t.services.settle();
      const cmp = (await get(`${BASE}/compare?before=${second.scanId}&after=${first.scanId}`, cookie)).json()
        .data;
      expect(cmp.before.scanId).toBe(first.scanId);
      expect(cmp.moved).toEqual([{ idx: 0, before: 4, after: 2, change: 2 }]);
      const other = (await post(t, `${BASE}/scans`, ask(plkwrdSn, 5), cookie)).json().data;
      await t.services.settle();
      const mismatch = await get(`${BASE}/compare?before=${first.scanId}&after=${other.scanId}`, cookie);
      expect(mismatch.statusCode).toBe(422);
    } finally {
      map.rankAt = before;
    }
  });
});

describe('순위 지도 in a client report (issue 41)', () => {
  it('the report page and its PDF carry the place’s latest ended map', async () => {
    const { cookie, plkwrdSn } = await memberWithKeyword(t, 100);
    const plceSn = (
      (await post(t, '/api/naver/place/getView', {}, cookie)).json() as { list: { plceSn: number }[] }
    ).list[0]!.plceSn;
    const scanId = (await post(t, `${BASE}/scans`, ask(plkwrdSn), cookie)).json().data.scanId;
    await t.services.settle();
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/member/clientReports',
      headers: { cookie },
      payload: {
        name: 'map report',
        expiresInDays: 30,
        goods: [],
        places: [plceSn],
        monthly: false,
        mailTo: [],
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/v1/report/${made.json().data.token}` });
    const item = page.json().data.items[0];
    const scan = (await get(`${BASE}/scans/${scanId}`, cookie)).json().data;
    expect(item.rankMap).toMatchObject({
      keyword: 'gangnam cafe',
      grid: 3,
      spacingM: 1000,
      figures: scan.figures,
    });
    expect(item.rankMap.points.map((p: { rank: number | null }) => p.rank)).toEqual(
      scan.points.map((p: { rank: number | null }) => p.rank),
    );
  });
});

describe('순위 지도 tiles (issue 41)', () => {
  it('come from configuration, none by default', async () => {
    const { loadConfig } = await import('../../config');
    expect((await t.app.inject({ method: 'GET', url: '/api/app-config' })).json()).toMatchObject({
      mapTileUrl: null,
      mapTileAttribution: null,
    });
    expect(
      loadConfig({
        NODE_ENV: 'test',
        MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Example',
      }).mapTiles,
    ).toEqual({ url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' });
  });
});
