import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { countHit, databaseRateLimitStore, sweepHits } from './rate-limit-store';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** An app like ours: one route limited to `max` a window, counting in the database. */
async function limitedApp(max: number, windowMs: number) {
  const app = Fastify({ logger: false });
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  app.post('/login', { config: { rateLimit: { max, timeWindow: windowMs } } }, async () => 'ok');
  app.post('/join', { config: { rateLimit: { max, timeWindow: windowMs } } }, async () => 'ok');
  await app.ready();
  return app;
}

describe('rate limits counted in the database', () => {
  it('count the attempts made on every instance together, per route', async () => {
    const instances = [await limitedApp(5, 60_000), await limitedApp(5, 60_000)];
    const codes: number[] = [];
    for (let i = 0; i < 8; i++)
      codes.push((await instances[i % 2]!.inject({ method: 'POST', url: '/login' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Another route has its own count.
    expect((await instances[1]!.inject({ method: 'POST', url: '/join' })).statusCode).toBe(200);
    const limited = await instances[0]!.inject({ method: 'POST', url: '/login' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50);
    await Promise.all(instances.map((a) => a.close()));
  });

  it('start a new window once the old one has ended', async () => {
    expect(await countHit(database.db, 'k', 80)).toMatchObject({ current: 1 });
    const second = await countHit(database.db, 'k', 80);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(80);
    await new Promise((r) => setTimeout(r, 100));
    expect(await countHit(database.db, 'k', 80)).toMatchObject({ current: 1 });
  });

  it('count concurrent attempts without losing any', async () => {
    const counts = await Promise.all(
      Array.from({ length: 25 }, () => countHit(database.db, 'burst', 60_000)),
    );
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('sweep rows whose window ended long ago', async () => {
    await database.sql.executeSql(
      `insert into rate_limit_hits (key, count, window_end) values ('old', 3, now() - interval '2 hours')`,
    );
    await sweepHits(database.db);
    const rows = (await database.sql.executeSql(`select key from rate_limit_hits where key = 'old'`)).rows;
    expect(rows).toEqual([]);
  });

  it('tell of a sweep that failed and still count the attempt', async () => {
    // A database whose next statement (the sweep, started before the count) fails.
    let failNext = false;
    const db = new Proxy(database.db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver);
        return (query: Parameters<Database['db']['execute']>[0]) => {
          if (!failNext) return target.execute(query);
          failNext = false;
          return Promise.reject(new Error('connection lost'));
        };
      },
    });
    const warned: unknown[] = [];
    const Store = databaseRateLimitStore(db, (err) => warned.push(err));
    const store = new Store({});
    const later = Date.now() + 11 * 60_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      failNext = true;
      const counted = await new Promise((resolve, reject) =>
        store.incr('sweep-k', (err, result) => (err ? reject(err) : resolve(result)), 60_000, 10),
      );
      expect(counted).toMatchObject({ current: 1 });
      await vi.waitFor(() => expect(warned).toHaveLength(1));
      expect((warned[0] as Error).message).toBe('connection lost');
    } finally {
      clock.mockRestore();
    }
  });
});
