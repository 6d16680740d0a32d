import { describe, expect, it } from 'vitest';
import { failureText, rankToRecord, runRankCheck, shiftsPrevious } from './check';
import { topOf } from './daily-check';
import { type MatchSpec, ShortPageError, expectedEntries, matchPage, walkRanks } from './walk';

interface Item {
  id: string;
  ad?: boolean;
}
interface Target {
  key: number;
  id: string;
}

const spec = (targets: Target[], maxRank = 500): MatchSpec<Target, Item> => ({
  targets,
  keyOf: (t) => t.key,
  matches: (t, i) => t.id === i.id,
  isAd: (i) => i.ad === true,
  maxRank,
});
const items = (n: number, from = 1, ad?: (i: number) => boolean): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: String(from + i), ...(ad?.(from + i) ? { ad: true } : {}) }));

/** How a provider answers one page instead of the truth: fewer items, another total. */
type Answer = { items?: number; total?: number };

/**
 * A list provider over a fixed list, counting its calls; `failAt` pages throw. Its `total` is
 * the list's length unless given; `answers` cut chosen pages short (keyed by start).
 */
function provider(
  list: Item[],
  failAt: number[] = [],
  opts: { total?: number; answers?: Record<number, Answer> } = {},
) {
  const calls: number[] = [];
  return {
    calls,
    fetchPage: async (start: number, display: number) => {
      calls.push(start);
      if (failAt.includes(start)) throw new Error(`page ${start} failed`);
      const page = list.slice(start - 1, start - 1 + display);
      const answer = opts.answers?.[start];
      return {
        total: answer?.total ?? opts.total ?? list.length,
        items: answer?.items === undefined ? page : page.slice(0, answer.items),
      };
    },
  };
}

describe('matchPage', () => {
  it('ranks targets by organic position after the entries already seen; first match wins', () => {
    const ranks = new Map<number, number>();
    const found = new Map<number, Item>();
    const s = spec([
      { key: 1, id: '3' },
      { key: 2, id: '9' },
    ]);
    const seen = matchPage(
      s,
      [{ id: '1' }, { id: '2' }, { id: '3' }, { id: '9' }, { id: '3' }],
      400,
      ranks,
      found,
    );
    expect(seen).toBe(405);
    expect(ranks.get(1)).toBe(403);
    expect(ranks.get(2)).toBe(404);
    expect(found.get(2)).toEqual({ id: '9' });
  });

  it('never ranks past maxRank', () => {
    const ranks = new Map<number, number>();
    const seen = matchPage(
      spec([
        { key: 1, id: '99' },
        { key: 2, id: '100' },
      ]),
      items(100, 1),
      401,
      ranks,
      new Map(),
    );
    expect(seen).toBe(500);
    expect(ranks.get(1)).toBe(500);
    expect(ranks.has(2)).toBe(false); // would be rank 501
  });

  it('skips ads: they take a position but never a rank', () => {
    const ranks = new Map<number, number>();
    const list = [{ id: 'a', ad: true }, { id: 'x' }, { id: 'b', ad: true }, { id: 'y' }];
    const s = spec([
      { key: 1, id: 'y' },
      { key: 2, id: 'b' },
    ]);
    expect(matchPage(s, list, 0, ranks, new Map())).toBe(2);
    expect(ranks.get(1)).toBe(2);
    expect(ranks.has(2)).toBe(false); // an ad entry of a tracked place is not its rank
  });
});

describe('walkRanks', () => {
  it('returns every entry of the pages it fetched, to the end of the last one, ads without a rank', async () => {
    const p = provider(items(1000, 1, (i) => i % 10 === 3));
    const r = await walkRanks({ ...spec([{ key: 1, id: '120' }]), ...p, pageSize: 100, maxPages: 5 });
    // The target is on the second page: two calls, and both pages are read to their end.
    expect(p.calls).toEqual([1, 101]);
    expect(r.entries).toHaveLength(200);
    expect(r.entries.slice(0, 4)).toEqual([
      { item: { id: '1' }, slot: 1, rank: 1 },
      { item: { id: '2' }, slot: 2, rank: 2 },
      { item: { id: '3', ad: true }, slot: 3, rank: null },
      { item: { id: '4' }, slot: 4, rank: 3 },
    ]);
    expect(r.depth).toBe(180);
    expect(r.entries.at(-1)).toEqual({ item: { id: '200' }, slot: 200, rank: 180 });
  });

  it('reads no entry past maxRank organic ones', async () => {
    const p = provider(items(1000));
    const r = await walkRanks({ ...spec([{ key: 1, id: 'none' }], 250), ...p, pageSize: 100, maxPages: 5 });
    expect(r.entries).toHaveLength(250);
    expect(r.depth).toBe(250);
  });

  it('stops as soon as every target is found', async () => {
    const p = provider(items(1000));
    const r = await walkRanks({
      ...spec([
        { key: 1, id: '6' },
        { key: 2, id: '151' },
      ]),
      ...p,
      pageSize: 100,
      maxPages: 5,
    });
    expect(p.calls).toEqual([1, 101]);
    expect(r).toMatchObject({ pagesFetched: 2, complete: true });
    expect([...r.ranks]).toEqual([
      [1, 6],
      [2, 151],
    ]);
  });

  it('fetches exactly maxRank/pageSize pages when a target is not there, and calls that complete', async () => {
    const p = provider(items(1000));
    const r = await walkRanks({ ...spec([{ key: 1, id: 'none' }]), ...p, pageSize: 100, maxPages: 5 });
    expect(p.calls).toEqual([1, 101, 201, 301, 401]);
    expect(r.complete).toBe(true);
    expect(rankToRecord(r.ranks, 1, r.complete)).toBe(0);
  });

  it('walks past ads to reach maxRank organic entries', async () => {
    // Every 10th entry is an ad: 300 organic entries need 334 positions, so 4 pages of 100.
    const list = items(600, 1, (i) => i % 10 === 0);
    const p = provider(list);
    const r = await walkRanks({
      ...spec(
        [
          { key: 1, id: '333' },
          { key: 2, id: 'none' },
        ],
        300,
      ),
      ...p,
      pageSize: 100,
      maxPages: 6,
    });
    expect(p.calls).toEqual([1, 101, 201, 301]);
    expect(r.ranks.get(1)).toBe(300); // 333 minus its 33 ads
    expect(r.complete).toBe(true);
  });

  it('ends at the end of the list and does not fetch for no targets', async () => {
    const p = provider(items(120));
    const r = await walkRanks({ ...spec([{ key: 1, id: 'none' }]), ...p, pageSize: 100, maxPages: 5 });
    expect(p.calls).toEqual([1, 101]);
    expect(r.complete).toBe(true);
    const idle = provider(items(120));
    await walkRanks({ ...spec([]), ...idle, pageSize: 100, maxPages: 5 });
    expect(idle.calls).toEqual([]);
  });

  it('ends at a list shorter than maxRank whose total says so: a complete walk, the target outside', async () => {
    const p = provider(items(40));
    const r = await walkRanks({ ...spec([{ key: 1, id: 'none' }]), ...p, pageSize: 100, maxPages: 5 });
    expect(p.calls).toEqual([1]);
    expect(r.complete).toBe(true);
    expect(rankToRecord(r.ranks, 1, r.complete)).toBe(0);
    // An empty list (total 0) is complete too.
    const empty = provider([]);
    expect(
      (await walkRanks({ ...spec([{ key: 1, id: 'x' }]), ...empty, pageSize: 100, maxPages: 5 })).complete,
    ).toBe(true);
  });

  it('takes a total that leaves ads out (more entries than it counts) as a complete list', async () => {
    // 150 entries, every 10th an ad: a place list whose total counted only the 135 organic ones.
    const p = provider(
      items(150, 1, (i) => i % 10 === 0),
      [],
      { total: 135 },
    );
    const r = await walkRanks({ ...spec([{ key: 1, id: 'none' }], 300), ...p, pageSize: 100, maxPages: 5 });
    expect(p.calls).toEqual([1, 101]);
    expect(r.complete).toBe(true);
  });

  it('throws on a page shorter than the total promises: mid-walk, an empty first page, or a total dropped to 0', async () => {
    const cases: { answers: Record<number, Answer>; start: number; received: number; expected: number }[] = [
      // total 1000: the third page must hold 100 entries, it holds 30
      { answers: { 201: { items: 30 } }, start: 201, received: 30, expected: 100 },
      // total 1100, items []: the attack's answer on the first page
      { answers: { 1: { items: 0, total: 1100 } }, start: 1, received: 0, expected: 100 },
      // a later page claims the list ended: the first page's total still counts
      { answers: { 101: { items: 0, total: 0 } }, start: 101, received: 0, expected: 100 },
    ];
    for (const c of cases) {
      const p = provider(items(1000), [], { answers: c.answers });
      const progress = { pagesFetched: 0 };
      const walk = walkRanks(
        { ...spec([{ key: 1, id: 'none' }]), ...p, pageSize: 100, maxPages: 5 },
        progress,
      );
      await expect(walk).rejects.toBeInstanceOf(ShortPageError);
      await expect(walk).rejects.toMatchObject({
        start: c.start,
        received: c.received,
        expected: c.expected,
      });
      expect(progress.pagesFetched).toBe(p.calls.length);
      expect(p.calls.at(-1)).toBe(c.start);
    }
  });

  it('expects a full page inside the list, the rest on the last page, none past its end', () => {
    expect(expectedEntries(1100, 1, 100)).toBe(100);
    expect(expectedEntries(250, 201, 100)).toBe(50);
    expect(expectedEntries(250, 301, 100)).toBe(0);
    expect(expectedEntries(0, 1, 100)).toBe(0);
  });

  it('is incomplete when the page budget stops it: the unreached target records nothing', async () => {
    const p = provider(items(1000));
    const r = await walkRanks({ ...spec([{ key: 1, id: '450' }]), ...p, pageSize: 100, maxPages: 2 });
    expect(r).toMatchObject({ pagesFetched: 2, complete: false });
    expect(rankToRecord(r.ranks, 1, r.complete)).toBeNull();
  });
});

describe('runRankCheck', () => {
  it('hands a completed walk to the writer', async () => {
    const seen: unknown[] = [];
    const summary = await runRankCheck({
      loadTargets: async () => [{ key: 7, id: '42' }],
      walk: { ...spec([]), ...provider(items(300)), pageSize: 100, maxPages: 5 },
      writer: {
        failed: async () => void seen.push('failed'),
        succeeded: async (c) => void seen.push([...c.ranks], c.targets.length),
      },
    });
    expect(seen).toEqual([[[7, 42]], 1]);
    expect(summary).toEqual({ pagesFetched: 1, targets: 1, found: 1 });
  });

  it('records a failed page as a failed check with the pages fetched, and rethrows the error', async () => {
    const failures: { pagesFetched: number; error: unknown }[] = [];
    let succeeded = false;
    const p = provider(items(1000), [201]);
    const run = runRankCheck({
      loadTargets: async () => [{ key: 1, id: 'none' }],
      walk: { ...spec([]), ...p, pageSize: 100, maxPages: 5 },
      writer: {
        failed: async (c) => void failures.push(c),
        succeeded: async () => void (succeeded = true),
      },
    });
    await expect(run).rejects.toThrow('page 201 failed');
    expect(succeeded).toBe(false);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.pagesFetched).toBe(2);
    expect(failureText(failures[0]!.error)).toBe('Error: page 201 failed');
  });

  it('records a short page as a failed check and never hands it to the writer as a result', async () => {
    const failures: { pagesFetched: number; error: unknown }[] = [];
    let succeeded = false;
    const run = runRankCheck({
      loadTargets: async () => [{ key: 1, id: '150' }],
      walk: {
        ...spec([]),
        ...provider(items(1000), [], { answers: { 1: { items: 0, total: 1100 } } }),
        pageSize: 100,
        maxPages: 5,
      },
      writer: {
        failed: async (c) => void failures.push(c),
        succeeded: async () => void (succeeded = true),
      },
    });
    await expect(run).rejects.toBeInstanceOf(ShortPageError);
    expect(succeeded).toBe(false);
    expect(failures.map((f) => f.pagesFetched)).toEqual([1]);
    expect(failureText(failures[0]!.error)).toContain('short page: start 1 held 0 entries, total 1100');
  });

  it('moves the previous rank only on a new day', () => {
    expect(shiftsPrevious(null, '2026-01-02')).toBe(true);
    expect(shiftsPrevious('2026-01-01', '2026-01-02')).toBe(true);
    expect(shiftsPrevious('2026-01-02', '2026-01-02')).toBe(false);
  });
});

describe("topOf (the day's kept top)", () => {
  const listed = (i: Item) => ({
    itemKey: i.id,
    storeKey: null,
    title: i.id,
    mall: null,
    price: null,
    image: null,
    reviewCount: null,
  });
  const entries = (n: number, ad: (i: number) => boolean) => {
    let organic = 0;
    return items(n, 1, ad).map((item, i) => ({ item, slot: i + 1, rank: item.ad ? null : ++organic }));
  };

  it('keeps entries down to the 40th organic one, ads among them, none after it', () => {
    const top = topOf(
      entries(100, (i) => i === 2 || i === 42),
      listed,
    );
    expect(top.filter((e) => e.rank !== null)).toHaveLength(40);
    expect(top.at(-1)).toMatchObject({ rank: 40, slot: 41, itemKey: '41' });
    expect(top[1]).toMatchObject({ slot: 2, rank: null });
  });

  it('keeps what a short list holds, without trailing ads', () => {
    const top = topOf(
      entries(12, (i) => i >= 11),
      listed,
    );
    expect(top.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
