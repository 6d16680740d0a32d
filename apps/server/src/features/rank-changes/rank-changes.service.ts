import { formatNumber, kstDate, ko, shortDayText } from '@seller/shared';
import {
  MAX_RANK_EVENTS,
  type PlaceCorrelationView,
  RANK_CHANGES_DAYS,
  type RankChangesView,
} from '@seller/shared/schemas/rank-changes';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { dayBefore } from '../../lib/rank-engine/tops';
import { placeCorrelation } from './rank-changes.correlation';
import {
  type AttributeDay,
  type ChangeRules,
  DEFAULT_CHANGE_RULES,
  changesOf,
  ranksAround,
  unexplainedSurges,
} from './rank-changes.domain';
import * as repo from './rank-changes.repository';

/** How far back an event may be dated, and how far ahead (a planned "광고 중단"). */
const EVENT_PAST_DAYS = 365;
const EVENT_AHEAD_DAYS = 30;
/** Entries of the kept top whose climbs are looked at (besides pinned rivals). */
const SURGE_TOP = 10;

type Row = Omit<AttributeDay, 'rating'> & { rating: number | null };
const asDay = (r: Row): AttributeDay => ({ ...r, rating: r.rating === null ? null : Number(r.rating) });

/**
 * 순위 변동 원인 (issue 42 §2): the 30 days of a tracked keyword with what the page said beside
 * each rank, the changes and the member's events with the rank around them, and the climbs no
 * review or purchase growth matched; a place keyword's rank correlation this month.
 */
export function createRankChanges(deps: { db: Db; now?: () => Date; rules?: Partial<ChangeRules> }) {
  const now = deps.now ?? (() => new Date());
  const rules: ChangeRules = { ...DEFAULT_CHANGE_RULES, ...deps.rules };
  const { db } = deps;

  return {
    rules,

    async view(memberId: number, gdkdSn: number): Promise<RankChangesView> {
      const k = await repo.ownedGoodsKeyword(db, memberId, gdkdSn);
      if (!k) throw new AppError('KEYWORD_NOT_FOUND');
      const today = kstDate(now());
      const since = dayBefore(today, RANK_CHANGES_DAYS - 1);
      // A change on the first day needs the day before it.
      const own = (await repo.ownDays(db, gdkdSn, dayBefore(since))).map(asDay);
      const rivals = await repo.rivalsOn(db, gdkdSn);
      const rivalRows = await repo.rivalDays(db, gdkdSn, dayBefore(since));
      const events = await repo.eventsOf(db, k.gdpSn);
      const ownTitle = k.title ?? k.keyword;
      const who = [
        { who: 'own' as const, title: ownTitle, days: own },
        ...rivals.map((r) => ({
          who: r.rivalSn,
          title: r.title,
          days: rivalRows.filter((x) => x.rivalSn === r.rivalSn).map(({ rivalSn: _, ...d }) => asDay(d)),
        })),
      ];
      const inRange = (d: { day: string }) => d.day >= since;
      const changes = who.flatMap((w) =>
        changesOf(w.days, rules)
          .filter(inRange)
          .map((c) => ({ ...c, who: w.who, title: w.title, ...ranksAround(own, c.day, today) })),
      );
      // Rivals' climbs, and the kept top 10's: from the entries the checks read.
      const tops = await repo.topEntries(db, 'goods', k.keywordNorm, dayBefore(since), today);
      const topSurges = surgesOfTop(tops, rules, new Set(rivals.map((r) => r.productId)));
      const surges = [
        ...who
          .filter((w) => w.who !== 'own')
          .flatMap((w) =>
            unexplainedSurges(w.days, rules).map((s) => ({ ...s, who: w.who, title: w.title })),
          ),
        ...topSurges,
      ]
        .filter(inRange)
        .sort((a, b) => (a.day < b.day ? 1 : -1));
      return {
        gdpSn: k.gdpSn,
        keyword: k.keyword,
        today,
        series: who.map((w) => ({ who: w.who, title: w.title, points: w.days.filter(inRange) })),
        changes: changes.sort((a, b) => (a.day < b.day ? 1 : -1)),
        events: events.map((e) => ({ ...e, ...ranksAround(own, e.day, today) })),
        surges,
        surgePlaces: rules.surgePlaces,
      };
    },

    async addEvent(memberId: number, input: { gdpSn: number; day: string; label: string }): Promise<number> {
      const today = kstDate(now());
      if (input.day < dayBefore(today, EVENT_PAST_DAYS) || input.day > dayBefore(today, -EVENT_AHEAD_DAYS))
        throw new AppError('RANK_EVENT_DAY_RANGE');
      return db.transaction(async (tx) => {
        if (!(await repo.lockOwnedGoods(tx, memberId, input.gdpSn))) throw new AppError('GOODS_NOT_FOUND');
        if ((await repo.countEvents(tx, input.gdpSn)) >= MAX_RANK_EVENTS)
          throw new AppError('RANK_EVENT_LIMIT');
        return repo.insertEvent(tx, { ...input, mbrSn: memberId });
      });
    },

    async deleteEvent(memberId: number, eventId: number): Promise<void> {
      if ((await repo.deleteEvent(db, memberId, eventId)) === 0) throw new AppError('RANK_EVENT_NOT_FOUND');
    },

    /**
     * The public API's extras of a keyword's history (issue 42 §3): each day's attributes and the
     * product's events. The caller has checked the keyword is the member's.
     */
    async historyExtras(kind: 'goods' | 'place', keywordId: number, from: string, to: string) {
      const rows = await repo.attributesBetween(db, kind, keywordId, from, to);
      const attributes = new Map(
        rows.map(({ day, ...a }) => [
          day,
          'rating' in a && a.rating !== null ? { ...a, rating: Number(a.rating) } : a,
        ]),
      );
      const events = kind === 'goods' ? await repo.eventsOfKeyword(db, keywordId, from, to) : undefined;
      return { attributes, events };
    },

    /**
     * A client report's lines under each keyword (issue 42 §3): the period's latest figures the
     * page gave (none given: no line) and, for products, the member's events in the period. Keys
     * are 'goods:<keyword id>' and 'place:<keyword id>'.
     */
    async reportNotes(
      goods: readonly { keywordId: number; gdpSn: number }[],
      places: readonly number[],
      from: string,
      to: string,
    ): Promise<Map<string, string[]>> {
      const r = ko.rankChangesReport;
      const out = new Map<string, string[]>();
      const events = await repo.eventsOfGoods(db, [...new Set(goods.map((g) => g.gdpSn))], from, to);
      const latest = async (kind: 'goods' | 'place', id: number): Promise<string | null> => {
        const rows = await repo.attributesBetween(db, kind, id, from, to);
        const last = rows
          .sort((a, b) => (a.day < b.day ? 1 : -1))
          .find((x) => {
            const { day: _, ...v } = x;
            return Object.values(v).some((n) => typeof n === 'number');
          });
        if (!last) return null;
        const n = (v: unknown) => (typeof v === 'number' ? formatNumber(v) : null);
        const parts =
          kind === 'goods'
            ? [
                n(last.price) && r.price(n(last.price)!),
                n(last.reviewCount) && r.reviews(n(last.reviewCount)!),
                n(last.purchaseCount) && r.purchases(n(last.purchaseCount)!),
              ]
            : [
                n(last.visitorReviewCount) && r.visitorReviews(n(last.visitorReviewCount)!),
                n(last.blogReviewCount) && r.blogReviews(n(last.blogReviewCount)!),
              ];
        const text = parts.filter(Boolean).join(' · ');
        return text ? r.latest(shortDayText(last.day), text) : null;
      };
      for (const g of goods) {
        const mine = events.filter((e) => e.gdp_sn === g.gdpSn);
        const lines = [
          await latest('goods', g.keywordId),
          mine.length ? r.events(mine.map((e) => `${shortDayText(e.day)} ${e.label}`).join(', ')) : null,
        ].filter((x): x is string => x !== null);
        if (lines.length) out.set(`goods:${g.keywordId}`, lines);
      }
      for (const id of places) {
        const line = await latest('place', id);
        if (line) out.set(`place:${id}`, [line]);
      }
      return out;
    },

    async placeCorrelation(memberId: number, plkwrdSn: number): Promise<PlaceCorrelationView> {
      const k = await repo.ownedPlaceKeyword(db, memberId, plkwrdSn);
      if (!k) throw new AppError('KEYWORD_NOT_FOUND');
      const today = kstDate(now());
      const month = today.slice(0, 7);
      const rows = await repo.topEntries(db, 'place', k.keywordNorm, `${month}-01`, today);
      const c = placeCorrelation(
        rows.map((r) => ({
          day: r.day,
          key: r.item_key,
          rank: r.rank,
          visitorReviews: r.review_count,
          blogReviews: r.blog_review_count,
          // The list's query asks no save count (adapters/naver-place): unknown, never 0.
          saves: null,
        })),
      );
      return { month, ...c };
    },
  };
}

/** Climbs of the kept top 10 (pinned rivals are counted with their own series). */
function surgesOfTop(
  tops: Awaited<ReturnType<typeof repo.topEntries>>,
  rules: ChangeRules,
  pinned: ReadonlySet<string>,
) {
  const byKey = new Map<
    string,
    {
      title: string;
      days: { day: string; rank: number; reviewCount: number | null; purchaseCount: number | null }[];
    }
  >();
  for (const e of tops) {
    if (pinned.has(e.item_key)) continue;
    const entry = byKey.get(e.item_key) ?? { title: e.title, days: [] };
    entry.days.push({
      day: e.day,
      rank: e.rank,
      reviewCount: e.review_count,
      purchaseCount: e.purchase_count,
    });
    byKey.set(e.item_key, entry);
  }
  return [...byKey.values()].flatMap((e) =>
    unexplainedSurges(e.days, rules)
      .filter((s) => s.to <= SURGE_TOP)
      .map((s) => ({ ...s, who: 'top' as const, title: e.title })),
  );
}

export type RankChanges = ReturnType<typeof createRankChanges>;
