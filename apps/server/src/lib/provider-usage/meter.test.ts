/**
 * The meter of paid provider calls (issue 36 §3) on one database, as two app instances use it: on
 * PostgreSQL each "instance" is its own connection pool on the same database (so the calls really
 * race in the server); on PGlite both share the one connection.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, rowsOf } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { type BudgetReached, RESERVATION_TTL_MS, createProviderMeter } from './meter';
import { FAILURES_KEPT } from './meter.repository';
import { MICROS } from './money';
import { BudgetReachedError, type MeterTicket } from './port';

let first: Database;
let second: Database;
beforeAll(async () => {
  first = await createTestDatabase();
  second = first.connectionString ? await openDatabase({ databaseUrl: first.connectionString }) : first;
}, 60_000);
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});

let clock = new Date('2026-11-25T01:00:00Z'); // 10:00 Korea time
const now = () => clock;
beforeEach(async () => {
  clock = new Date('2026-11-25T01:00:00Z');
  for (const table of [
    'provider_usage_days',
    'provider_usage_errors',
    'provider_usage_keywords',
    'provider_usage_reservations',
    'provider_usage_failures',
  ])
    await first.db.execute(sql.raw(`delete from ${table}`));
});

const SOURCE = 'searchapi';
/** One call's price: 0.004 USD. */
const CALL = 4_000;

async function day(source = SOURCE, d = '2026-11-25') {
  const rows = rowsOf<Record<string, number | string>>(
    await first.db.execute(
      sql`select calls, pages, rows, errors, blocks, cost_micros, reserved_micros, open, unsettled
          from provider_usage_days where source = ${source} and day = ${d}::date`,
    ),
  );
  const r = rows[0];
  return r && Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]));
}

const meterOn = (
  database: Database,
  budgetUsd: number | null,
  extra: { onBudgetReached?: (e: BudgetReached) => void } = {},
) =>
  createProviderMeter({
    db: database.db,
    now,
    usdKrw: 1_400,
    budgets: budgetUsd === null ? {} : { [SOURCE]: { micros: budgetUsd * MICROS, currency: 'USD' } },
    ...extra,
  });

describe('counting', () => {
  it('counts calls, pages, rows, cost, errors by kind, keywords and the failed answers', async () => {
    const meter = meterOn(first, null);
    await (
      await meter.begin({ source: SOURCE, keyword: '무선 이어폰', estimateMicros: CALL })
    ).end({
      pages: 1,
      rows: 100,
      costMicros: CALL,
      result: 'ok',
    });
    await (
      await meter.begin({ source: SOURCE, keyword: '무선 이어폰', estimateMicros: CALL })
    ).end({
      pages: 0,
      rows: 0,
      costMicros: 0,
      result: 'rate-limited',
      status: 429,
      detail: '<html>Too many requests</html>',
    });
    await (
      await meter.begin({ source: SOURCE, keyword: '캠핑 의자', estimateMicros: CALL })
    ).end({
      pages: 1,
      rows: 40,
      costMicros: CALL,
      result: 'ok',
    });
    expect(await day()).toEqual({
      calls: 3,
      pages: 2,
      rows: 140,
      errors: 1,
      blocks: 0,
      cost_micros: 2 * CALL,
      reserved_micros: 0,
      open: 0,
      unsettled: 0,
    });
    const errors = rowsOf(await first.db.execute(sql`select kind, count from provider_usage_errors`));
    expect(errors).toEqual([{ kind: 'rate-limited', count: 1 }]);
    const keywords = rowsOf<{ keyword: string; calls: number; cost_micros: number }>(
      await first.db.execute(
        sql`select keyword, calls, cost_micros from provider_usage_keywords order by keyword`,
      ),
    ).map((k) => ({ ...k, cost_micros: Number(k.cost_micros) }));
    expect(keywords).toEqual([
      { keyword: '무선 이어폰', calls: 2, cost_micros: CALL },
      { keyword: '캠핑 의자', calls: 1, cost_micros: CALL },
    ]);
    const failures = rowsOf(
      await first.db.execute(sql`select kind, status, keyword, detail from provider_usage_failures`),
    );
    expect(failures).toEqual([
      { kind: 'rate-limited', status: 429, keyword: '무선 이어폰', detail: '<html>Too many requests</html>' },
    ]);
  });

  it('settles a call on the Korea day it began, also when it ends after midnight', async () => {
    const meter = meterOn(first, null);
    clock = new Date('2026-11-25T14:59:59Z'); // 23:59:59 Korea time
    const ticket = await meter.begin({ source: SOURCE, estimateMicros: CALL });
    clock = new Date('2026-11-25T15:00:05Z'); // the next Korea day
    await ticket.end({ pages: 1, rows: 10, costMicros: CALL, result: 'ok' });
    expect(await day()).toMatchObject({ calls: 1, cost_micros: CALL, reserved_micros: 0 });
    expect(await day(SOURCE, '2026-11-26')).toBeUndefined();
  });

  it('keeps the newest failures of a source only', async () => {
    const meter = meterOn(first, null);
    // A full log already (written straight in: 200 calls through the meter take long on a busy
    // machine), and another source's failure that the trim must leave alone.
    await first.db.execute(sql`
      insert into provider_usage_failures (source, day, at, kind, detail)
      select ${SOURCE}, '2026-11-24', now(), 'server', 'old ' || g from generate_series(1, ${FAILURES_KEPT}) g`);
    await first.db.execute(sql`
      insert into provider_usage_failures (source, day, at, kind, detail) values ('apify', '2026-11-24', now(), 'server', 'other')`);
    for (let i = 0; i < 5; i++)
      await (
        await meter.begin({ source: SOURCE, estimateMicros: 0 })
      ).end({
        pages: 0,
        rows: 0,
        costMicros: 0,
        result: 'server',
        status: 503,
        detail: `new ${i}`,
      });
    const rows = rowsOf<{ source: string; n: number; newest: number; oldest: string }>(
      await first.db.execute(
        sql`select source, count(*)::int as n, count(*) filter (where detail like 'new %')::int as newest,
                   min(detail) filter (where detail like 'old %') as oldest
            from provider_usage_failures group by source order by source`,
      ),
    );
    expect(rows).toEqual([
      { source: 'apify', n: 1, newest: 0, oldest: null },
      // The five oldest (old 1 … old 5; 'old 10' sorts first as text) went.
      { source: SOURCE, n: FAILURES_KEPT, newest: 5, oldest: 'old 10' },
    ]);
    const left = rowsOf(
      await first.db.execute(sql`select 1 from provider_usage_failures where detail in ('old 1', 'old 5')`),
    );
    expect(left).toEqual([]);
    expect(await day()).toMatchObject({ calls: 5, errors: 5 });
  });

  it('ends a ticket once', async () => {
    const meter = meterOn(first, null);
    const ticket = await meter.begin({ source: SOURCE, estimateMicros: CALL });
    const outcome = { pages: 1, rows: 1, costMicros: CALL, result: 'ok' } as const;
    await ticket.end(outcome);
    await ticket.end(outcome);
    expect(await day()).toMatchObject({ calls: 1, cost_micros: CALL });
  });
});

describe('the daily budget', () => {
  it('across two instances: exactly as many concurrent calls start as fit, never past the budget', async () => {
    const reached: BudgetReached[] = [];
    // 0.04 USD = 10 calls of 0.004.
    const a = meterOn(first, 0.04, { onBudgetReached: (e) => reached.push(e) });
    const b = meterOn(second, 0.04, { onBudgetReached: (e) => reached.push(e) });
    const attempts = Array.from({ length: 24 }, (_, i) =>
      (i % 2 ? a : b).begin({ source: SOURCE, keyword: `k${i % 3}`, estimateMicros: CALL }),
    );
    const results = await Promise.allSettled(attempts);
    const started = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(started).toHaveLength(10);
    expect(refused).toHaveLength(14);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(BudgetReachedError);
    expect(await day()).toMatchObject({ reserved_micros: 10 * CALL, open: 10, blocks: 14, cost_micros: 0 });
    expect(reached).toHaveLength(14);
    expect(reached[0]).toMatchObject({
      source: SOURCE,
      day: '2026-11-25',
      currency: 'USD',
      budgetMicros: 40_000,
    });

    await Promise.all(
      started.map((r) =>
        (r as PromiseFulfilledResult<MeterTicket>).value.end({
          pages: 1,
          rows: 100,
          costMicros: CALL,
          result: 'ok',
        }),
      ),
    );
    expect(await day()).toMatchObject({ calls: 10, cost_micros: 10 * CALL, reserved_micros: 0, open: 0 });
    await expect(a.begin({ source: SOURCE, estimateMicros: CALL })).rejects.toBeInstanceOf(
      BudgetReachedError,
    );
    // The next Korea day starts from nothing.
    clock = new Date('2026-11-25T15:00:00Z');
    const next = await b.begin({ source: SOURCE, estimateMicros: CALL });
    await next.end({ pages: 1, rows: 1, costMicros: CALL, result: 'ok' });
    expect(await day(SOURCE, '2026-11-26')).toMatchObject({ calls: 1, cost_micros: CALL });
  });

  it('gives back what an estimate held beyond the real cost', async () => {
    const meter = meterOn(first, 0.02);
    // Estimates of 2 calls' price: 2 fit in 0.02 … no, 0.02 / 0.008 = 2.
    const t1 = await meter.begin({ source: SOURCE, estimateMicros: 2 * CALL });
    const t2 = await meter.begin({ source: SOURCE, estimateMicros: 2 * CALL });
    await expect(meter.begin({ source: SOURCE, estimateMicros: 2 * CALL })).rejects.toBeInstanceOf(
      BudgetReachedError,
    );
    await t1.end({ pages: 1, rows: 10, costMicros: CALL, result: 'ok' });
    await t2.end({ pages: 1, rows: 10, costMicros: CALL, result: 'ok' });
    // 0.008 spent: 0.012 left, one more estimate of 0.008 fits.
    await (
      await meter.begin({ source: SOURCE, estimateMicros: 2 * CALL })
    ).end({
      pages: 1,
      rows: 1,
      costMicros: CALL,
      result: 'ok',
    });
    expect(await day()).toMatchObject({ calls: 3, cost_micros: 3 * CALL, blocks: 1 });
  });

  it('refuses a call whose estimate alone passes the budget, on a day without calls', async () => {
    const meter = meterOn(first, 0.001);
    await expect(meter.begin({ source: SOURCE, estimateMicros: CALL })).rejects.toBeInstanceOf(
      BudgetReachedError,
    );
    expect(await day()).toMatchObject({ blocks: 1, reserved_micros: 0, open: 0 });
  });

  it('compares a budget in won with a dollar-billed source at the configured rate', async () => {
    // 28 won at 1,400 won/USD = 0.02 USD = 5 calls of 0.004.
    const meter = createProviderMeter({
      db: first.db,
      now,
      usdKrw: 1_400,
      budgets: { [SOURCE]: { micros: 28 * MICROS, currency: 'KRW' } },
    });
    expect(meter.budgetOf(SOURCE)).toBe(20_000);
    let started = 0;
    for (let i = 0; i < 7; i++) {
      try {
        await (
          await meter.begin({ source: SOURCE, estimateMicros: CALL })
        ).end({
          pages: 1,
          rows: 1,
          costMicros: CALL,
          result: 'ok',
        });
        started += 1;
      } catch (e) {
        expect(e).toBeInstanceOf(BudgetReachedError);
      }
    }
    expect(started).toBe(5);
  });

  it('never counts a source without a budget as reached', async () => {
    const meter = meterOn(first, null);
    for (let i = 0; i < 5; i++) await meter.begin({ source: 'some-new-source', estimateMicros: 10 * MICROS });
    expect(await day('some-new-source')).toMatchObject({ open: 5, reserved_micros: 50 * MICROS });
  });
});

describe('a process killed between begin and end', () => {
  it('holds the reservation until it expires, then charges its estimate: no leak, the budget still holds', async () => {
    const meter = meterOn(first, 0.012); // 3 calls
    // The dead process's call: begun, never ended.
    await meterOn(second, 0.012).begin({ source: SOURCE, keyword: '텐트', estimateMicros: CALL });
    await (
      await meter.begin({ source: SOURCE, estimateMicros: CALL })
    ).end({
      pages: 1,
      rows: 1,
      costMicros: CALL,
      result: 'ok',
    });
    const third = await meter.begin({ source: SOURCE, estimateMicros: CALL });
    await expect(meter.begin({ source: SOURCE, estimateMicros: CALL })).rejects.toBeInstanceOf(
      BudgetReachedError,
    );
    await third.end({ pages: 1, rows: 1, costMicros: CALL, result: 'ok' });
    expect(await day()).toMatchObject({ reserved_micros: CALL, open: 1, cost_micros: 2 * CALL });

    // Past the reservation's life: the next begin charges it and still finds the budget spent.
    clock = new Date(clock.getTime() + RESERVATION_TTL_MS + 1_000);
    await expect(meter.begin({ source: SOURCE, estimateMicros: CALL })).rejects.toBeInstanceOf(
      BudgetReachedError,
    );
    expect(await day()).toMatchObject({
      reserved_micros: 0,
      open: 0,
      unsettled: 1,
      cost_micros: 3 * CALL,
      calls: 2,
    });
    const keyword = rowsOf<{ cost_micros: number }>(
      await first.db.execute(sql`select cost_micros from provider_usage_keywords where keyword = '텐트'`),
    );
    expect(Number(keyword[0]?.cost_micros)).toBe(CALL);
    expect(rowsOf(await first.db.execute(sql`select id from provider_usage_reservations`))).toEqual([]);
  });

  it('a late end after the sweep replaces the charged estimate by the real cost', async () => {
    const meter = meterOn(first, null);
    const slow = await meter.begin({ source: SOURCE, keyword: '텐트', estimateMicros: 5 * CALL });
    clock = new Date(clock.getTime() + RESERVATION_TTL_MS + 1_000);
    expect(await meter.sweep()).toBe(1);
    expect(await day()).toMatchObject({ cost_micros: 5 * CALL, unsettled: 1, reserved_micros: 0 });
    await slow.end({ pages: 2, rows: 80, costMicros: 2 * CALL, result: 'ok' });
    expect(await day()).toMatchObject({
      calls: 1,
      pages: 2,
      rows: 80,
      cost_micros: 2 * CALL,
      unsettled: 0,
      reserved_micros: 0,
      open: 0,
    });
    const keyword = rowsOf<{ calls: number; cost_micros: number }>(
      await first.db.execute(sql`select calls, cost_micros from provider_usage_keywords`),
    );
    expect(keyword.map((k) => [k.calls, Number(k.cost_micros)])).toEqual([[1, 2 * CALL]]);
  });

  it('a sweep racing an end settles the call once', async () => {
    const meter = meterOn(first, null);
    const tickets = await Promise.all(
      Array.from({ length: 10 }, () => meter.begin({ source: SOURCE, estimateMicros: 3 * CALL })),
    );
    clock = new Date(clock.getTime() + RESERVATION_TTL_MS + 1_000);
    const other = meterOn(second, null);
    await Promise.all([
      ...tickets.map((t) => t.end({ pages: 1, rows: 1, costMicros: CALL, result: 'ok' })),
      other.sweep(),
      other.sweep(),
    ]);
    expect(await day()).toMatchObject({
      calls: 10,
      cost_micros: 10 * CALL,
      reserved_micros: 0,
      open: 0,
      unsettled: 0,
    });
  });
});
