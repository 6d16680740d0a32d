import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ko, type Role, type ScoreSearchAnswer, type ScoreUsageAnswer } from '@seller/shared';
import { createMember, login, post } from '../../test/app';
import { type KeywordToolsTestApp, createKeywordToolsApp, providerCalls } from '../../test/keyword-tools';
import { addFault, resetSimulator } from '../../test/simulator';

// The keyword score check against the simulator's score service (and, below, without one).
// The app clock is ours so the Korea-midnight reset can be crossed.
let clock: Date | null = null;
const now = () => clock ?? new Date();
let t: KeywordToolsTestApp;

beforeAll(async () => {
  t = await createKeywordToolsApp({ now });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = null;
  await resetSimulator(t.sim);
});

async function seller(role: Role = 'MNPY_MBR') {
  const m = await createMember(t, { role });
  return { ...m, cookie: await login(t, m.email) };
}
const search = (cookie: string, keyword: unknown) =>
  post(t, '/api/search', { keyword, user: { mbrSn: 1 } }, cookie);
const usage = async (cookie: string) =>
  (await post(t, '/api/naver/keyword/jisuCheckLimitOfViews', { user: {} }, cookie)).json<ScoreUsageAnswer>()
    .result;
const setUsed = (mbrSn: number, day: string, count: number) =>
  t.database.sql.executeSql(
    `insert into keyword_score_usage (mbr_sn, day, count) values ($1, $2, $3)
     on conflict (mbr_sn, day) do update set count = excluded.count`,
    [mbrSn, day, count],
  );

describe('POST /api/search through the score service', () => {
  it('answers the top 100 with scores and counts the search', async () => {
    const a = await seller();
    expect(await usage(a.cookie)).toMatchObject({
      useYn: 'Y',
      totLimitCount: 0,
      limitCount: 500,
      remainingCount: 500,
    });
    const res = await search(a.cookie, ' 캠핑의자 ');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ScoreSearchAnswer>();
    expect(body).toMatchObject({
      searchKeyword: '캠핑의자',
      source: 'service',
      usage: { totLimitCount: 1, remainingCount: 499 },
    });
    expect(body.products).toHaveLength(100);
    expect(body.products[0]).toMatchObject({ rank: 1, productTitle: expect.stringContaining('캠핑의자') });
    for (const s of Object.values(body.products[0]!.scores)) expect(s).toBeGreaterThanOrEqual(0);
    expect(await usage(a.cookie)).toMatchObject({ totLimitCount: 1 });
  });

  it('jisuCheckIncrement cannot raise or lower the count', async () => {
    const a = await seller();
    await search(a.cookie, '텀블러');
    for (let i = 0; i < 3; i++) {
      const res = await post(
        t,
        '/api/naver/keyword/jisuCheckIncrement',
        { psitnGrpcoSn: 1, psitnGrpcoCd: 'X', totLimitCount: 0 },
        a.cookie,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 'OK', data: { totLimitCount: 1 } });
    }
  });

  it('does not count a search without results or a failed one', async () => {
    const a = await seller();
    const none = await search(a.cookie, '검색결과없음');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ products: [], usage: { totLimitCount: 0 } });

    await addFault(t.sim, { service: 'score', count: 4, status: 500 });
    const failed = await search(a.cookie, '원피스');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      code: 'SCORE_SEARCH_FAILED',
      message: ko.keywordScoreUi.communicationFailed,
    });
    await addFault(t.sim, { service: 'score', count: 1, status: 403 });
    expect((await search(a.cookie, '원피스')).statusCode).toBe(502);
    expect((await usage(a.cookie)).totLimitCount).toBe(0);

    // A 429 or a single 5xx is retried by the adapter and the search goes through.
    await addFault(t.sim, { service: 'score', count: 1, status: 429 });
    await addFault(t.sim, { service: 'score', count: 1, status: 503 });
    expect((await search(a.cookie, '원피스')).json()).toMatchObject({ usage: { totLimitCount: 1 } });
  });

  it('answers a repeated keyword from the day cache but still counts it', async () => {
    const a = await seller();
    const first = (await search(a.cookie, '선크림')).json<ScoreSearchAnswer>();
    const second = (await search(a.cookie, '선크림')).json<ScoreSearchAnswer>();
    expect(second.products).toEqual(first.products);
    expect(second.usage.totLimitCount).toBe(2);
    expect(await providerCalls(t.sim, 'score')).toBe(1);
  });

  it('asks for a keyword and a login', async () => {
    const a = await seller();
    const empty = await search(a.cookie, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ko.keywordScoreUi.enterKeyword);
    expect((await search(a.cookie, undefined)).json().message).toBe(ko.keywordScoreUi.enterKeyword);
    expect((await post(t, '/api/search', { keyword: 'x' })).statusCode).toBe(401);
    expect((await post(t, '/api/naver/keyword/jisuCheckLimitOfViews', {})).statusCode).toBe(401);
    expect(await providerCalls(t.sim, 'score')).toBe(0);
  });
});

describe('the daily allowance', () => {
  it('gives managers and agency members 500, ordinary members 200', async () => {
    expect((await usage((await seller('MNGR_MBR')).cookie)).limitCount).toBe(500);
    expect((await usage((await seller('MNPY_MBR')).cookie)).limitCount).toBe(500);
    expect((await usage((await seller('GNRL_MBR')).cookie)).limitCount).toBe(200);
  });

  it('stops an ordinary member at 200 a day and an agency member at 500, before any provider call', async () => {
    clock = new Date('2026-11-22T03:00:00Z');
    const g = await seller('GNRL_MBR');
    await setUsed(g.mbrSn, '2026-11-22', 199);
    expect((await search(g.cookie, '텀블러')).json()).toMatchObject({
      usage: { totLimitCount: 200, useYn: 'N', remainingCount: 0 },
    });
    const calls = await providerCalls(t.sim, 'score');
    const refused = await search(g.cookie, '머그컵');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'SCORE_LIMIT_REACHED',
      message: ko.keywordScoreUi.limitReached,
    });
    expect(await providerCalls(t.sim, 'score')).toBe(calls);

    const a = await seller('MNPY_MBR');
    await setUsed(a.mbrSn, '2026-11-22', 200);
    expect((await search(a.cookie, '텀블러')).json().usage.totLimitCount).toBe(201);
    await setUsed(a.mbrSn, '2026-11-22', 500);
    expect((await search(a.cookie, '텀블러')).statusCode).toBe(429);
  });

  it('cannot be passed by concurrent searches', async () => {
    clock = new Date('2026-11-22T03:00:00Z');
    const g = await seller('GNRL_MBR');
    await setUsed(g.mbrSn, '2026-11-22', 197);
    const results = await Promise.all(
      ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((k) => search(g.cookie, `텀블러 ${k}`)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
    expect((await usage(g.cookie)).totLimitCount).toBe(200);
    const rows = await t.database.sql.executeSql(
      'select count(*)::int as n from keyword_score_searches where mbr_sn = $1',
      [g.mbrSn],
    );
    expect((rows.rows[0] as { n: number }).n).toBe(3);
  });

  it('starts again at midnight Korea time (15:00 UTC)', async () => {
    const g = await seller('GNRL_MBR');
    clock = new Date('2026-11-22T14:59:59Z'); // 23:59:59 on 11-22 in Korea
    await setUsed(g.mbrSn, '2026-11-22', 200);
    expect(await usage(g.cookie)).toMatchObject({ day: '2026-11-22', totLimitCount: 200, useYn: 'N' });
    expect((await search(g.cookie, '텀블러')).statusCode).toBe(429);

    clock = new Date('2026-11-22T15:00:00Z'); // 00:00 on 11-23 in Korea
    expect(await usage(g.cookie)).toMatchObject({ day: '2026-11-23', totLimitCount: 0, useYn: 'Y' });
    expect((await search(g.cookie, '텀블러')).json().usage).toMatchObject({
      day: '2026-11-23',
      totLimitCount: 1,
    });

    // 23:30 UTC is still 11-23 in Korea (08:30 the next morning would not be).
    clock = new Date('2026-11-23T14:30:00Z');
    expect((await usage(g.cookie)).totLimitCount).toBe(1);
    const days = await t.database.sql.executeSql(
      'select day::text, count from keyword_score_usage where mbr_sn = $1 order by day',
      [g.mbrSn],
    );
    expect(days.rows).toEqual([
      { day: '2026-11-22', count: 200 },
      { day: '2026-11-23', count: 1 },
    ]);
  });
});

describe('without a score service: the built-in model', () => {
  let b: KeywordToolsTestApp;
  beforeAll(async () => {
    b = await createKeywordToolsApp({ services: 'none', sim: t.sim });
  });
  afterAll(() => b.close());

  it('computes the scores from the shopping search and counts the search', async () => {
    expect(b.config.endpoints.scoreService).toBeNull();
    const m = await createMember(b, { role: 'MNPY_MBR' });
    const cookie = await login(b, m.email);
    const res = await post(b, '/api/search', { keyword: '텀블러' }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ScoreSearchAnswer>();
    expect(body).toMatchObject({ source: 'builtin', usage: { totLimitCount: 1 } });
    expect(body.products).toHaveLength(100);
    expect(body.products[0]).toMatchObject({
      rank: 1,
      reviewCount: null,
      scores: { hit: 5, reviewCount: 0 },
    });
    expect(body.products.every((p) => p.scores.relevance > 0)).toBe(true);
    for (const p of body.products)
      for (const s of Object.values(p.scores)) expect(s >= 0 && s <= 5).toBe(true);
    // The top 100 organic products: ads fill part of the first page of 100 slots, so two pages.
    expect(await providerCalls(t.sim, 'searchapi')).toBe(2);
    expect(await providerCalls(t.sim, 'score')).toBe(0);

    expect((await post(b, '/api/search', { keyword: '텀블러' }, cookie)).json().usage.totLimitCount).toBe(2);
    expect(await providerCalls(t.sim, 'searchapi')).toBe(2);

    await addFault(t.sim, { service: 'searchapi', count: 3, status: 500 });
    const failed = await post(b, '/api/search', { keyword: '머그컵' }, cookie);
    expect(failed.json()).toMatchObject({
      code: 'SCORE_SEARCH_FAILED',
      message: ko.errors.SCORE_SEARCH_FAILED,
    });
  });
});
