/**
 * The daily check every rank feature runs (daily-check.ts over store.ts), once for each feature's
 * tables: what a check writes is the same whatever the source. The sources' own rules (matching,
 * ads, page depth) stay in the features' engine tests.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { goodsRankTables, placeRankTables } from '../../db/schema/rank-tables';
import { createTestDatabase } from '../../test/database';
import { createDailyCheck } from './daily-check';
import { type RankTables, rankStore } from './store';

interface Target {
  id: number;
  item: number;
}
interface Entry {
  code: string;
  ad?: boolean;
}

/** Each feature's tables, and the SQL that makes a tracked item of it. */
const FEATURES: Record<
  string,
  { tables: RankTables; item: string; keywords: string; history: string; checks: string }
> = {
  goods: {
    tables: goodsRankTables,
    item: `insert into tracked_goods (mbr_sn, registered_by, coin_start_at, coin_end_at)
           values ($1, 'midNum', now(), now() + interval '30 days') returning gdp_sn as id`,
    keywords: 'tracked_keywords (gdp_sn, keyword, keyword_norm) values ($1, $2, $2) returning gdkd_sn as id',
    history: 'select day::text as day, rank from rank_history where gdkd_sn = $1 order by day',
    checks: 'keyword_checks',
  },
  place: {
    tables: placeRankTables,
    item: `insert into tracked_places (mbr_sn, place_id) values ($1, '1') returning plce_sn as id`,
    keywords: 'place_keywords (plce_sn, keyword, keyword_norm) values ($1, $2, $2) returning plkwrd_sn as id',
    history: 'select day::text as day, rank from place_rank_history where plkwrd_sn = $1 order by day',
    checks: 'place_keyword_checks',
  },
};

const D1 = '2026-11-22';
const D2 = '2026-11-23';
const code = (t: Target) => `c${t.id}`;

describe.each(Object.entries(FEATURES))('the daily check on the %s tables', (_name, f) => {
  let database: Database;
  let mbrSn: number;
  const exec = async <T>(text: string, values: unknown[] = []) =>
    (await database.sql.executeSql(text, values)).rows as T[];

  /** The ranked list of a keyword: entry codes in order, ads marked. */
  let lists: Map<string, Entry[]>;
  let fault: 'error' | 'short' | 'empty' | null;
  /** The check's clock: real time unless a test sets it. */
  let clock: Date | null;
  let rechecks: { keyword: string; at: Date }[];
  let refreshed: number[][];
  let followed: {
    keywordIds: number[];
    day: string;
    read: number;
    depth: number;
    mode: string;
    by?: object;
  }[];
  let check: ReturnType<typeof createDailyCheck<Target, Entry>>;
  /** The source's method; a test switches it the way a change of configuration would. */
  const method = { source: 'searchapi', surface: 'plus-store', device: 'pc' };

  const source = (): Parameters<typeof createDailyCheck<Target, Entry>>[0]['source'] => ({
    matches: (t, e) => e.code === code(t),
    isAd: (e) => e.ad === true,
    fetchPage: async (keywordNorm, start, display) => {
      const all = lists.get(keywordNorm) ?? [];
      if (fault === 'error') throw new Error('provider down');
      // An HTTP 200 with nothing in it: `total: 0, items: []`.
      if (fault === 'empty') return { total: 0, items: [] };
      const items = fault === 'short' ? [] : all.slice(start - 1, start - 1 + display);
      return { total: all.length, items };
    },
    pageSize: 10,
    maxRank: 30,
    maxPages: 3,
    provenance: method,
  });
  const repository = (): Parameters<typeof createDailyCheck<Target, Entry>>[0]['repository'] => ({
    store: rankStore(f.tables),
    loadTargets: (keywordNorm) =>
      exec<Target>(
        `select ${f.tables.keywordId.name} as id, ${f.tables.keywordItem.name} as item
           from ${f.keywords.split(' ')[0]} where keyword_norm = $1`,
        [keywordNorm],
      ),
    keyOf: (t) => t.id,
    itemOf: (t) => t.item,
    refresh: async (_tx, rows, found) => {
      refreshed.push(rows.filter((r) => found.has(r.id)).map((r) => r.id));
    },
    listed: (e) => ({
      itemKey: e.code,
      storeKey: null,
      title: `title ${e.code}`,
      mall: null,
      price: null,
      image: null,
      reviewCount: null,
    }),
    followRivals: async (_tx, keywordIds, day, entries, by, mode) => {
      followed.push({ keywordIds: [...keywordIds], day, read: entries.length, depth: by.depth, mode, by });
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    [{ mbrSn } = { mbrSn: 0 }] = await exec<{ mbrSn: number }>(
      `insert into members (email, name) values ('daily@example.com', 'x') returning mbr_sn as "mbrSn"`,
    );
    check = createDailyCheck<Target, Entry>({
      db: database.db,
      now: () => clock ?? new Date(),
      recheck: (keyword, at) => {
        rechecks.push({ keyword, at });
      },
      source: source(),
      repository: repository(),
    });
  });
  afterAll(() => database.close());
  beforeEach(() => {
    lists = new Map();
    fault = null;
    refreshed = [];
    followed = [];
    clock = null;
    rechecks = [];
  });

  /** A tracked item with one keyword; returns the keyword row's target. */
  async function track(keyword: string): Promise<Target> {
    const [item] = await exec<{ id: number }>(f.item, [mbrSn]);
    const [kw] = await exec<{ id: number }>(`insert into ${f.keywords}`, [item!.id, keyword]);
    return { id: kw!.id, item: item!.id };
  }
  /** A list of `n` organic entries with the targets placed at the given ranks. */
  const place = (keyword: string, n: number, at: [Target, number][]) => {
    const entries: Entry[] = Array.from({ length: n }, (_, i) => ({ code: `x${i}` }));
    for (const [t, rank] of at) entries[rank - 1] = { code: code(t) };
    lists.set(keyword, entries);
  };
  const row = async (t: Target) =>
    (
      await exec<{
        cur: number | null;
        prev: number | null;
        day: string | null;
        status: string;
        failed: boolean;
      }>(
        `select rank_current as cur, rank_previous as prev, rank_day::text as day, check_status as status,
                failed_at is not null as failed
           from ${f.keywords.split(' ')[0]} where ${f.tables.keywordId.name} = $1`,
        [t.id],
      )
    )[0];
  const history = (t: Target) => exec<{ day: string; rank: number }>(f.history, [t.id]);
  const top = (keyword: string, day: string) =>
    exec<{ slot: number; rank: number | null; key: string }>(
      `select slot, rank, item_key as key from ${f.tables.tops === goodsRankTables.tops ? 'goods' : 'place'}_keyword_tops
        where keyword_norm = $1 and day = $2 order by slot`,
      [keyword, day],
    );
  const lastCheck = async () =>
    (
      await exec<{ status: string; pages: number }>(
        `select status, pages_fetched as pages from ${f.checks} order by id desc limit 1`,
      )
    )[0];

  it('records every target of a keyword in one walk; a new day moves current to previous', async () => {
    const a = await track('tent');
    const b = await track('tent');
    place('tent', 25, [
      [a, 3],
      [b, 14],
    ]);
    expect(await check('tent', D1)).toMatchObject({ pagesFetched: 2, targets: 2, found: 2 });
    expect(await row(a)).toMatchObject({ cur: 3, prev: null, day: D1, status: 'ok' });
    expect(await row(b)).toMatchObject({ cur: 14, day: D1 });
    expect(refreshed).toEqual([[a.id, b.id]]);
    place('tent', 25, [[a, 7]]);
    await check('tent', D2);
    expect(await row(a)).toMatchObject({ cur: 7, prev: 3, day: D2 });
    // Not found after a complete walk (the list ended): outside, 0.
    expect(await row(b)).toMatchObject({ cur: 0, prev: 14, day: D2 });
    expect(await history(a)).toEqual([
      { day: D1, rank: 3 },
      { day: D2, rank: 7 },
    ]);
  });

  it('a re-check of the same day updates it in place: no second change, no second history row', async () => {
    const a = await track('lamp');
    place('lamp', 20, [[a, 5]]);
    await check('lamp', D1);
    place('lamp', 20, [[a, 9]]);
    await check('lamp', D2);
    place('lamp', 20, [[a, 2]]);
    await check('lamp', D2);
    expect(await row(a)).toMatchObject({ cur: 2, prev: 5, day: D2 });
    expect(await history(a)).toEqual([
      { day: D1, rank: 5 },
      { day: D2, rank: 2 },
    ]);
  });

  it('a failed walk records a failed check and rethrows; known ranks and history stay, only new keywords show it', async () => {
    const known = await track('mat');
    place('mat', 20, [[known, 4]]);
    await check('mat', D1);
    const fresh = await track('mat');
    for (const kind of ['error', 'short'] as const) {
      fault = kind;
      await expect(check('mat', D2)).rejects.toThrow(kind === 'short' ? /short page/ : /provider down/);
      expect(await lastCheck()).toMatchObject({ status: 'failed', pages: kind === 'short' ? 1 : 0 });
    }
    expect(await row(known)).toMatchObject({ cur: 4, day: D1, status: 'ok', failed: true });
    expect(await row(fresh)).toMatchObject({ cur: null, status: 'failed', failed: true });
    expect(await history(known)).toEqual([{ day: D1, rank: 4 }]);
    // The job's retry, with whole pages again, records the day.
    fault = null;
    place('mat', 20, [
      [known, 6],
      [fresh, 1],
    ]);
    await check('mat', D2);
    expect(await row(fresh)).toMatchObject({ cur: 1, status: 'ok' });
    expect(await lastCheck()).toMatchObject({ status: 'ok', pages: 1 });
  });

  it('a late retry of an earlier day fills in its history only', async () => {
    const a = await track('cup');
    place('cup', 20, [[a, 8]]);
    await check('cup', D2);
    const keptD2 = await top('cup', D2);
    place('cup', 20, [[a, 11]]);
    await check('cup', D1);
    expect(await row(a)).toMatchObject({ cur: 8, day: D2 });
    // The late day's top is filled in once; the later day's stays as its own check kept it.
    expect((await top('cup', D1)).find((e) => e.key === code(a))).toMatchObject({ rank: 11 });
    expect(await top('cup', D2)).toEqual(keptD2);
    expect(followed.at(-1)).toMatchObject({ day: D1, mode: 'fill' });
    place('cup', 20, [[a, 2]]);
    await check('cup', D1);
    expect((await top('cup', D1)).find((e) => e.key === code(a))).toMatchObject({ rank: 11 });
    expect(await history(a)).toEqual([
      { day: D1, rank: 11 },
      { day: D2, rank: 8 },
    ]);
  });

  it('a walk cut short by its page budget records what it found; the rest stays as it was', async () => {
    const near = await track('bag');
    const far = await track('bag');
    // Ads push the 30th organic entry past the three pages the budget allows.
    const entries: Entry[] = Array.from({ length: 40 }, (_, i) => ({ code: `x${i}`, ad: i % 2 === 0 }));
    entries[1] = { code: code(near) };
    lists.set('bag', entries);
    await check('bag', D1);
    expect(await row(near)).toMatchObject({ cur: 1, status: 'ok' });
    expect(await row(far)).toMatchObject({ cur: null, status: 'failed' });
    expect(await lastCheck()).toMatchObject({ status: 'partial', pages: 3 });
  });

  it("keeps the day's top from the pages the check read (ads flagged), replaced by a re-check, kept by a failed one", async () => {
    const a = await track('sofa');
    const entries: Entry[] = Array.from({ length: 25 }, (_, i) => ({ code: `x${i}`, ad: i === 1 }));
    entries[3] = { code: code(a) };
    lists.set('sofa', entries);
    // The target is on the first page: the top is that page, no page more.
    expect(await check('sofa', D1)).toMatchObject({ pagesFetched: 1 });
    const kept = await top('sofa', D1);
    expect(kept).toHaveLength(10);
    expect(kept.slice(0, 4)).toEqual([
      { slot: 1, rank: 1, key: 'x0' },
      { slot: 2, rank: null, key: 'x1' },
      { slot: 3, rank: 2, key: 'x2' },
      { slot: 4, rank: 3, key: code(a) },
    ]);
    expect(followed).toMatchObject([{ keywordIds: [a.id], day: D1, read: 10, depth: 9, mode: 'replace' }]);
    lists.set('sofa', entries.slice(2));
    await check('sofa', D1);
    expect((await top('sofa', D1))[0]).toEqual({ slot: 1, rank: 1, key: 'x2' });
    fault = 'error';
    await expect(check('sofa', D1)).rejects.toThrow(/provider down/);
    expect(await top('sofa', D1)).toHaveLength(10);
    expect(followed).toHaveLength(2);
  });

  describe('an empty answer for a keyword that had results (issue 35 §3)', () => {
    const T0 = new Date(`${D2}T02:00:00Z`);
    const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
    const empty = async (minutes: number) => {
      clock = at(minutes);
      fault = 'empty';
      return check('pen', D2);
    };
    /** Two members' keyword rows on 'pen', ranked on D1. */
    async function ranked() {
      const a = await track('pen');
      const b = await track('pen');
      place('pen', 25, [
        [a, 1],
        [b, 12],
      ]);
      clock = new Date(`${D1}T02:00:00Z`);
      await check('pen', D1);
      return { a, b };
    }

    it('keeps every rank and records nothing until the third empty answer 10 minutes on; then outside', async () => {
      const { a, b } = await ranked();
      // The first two: nothing recorded, the rows say 'unconfirmed', a re-check is queued.
      expect(await empty(0)).toMatchObject({ pagesFetched: 1, recheckAt: at(2) });
      expect(await empty(2)).toMatchObject({ recheckAt: at(10) });
      expect(rechecks).toEqual([
        { keyword: 'pen', at: at(2) },
        { keyword: 'pen', at: at(10) },
      ]);
      expect(await row(a)).toMatchObject({ cur: 1, day: D1, status: 'unconfirmed' });
      expect(await row(b)).toMatchObject({ cur: 12, day: D1, status: 'unconfirmed' });
      expect(await history(a)).toEqual([{ day: D1, rank: 1 }]);
      expect(await lastCheck()).toMatchObject({ status: 'unconfirmed', pages: 1 });
      // The day's kept top of the list is not replaced by an empty one either.
      expect(await top('pen', D2)).toEqual([]);
      // A third one before the span is still not enough.
      expect(await empty(6)).toMatchObject({ recheckAt: at(10) });
      expect(await row(a)).toMatchObject({ cur: 1, status: 'unconfirmed' });
      // The confirming one: every target outside, as any recorded check (alerts read this record).
      expect(await empty(10)).toMatchObject({ recheckAt: null });
      expect(await row(a)).toMatchObject({ cur: 0, prev: 1, day: D2, status: 'ok' });
      expect(await row(b)).toMatchObject({ cur: 0, prev: 12, day: D2, status: 'ok' });
      expect(await history(b)).toEqual([
        { day: D1, rank: 12 },
        { day: D2, rank: 0 },
      ]);
      expect(await lastCheck()).toMatchObject({ status: 'ok' });
      expect(rechecks).toHaveLength(3);
      // Recorded as having no results: the next empty answer is recorded at once.
      await empty(30);
      expect(rechecks).toHaveLength(3);
      expect(await lastCheck()).toMatchObject({ status: 'ok' });
    });

    it('is cleared by an answer with entries: the count starts again', async () => {
      const { a } = await ranked();
      await empty(0);
      await empty(2);
      fault = null;
      clock = at(5);
      place('pen', 25, [[a, 3]]);
      expect(await check('pen', D2)).toMatchObject({ recheckAt: null });
      expect(await row(a)).toMatchObject({ cur: 3, prev: 1, status: 'ok' });
      // Two more empty answers (at 12 and 20 minutes, over 10 minutes after the first): not enough.
      await empty(12);
      expect(await empty(20)).toMatchObject({ recheckAt: at(22) });
      expect(await row(a)).toMatchObject({ cur: 3, status: 'unconfirmed' });
    });

    it('a keyword never checked, or whose last answer had no entries, records the empty answer at once', async () => {
      const a = await track('eraser');
      clock = at(0);
      fault = 'empty';
      expect(await check('eraser', D2)).toMatchObject({ pagesFetched: 1, recheckAt: null });
      expect(await row(a)).toMatchObject({ cur: 0, day: D2, status: 'ok' });
      expect(rechecks).toEqual([]);
    });

    it('keeps the count in the database: another check (instance) continues it', async () => {
      const { a } = await ranked();
      await empty(0);
      await empty(2);
      const state = await exec<{ n: number; since: string; due: string }>(
        `select empty_count as n, empty_since::text as since, recheck_at::text as due
           from ${f.checks === 'keyword_checks' ? 'goods' : 'place'}_keyword_answers where keyword_norm = 'pen'`,
      );
      expect(state).toHaveLength(1);
      expect(state[0]!.n).toBe(2);
      expect(new Date(state[0]!.since)).toEqual(at(0));
      expect(new Date(state[0]!.due)).toEqual(at(10));
      // A check made by a second, independent daily check over the same tables confirms it.
      const other = createDailyCheck<Target, Entry>({
        db: database.db,
        now: () => at(11),
        source: { ...source(), fetchPage: async () => ({ total: 0, items: [] }) },
        repository: repository(),
      });
      await other('pen', D2);
      expect(await row(a)).toMatchObject({ cur: 0, status: 'ok' });
    });
  });

  // Issue 36 §2: every recorded rank says where it came from.
  it('records the source, surface, device, depth and time on the keyword, its history and the top', async () => {
    const a = await track('stool');
    const b = await track('stool');
    place('stool', 25, [[a, 4]]);
    await check('stool', D1);
    const stored = (t: Target) =>
      exec<Record<string, unknown>>(
        `select rank_source as source, rank_surface as surface, rank_device as device, rank_depth as depth,
                rank_previous_source as "previousSource", rank_previous_surface as "previousSurface"
           from ${f.keywords.split(' ')[0]} where ${f.tables.keywordId.name} = $1`,
        [t.id],
      );
    const recorded = (t: Target) =>
      exec<Record<string, unknown>>(
        `select day::text as day, source, surface, device, depth, checked_at is not null as stamped
           from ${f.tables.history === goodsRankTables.history ? 'rank_history' : 'place_rank_history'}
          where ${f.tables.historyKeyword.name} = $1 order by day`,
        [t.id],
      );
    // The walk read the whole list of 25 for the target not on it: that is the depth, also of the
    // found target (the same walk).
    const d1 = { source: 'searchapi', surface: 'plus-store', device: 'pc', depth: 25 };
    expect(await stored(a)).toEqual([{ ...d1, previousSource: null, previousSurface: null }]);
    expect(await stored(b)).toEqual([{ ...d1, previousSource: null, previousSurface: null }]);
    expect(await recorded(b)).toEqual([{ day: D1, ...d1, stamped: true }]);
    expect(followed.at(-1)?.by).toEqual(d1);
    // The configuration changes to another source and surface: the next day's ranks say so, and the
    // previous rank's method moves with it, so the list can tell it is no move.
    Object.assign(method, { source: 'apify', surface: 'price-comparison', device: 'mobile' });
    try {
      place('stool', 30, [[a, 2]]);
      await check('stool', D2);
      const d2 = { source: 'apify', surface: 'price-comparison', device: 'mobile', depth: 30 };
      expect(await stored(a)).toEqual([
        { ...d2, previousSource: 'searchapi', previousSurface: 'plus-store' },
      ]);
      expect(await recorded(a)).toEqual([
        { day: D1, ...d1, stamped: true },
        { day: D2, ...d2, stamped: true },
      ]);
      const tops = await exec<{ source: string; surface: string; device: string }>(
        `select distinct source, surface, device from ${f.tables.tops === goodsRankTables.tops ? 'goods' : 'place'}_keyword_tops
          where keyword_norm = 'stool' and day = $1`,
        [D2],
      );
      expect(tops).toEqual([{ source: 'apify', surface: 'price-comparison', device: 'mobile' }]);
      // A re-check of the same day replaces the day's provenance; the previous one stays.
      Object.assign(method, { source: 'searchapi', surface: 'plus-store', device: 'pc' });
      await check('stool', D2);
      expect(await stored(a)).toEqual([
        { ...d1, depth: 30, previousSource: 'searchapi', previousSurface: 'plus-store' },
      ]);
      // The store's history read (public API, client reports) carries it.
      const between = await rankStore(f.tables).historyBetween(database.db, [a.id], D1, D2);
      expect(between.map((r) => r.provenance)).toMatchObject([
        { ...d1, checkedAt: expect.any(String) },
        { ...d1, depth: 30, checkedAt: expect.any(String) },
      ]);
    } finally {
      Object.assign(method, { source: 'searchapi', surface: 'plus-store', device: 'pc' });
    }
  });
});
