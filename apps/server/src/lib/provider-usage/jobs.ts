import { kstDate } from '@seller/shared';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/boss';
import { dayBefore } from '../rank-engine/tops';
import type { Meter } from './meter';
import { sweepOld } from './meter.repository';

/** Days of per-keyword costs and failures kept (the screen reads a year at most). */
const KEPT_DAYS = 400;

/**
 * Every 10 minutes, reservations of calls whose process died are charged at their estimate even
 * when no new call comes to sweep them (every begin sweeps too), so today's figures do not show
 * them as under way for long. At 04:50 Korea time, keyword costs and failures older than 400 days
 * go; the per-day counters stay (one small row per source and day).
 */
export function providerUsageJobs(deps: { db: Db; meter: Meter; now?: () => Date }): JobDefinition[] {
  const now = deps.now ?? (() => new Date());
  return [
    {
      name: 'provider-usage-reservations',
      cron: '*/10 * * * *',
      handler: async () => {
        await deps.meter.sweep();
      },
    },
    {
      name: 'provider-usage-sweep',
      cron: '50 4 * * *',
      handler: async () => {
        await sweepOld(deps.db, dayBefore(kstDate(now()), KEPT_DAYS));
      },
    },
  ];
}
