/**
 * 수집 현황 (issue 36 §3): the managers' screen read from rows written through the real meter, and
 * the budget notice (one bell notice and one mail per manager, source and Korea day, across
 * instances).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type ProviderUsageAnswer, errorStatus, kstDate, ko } from '@seller/shared';
import type { MailMessage } from '../../adapters/mail/mail';
import { createServices } from '../../app';
import { type Database, openDatabase, rowsOf } from '../../db/client';
import { MICROS } from '../../lib/provider-usage/money';
import { BudgetReachedError, type MeterOutcome } from '../../lib/provider-usage/port';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';
import { catalogLookup } from '../../test/rank';
import { emptyShop } from '../../test/shop';

const sent: MailMessage[] = [];
/** The SMTP server goes down once this many mails went out (null: it stays up). */
let failAfter: number | null = null;
const mail = {
  configured: true,
  sendMail: async (m: MailMessage) => {
    if (failAfter !== null && sent.length >= failAfter) throw new Error('smtp down');
    sent.push(m);
    return { messageId: String(sent.length) };
  },
  close: () => undefined,
};
let clock = new Date('2026-11-25T01:00:00Z'); // 10:00 Korea time
const now = () => clock;
const at = (iso: string) => (clock = new Date(iso));
/** 0.02 USD a day: five calls of 0.004. */
const BUDGET = { searchapi: { micros: 20_000, currency: 'USD' as const } };
const RATE = 1_400;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { USD_KRW_RATE: String(RATE), LOGIN_RATE_LIMIT_MAX: '1000' },
    {
      now,
      adapters: { mail },
      providerBudgets: BUDGET,
      ports: {
        productLookup: catalogLookup((mid) => `Product ${mid}`),
        shop: emptyShop,
      },
    },
  );
}, 60_000);
afterAll(() => t?.close());

const URL = '/v1/admin/provider-usage';
const get = (cookie: string, query = '') =>
  t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: { cookie } });
const ok = (fields: Partial<MeterOutcome> = {}): MeterOutcome => ({
  pages: 1,
  rows: 100,
  costMicros: 4_000,
  result: 'ok',
  ...fields,
});
async function call(source: string, keyword: string | null, outcome: MeterOutcome, estimate = 4_000) {
  const ticket = await t.services.providerMeter.begin({ source, keyword, estimateMicros: estimate });
  await ticket.end(outcome);
}
const won = (micros: number) => Math.round((micros * RATE) / MICROS);

async function signedIn(role: 'GNRL_MBR' | 'MNGR_MBR') {
  const m = await createMember(t, { role });
  return { ...m, cookie: await login(t, m.email) };
}

describe('수집 현황', () => {
  let manager: Awaited<ReturnType<typeof signedIn>>;
  let member: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    manager = await signedIn('MNGR_MBR');
    member = await signedIn('GNRL_MBR');
  });

  it('is for managers only', async () => {
    expect((await get(member.cookie)).statusCode).toBe(errorStatus.FORBIDDEN);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(errorStatus.UNAUTHENTICATED);
  });

  it('answers a manager with no sources before any call (a budgeted source shows with nothing spent)', async () => {
    const res = await get(manager.cookie);
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: ProviderUsageAnswer }).data;
    expect(data).toMatchObject({ from: '2026-11-01', to: '2026-11-25', today: '2026-11-25', usdKrw: RATE });
    expect(data.sources.map((s) => [s.source, s.budget?.micros, s.days.length])).toEqual([
      ['searchapi', 20_000, 0],
    ]);
    expect(data.keywords).toEqual([]);
    expect(data.failures).toEqual([]);
    // On NAVER API HUB there is no end of the developer center to tell of.
    expect(data.naverCutover).toBeNull();
  });

  it('tells of the Naver developer center’s end while it is configured, from 30 days before (issue 37)', async () => {
    let when = new Date('2027-05-30T14:00:00Z');
    const developers = createServices(
      { ...t.config, naverApi: { ...t.config.naverApi, platform: 'developers' } },
      { database: t.database, now: () => when, adapters: { mail } },
    );
    const cutover = async () => (await developers.providerUsage.summary({})).naverCutover;
    expect(await cutover()).toBeNull();
    when = new Date('2027-06-25T01:00:00Z');
    expect(await cutover()).toEqual({ state: 'ending', lastDay: '2027-06-30', daysLeft: 5 });
    when = new Date('2027-07-01T01:00:00Z');
    expect(await cutover()).toEqual({ state: 'ended', lastDay: '2027-06-30', daysLeft: 0 });
  });

  it('shows per source and day what the meter counted, today and the month against the budget', async () => {
    // Last month: outside the default range.
    at('2026-10-31T03:00:00Z');
    await call('searchapi', '텐트', ok());
    // Yesterday: three calls for 텐트.
    at('2026-11-24T03:00:00Z');
    for (let i = 0; i < 3; i++) await call('searchapi', '텐트', ok());
    // Today: 캠핑 의자 twice (the second read 2 pages), a 429 with an HTML answer, a timeout, Apify once.
    at('2026-11-25T02:00:00Z');
    await call('searchapi', '캠핑 의자', ok());
    await call('searchapi', '캠핑 의자', ok({ pages: 2, rows: 200, costMicros: 12_000 }), 12_000);
    await call(
      'searchapi',
      '텐트',
      ok({
        pages: 0,
        rows: 0,
        costMicros: 0,
        result: 'rate-limited',
        status: 429,
        detail: '<script>alert(1)</script>',
      }),
    );
    at('2026-11-25T02:05:00Z');
    await call('searchapi', '텐트', ok({ pages: 0, rows: 0, costMicros: 0, result: 'timeout' }));
    await call('apify', '텐트', ok({ rows: 40, costMicros: 2_000 }), 2_000);
    // 0.016 spent today: a call estimated at 0.005 would pass 0.02, so it is refused.
    await expect(
      t.services.providerMeter.begin({ source: 'searchapi', keyword: '텐트', estimateMicros: 5_000 }),
    ).rejects.toBeInstanceOf(BudgetReachedError);
    await t.services.settle();

    const data = ((await get(manager.cookie)).json() as { data: ProviderUsageAnswer }).data;
    const [searchapi, apify] = data.sources;
    expect(data.sources.map((s) => s.source)).toEqual(['searchapi', 'apify']);
    expect(searchapi).toMatchObject({
      label: ko.providerUsage.sources.searchapi,
      currency: 'USD',
      budget: { micros: 20_000, won: won(20_000) },
      today: {
        cost: { micros: 16_000, won: won(16_000) },
        reserved: { micros: 0, won: 0 },
        calls: 4,
        blocks: 1,
      },
      month: { cost: { micros: 28_000, won: won(28_000) }, calls: 7 },
      reachedToday: true,
      total: {
        calls: 7,
        pages: 6,
        rows: 600,
        errors: 2,
        blocks: 1,
        unsettled: 0,
        cost: { micros: 28_000, won: won(28_000) },
      },
    });
    expect(searchapi!.days.map((d) => [d.day, d.calls, d.pages, d.errors, d.blocks, d.cost.micros])).toEqual([
      ['2026-11-25', 4, 3, 2, 1, 16_000],
      ['2026-11-24', 3, 3, 0, 0, 12_000],
    ]);
    expect(searchapi!.days[0]!.errorKinds.map((k) => [k.kind, k.count]).sort()).toEqual([
      ['rate-limited', 1],
      ['timeout', 1],
    ]);
    expect(apify).toMatchObject({
      budget: null,
      reachedToday: false,
      today: { calls: 1, cost: { micros: 2_000 } },
    });
    // Keywords by cost in won across sources.
    expect(data.keywords.map((k) => [k.source, k.keyword, k.calls, k.cost.micros])).toEqual([
      ['searchapi', '캠핑 의자', 2, 16_000],
      ['searchapi', '텐트', 5, 12_000],
      ['apify', '텐트', 1, 2_000],
    ]);
    // The failed answers, newest first, as received (the screen shows them as text).
    expect(data.failures.map((f) => [f.kind, f.status, f.keyword, f.detail])).toEqual([
      ['timeout', null, '텐트', null],
      ['rate-limited', 429, '텐트', '<script>alert(1)</script>'],
    ]);

    // A range of last month's last day and yesterday.
    const range = (
      (await get(manager.cookie, '?from=2026-10-31&to=2026-11-24')).json() as { data: ProviderUsageAnswer }
    ).data;
    expect(range.sources[0]!.days.map((d) => d.day)).toEqual(['2026-11-24', '2026-10-31']);
    expect(range.sources[0]!.month.cost.micros).toBe(28_000);
    expect(range.failures).toEqual([]);
  });

  it('weighs the shopping cost against the coins the tracked products earned', async () => {
    // The ledger stamps its rows with the database's clock: this test runs on the real one.
    clock = new Date();
    const today = kstDate(clock);
    // A session made on the test clock's November day has expired by the real one: sign in anew.
    manager = await signedIn('MNGR_MBR');
    const seller = await signedIn('GNRL_MBR');
    await t.services.memberOperator.addCoins(seller.email, 100, undefined);
    const before = (
      (await get(manager.cookie, `?from=${today}&to=${today}`)).json() as { data: ProviderUsageAnswer }
    ).data.economics;
    expect(before).toMatchObject({
      products: 0,
      coinsEarned: 0,
      costPerProductWon: null,
      costSharePercent: null,
    });
    await call('searchapi', '의자', ok({ costMicros: 3_500 }));
    await call('apify', '의자', ok({ costMicros: 1_500 }));
    for (const mid of ['700001', '700002']) {
      const res = await post(
        t,
        '/api/naver/mygoodsRank/merges',
        { type: 'midNum', currentInput: mid },
        seller.cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    // Both products on one keyword (one check serves both), the first on a second one too.
    const products = rowsOf<{ gdp_sn: number }>(
      await t.database.db.execute(
        sql`select gdp_sn from tracked_goods where mbr_sn = ${seller.mbrSn} order by gdp_sn`,
      ),
    );
    for (const [gdpSn, goodsKeyword] of [
      [products[0]!.gdp_sn, '캠핑 의자'],
      [products[1]!.gdp_sn, '캠핑  의자 '],
      [products[0]!.gdp_sn, '접이식 의자'],
    ] as const) {
      const res = await post(t, '/api/naver/mygoodsRank/merges', { gdpSn, goodsKeyword }, seller.cookie);
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.services.settle();
    const data = (
      (await get(manager.cookie, `?from=${today}&to=${today}`)).json() as { data: ProviderUsageAnswer }
    ).data;
    const costWon = won(3_500) + won(1_500);
    expect(data.economics).toEqual({
      costWon,
      products: 2,
      keywords: 2,
      coinsEarned: 20,
      wonPerCoin: 98,
      earnedWon: 1_960,
      costPerProductWon: Math.round(costWon / 2),
      earnedPerProductWon: 980,
      costSharePercent: Math.round((costWon / 1_960) * 1000) / 10,
    });
  });

  it('refuses a bad range with a Korean message', async () => {
    const cases: [string, string][] = [
      ['?from=2026-11-20&to=2026-11-01', ko.providerUsage.rangeReversed],
      ['?from=2026-13-01', ko.providerUsage.dayInvalid],
      ['?from=2025-01-01&to=2026-11-25', ko.providerUsage.rangeTooLong(366)],
      ['?from=2025-01-01', ko.providerUsage.rangeTooLong(366)],
    ];
    for (const [query, message] of cases) {
      const res = await get(manager.cookie, query);
      expect([res.statusCode, (res.json() as { message: string }).message], query).toEqual([400, message]);
    }
  });
});

describe('the budget notice', () => {
  let second: Database;
  beforeAll(async () => {
    second = t.database.connectionString
      ? await openDatabase({ databaseUrl: t.database.connectionString })
      : t.database;
  });
  afterAll(async () => {
    if (second !== t.database) await second.close();
  });

  const notices = async (mbrSn: number) =>
    rowsOf<{ rule: string; keyword: string; title: string; day: string }>(
      await t.database.db.execute(
        sql`select rule, keyword, title, day::text as day from rank_alert_notifications where mbr_sn = ${mbrSn} and rule = 'budgetReached' order by id`,
      ),
    );

  it('tells every active manager once a day per source, in the bell and by mail, across two instances', async () => {
    const managers = [await signedIn('MNGR_MBR'), await signedIn('MNGR_MBR')];
    const seller = await signedIn('GNRL_MBR');
    // A second app instance on the same database, with its own meter.
    const other = createServices(t.config, {
      database: second,
      now,
      adapters: { mail },
      providerBudgets: { apify: { micros: 0, currency: 'USD' } },
    });
    const mine = createServices(t.config, {
      database: t.database,
      now,
      adapters: { mail },
      providerBudgets: { apify: { micros: 0, currency: 'USD' } },
    });
    at('2026-11-26T01:00:00Z');
    sent.length = 0;
    const refusals = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? other : mine).providerMeter.begin({ source: 'apify', estimateMicros: 1_000 }),
      ),
    );
    expect(refusals.every((r) => r.status === 'rejected' && r.reason instanceof BudgetReachedError)).toBe(
      true,
    );
    await Promise.all([other.settle(), mine.settle()]);

    const everyManager = [...managers.map((m) => m.mbrSn)];
    for (const mbrSn of everyManager)
      expect(await notices(mbrSn)).toEqual([
        { rule: 'budgetReached', keyword: 'apify', title: ko.providerUsage.sources.apify, day: '2026-11-26' },
      ]);
    expect(await notices(seller.mbrSn)).toEqual([]);
    const toManagers = sent.filter((m) => managers.some((x) => x.email === m.to));
    expect(toManagers.map((m) => m.to).sort()).toEqual(managers.map((m) => m.email).sort());
    expect(toManagers[0]!.subject).toBe(ko.providerUsage.mailSubject(ko.providerUsage.sources.apify));
    expect(toManagers[0]!.text).toContain('/admin/provider-usage');
    // The bell shows it, with the text the web app renders.
    const bell = await t.app.inject({
      method: 'GET',
      url: '/v1/rank-alerts/notifications',
      headers: { cookie: managers[0]!.cookie },
    });
    const items = (bell.json() as { data: { items: { rule: string; title: string }[] } }).data.items;
    expect(items.filter((n) => n.rule === 'budgetReached')).toHaveLength(1);

    // The next Korea day: told again.
    at('2026-11-27T01:00:00Z');
    await expect(mine.providerMeter.begin({ source: 'apify', estimateMicros: 1_000 })).rejects.toBeInstanceOf(
      BudgetReachedError,
    );
    await mine.settle();
    expect((await notices(managers[0]!.mbrSn)).map((n) => n.day)).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('retries a failed mail on a later refusal, only to the managers not mailed yet', async () => {
    at('2026-11-28T01:00:00Z');
    const services = createServices(t.config, {
      database: t.database,
      now,
      adapters: { mail },
      providerBudgets: { apify: { micros: 0, currency: 'USD' } },
    });
    const refuse = async () => {
      await expect(
        services.providerMeter.begin({ source: 'apify', estimateMicros: 1 }),
      ).rejects.toBeInstanceOf(BudgetReachedError);
      await services.settle();
    };
    const managers = rowsOf<{ email: string }>(
      await t.database.db.execute(
        sql`select email from members where role = 'MNGR_MBR' and status = 'ACTIVE'`,
      ),
    ).map((m) => m.email);
    expect(managers.length).toBeGreaterThan(2);
    sent.length = 0;
    // The first mail goes out, then SMTP fails.
    failAfter = 1;
    await refuse();
    expect(sent).toHaveLength(1);
    failAfter = null;
    await refuse();
    // Each manager got it once.
    expect(sent.map((m) => m.to).sort()).toEqual(managers.sort());
    await refuse();
    expect(sent).toHaveLength(managers.length);
  });
});
