import { kstDate } from '@seller/shared';
import type { Db } from '../db/client';
import { sweepKeyUsage } from '../adapters/naver-openapi/key-usage.repository';
import { sweepAnsweredKeys } from '../lib/idempotency';
import { goodsRankStore } from '../features/goods-rank/goods-rank.repository';
import { sweepRivalHistory } from '../features/goods-rank/goods-rank.rivals.repository';
import { placeRankStore } from '../features/place-rank/place-rank.repository';
import { dayBefore } from '../lib/rank-engine/tops';
import type { JobDefinition } from './boss';

/**
 * Every day at 04:30 Korea time, rows of shared state that only grow: answered Idempotency-Key
 * rows older than a month, and the Naver key's daily counts of days more than a week back.
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

/** Days the tops of checked keywords and the pinned rivals' days are kept (issue 28 §1). */
const TOPS_KEPT_DAYS = 90;

/**
 * Every day at 04:40 Korea time, the day's tops of checked keywords (goods and place) and the
 * pinned rivals' days older than 90 Korea days.
 */
export const rankTopsSweepJob = (db: Db, now: () => Date = () => new Date()): JobDefinition => ({
  name: 'rank-tops-sweep',
  cron: '40 4 * * *',
  handler: async () => {
    const before = dayBefore(kstDate(now()), TOPS_KEPT_DAYS - 1);
    await goodsRankStore.sweepTops(db, before);
    await placeRankStore.sweepTops(db, before);
    await sweepRivalHistory(db, before);
  },
});
