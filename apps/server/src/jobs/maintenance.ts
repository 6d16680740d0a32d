import { kstDate } from '@seller/shared';
import type { Db } from '../db/client';
import { sweepKeyUsage } from '../adapters/naver-openapi/key-usage.repository';
import { sweepAnsweredKeys } from '../lib/idempotency';
import type { JobDefinition } from './boss';

/**
 * Every day at 04:30 Korea time, rows of shared state that only grow: answered Idempotency-Key
 * rows older than a month, and the Naver key pool's counts of days more than a week back.
 */
export const idempotencySweepJob = (db: Db, now: () => Date = () => new Date()): JobDefinition => ({
  name: 'idempotency-sweep',
  cron: '30 4 * * *',
  handler: async () => {
    const at = now();
    await sweepAnsweredKeys(db, at);
    await sweepKeyUsage(db, kstDate(at));
  },
});
