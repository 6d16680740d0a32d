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
  /**
   * A job still active after this long is taken to have died with its worker and is retried
   * (pg-boss's default is 15 minutes). Keep it above the job's worst honest run time.
   */
  expireInSeconds?: number;
}

/**
 * How quickly the engine notices a worker that died holding a job: an active job past its
 * expiry is put back for retry by the maintenance pass, which runs every
 * `maintenanceIntervalSeconds` (pg-boss's default is 120). Tests tighten these to seconds.
 */
export interface JobTiming {
  maintenanceIntervalSeconds: number;
  /** Overrides every queue's expiry (tests only). */
  expireInSeconds?: number;
  /** How often an idle worker asks for a job (pg-boss's default is 2). */
  pollingIntervalSeconds?: number;
}

export const DEFAULT_JOB_TIMING: JobTiming = { maintenanceIntervalSeconds: 30 };

export interface JobEngine {
  boss: PgBoss;
  started: boolean;
  stop(): Promise<void>;
}

export async function startJobs(
  database: Database,
  jobs: JobDefinition[],
  log: FastifyBaseLogger,
  opts: { work?: boolean; timing?: JobTiming } = {},
): Promise<JobEngine> {
  const timing = opts.timing ?? DEFAULT_JOB_TIMING;
  const common = { schema: 'pgboss', maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds };
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({ connectionString: database.connectionString, max: 4, ...common })
      : // PGlite is one in-process connection; pg-boss talks to it through the same executeSql.
        new PgBoss({
          db: database.sql as { executeSql(t: string, v: unknown[]): Promise<{ rows: unknown[] }> },
          ...common,
        });
  boss.on('error', (err) => log.error({ err }, 'job engine error'));
  await boss.start();
  for (const job of jobs) {
    const expireInSeconds = timing.expireInSeconds ?? job.expireInSeconds;
    const settings = {
      retryLimit: job.retryLimit ?? 3,
      retryBackoff: true,
      ...(expireInSeconds ? { expireInSeconds } : {}),
    };
    await boss.createQueue(job.name, { name: job.name, ...settings });
    // createQueue leaves an existing queue as it was: settings changed here reach deployed queues too.
    await boss.updateQueue(job.name, { name: job.name, ...settings });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: KST });
    if (opts.work !== false) {
      const polling = timing.pollingIntervalSeconds;
      await boss.work(job.name, polling ? { pollingIntervalSeconds: polling } : {}, async (batch) => {
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
