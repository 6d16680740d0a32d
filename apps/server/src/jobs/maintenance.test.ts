import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { idempotencySweepJob } from './maintenance';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.close());

it('the daily sweep removes answered keys older than a month, by the job clock', async () => {
  const [member] = (
    await database.sql.executeSql(
      `insert into members (email, name, role, status) values ('sweep@example.com', 'x', 'GNRL_MBR', 'ACTIVE') returning mbr_sn`,
    )
  ).rows as { mbr_sn: number }[];
  await database.sql.executeSql(
    `insert into idempotency_keys (mbr_sn, key, operation, request_hash, answer, created_at)
     values ($1, 'k', 'op', 'h', '{}'::jsonb, '2026-01-01T00:00:00Z')`,
    [member!.mbr_sn],
  );
  const count = async () =>
    (
      (await database.sql.executeSql('select count(*)::int as n from idempotency_keys')).rows[0] as {
        n: number;
      }
    ).n;
  const job = (at: string) => idempotencySweepJob(database.db, () => new Date(at));
  expect(job('2026-01-30T00:00:00Z').cron).toBe('30 4 * * *');
  await job('2026-01-30T00:00:00Z').handler({});
  expect(await count()).toBe(1);
  await job('2026-02-01T00:00:01Z').handler({});
  expect(await count()).toBe(0);
});

it('the daily sweep keeps a week of the Naver key counts, by the Korea day of the job clock', async () => {
  for (const day of ['2026-03-01', '2026-03-02', '2026-03-09']) {
    await database.sql.executeSql(
      `insert into naver_key_usage (client_id, day, search) values ('key-a', $1, 3)`,
      [day],
    );
  }
  // 2026-03-08T20:00Z is 2026-03-09 05:00 in Korea: a week back is 2026-03-02, kept.
  await idempotencySweepJob(database.db, () => new Date('2026-03-08T20:00:00Z')).handler({});
  const days = (
    (await database.sql.executeSql(`select day::text as day from naver_key_usage order by day`)).rows as {
      day: string;
    }[]
  ).map((r) => r.day);
  expect(days).toEqual(['2026-03-02', '2026-03-09']);
});
