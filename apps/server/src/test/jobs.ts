/**
 * The job queue of the unit tests' app (test/app.ts): the app's own job handlers, run in this
 * process as soon as a job is queued, so a test sees a new keyword's first check finish without
 * a pg-boss per test file. Jobs queued for later (any `startAfter`, as a re-check's) are kept,
 * not run: a test runs them with `runDelayed`. Retries, expiry and several workers are pg-boss's, proved with
 * the real engine (lib/rank-engine/soon-checks.test.ts, faults.test.ts, multi-instance.test.ts).
 */
import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { type JobDefinition, type JobQueue, type JobState, runJob } from '../jobs/boss';

export interface InlineJobs extends JobQueue {
  /** The job definitions to run (the app's, once its services exist). */
  use(jobs: readonly JobDefinition[]): void;
  /** Resolves when every job started so far has ended. */
  settle(): Promise<void>;
  /** Jobs queued to start later, oldest first. */
  delayed: { queue: string; data: object; startAfter: Date }[];
  /** Runs (and forgets) the delayed jobs of `queue`. */
  runDelayed(queue: string): Promise<void>;
  /** Every job queued, in order. */
  sent: { queue: string; data: object }[];
}

export function inlineJobs(): InlineJobs {
  let defs: readonly JobDefinition[] = [];
  const states = new Map<string, JobState>();
  const running = new Set<Promise<void>>();
  const run = (queue: string, data: object, id: string) => {
    const job = defs.find((d) => d.name === queue);
    if (!job) throw new Error(`no job ${queue}`);
    states.set(id, 'active');
    const done: Promise<void> = runJob(job, data)
      .then(
        () => void states.set(id, 'completed'),
        () => void states.set(id, 'failed'),
      )
      .finally(() => running.delete(done));
    running.add(done);
    return done;
  };
  const jobs: InlineJobs = {
    delayed: [],
    sent: [],
    use(list) {
      defs = list;
    },
    async send(queue: string, data: object, options: PgBoss.SendOptions = {}) {
      const id = randomUUID();
      jobs.sent.push({ queue, data });
      // Any start time counts as later: the app's clock in a test is not the real one.
      const after = options.startAfter;
      if (after !== undefined) {
        states.set(id, 'created');
        jobs.delayed.push({ queue, data, startAfter: new Date(after as Date | string) });
      } else void run(queue, data, id);
      return id;
    },
    async stateOf(_queue, id) {
      return states.get(id) ?? null;
    },
    async settle() {
      while (running.size) await Promise.all([...running]);
    },
    async runDelayed(queue) {
      const due = jobs.delayed.filter((d) => d.queue === queue);
      jobs.delayed = jobs.delayed.filter((d) => d.queue !== queue);
      for (const d of due) await run(queue, d.data, randomUUID());
    },
  };
  return jobs;
}
