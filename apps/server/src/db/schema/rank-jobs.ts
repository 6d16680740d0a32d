import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The latest check job queued for a keyword on each rank queue (lib/rank-engine/soon-checks.ts):
 * a first check, a "check now", a re-check of an unconfirmed empty answer. The sweep asks pg-boss
 * for this job's state to tell a keyword still waiting in the queue from one whose job was lost
 * (never queued, or ended without checking it), so it queues again only the lost ones.
 */
export const rankCheckJobs = pgTable(
  'rank_check_jobs',
  {
    queue: text('queue').notNull(),
    keywordNorm: text('keyword_norm').notNull(),
    jobId: text('job_id').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.queue, t.keywordNorm] })],
);
