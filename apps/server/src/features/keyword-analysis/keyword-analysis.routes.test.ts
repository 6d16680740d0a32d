import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kstDate, ko, type RelatedAnswer, type TrendAnswer } from '@seller/shared';
import { createServices } from '../../app';
import { createPorts } from '../../ports';
import { createMember, login } from '../../test/app';
import { type KeywordToolsTestApp, createKeywordToolsApp, providerCalls } from '../../test/keyword-tools';
import { addFault, resetSimulator } from '../../test/simulator';
import { captureLog } from '../../test/log-capture';
import { freeMeter } from '../../test/shop';
import { NAVER_PLATFORMS, NAVER_QUOTA_ANSWER, NAVER_RATE_ANSWER } from '../../adapters/test-support';

// Keyword analysis end to end: the real Search Ad, shopping and DataLab adapters against the simulator.
let t: KeywordToolsTestApp;
let cookie: string;

beforeAll(async () => {
  t = await createKeywordToolsApp();
  const m = await createMember(t);
  cookie = await login(t, m.email);
});
afterAll(() => t.close());
beforeEach(() => resetSimulator(t.sim));

const get = (url: string, c: string | null = cookie) =>
  t.app.inject({ method: 'GET', url, headers: c ? { cookie: c } : {} });
const related = (kw: string) => get(`/api/naver/keyword/related?hintKeywords=${encodeURIComponent(kw)}`);
const today = kstDate();

describe('GET /api/naver/keyword/related', () => {
  it('answers related keywords, the product count, competition and the category ratio', async () => {
    const res = await related('텀블러');
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json<RelatedAnswer>();
    expect(a.keyword).toBe('텀블러');
    expect(a.relatedKeyword.length).toBeGreaterThan(3);
    expect(a.relatedKeyword[0]!.relKeyword).toBe('텀블러');
    expect(a.topKeyword).toEqual(a.relatedKeyword[0]);
    expect(a.itemsTotal).toBeGreaterThan(1000);
    const total = a.topKeyword!.monthlyTotalQcCnt;
    expect(total).toBe(a.topKeyword!.monthlyPcQcCnt + a.topKeyword!.monthlyMobileQcCnt);
    expect(a.competitionRate).toBe(Math.round((a.itemsTotal! / total) * 100) / 100);
    expect(['낮음', '중간', '높음']).toContain(a.topKeyword!.compIdx);
    // Under-10 rule: nothing between 1 and 9 is ever shown.
    for (const r of a.relatedKeyword) {
      for (const n of [r.monthlyPcQcCnt, r.monthlyMobileQcCnt]) expect(n === 0 || n >= 10).toBe(true);
      if (r.pcQcUnder10) expect(r.monthlyPcQcCnt).toBe(0);
    }
    // The organic products of one answer of 100 slots (the simulated ads take the rest).
    expect(a.sampleSize).toBeGreaterThan(80);
    expect(a.sampleSize).toBeLessThanOrEqual(100);
    expect(a.categoryRatio.reduce((s, c) => s + c.count, 0)).toBe(a.sampleSize);
    expect(a.categoryRatio[0]!.count).toBeGreaterThanOrEqual(a.categoryRatio.at(-1)!.count);
    expect(a.day).toBe(today);
  });

  it('answers a second look the same day from the cache, also after a restart', async () => {
    const first = (await related('캠핑의자')).json<RelatedAnswer>();
    const calls = {
      ad: await providerCalls(t.sim, 'naver-searchad'),
      shop: await providerCalls(t.sim, 'searchapi'),
    };
    expect(calls).toEqual({ ad: 1, shop: 1 });
    const again = await related(' 캠핑의자 ');
    expect(again.json()).toEqual(first);
    // A fresh set of services over the same database (a restarted process) still asks nobody.
    const restarted = createServices(t.config, {
      database: t.database,
      ports: createPorts(t.config, { meter: freeMeter }),
    });
    expect(await restarted.keywordAnalysis.related(['캠핑의자'])).toEqual(first);
    expect(await providerCalls(t.sim, 'naver-searchad')).toBe(1);
    expect(await providerCalls(t.sim, 'searchapi')).toBe(1);
  });

  it('shows a keyword the ad system does not know without volumes or a rate', async () => {
    const a = (await related('zz없는키워드')).json<RelatedAnswer>();
    expect(a).toMatchObject({ relatedKeyword: [], topKeyword: null, competitionRate: null });
    expect(a.itemsTotal).toBeGreaterThan(0);
  });

  it('turns provider 429 and 5xx into Korean messages and caches nothing', async () => {
    await addFault(t.sim, {
      service: 'naver-searchad',
      count: 3,
      status: 429,
      body: { code: 429, message: 'Too Many Requests' },
    });
    const busy = await related('폴딩박스');
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({ code: 'KEYWORD_DATA_BUSY', message: ko.errors.KEYWORD_DATA_BUSY });

    await addFault(t.sim, { service: 'searchapi', count: 3, status: 500 });
    const down = await related('폴딩박스');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      code: 'KEYWORD_DATA_UNAVAILABLE',
      message: ko.errors.KEYWORD_DATA_UNAVAILABLE,
    });

    // A single 5xx is retried by the adapter; the look then succeeds and is cached from then on.
    await addFault(t.sim, { service: 'naver-searchad', count: 1, status: 503 });
    expect((await related('폴딩박스')).statusCode).toBe(200);
    const ad = await providerCalls(t.sim, 'naver-searchad');
    expect((await related('폴딩박스')).statusCode).toBe(200);
    expect(await providerCalls(t.sim, 'naver-searchad')).toBe(ad);
  });

  it('asks for a keyword and a login', async () => {
    const empty = await get('/api/naver/keyword/related?hintKeywords=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ko.keywordAnalysisUi.enterKeyword);
    expect((await get('/api/naver/keyword/related?hintKeywords=a,b,c,d,e,f')).statusCode).toBe(400);
    expect((await get('/api/naver/keyword/related?hintKeywords=x', null)).statusCode).toBe(401);
    expect(await providerCalls(t.sim, 'naver-searchad')).toBe(0);
  });
});

// The trends on each Naver platform (issue 37): the same answers, each platform's refusals.
describe.each(NAVER_PLATFORMS)('GET /api/naver/keyword/trends on %s', (platform) => {
  let t: KeywordToolsTestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createKeywordToolsApp({ env: { NAVER_API_PLATFORM: platform } });
    cookie = await login(t, (await createMember(t)).email);
  });
  afterAll(() => t.close());
  beforeEach(() => resetSimulator(t.sim));
  const trends = (q: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/naver/keyword/trends?${new URLSearchParams(q)}`,
      headers: { cookie },
    });
  const year = {
    startDate: kstDate(new Date(Date.now() - 365 * 86_400_000)),
    endDate: today,
    timeUnit: 'week',
  };

  it('answers one series per keyword with the period maximum at 100', async () => {
    const res = await trends({ ...year, keywords: '텀블러,캠핑의자,원피스' });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json<TrendAnswer>();
    expect(a).toMatchObject({ startDate: year.startDate, endDate: today, timeUnit: 'week' });
    expect(a.results.map((r) => r.title)).toEqual(['텀블러', '캠핑의자', '원피스']);
    for (const r of a.results) expect(r.data.length).toBeGreaterThan(40);
    expect(Math.max(...a.results.flatMap((r) => r.data.map((d) => d.ratio)))).toBe(100);
    expect(a.results[0]!.data[0]!.period >= year.startDate).toBe(true);
  });

  it('caches per keywords, period and unit for the Korea day', async () => {
    const q = { startDate: '2021-01-01', endDate: today, timeUnit: 'month', keywords: '텀블러' };
    const first = await trends(q);
    expect(first.statusCode).toBe(200);
    expect((await trends({ ...q, keywords: ' 텀블러 ' })).json()).toEqual(first.json());
    expect(await providerCalls(t.sim, 'naver-datalab')).toBe(1);
    expect((await trends({ ...q, timeUnit: 'date', startDate: year.startDate })).statusCode).toBe(200);
    expect(await providerCalls(t.sim, 'naver-datalab')).toBe(2);
  });

  it('refuses periods DataLab cannot answer and more than 5 keywords, without a provider call', async () => {
    const bad = [
      { startDate: '2015-12-31', endDate: today },
      { startDate: '2021-01-01', endDate: kstDate(new Date(Date.now() + 2 * 86_400_000)) },
      { startDate: today, endDate: '2021-01-01' },
      { startDate: '2021-02-30', endDate: today },
    ];
    for (const range of bad) {
      const res = await trends({ ...range, timeUnit: 'month', keywords: 'a' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('TREND_RANGE_INVALID');
    }
    const many = await trends({ startDate: '2021-01-01', endDate: today, keywords: 'a,b,c,d,e,f' });
    expect(many.json()).toMatchObject({
      code: 'TREND_KEYWORD_LIMIT',
      message: ko.errors.TREND_KEYWORD_LIMIT,
    });
    expect(
      (await trends({ startDate: '2021-01-01', endDate: today, timeUnit: 'year', keywords: 'a' })).statusCode,
    ).toBe(400);
    expect(await providerCalls(t.sim, 'naver-datalab')).toBe(0);
  });

  it('turns DataLab failures into Korean messages', async () => {
    const q = { startDate: '2022-01-01', endDate: today, timeUnit: 'month', keywords: '선크림' };
    await addFault(t.sim, { service: 'naver-datalab', count: 3, status: 500 });
    const down = await trends(q);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'TREND_UNAVAILABLE', message: ko.errors.TREND_UNAVAILABLE });
    expect((await trends(q)).statusCode).toBe(200);
  });

  it("rides out one 429 of Naver's speed limit: the answer comes, and the key stays in use", async () => {
    const q = { startDate: '2023-01-01', endDate: today, timeUnit: 'month', keywords: '텀블러' };
    await addFault(t.sim, {
      service: 'naver-datalab',
      count: 1,
      status: 429,
      body: NAVER_RATE_ANSWER[platform],
    });
    const before = await providerCalls(t.sim, 'naver-datalab');
    expect((await trends(q)).statusCode).toBe(200);
    expect(await providerCalls(t.sim, 'naver-datalab')).toBe(before + 2);
    expect((await trends({ ...q, keywords: '보온병' })).statusCode).toBe(200);
    expect(await providerCalls(t.sim, 'naver-datalab')).toBe(before + 3);
  });

  // Last: Naver's daily quota answer (429, errorCode 010; the HUB's 400) leaves the key out until the next Korea day.
  it('answers a DataLab 429 as busy and stops calling for the day', async () => {
    const q = { startDate: '2022-01-01', endDate: today, timeUnit: 'week', keywords: '원피스' };
    await addFault(t.sim, {
      service: 'naver-datalab',
      count: 1,
      status: 429,
      body: NAVER_QUOTA_ANSWER[platform],
    });
    const busy = await trends(q);
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({ code: 'KEYWORD_DATA_BUSY', message: ko.errors.KEYWORD_DATA_BUSY });
    expect(await providerCalls(t.sim, 'naver-datalab')).toBe(1);
    expect((await trends(q)).json().code).toBe('KEYWORD_DATA_BUSY');
    expect(await providerCalls(t.sim, 'naver-datalab')).toBe(1);
    // Answers kept earlier today are still served.
    expect(
      (await trends({ startDate: '2022-01-01', endDate: today, timeUnit: 'month', keywords: '선크림' }))
        .statusCode,
    ).toBe(200);
  });
});

// The developer center's end (issue 37 §1) on a moved clock: the warning at start, the refusal
// after 2027-06-30 24:00 KST as a 503 with the Korean message naming the HUB's variables.
describe('trends on the developer center around its end', () => {
  let t: KeywordToolsTestApp;
  let cookie: string;
  let now = new Date('2027-06-28T03:00:00Z');
  const { log, lines } = captureLog('warn');
  beforeAll(async () => {
    t = await createKeywordToolsApp({ env: { NAVER_API_PLATFORM: 'developers' }, now: () => now, log });
    cookie = await login(t, (await createMember(t)).email);
  });
  afterAll(() => t.close());
  const trends = (keywords: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/naver/keyword/trends?${new URLSearchParams({ startDate: '2025-01-01', endDate: '2025-12-31', timeUnit: 'month', keywords })}`,
      headers: { cookie },
    });

  it('warns at start, answers until the end, then refuses without calling Naver', async () => {
    expect(
      lines.filter((l) => l.includes('NAVER_API_PLATFORM=developers') && l.includes('2 days left')),
    ).toHaveLength(1);
    expect((await trends('텀블러')).statusCode).toBe(200);
    now = new Date('2027-06-30T15:00:00Z');
    const before = await providerCalls(t.sim, 'naver-datalab');
    const ended = await trends('보온병');
    expect(ended.statusCode).toBe(503);
    expect(ended.json()).toMatchObject({
      code: 'NAVER_DEVELOPERS_ENDED',
      message: ko.errors.NAVER_DEVELOPERS_ENDED,
    });
    expect(ko.errors.NAVER_DEVELOPERS_ENDED).toContain('NAVER_API_HUB_CLIENT_ID');
    expect(await providerCalls(t.sim, 'naver-datalab')).toBe(before);
  });
});
