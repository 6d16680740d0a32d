import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { KST } from '@seller/shared';
import type { Database } from '../db/client';

export type { PgBoss };

/** A job a feature contributes: its queue, optional cron schedule (Korea time) and handler. */
export interface JobDefinition<T extends object = object> {
  name: string;
  /** Cron expression evaluated in Asia/Seoul. */
  cron?: string;
  handler: (data: T) => Promise<void>;
  retryLimit?: number;
}

export interface JobEngine {
  boss: PgBoss;
  started: boolean;
  stop(): Promise<void>;
}

export async function startJobs(
  database: Database,
  jobs: JobDefinition[],
  log: FastifyBaseLogger,
  opts: { work?: boolean } = {},
): Promise<JobEngine> {
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({ connectionString: database.connectionString, schema: 'pgboss', max: 4 })
      : // PGlite is one in-process connection; pg-boss talks to it through the same executeSql.
        new PgBoss({
          db: database.sql as { executeSql(t: string, v: unknown[]): Promise<{ rows: unknown[] }> },
          schema: 'pgboss',
        });
  boss.on('error', (err) => log.error({ err }, 'job engine error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, retryLimit: job.retryLimit ?? 3, retryBackoff: true });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: KST });
    if (opts.work !== false) {
      await boss.work(job.name, async (batch) => {
        for (const item of batch) await job.handler((item.data ?? {}) as object);
      });
    }
  }
  const engine: JobEngine = {
    boss,
    started: true,
    async stop() {
      engine.started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
  return engine;
}
