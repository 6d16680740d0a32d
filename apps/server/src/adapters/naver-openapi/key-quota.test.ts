import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { ProviderError } from '../http';
import { type KeyUsageStore, NaverKeyQuota, memoryKeyUsageStore } from './key-quota';
import { databaseKeyUsageStore } from './key-usage.repository';

const key = { clientId: 'a', clientSecret: 'sa' };

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
] as const)('the Naver key’s daily count, %s', (_, makeStore) => {
  let store: KeyUsageStore;
  beforeEach(async () => {
    await database.sql.executeSql('delete from naver_key_usage');
    store = makeStore();
  });

  it('counts the key’s calls per Korea day (DataLab spends search too)', async () => {
    const c = clock('2026-03-01T03:00:00Z');
    const quota = new NaverKeyQuota(key, { now: c.now, store });
    for (let i = 0; i < 3; i++) expect((await quota.take('search')).key).toEqual(key);
    expect((await quota.take('datalab')).day).toBe('2026-03-01');
    expect(await quota.usage()).toEqual({
      clientId: 'a',
      day: '2026-03-01',
      search: 4,
      datalab: 1,
      exhausted: [],
    });
    await quota.giveBack('datalab', '2026-03-01');
    expect(await quota.usage()).toMatchObject({ search: 3, datalab: 0 });
    // 15:00 UTC is midnight in Korea: a new day, fresh counts.
    c.set('2026-03-01T15:00:00Z');
    expect(await quota.usage()).toMatchObject({ day: '2026-03-02', search: 0 });
  });

  it('refuses at the daily limit with rate-limited, without a status (no call was made)', async () => {
    const quota = new NaverKeyQuota(key, {
      limits: { search: 2, datalab: 1 },
      now: () => new Date('2026-03-01T03:00:00Z'),
      store,
    });
    await quota.take('datalab');
    await expect(quota.take('datalab')).rejects.toMatchObject({ kind: 'rate-limited' });
    await quota.take('search');
    const err = await quota.take('search', 'naver-local').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ service: 'naver-local', kind: 'rate-limited', status: undefined });
  });

  it('leaves the key out after Naver’s daily quota answer for the rest of the Korea day only', async () => {
    const c = clock('2026-03-01T03:00:00Z');
    const quota = new NaverKeyQuota(key, { now: c.now, store });
    await quota.exhaust('datalab');
    await expect(quota.take('datalab')).rejects.toMatchObject({ kind: 'rate-limited' });
    await quota.take('search');
    await quota.exhaust('search');
    await expect(quota.take('search')).rejects.toMatchObject({ kind: 'rate-limited' });
    c.set('2026-03-02T00:00:00Z');
    await quota.take('search');
    await quota.take('datalab');
  });

  it('without a key refuses with an auth error', async () => {
    await expect(new NaverKeyQuota(null, { store }).take('search')).rejects.toMatchObject({ kind: 'auth' });
    expect(await new NaverKeyQuota(null, { store }).usage()).toBeNull();
  });
});

describe('the Naver key’s count in the database', () => {
  it('is one allowance for every process: many racing spend exactly the limit', async () => {
    await database.sql.executeSql('delete from naver_key_usage');
    const now = () => new Date('2026-03-01T03:00:00Z');
    // Five quotas stand for five processes; each alone would allow 7 calls a day.
    const quotas = Array.from(
      { length: 5 },
      () => new NaverKeyQuota(key, { limits: { search: 7 }, now, store: databaseKeyUsageStore(database.db) }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => quotas[i % quotas.length]!.take('search')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    expect(await quotas[0]!.usage()).toMatchObject({ search: 7 });
    // Naver's own quota answer seen by one process takes the key out for all of them.
    await quotas[1]!.exhaust('search');
    expect((await quotas[3]!.usage())!.exhausted).toEqual(['search']);
  });
});
