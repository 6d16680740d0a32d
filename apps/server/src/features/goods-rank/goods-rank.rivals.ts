import {
  MAX_RIVALS,
  RIVAL_SERIES_DAYS,
  type RivalSeries,
  type RivalsView,
  kstDate,
  methodChanged,
} from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { wireProvenance } from '../../lib/rank-engine/provenance';
import { aroundOwn, comparableBefore, dayBefore, daysEnding, movesOf } from '../../lib/rank-engine/tops';
import { ownedKeyword } from './goods-rank.repository';
import * as repo from './goods-rank.rivals.repository';

/** The organic entries a kept top holds (its last rank). */
const topDepth = (top: readonly { rank: number | null }[]): number =>
  top.reduce((n, e) => Math.max(n, e.rank ?? 0), 0);

/** A rival's recorded day, with where it came from. */
const rivalProvenance = (h: {
  source: string | null;
  surface: string | null;
  device: string | null;
  depth: number;
  checkedAt: Date | null;
}) => wireProvenance({ ...h, checkedAt: h.checkedAt?.toISOString() ?? null });

/**
 * Rivals on the same keyword (issue 28 §1): who stands above and just below the member's product
 * in the day's kept top, the member's pins (at most 3 per keyword, followed by the daily check on
 * the pages it reads anyway, so at no coin and no call), and the 30-day comparison.
 */
export function createGoodsRivals(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  const owned = async (memberId: number, keywordId: number) => {
    const k = await ownedKeyword(deps.db, memberId, keywordId);
    if (!k) throw new AppError('KEYWORD_NOT_FOUND');
    return k;
  };

  return {
    async view(memberId: number, keywordId: number): Promise<RivalsView> {
      const k = await owned(memberId, keywordId);
      const day = await repo.latestTopDay(deps.db, k.keywordNorm, kstDate(now()));
      const top = day ? await repo.topOf(deps.db, k.keywordNorm, day) : [];
      const kept = day ? await repo.topOf(deps.db, k.keywordNorm, dayBefore(day)) : [];
      // A day before read by another method is no day before: nothing moved (issue 36 §2).
      const { before, methodChanged: changed } = comparableBefore(top, kept);
      const pins = await repo.rivalsOf(deps.db, keywordId);
      const pinOf = new Map(pins.map((p) => [p.productId, p.rivalSn]));
      // The member's rank of the shown day: today's current rank, else that day's history row.
      const ownRank = day && k.rankDay === day ? k.rankCurrent : null;
      const key = (e: { itemKey: string; rank: number | null }) => ({ key: e.itemKey, rank: e.rank });
      const moves = movesOf(top.map(key), before.map(key));
      const listedBefore = new Set(before.map((e) => e.itemKey));
      const entries = top.flatMap((e, i) =>
        e.rank === null
          ? []
          : [
              {
                rank: e.rank,
                productId: e.itemKey,
                storeProductNo: e.storeKey,
                title: e.title,
                mall: e.mall,
                price: e.price,
                image: e.image,
                reviewCount: e.reviewCount,
                move: moves[i] ?? null,
                listedBefore: listedBefore.has(e.itemKey),
                own: ownRank !== null && ownRank > 0 && e.rank === ownRank,
                rivalSn: pinOf.get(e.itemKey) ?? null,
              },
            ],
      );
      const history = await repo.rivalHistoryOf(
        deps.db,
        pins.map((p) => p.rivalSn),
        dayBefore(kstDate(now()), RIVAL_SERIES_DAYS),
      );
      const pinned = pins.map((p) => {
        const days = history.filter((h) => h.rivalSn === p.rivalSn);
        const last = days.at(-1);
        const dayBeforeLast = last ? days.find((h) => h.day === dayBefore(last.day)) : undefined;
        const prev = dayBeforeLast && !methodChanged(last!, dayBeforeLast) ? dayBeforeLast : undefined;
        return {
          rivalSn: p.rivalSn,
          productId: p.productId,
          title: p.title,
          mall: p.mall,
          image: p.image,
          day: last?.day ?? null,
          rank: last?.rank ?? null,
          depth: last?.depth ?? null,
          provenance: last ? rivalProvenance(last) : null,
          move: last?.rank != null && prev?.rank != null ? prev.rank - last.rank : null,
        };
      });
      return {
        day,
        ownRank,
        entries: aroundOwn(entries, ownRank),
        pinned,
        maxPins: MAX_RIVALS,
        provenance: top[0] ? wireProvenance({ ...top[0], depth: topDepth(top), checkedAt: null }) : null,
        methodChanged: changed,
      };
    },

    /**
     * Pins an entry of the keyword's latest kept top. The keyword row's lock makes concurrent
     * pins count one after the other, so a fourth never slips in. The rival's place of that day
     * is recorded at once from the kept top, so the chart has it without waiting a day.
     */
    async pin(memberId: number, keywordId: number, productId: string): Promise<{ rivalSn: number }> {
      return deps.db.transaction(async (tx) => {
        const k = await ownedKeyword(tx, memberId, keywordId);
        if (!k) throw new AppError('KEYWORD_NOT_FOUND');
        await repo.lockKeyword(tx, keywordId);
        const day = await repo.latestTopDay(tx, k.keywordNorm, kstDate(now()));
        const top = day ? await repo.topOf(tx, k.keywordNorm, day) : [];
        const entry = top.find((e) => e.rank !== null && e.itemKey === productId);
        if (!day || !entry) throw new AppError('RIVAL_NOT_LISTED');
        if (k.rankDay === day && entry.rank === k.rankCurrent) throw new AppError('RIVAL_IS_OWN');
        const pins = await repo.rivalsOf(tx, keywordId);
        if (pins.some((p) => p.productId === productId)) throw new AppError('RIVAL_EXISTS');
        if (pins.length >= MAX_RIVALS) throw new AppError('RIVAL_LIMIT');
        const rivalSn = await repo.insertRival(tx, {
          gdkdSn: keywordId,
          productId,
          storeProductNo: entry.storeKey,
          title: entry.title,
          mall: entry.mall,
          image: entry.image,
        });
        if (rivalSn === null) throw new AppError('RIVAL_EXISTS');
        // Recorded as the kept top was read: its depth, its method (issue 36 §2).
        const depth = topDepth(top);
        await repo.writeRivalRanks(tx, [{ rivalSn, rank: entry.rank }], day, {
          depth,
          source: entry.source,
          surface: entry.surface,
          device: entry.device,
          checkedAt: null,
        });
        return { rivalSn };
      });
    },

    async unpin(memberId: number, keywordId: number, rivalSn: number): Promise<void> {
      await owned(memberId, keywordId);
      // Scoped to the owned keyword: another keyword's pin id deletes nothing.
      if ((await repo.deleteRival(deps.db, keywordId, rivalSn)) === 0) throw new AppError('RIVAL_NOT_FOUND');
    },

    /** The member's product against its pinned rivals over the last 30 Korea days. */
    async series(memberId: number, keywordId: number): Promise<RivalSeries> {
      await owned(memberId, keywordId);
      const days = daysEnding(kstDate(now()), RIVAL_SERIES_DAYS);
      const since = days[0]!;
      const ownRows = await repo.ownHistorySince(deps.db, keywordId, since);
      const own = new Map(ownRows.map((r) => [r.day, r.rank]));
      const methodOf = (r: (typeof ownRows)[number]) => ({ source: r.source, surface: r.surface });
      const pins = await repo.rivalsOf(deps.db, keywordId);
      const history = await repo.rivalHistoryOf(
        deps.db,
        pins.map((p) => p.rivalSn),
        since,
      );
      return {
        days,
        own: days.map((d) => own.get(d) ?? null),
        rivals: pins.map((p) => {
          const byDay = new Map(history.filter((h) => h.rivalSn === p.rivalSn).map((h) => [h.day, h]));
          return {
            rivalSn: p.rivalSn,
            title: p.title,
            ranks: days.map((d) => byDay.get(d)?.rank ?? null),
            outOfDepth: days.map((d) => {
              const h = byDay.get(d);
              return h !== undefined && h.rank === null;
            }),
          };
        }),
        // A change of method inside the window; one at its first day has nothing before it here.
        methodChanges: ownRows.flatMap((r, i) => {
          const before = ownRows[i - 1];
          return before && methodChanged(methodOf(r), methodOf(before))
            ? [{ day: r.day, from: methodOf(before), to: methodOf(r) }]
            : [];
        }),
      };
    },
  };
}

export type GoodsRivals = ReturnType<typeof createGoodsRivals>;
