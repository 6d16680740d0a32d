import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { createAnswerCache } from './answer-cache';

let database: Database;
let clock = new Date('2026-11-22T03:00:00Z');
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = async () =>
  (
    await database.sql.executeSql(
      'select kind, key, day::text as day from answer_cache order by kind, key, day',
    )
  ).rows;

describe('answer cache', () => {
  it('keeps an answer for the Korea day, shares one load between concurrent looks and retries failures', async () => {
    const cache = createAnswerCache({ db: database.db, now: () => clock });
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return { n: loads };
    };
    const [a, b] = await Promise.all([cache.getOrLoad('k', 'x', load), cache.getOrLoad('k', 'x', load)]);
    expect(loads).toBe(1);
    expect(a).toEqual({ answer: { n: 1 }, cached: false, day: '2026-11-22' });
    expect(b.answer).toEqual({ n: 1 });
    expect(await cache.getOrLoad('k', 'x', load)).toEqual({
      answer: { n: 1 },
      cached: true,
      day: '2026-11-22',
    });

    await expect(cache.getOrLoad('k', 'broken', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.getOrLoad('k', 'broken', async () => 'ok')).toMatchObject({
      answer: 'ok',
      cached: false,
    });

    // 14:59 UTC is still the 22nd in Korea; 15:00 UTC is the 23rd: a new answer replaces the old row.
    clock = new Date('2026-11-22T14:59:00Z');
    expect((await cache.getOrLoad('k', 'x', load)).cached).toBe(true);
    clock = new Date('2026-11-22T15:00:00Z');
    expect(await cache.getOrLoad('k', 'x', load)).toEqual({
      answer: { n: 2 },
      cached: false,
      day: '2026-11-23',
    });
    expect((await rows()).filter((r) => (r as { key: string }).key === 'x')).toEqual([
      { kind: 'k', key: 'x', day: '2026-11-23' },
    ]);
  });

  it('stores only what the caller accepts and removes week-old rows', async () => {
    const cache = createAnswerCache({ db: database.db, now: () => clock });
    await database.sql.executeSql(
      `insert into answer_cache (kind, key, day, answer) values ('old', 'y', '2026-11-01', '1')`,
    );
    expect((await cache.getOrLoad('k', 'skip', async () => [], { store: (a) => a.length > 0 })).cached).toBe(
      false,
    );
    expect((await cache.getOrLoad('k', 'skip', async () => [1], { store: (a) => a.length > 0 })).cached).toBe(
      false,
    );
    expect((await cache.getOrLoad('k', 'skip', async () => [2])).answer).toEqual([1]);
    expect((await rows()).some((r) => (r as { kind: string }).kind === 'old')).toBe(false);
  });
});
