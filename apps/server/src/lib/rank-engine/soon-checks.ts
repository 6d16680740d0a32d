/**
 * Checks asked for now (issue 35 §6): a new keyword's first check, a "check now", the keywords
 * of a product switched to another, and the re-check of an unconfirmed empty answer. Each is a
 * queued job, never a call made by the process that took the request: registration only queues
 * (web instances with JOBS_ENABLED=false included; they start pg-boss to send, not to work), a
 * worker runs it (or the app itself with JOBS_ENABLED=true, the embedded default), a failed check
 * is retried by pg-boss with backoff, and a dead worker's job expires and runs again.
 *
 * What can still be lost is the send itself (the process dies between the registration's commit
 * and the send, or the database refused the send) or a keyword added while its keyword's job was
 * already running. So every job's id is kept per queue and keyword (`rank_check_jobs`), and a
 * sweep every two minutes queues again each keyword still waiting for a check (pending, or an
 * unconfirmed answer whose re-check is overdue) whose latest job is no longer queued or running.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import type { JobDefinition, JobQueue, JobState } from '../../jobs/boss';

/**
 * A failed check asked for now is retried 5 times, after 30–60 s, 1–2, 2–4, 4–8 and 8–16 minutes
 * (pg-boss: retryDelay·2^(n−1) times a random 1–2): 15.5–31 minutes of waiting in all, after which
 * the keyword shows its failure and the daily run takes it up. Checked by soon-checks.test.ts.
 */
export const SOON_RETRY_LIMIT = 5;
export const SOON_RETRY_DELAY_SECONDS = 30;
/** The sweep runs every two minutes… */
const SWEEP_CRON = '*/2 * * * *';
/** …and takes a keyword as waiting once its request is older than this (its send had time). */
const LOST_AFTER_MS = 60_000;

/** Job states in which a queued check will still run. */
const LIVE: ReadonlySet<JobState> = new Set(['created', 'retry', 'active']);

export type CheckRequests = ReturnType<typeof createCheckRequests>;

/**
 * Checks asked for now go to the feature's own check queue (the daily run's: its workers, batch
 * size and expiry), each job with the retries above instead of the daily job's.
 */
export function createCheckRequests(deps: { db: DbOrTx; queue: JobQueue; now: () => Date }) {
  const { db, queue } = deps;

  /** Queues a check of the keyword on `queueName` (at `startAfter`, or now) and keeps its id. */
  async function request(queueName: string, keywordNorm: string, startAfter?: Date): Promise<void> {
    const id = await queue.send(
      queueName,
      { keywordNorm },
      {
        retryLimit: SOON_RETRY_LIMIT,
        retryDelay: SOON_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        ...(startAfter ? { startAfter } : {}),
      },
    );
    if (!id) return;
    await db.execute(sql`
      insert into rank_check_jobs (queue, keyword_norm, job_id, queued_at)
      values (${queueName}, ${keywordNorm}, ${id}, ${deps.now().toISOString()}::timestamptz)
      on conflict (queue, keyword_norm) do update set job_id = excluded.job_id, queued_at = excluded.queued_at`);
  }

  /** Whether the keyword's latest job on the queue will still run. */
  async function queued(queueName: string, keywordNorm: string): Promise<boolean> {
    const rows = rowsOf<{ job_id: string }>(
      await db.execute(
        sql`select job_id from rank_check_jobs where queue = ${queueName} and keyword_norm = ${keywordNorm}`,
      ),
    );
    const id = rows[0]?.job_id;
    if (!id) return false;
    const state = await queue.stateOf(queueName, id);
    return state !== null && LIVE.has(state);
  }

  return {
    request,

    /**
     * Queues again each of `waiting` (keywords still waiting for a check) whose latest job will
     * not run any more. Answers the keywords queued.
     */
    async sweep(queueName: string, waiting: readonly string[]): Promise<string[]> {
      const lost: string[] = [];
      for (const keywordNorm of waiting) {
        if (await queued(queueName, keywordNorm)) continue;
        await request(queueName, keywordNorm);
        lost.push(keywordNorm);
      }
      return lost;
    },
  };
}

/**
 * The sweep of every rank feature, one cron job: for each feature's check queue, `waiting(before)`
 * answers the keywords still waiting for a check (pending rows made before `before`, and
 * unconfirmed empty answers whose re-check was due before it).
 */
export interface SweepFeature {
  queue: string;
  waiting: (before: Date) => Promise<string[]>;
}

export function checkSweepJob(deps: {
  name: string;
  features: readonly SweepFeature[];
  requests: CheckRequests;
  now: () => Date;
}): JobDefinition {
  return {
    name: deps.name,
    cron: SWEEP_CRON,
    retryLimit: 0,
    handler: async () => {
      const before = new Date(deps.now().getTime() - LOST_AFTER_MS);
      for (const f of deps.features) await deps.requests.sweep(f.queue, await f.waiting(before));
    },
  };
}
