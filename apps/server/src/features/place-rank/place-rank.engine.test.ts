import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';
import { type RunningSimulator, control, startTestSimulator } from '../../test/simulator';
import { createPorts } from '../../ports';

// The place rank engine against the simulator's place list (ads mixed in), through the real adapter.
let sim: RunningSimulator;
let t: TestApp;
const DAY1 = '2026-11-22';
const DAY2 = '2026-11-23';

interface MarketPlace {
  position: number;
  rank: number | null;
  isAd: boolean;
  placeId: string;
  name: string;
}

beforeAll(async () => {
  sim = await startTestSimulator();
  const env = { SIMULATOR: 'on', SIMULATOR_PORT: String(sim.port) };
  const base = await createTestApp(env);
  await base.close();
  t = await createTestApp(env, {
    // No adapter retries: a faulty page fails the check, and the job-level retry is what recovers.
    ports: createPorts(base.config, { retry: { retries: 0, baseDelayMs: 1, maxDelayMs: 4 } }),
    now: () => new Date(`${DAY1}T03:00:00Z`),
  });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});
beforeEach(async () => {
  await control(sim, 'POST', '/__control/reset');
  await control(sim, 'POST', '/__control/clock', { date: DAY1 });
});

const placeCalls = async () => {
  const calls = await control<Record<string, Record<string, number>>>(sim, 'GET', '/__control/calls');
  return Object.values(calls['naver-place'] ?? {}).reduce((a, b) => a + b, 0);
};
const market = async (keyword: string, date = DAY1) =>
  (
    await control<{ items: MarketPlace[] }>(
      sim,
      'GET',
      `/__control/market/places?keyword=${encodeURIComponent(keyword)}&date=${date}`,
    )
  ).items;
const organicAt = async (keyword: string, rank: number) =>
  (await market(keyword)).find((p) => p.rank === rank)!;
const history = async (cookie: string) =>
  (await view(cookie)).keywordsDailyHist as { lastUpdtDt: string; keywordPlaceRankCurrent: number }[];

async function view(cookie: string) {
  return (await post(t, '/api/naver/place/getView', {}, cookie)).json();
}
const keywordRow = async (cookie: string) => (await view(cookie)).keywords[0];

/** A new member registers the place on the keyword; waits for the immediate check to finish. */
async function track(keyword: string, placeId: string) {
  const m = await createMember(t);
  const cookie = await login(t, m.email);
  const res = await post(t, '/api/naver/place/placeInsert', { placeId, placeKeyword: keyword }, cookie);
  expect(res.statusCode, res.body).toBe(200);
  for (let i = 0; i < 200 && (await keywordRow(cookie)).checkStatus === 'pending'; i++)
    await new Promise((r) => setTimeout(r, 25));
  return { cookie, ...(res.json().data as { plceSn: number; plkwrdSn: number }) };
}

describe('place rank engine against the simulator', () => {
  it('registers with the details the map shows and ranks organically, skipping the ads above it', async () => {
    const target = await organicAt('gangnam cafe', 40);
    expect(target.position).toBeGreaterThan(40); // ads sit above it
    const { cookie } = await track('gangnam cafe', target.placeId);
    const v = await view(cookie);
    expect(v.list[0]).toMatchObject({ placeId: target.placeId, placeName: target.name, keywordRank: 40 });
    expect(v.list[0].roadAddress).toBeTruthy();
    expect(v.list[0].category).toBeTruthy();
    expect(v.keywords[0]).toMatchObject({ keywordPlaceRankCurrent: 40, choice: 'Y', checkStatus: 'ok' });
  });

  it('never ranks a place from an ad entry', async () => {
    const ad = (await market('hongdae bar')).find((p) => p.isAd)!;
    const { cookie } = await track('hongdae bar', ad.placeId);
    expect(await keywordRow(cookie)).toMatchObject({ keywordPlaceRankCurrent: 0, checkStatus: 'ok' });
  });

  it('follows a rank the simulator moves and shows the change the next day', async () => {
    const p = await organicAt('mapo bakery', 30);
    const { cookie } = await track('mapo bakery', p.placeId);
    await control(sim, 'POST', '/__control/place-rank', {
      keyword: 'mapo bakery',
      placeId: p.placeId,
      rank: 57,
      date: DAY1,
    });
    await t.services.placeRankEngine.checkKeyword('mapo bakery', DAY1);
    expect(await keywordRow(cookie)).toMatchObject({
      keywordPlaceRankCurrent: 57,
      keywordPlaceRankPrevious: 0,
    });
    await control(sim, 'POST', '/__control/clock', { date: DAY2 });
    await control(sim, 'POST', '/__control/place-rank', {
      keyword: 'mapo bakery',
      placeId: p.placeId,
      rank: 12,
      date: DAY2,
    });
    await t.services.placeRankEngine.checkKeyword('mapo bakery', DAY2);
    expect(await keywordRow(cookie)).toMatchObject({
      keywordPlaceRankCurrent: 12,
      keywordPlaceRankPrevious: 57,
    });
    expect(await history(cookie)).toEqual([
      expect.objectContaining({ lastUpdtDt: DAY1, keywordPlaceRankCurrent: 57 }),
      expect.objectContaining({ lastUpdtDt: DAY2, keywordPlaceRankCurrent: 12 }),
    ]);
  });

  it('checks a keyword once for every member tracking it, fetching only the pages needed', async () => {
    const a = await track('seongsu brunch', (await organicAt('seongsu brunch', 6)).placeId);
    const b = await track('Seongsu  Brunch', (await organicAt('seongsu brunch', 120)).placeId);
    const before = await placeCalls();
    const r = await t.services.placeRankEngine.checkKeyword('seongsu brunch', DAY1);
    // rank 120 sits at position ~130 with the ads: two pages of 100 for both members together
    expect(r).toMatchObject({ pagesFetched: 2, targets: 2, found: 2 });
    expect((await placeCalls()) - before).toBe(2);
    expect((await keywordRow(a.cookie)).keywordPlaceRankCurrent).toBe(6);
    expect((await keywordRow(b.cookie)).keywordPlaceRankCurrent).toBe(120);
  });

  it('records a place outside the top 300 as outside, after the pages that hold 300 organic places', async () => {
    const p = await organicAt('itaewon pub', 10);
    const { cookie } = await track('itaewon pub', p.placeId);
    await control(sim, 'POST', '/__control/place-rank', {
      keyword: 'itaewon pub',
      placeId: p.placeId,
      rank: 350,
    });
    const positionOf300 = (await market('itaewon pub')).find((x) => x.rank === 300)!.position;
    const before = await placeCalls();
    await t.services.placeRankEngine.checkKeyword('itaewon pub', DAY1);
    expect((await placeCalls()) - before).toBe(Math.ceil(positionOf300 / 100));
    expect(await keywordRow(cookie)).toMatchObject({ keywordPlaceRankCurrent: 0, checkStatus: 'ok' });
  });

  it('a failed check shows "failed" only for keywords never checked; a known rank stays', async () => {
    const p = await organicAt('jamsil gym', 3);
    await control(sim, 'POST', '/__control/faults', { service: 'naver-place', count: 1, status: 500 });
    // The fault hits the look-up: registration is refused and nothing is counted.
    const m = await createMember(t);
    const cookie = await login(t, m.email);
    const refused = await post(
      t,
      '/api/naver/place/placeInsert',
      { placeId: p.placeId, placeKeyword: 'jamsil gym' },
      cookie,
    );
    expect(refused.statusCode).toBe(503);
    expect((await view(cookie)).limits.registeredToday).toBe(0);

    const tracked = await track('jamsil gym', p.placeId);
    // Added directly (not through the route) so the test decides when its first check runs.
    await t.database.sql.executeSql(
      `insert into place_keywords (plce_sn, keyword, keyword_norm) values ($1, 'jamsil pilates', 'jamsil pilates')`,
      [tracked.plceSn],
    );
    await control(sim, 'POST', '/__control/faults', { service: 'naver-place', count: 1, malformed: true });
    await expect(t.services.placeRankEngine.checkKeyword('jamsil pilates', DAY1)).rejects.toThrow();
    await control(sim, 'POST', '/__control/faults', { service: 'naver-place', count: 1, status: 503 });
    await expect(t.services.placeRankEngine.checkKeyword('jamsil gym', DAY1)).rejects.toThrow();
    const keywords = (await view(tracked.cookie)).keywords;
    expect(keywords).toEqual([
      expect.objectContaining({ keyword: 'jamsil gym', keywordPlaceRankCurrent: 3, checkStatus: 'ok' }),
      expect.objectContaining({
        keyword: 'jamsil pilates',
        keywordPlaceRankCurrent: 0,
        checkStatus: 'failed',
      }),
    ]);
    expect(await history(tracked.cookie)).toHaveLength(1);
  });

  it('a short answer is a failed check: rank, history and status stay; the retry records the day', async () => {
    const keyword = 'gangnam pilates';
    const p = await organicAt(keyword, 150);
    const { cookie } = await track(keyword, p.placeId);
    const known = { keywordPlaceRankCurrent: 150, checkStatus: 'ok' };
    expect(await keywordRow(cookie)).toMatchObject(known);
    const day = (rank: number) => [
      expect.objectContaining({ lastUpdtDt: DAY1, keywordPlaceRankCurrent: rank }),
    ];
    expect(await history(cookie)).toEqual(day(150));
    const lastCheck = async () =>
      (
        await t.database.sql.executeSql(
          `select status, pages_fetched as pages, error from place_keyword_checks
            where keyword_norm = $1 order by id desc limit 1`,
          [keyword],
        )
      ).rows[0] as { status: string; pages: number; error: string | null };

    // HTTP 200 with fewer entries than the list's `total` promises: an empty first page, a first
    // page of 40, and a second page of 10 after a whole first one.
    const shortAnswers = [
      [{ service: 'naver-place', count: 1, truncate: 0 }],
      [{ service: 'naver-place', count: 1, truncate: 40 }],
      [
        { service: 'naver-place', count: 1, delayMs: 1 },
        { service: 'naver-place', count: 1, truncate: 10 },
      ],
    ];
    for (const [i, faults] of shortAnswers.entries()) {
      await control(sim, 'POST', '/__control/faults', faults);
      await expect(t.services.placeRankEngine.checkKeyword(keyword, DAY1)).rejects.toThrow(/short page/);
      expect(await keywordRow(cookie)).toMatchObject(known);
      expect(await history(cookie)).toEqual(day(150));
      expect(await lastCheck()).toMatchObject({
        status: 'failed',
        pages: i === 2 ? 2 : 1,
        error: expect.stringContaining('short page'),
      });
    }
    // The job's retry, with whole pages again, records the day.
    await control(sim, 'POST', '/__control/place-rank', {
      keyword,
      placeId: p.placeId,
      rank: 160,
      date: DAY1,
    });
    await t.services.placeRankEngine.checkKeyword(keyword, DAY1);
    expect(await keywordRow(cookie)).toMatchObject({ keywordPlaceRankCurrent: 160, checkStatus: 'ok' });
    expect(await history(cookie)).toEqual(day(160));
    expect(await lastCheck()).toMatchObject({ status: 'ok', pages: 2 });
  });

  it('under 20% faults records no drop and completes every keyword after retries; reruns add no rows', async () => {
    const keywords = ['yeouido lunch', 'sinchon pc room', 'hapjeong wine', 'euljiro pub', 'gwanghwamun cafe'];
    const rows: { cookie: string; rank: number }[] = [];
    for (const [i, k] of keywords.entries()) {
      const rank = 20 + i * 55; // 20 … 240: one to three pages each
      rows.push({ ...(await track(k, (await organicAt(k, rank)).placeId)), rank });
    }
    for (const r of rows) expect((await keywordRow(r.cookie)).keywordPlaceRankCurrent).toBe(r.rank);
    const historyCount = async () =>
      (
        (await t.database.sql.executeSql('select count(*)::int as n from place_rank_history')).rows[0] as {
          n: number;
        }
      ).n;
    const before = await historyCount();
    // The first call always fails (so the retry path is surely taken), then 20% of calls do.
    await control(sim, 'POST', '/__control/faults', { service: 'naver-place', count: 1, status: 500 });
    await control(sim, 'POST', '/__control/faults', {
      service: 'naver-place',
      count: 10_000,
      status: 500,
      rate: 0.2,
    });
    let failures = 0;
    for (const k of keywords) {
      // What the job engine does: retry a failed check until it completes.
      for (let attempt = 0; ; attempt++) {
        try {
          await t.services.placeRankEngine.checkKeyword(k, DAY1);
          break;
        } catch {
          failures += 1;
          // A failure never shows as a change: every rank is still what it was.
          for (const r of rows) expect((await keywordRow(r.cookie)).keywordPlaceRankCurrent).toBe(r.rank);
          if (attempt > 50) throw new Error('never completed');
        }
      }
    }
    await control(sim, 'DELETE', '/__control/faults');
    for (const r of rows)
      expect(await keywordRow(r.cookie)).toMatchObject({
        keywordPlaceRankCurrent: r.rank,
        checkStatus: 'ok',
      });
    expect(await historyCount()).toBe(before); // same day: updated in place, never duplicated
    expect(failures).toBeGreaterThan(0);
    const checks = await t.database.sql.executeSql(
      `select status, count(*)::int as n from place_keyword_checks group by status`,
    );
    const byStatus = Object.fromEntries(
      (checks.rows as { status: string; n: number }[]).map((c) => [c.status, c.n]),
    );
    expect(byStatus.failed).toBeGreaterThanOrEqual(failures);
    expect(byStatus.ok).toBeGreaterThanOrEqual(10);
  });
});
