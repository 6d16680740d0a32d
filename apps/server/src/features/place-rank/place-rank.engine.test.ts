import { describe, expect, it } from 'vitest';
import { type TestApp, createMember, login, post } from '../../test/app';
import { serviceCalls, simulatorRankApp } from '../../test/rank';
import { type RunningSimulator, control } from '../../test/simulator';

// The place source against the simulator's place list (ads mixed in), through the real adapter.
// What every check writes (failures, retries, history) is tested once in lib/rank-engine.
let sim: RunningSimulator;
let t: TestApp;
const DAY1 = '2026-11-22';

interface MarketPlace {
  position: number;
  rank: number | null;
  isAd: boolean;
  placeId: string;
  name: string;
}

simulatorRankApp(
  DAY1,
  (s, app) => {
    sim = s;
    t = app;
  },
  { now: () => new Date(`${DAY1}T03:00:00Z`) },
);

const placeCalls = () => serviceCalls(sim, 'naver-place');
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
});
