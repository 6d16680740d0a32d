import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { ProviderError } from '../http';
import { type KeyUsageStore, NaverKeyPool, memoryKeyUsageStore } from './key-pool';
import { databaseKeyUsageStore } from './key-usage.repository';

const keys = [
  { clientId: 'a', clientSecret: 'sa' },
  { clientId: 'b', clientSecret: 'sb' },
  { clientId: 'c', clientSecret: 'sc' },
];

function clock(iso: string) {
  let t = new Date(iso);
  return { now: () => t, set: (s: string) => (t = new Date(s)) };
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// The same rules whether the counts are this process's or the database's (what the app uses).
describe.each([
  ['in memory', () => memoryKeyUsageStore()],
  ['in the database', () => databaseKeyUsageStore(database.db)],
] as const)('Naver key pool, counts %s', (_, makeStore) => {
  let store: KeyUsageStore;
  beforeEach(async () => {
    await database.sql.executeSql('delete from naver_key_usage');
    store = makeStore();
  });

  it('uses the keys in turn and counts calls per key per Korea day', async () => {
    const c = clock('2026-03-01T03:00:00Z');
    const pool = new NaverKeyPool(keys, { now: c.now, store });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await pool.acquire('search')).clientId);
    expect(ids).toEqual(['a', 'b', 'c', 'a']);
    await pool.acquire('datalab');
    expect(await pool.usage()).toEqual([
      { clientId: 'a', day: '2026-03-01', search: 2, datalab: 0, exhausted: [] },
      { clientId: 'b', day: '2026-03-01', search: 2, datalab: 1, exhausted: [] },
      { clientId: 'c', day: '2026-03-01', search: 1, datalab: 0, exhausted: [] },
    ]);
    // 15:00 UTC is midnight in Korea: a new day, fresh counts.
    c.set('2026-03-01T15:00:00Z');
    expect((await pool.usage()).map((u) => [u.day, u.search])).toEqual([
      ['2026-03-02', 0],
      ['2026-03-02', 0],
      ['2026-03-02', 0],
    ]);
  });

  it('skips keys at their daily limit and throws rate-limited once all are spent', async () => {
    const pool = new NaverKeyPool(keys.slice(0, 2), {
      limits: { search: 2, datalab: 1 },
      now: () => new Date('2026-03-01T03:00:00Z'),
      store,
    });
    expect((await pool.acquire('datalab')).clientId).toBe('a');
    expect((await pool.acquire('datalab')).clientId).toBe('b');
    await expect(pool.acquire('datalab')).rejects.toMatchObject({ kind: 'rate-limited' });
    expect((await pool.acquire('search')).clientId).toBe('a');
    expect((await pool.acquire('search')).clientId).toBe('b');
    const err = await pool.acquire('search', 'naver-local').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ service: 'naver-local', kind: 'rate-limited' });
  });

  it('leaves a key that answered the daily quota error out for the rest of the Korea day only', async () => {
    const c = clock('2026-03-01T03:00:00Z');
    const pool = new NaverKeyPool(keys.slice(0, 2), { now: c.now, store });
    await pool.exhaust('a', 'search');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await pool.acquire('search')).clientId);
    expect(ids).toEqual(['b', 'b', 'b']);
    await pool.exhaust('b', 'datalab');
    await expect(pool.acquire('datalab')).rejects.toMatchObject({ kind: 'rate-limited' });
    expect((await pool.acquire('search')).clientId).toBe('b');
    c.set('2026-03-02T00:00:00Z');
    expect((await pool.acquire('search')).clientId).toBe('a');
  });

  it('without keys refuses with an auth error', async () => {
    await expect(new NaverKeyPool([], { store }).acquire('search')).rejects.toMatchObject({ kind: 'auth' });
  });
});

describe('Naver key pool counts in the database', () => {
  it('are one allowance for every pool on the database: many pools racing spend exactly the limit', async () => {
    await database.sql.executeSql('delete from naver_key_usage');
    const now = () => new Date('2026-03-01T03:00:00Z');
    // Five pools stand for five processes; each alone would allow 7 calls a day.
    const pools = Array.from(
      { length: 5 },
      () =>
        new NaverKeyPool(keys.slice(0, 1), {
          limits: { search: 7 },
          now,
          store: databaseKeyUsageStore(database.db),
        }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => pools[i % pools.length]!.acquire('search')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    expect((await pools[0]!.usage())[0]).toMatchObject({ search: 7 });
    // Naver's own quota answer seen by one process takes the key out for all of them.
    await pools[1]!.exhaust('a', 'search');
    expect((await pools[3]!.usage())[0]!.exhausted).toEqual(['search']);
  });
});
