import { eq, sql } from 'drizzle-orm';
import { MAX_RANK, kstDate } from '@seller/shared';
import type { Db } from '../../db/client';
import {
  failureText,
  rankToRecord,
  recordsCurrent,
  runRankCheck,
  shiftsPrevious,
} from '../../lib/rank-engine/check';
import { type WalkSpec, walkRanks } from '../../lib/rank-engine/walk';
import { PAGE_SIZE, matches, pageStarts } from './goods-rank.domain';
import type { ShopItem, ShopSearchPort } from './goods-rank.ports';
import {
  type RankWrite,
  fillHistoryRows,
  lockLiveKeywords,
  markFailed,
  markHourlyChecked,
  recordCheck,
  recordFailure,
  targetsOf,
  trackedGoods,
  upsertHistoryRows,
  upsertHourlyRows,
  writeRanks,
} from './goods-rank.repository';

export interface EngineDeps {
  db: Db;
  shop: ShopSearchPort;
  now?: () => Date;
}

export interface CheckResult {
  keywordNorm: string;
  day: string;
  pagesFetched: number;
  targets: number;
  found: number;
}

type Target = Awaited<ReturnType<typeof targetsOf>>[number];

/**
 * The shopping rank engine (ARCHITECTURE §6) over the shared walk (lib/rank-engine): one check per
 * distinct keyword for every product tracked on it, pages of 100 fetched only as deep as needed,
 * never past rank 500. A failed page fails the whole check: nothing is written as a rank, the
 * error propagates and the job engine retries it.
 */
export function createRankEngine(deps: EngineDeps) {
  const now = deps.now ?? (() => new Date());

  const walkOf = (keywordNorm: string, maxPages: number): Omit<WalkSpec<Target, ShopItem>, 'targets'> => ({
    keyOf: (t) => t.gdkdSn,
    matches,
    fetchPage: (start, display) => deps.shop.search(keywordNorm, { start, display }),
    pageSize: PAGE_SIZE,
    maxRank: MAX_RANK,
    maxPages,
  });

  async function checkKeyword(keywordNorm: string, day = kstDate(now())): Promise<CheckResult> {
    const summary = await runRankCheck<Target, ShopItem>({
      loadTargets: () => targetsOf(deps.db, keywordNorm, now()),
      walk: walkOf(keywordNorm, pageStarts().length),
      writer: {
        failed: ({ targets, pagesFetched, error }) =>
          deps.db.transaction(async (tx) => {
            await recordCheck(tx, {
              keywordNorm,
              day,
              status: 'failed',
              pagesFetched,
              targets: targets.length,
              error: failureText(error),
            });
            const live = await lockLiveKeywords(tx, targets);
            // Only keywords never checked show the failure; a known rank stays as it was, dated.
            await markFailed(
              tx,
              targets.filter((t) => live.has(t.gdkdSn) && live.get(t.gdkdSn) === null).map((t) => t.gdkdSn),
            );
            await recordFailure(tx, [...live.keys()], now());
          }),
        succeeded: ({ targets, ranks, found, pagesFetched, complete }) =>
          deps.db.transaction(async (tx) => {
            const at = now();
            const live = await lockLiveKeywords(tx, targets);
            const rows = targets.filter((t) => live.has(t.gdkdSn));
            // Ids in lock order; every row is already locked, so the batches take no new locks.
            const writes: RankWrite[] = rows
              .map((r) => ({
                gdkdSn: r.gdkdSn,
                rank: rankToRecord(ranks, r.gdkdSn, complete) ?? 0,
                shift: shiftsPrevious(live.get(r.gdkdSn) ?? null, day),
              }))
              .sort((a, b) => a.gdkdSn - b.gdkdSn);
            // A later day already recorded (a late retry of this day's job): fill in history only.
            const past = writes.filter((w) => !recordsCurrent(live.get(w.gdkdSn) ?? null, day));
            const current = writes.filter((w) => !past.includes(w));
            await writeRanks(tx, current, day, at);
            await upsertHistoryRows(tx, current, day);
            await fillHistoryRows(tx, past, day);
            for (const r of rows) {
              const item = found.get(r.gdkdSn);
              if (item && r.lookupStatus !== 'resolved') {
                await tx
                  .update(trackedGoods)
                  .set({
                    title: item.title,
                    image: item.image,
                    price: item.lprice,
                    storeName: item.isCatalog ? null : item.mallName,
                    midNo: sql`coalesce(${trackedGoods.midNo}, ${item.productId})`,
                    lookupStatus: 'resolved',
                  })
                  .where(eq(trackedGoods.gdpSn, r.gdpSn));
              }
            }
            await recordCheck(tx, {
              keywordNorm,
              day,
              status: 'ok',
              pagesFetched,
              targets: targets.length,
              found: ranks.size,
            });
          }),
      },
    });
    return { keywordNorm, day, ...summary };
  }

  /**
   * v1 hourly check: writes the hour's rank only (current/previous belong to the daily record).
   * maxPages comes from the hourly budget; a target not reached within it is not recorded.
   */
  async function checkKeywordHourly(keywordNorm: string, hour: Date, maxPages = pageStarts().length) {
    const rows = await targetsOf(deps.db, keywordNorm, now());
    const { ranks, pagesFetched, complete } = await walkRanks({
      ...walkOf(keywordNorm, maxPages),
      targets: rows,
    });
    await deps.db.transaction(async (tx) => {
      const live = await lockLiveKeywords(tx, rows);
      const ids = rows
        .filter((t) => live.has(t.gdkdSn))
        .map((t) => t.gdkdSn)
        .sort((a, b) => a - b);
      const hourly = ids.flatMap((gdkdSn) => {
        const rank = rankToRecord(ranks, gdkdSn, complete);
        return rank === null ? [] : [{ gdkdSn, rank }];
      });
      await upsertHourlyRows(tx, hourly, hour);
      await markHourlyChecked(tx, ids, now());
    });
    return { pagesFetched };
  }

  return { checkKeyword, checkKeywordHourly };
}

export type RankEngine = ReturnType<typeof createRankEngine>;
