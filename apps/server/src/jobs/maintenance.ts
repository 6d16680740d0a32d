import type { Db } from '../db/client';
import { sweepAnsweredKeys } from '../lib/idempotency';
import type { JobDefinition } from './boss';

/** Every day at 04:30 Korea time: answered Idempotency-Key rows older than a month go. */
export const idempotencySweepJob = (db: Db, now: () => Date = () => new Date()): JobDefinition => ({
  name: 'idempotency-sweep',
  cron: '30 4 * * *',
  handler: async () => {
    await sweepAnsweredKeys(db, now());
  },
});
