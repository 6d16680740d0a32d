import { MAX_RANK } from '@seller/shared';
import type { Db } from '../../db/client';
import { createDailyCheck } from '../../lib/rank-engine/daily-check';
import { rankToRecord } from '../../lib/rank-engine/check';
import { walkRanks } from '../../lib/rank-engine/walk';
import { attributeRow, rivalAttributes, trackedAttributes } from './goods-rank.attributes';
import { hourlyPaging, matches, walkPaging } from './goods-rank.domain';
import type { ShopItem, ShopSearchPort } from './goods-rank.ports';
import { pinsOn, writeRivalRanks } from './goods-rank.rivals.repository';
import {
  goodsRankStore,
  markHourlyChecked,
  resolveFromList,
  targetsOf,
  upsertHourlyRows,
} from './goods-rank.repository';

export interface EngineDeps {
  db: Db;
  shop: ShopSearchPort;
  now?: () => Date;
  /** Queues the re-check of an unconfirmed empty answer (lib/rank-engine/empty-answer.ts). */
  recheck?: (keywordNorm: string, at: Date) => void;
}

type Target = Awaited<ReturnType<typeof targetsOf>>[number];

/**
 * The shopping rank engine (ARCHITECTURE §6) on the shared daily check (lib/rank-engine): one
 * check per distinct keyword for every product tracked on it, the source's pages fetched only as
 * deep as needed, never past rank 500. A failed page fails the whole check: nothing is written as a
 * rank, the error propagates and the job engine retries it.
 */
export function createRankEngine(deps: EngineDeps) {
  const now = deps.now ?? (() => new Date());

  const profile = deps.shop.profile;
  const source = (maxPages: number) => ({
    matches,
    isAd: (item: ShopItem) => item.isAd === true,
    fetchPage: (keywordNorm: string, start: number, display: number) =>
      deps.shop.search(keywordNorm, { start, display }),
    ...walkPaging(profile),
    maxRank: MAX_RANK,
    maxPages,
    // Every rank says where it came from (issue 36 §2): the source and the list it really reads.
    provenance: { source: profile.source, surface: profile.surface, device: profile.device },
  });

  const checkKeyword = createDailyCheck<Target, ShopItem>({
    db: deps.db,
    now,
    ...(deps.recheck ? { recheck: deps.recheck } : {}),
    // Pages down to rank 500: ads take slots too, so the walk may need a page past the fifth.
    source: source(Math.ceil(walkPaging(profile).maxSlot / walkPaging(profile).pageSize)),
    repository: {
      store: goodsRankStore,
      loadTargets: (keywordNorm) => targetsOf(deps.db, keywordNorm, now()),
      keyOf: (t) => t.gdkdSn,
      itemOf: (t) => t.gdpSn,
      listed: (item) => ({
        itemKey: item.productId ?? item.mallProductId ?? '',
        storeKey: item.mallProductId,
        title: item.title,
        mall: item.isCatalog ? null : item.mallName,
        price: item.lprice,
        image: item.image,
        reviewCount: item.reviewCount ?? null,
        purchaseCount: item.purchaseCount ?? null,
        rating: item.rating ?? null,
      }),
      // What the page said of each tracked product, written with its rank (issue 42 §1).
      attributesOf(entries) {
        const of = trackedAttributes(entries);
        return (t, item) => attributeRow(of(t, item));
      },
      // Pinned rivals are looked for on the pages read for the tracked products, never deeper.
      async followRivals(tx, keywordIds, day, entries, by, mode) {
        const pins = await pinsOn(tx, keywordIds);
        if (pins.length === 0) return;
        const of = rivalAttributes(entries);
        const rows = pins.map((p) => ({ rivalSn: p.rivalSn, ...of(p.productId) }));
        await writeRivalRanks(tx, rows, day, { ...by, checkedAt: now() }, mode);
      },
      // A product registered by its store number learns its catalogue details from the list.
      async refresh(tx, rows, found) {
        for (const r of rows) {
          const item = found.get(r.gdkdSn);
          if (!item || r.lookupStatus === 'resolved') continue;
          await resolveFromList(tx, r.gdpSn, {
            title: item.title,
            image: item.image,
            price: item.lprice,
            storeName: item.isCatalog ? null : item.mallName,
            productId: item.productId,
          });
        }
      },
    },
  });

  /**
   * v1 hourly check: writes the hour's rank only (current/previous belong to the daily record),
   * with its provenance. It reads the `slots` the hourly plan paid for and asks the source for no
   * more (hourlyPaging: the source's pages, or one answer of those slots from a one-shot source);
   * a target not reached within them is not recorded.
   */
  async function checkKeywordHourly(keywordNorm: string, hour: Date, slots: number) {
    const rows = await targetsOf(deps.db, keywordNorm, now());
    const { pageSize, maxSlot, maxPages } = hourlyPaging(profile, slots);
    const { fetchPage, provenance, ...walk } = source(maxPages);
    const { ranks, pagesFetched, complete, entries, depth } = await walkRanks({
      ...walk,
      pageSize,
      maxSlot,
      keyOf: (t) => t.gdkdSn,
      fetchPage: (start, display) => fetchPage(keywordNorm, start, display),
      targets: rows,
    });
    // An empty answer for a keyword that had results is not an hour outside (issue 35 §3): the
    // daily check confirms it before anything is recorded, and the hour records nothing meanwhile.
    const unconfirmed =
      pagesFetched > 0 &&
      entries.length === 0 &&
      (await goodsRankStore.readAnswer(deps.db, keywordNorm))?.hadResults === true;
    await deps.db.transaction(async (tx) => {
      const live = await goodsRankStore.lockLiveKeywords(
        tx,
        rows.map((t) => t.gdpSn),
        rows.map((t) => t.gdkdSn),
      );
      const ids = [...live.keys()].sort((a, b) => a - b);
      const hourly = ids.flatMap((keywordId) => {
        if (unconfirmed) return [];
        const rank = rankToRecord(ranks, keywordId, complete);
        return rank === null ? [] : [{ gdkdSn: keywordId, rank }];
      });
      // Every hour says where it came from, as the daily record does (issue 36 §2).
      await upsertHourlyRows(tx, hourly, hour, { ...provenance, depth }, now());
      await markHourlyChecked(tx, ids, now());
    });
    return { pagesFetched };
  }

  // The profile is what the hourly plan prices a keyword by (goods-rank.jobs).
  return { checkKeyword, checkKeywordHourly, profile };
}

export type RankEngine = ReturnType<typeof createRankEngine>;
