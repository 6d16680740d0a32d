import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { KST } from '@seller/shared';
import { type Database, POOL_RESILIENCE } from '../db/client';
import { jobFailures } from '../lib/metrics';

export type { PgBoss };

/** A job a feature contributes: its queue, optional cron schedule (Korea time) and handler. */
export interface JobDefinition<T extends object = object> {
  name: string;
  /** Cron expression evaluated in Asia/Seoul. */
  cron?: string;
  /** The shape of the job's data, parsed before the handler runs: a malformed job fails, logged. */
  payload?: z.ZodType<T>;
  handler: (data: T) => Promise<void>;
  retryLimit?: number;
  /**
   * A job still active after this long is taken to have died with its worker and is retried
   * (pg-boss's default is 15 minutes). Keep it above the job's worst honest run time.
   */
  expireInSeconds?: number;
  /**
   * Jobs a worker takes and runs at once. pg-boss waits its polling interval after every fetch,
   * so one job per fetch caps a worker at one job per interval: 3,000 keyword checks took 100
   * minutes (bench/README.md). Each job of a batch succeeds or fails (and retries) on its own.
   */
  batchSize?: number;
}

/** A job whose payload schema types its handler's data, in the list of jobs of any data. */
export const jobWith = <T extends object>(job: JobDefinition<T> & { payload: z.ZodType<T> }): JobDefinition =>
  job as unknown as JobDefinition;

/** Runs a job's handler on its data, parsed by its payload schema when it has one. */
export const runJob = (job: JobDefinition, data: unknown): Promise<void> =>
  Promise.resolve()
    .then(() => (job.payload ? job.payload.parse(data ?? {}) : ((data ?? {}) as object)))
    .then((parsed) => job.handler(parsed));

/**
 * Instances that start together (a deploy, the multi-instance test) create and update the same
 * queues at once, and pg-boss's queue set-up can then deadlock in PostgreSQL (40P01): one of them
 * is aborted. The set-up is idempotent, so the aborted one tries again after a short random wait.
 */
export async function retryDeadlock<T>(fn: () => Promise<T>, tries = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if ((e as { code?: string }).code !== '40P01' || i >= tries) throw e;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * i));
    }
  }
}

/** Polling interval of queues that take batches: the next batch follows quickly. */
const BATCH_POLLING_SECONDS = 0.5;

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
  /** Overrides every queue's batch size (tests that script a provider call by call use 1). */
  batchSize?: number;
}

export const DEFAULT_JOB_TIMING: JobTiming = { maintenanceIntervalSeconds: 30 };

/** A job's state as pg-boss keeps it. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/**
 * How services queue jobs: pg-boss in every app and worker process (bossQueue); the unit tests'
 * app runs them in-process instead (test/jobs.ts).
 */
export interface JobQueue {
  /** Queues a job; its id, or null when a singleton key already holds one. */
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** A queued job's state; null once it is gone (archived or deleted). */
  stateOf(queue: string, id: string): Promise<JobState | null>;
}

/** The job queue on the process's pg-boss; refuses while it has none (the caller logs it). */
export function bossQueue(boss: () => PgBoss | null | undefined): JobQueue {
  const started = () => {
    const b = boss();
    if (!b) throw new Error('no job engine in this process: the job is not queued');
    return b;
  };
  return {
    send: (queue, data, options = {}) => started().send(queue, data, options),
    stateOf: async (queue, id) =>
      ((await started().getJobById(queue, id))?.state as JobState | undefined) ?? null,
  };
}

export interface JobEngine {
  boss: PgBoss;
  started: boolean;
  /** Jobs waiting per queue (metrics). */
  queueSizes(): Promise<Record<string, number>>;
  stop(timeoutMs?: number): Promise<void>;
}

export async function startJobs(
  database: Database,
  jobs: JobDefinition[],
  log: FastifyBaseLogger,
  opts: { work?: boolean; timing?: JobTiming } = {},
): Promise<JobEngine> {
  const timing = opts.timing ?? DEFAULT_JOB_TIMING;
  // A process that only queues (an app instance with JOBS_ENABLED=false) leaves the maintenance
  // and the cron clock to the processes that work the jobs.
  const works = opts.work !== false;
  const common = {
    schema: 'pgboss',
    maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds,
    supervise: works,
    schedule: works,
  };
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({ connectionString: database.connectionString, max: 4, ...POOL_RESILIENCE, ...common })
      : // PGlite is one in-process connection; pg-boss talks to it through the same executeSql.
        new PgBoss({
          db: database.sql as { executeSql(t: string, v: unknown[]): Promise<{ rows: unknown[] }> },
          ...common,
        });
  // pg-boss's own pool re-emits its idle clients' errors here (a listener is what keeps the server
  // ending a connection from ending the process); it runs every statement through pool.query, which
  // hears a checked-out client's error itself, and its workers retry their next fetch.
  boss.on('error', (err) => log.error({ err }, 'job engine error'));
  await boss.start();
  for (const job of jobs) {
    const expireInSeconds = timing.expireInSeconds ?? job.expireInSeconds;
    const settings = {
      retryLimit: job.retryLimit ?? 3,
      retryBackoff: true,
      ...(expireInSeconds ? { expireInSeconds } : {}),
    };
    await retryDeadlock(() => boss.createQueue(job.name, { name: job.name, ...settings }));
    // createQueue leaves an existing queue as it was: settings changed here reach deployed queues too.
    await retryDeadlock(() => boss.updateQueue(job.name, { name: job.name, ...settings }));
    if (job.cron) await retryDeadlock(() => boss.schedule(job.name, job.cron!, {}, { tz: KST }));
    if (works) {
      const batchSize = timing.batchSize ?? job.batchSize ?? 1;
      const polling = timing.pollingIntervalSeconds ?? (batchSize > 1 ? BATCH_POLLING_SECONDS : undefined);
      const options = { batchSize, ...(polling ? { pollingIntervalSeconds: polling } : {}) };
      const worker: { id?: string } = {};
      worker.id = await boss.work(job.name, options, async (batch) => {
        if (batch.length === 1)
          return runJob(job, batch[0]!.data).catch((err: unknown) => {
            jobFailures.inc({ queue: job.name });
            throw err;
          });
        const results = await Promise.allSettled(batch.map((item) => runJob(job, item.data)));
        // A failed job is failed alone (and retried); pg-boss then completes only the jobs still active.
        for (const [i, r] of results.entries()) {
          if (r.status === 'rejected') {
            jobFailures.inc({ queue: job.name });
            log.warn({ err: r.reason, queue: job.name }, 'job failed');
            await boss.fail(job.name, batch[i]!.id, {
              message: String((r.reason as Error)?.message ?? r.reason),
            });
          }
        }
        // A full batch says more are waiting: the worker fetches again at once instead of after
        // the rest of its polling interval (a daily run's quick batches each waited it out).
        if (batch.length === batchSize && worker.id) boss.notifyWorker(worker.id);
      });
    }
  }
  const engine: JobEngine = {
    boss,
    started: true,
    queueSizes: async () =>
      Object.fromEntries(
        await Promise.all(jobs.map(async (j) => [j.name, await boss.getQueueSize(j.name)] as const)),
      ),
    async stop(timeoutMs = 5000) {
      engine.started = false;
      // Running jobs get up to timeoutMs to finish; pg-boss then stops polling and closes its pool.
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
  return engine;
}
