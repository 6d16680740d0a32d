import parser from 'cron-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KST } from '@seller/shared';
import { sessionCleanupJob } from '../features/session/session.jobs';
import { type TestApp, createMember, createTestApp, login } from '../test/app';
import { DEFAULT_JOB_TIMING, type JobEngine, retryDeadlock, startJobs } from './boss';

let t: TestApp;
let engine: JobEngine;
beforeAll(async () => {
  t = await createTestApp();
  engine = await startJobs(t.database, [sessionCleanupJob(t.services.auth)], t.app.log);
});
afterAll(async () => {
  await engine.stop();
  await t.close();
});

describe('job engine (pg-boss)', () => {
  it('schedules the session cleanup at 04:00 Korea time', async () => {
    const schedules = await engine.boss.getSchedules();
    expect(schedules).toEqual([
      expect.objectContaining({ name: 'session-cleanup', cron: '0 4 * * *', timezone: KST }),
    ]);
    // 04:00 in Seoul is 19:00 UTC of the previous day, whatever the machine's zone.
    const next = parser
      .parseExpression('0 4 * * *', { tz: KST, currentDate: new Date('2026-11-22T20:00:00Z') })
      .next()
      .toDate();
    expect(next.toISOString()).toBe('2026-11-23T19:00:00.000Z');
  });

  it('runs a queued cleanup job through the worker', async () => {
    const m = await createMember(t);
    await login(t, m.email);
    await t.database.sql.executeSql(
      `update sessions set expires_at = now() - interval '1 hour' where mbr_sn = $1`,
      [m.mbrSn],
    );
    await engine.boss.send('session-cleanup', {});
    const deadline = Date.now() + 20_000;
    let left = 1;
    while (Date.now() < deadline && left > 0) {
      await new Promise((r) => setTimeout(r, 250));
      const rows = await t.database.sql.executeSql(
        'select count(*)::int as n from sessions where mbr_sn = $1',
        [m.mbrSn],
      );
      left = (rows.rows[0] as { n: number }).n;
    }
    expect(left).toBe(0);
  });

  it('runs a batch queue several jobs at a time; a failing job fails alone', async () => {
    const ran: number[] = [];
    let concurrent = 0;
    let peak = 0;
    const batchEngine = await startJobs(
      t.database,
      [
        {
          name: 'batch-probe',
          batchSize: 4,
          retryLimit: 0,
          handler: async (data) => {
            const { n } = data as { n: number };
            concurrent++;
            peak = Math.max(peak, concurrent);
            await new Promise((r) => setTimeout(r, 100));
            concurrent--;
            if (n === 3) throw new Error('probe failure');
            ran.push(n);
          },
        },
      ],
      t.app.log,
    );
    try {
      const ids = await Promise.all(
        Array.from({ length: 8 }, (_, n) => batchEngine.boss.send('batch-probe', { n })),
      );
      const deadline = Date.now() + 20_000;
      let states: string[] = [];
      while (Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        const rows = await t.database.sql.executeSql(
          `select state from pgboss.job where name = 'batch-probe' order by (data->>'n')::int`,
          [],
        );
        states = (rows.rows as { state: string }[]).map((r) => r.state);
        if (states.length === 8 && states.every((x) => x === 'completed' || x === 'failed')) break;
      }
      expect(ids.every(Boolean)).toBe(true);
      expect(states).toEqual([
        'completed',
        'completed',
        'completed',
        'failed',
        'completed',
        'completed',
        'completed',
        'completed',
      ]);
      expect(ran.sort()).toEqual([0, 1, 2, 4, 5, 6, 7]);
      expect(peak).toBeGreaterThan(1);
    } finally {
      await batchEngine.stop();
    }
  });

  it('fetches the next batch at once after a full one, not after the polling interval', async () => {
    const finished: number[] = [];
    // A polling interval far longer than the jobs: after the first batch, two more full batches
    // would take 8 s if each waited it out.
    const batchEngine = await startJobs(
      t.database,
      [{ name: 'batch-pace', batchSize: 4, handler: async () => void finished.push(Date.now()) }],
      t.app.log,
      { timing: { ...DEFAULT_JOB_TIMING, pollingIntervalSeconds: 4 } },
    );
    try {
      await batchEngine.boss.insert(
        Array.from({ length: 12 }, (_, n) => ({ name: 'batch-pace', data: { n } })),
      );
      const t0 = Date.now();
      while (finished.length < 12 && Date.now() - t0 < 40_000) await new Promise((r) => setTimeout(r, 50));
      expect(finished).toHaveLength(12);
      expect(finished.at(-1)! - finished[0]!).toBeLessThan(3_000);
    } finally {
      await batchEngine.stop();
    }
  });

  it('retries queue set-up that PostgreSQL aborted as a deadlock (instances starting together), nothing else', async () => {
    let calls = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(
      await retryDeadlock(async () => {
        calls += 1;
        if (calls < 3) throw deadlock;
        return 'made';
      }),
    ).toBe('made');
    expect(calls).toBe(3);
    const other = Object.assign(new Error('no'), { code: '42P01' });
    let otherCalls = 0;
    await expect(
      retryDeadlock(async () => {
        otherCalls += 1;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(otherCalls).toBe(1);
  });
});
