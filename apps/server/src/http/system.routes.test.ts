import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('healthz answers while the process lives, without asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('readyz is 503 while the database lacks a migration of this build, 200 once it has it', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ migrations: 'applied', database: 'ok' });

    // Take the newest migration's record out, as on a database an older build migrated.
    const { rows } = await t.database.sql.executeSql(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at',
    );
    const removed = rows[0] as { id: number; hash: string; created_at: string };
    try {
      const stale = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(stale.statusCode).toBe(503);
      expect(stale.json()).toMatchObject({ status: 'not-ready', migrations: 'pending' });
    } finally {
      await t.database.sql.executeSql(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [removed.id, removed.hash, removed.created_at],
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('readyz is 503 when the job engine of a jobs-running process has stopped', async () => {
    const withJobs = await createTestApp({ JOBS_ENABLED: 'true' });
    try {
      const res = await withJobs.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ jobs: 'stopped' });
    } finally {
      await withJobs.close();
    }
  });
});
