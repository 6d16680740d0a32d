/**
 * Why a rank moved (issue 42 §2), as pure rules over the days a check recorded: what the page
 * said of the product changed (title, price ±N%, reviews +N in a day, ad/organic), with the rank
 * the day before, the day after and 7 days after; the member's own events get the same three
 * ranks. Days are Korea dates ('YYYY-MM-DD'); a day without a record (a failed check) is absent
 * from the series, and a value the page did not give is null, which never counts as 0.
 */
import { dayBefore } from '../../lib/rank-engine/tops';

const shiftDay = (day: string, days: number): string => dayBefore(day, -days);

/** One recorded day of a product (own or pinned rival) on a keyword. */
export interface AttributeDay {
  day: string;
  /** Organic rank; 0 = outside the checked depth; null = no rank recorded that day. */
  rank: number | null;
  title: string | null;
  price: number | null;
  reviewCount: number | null;
  purchaseCount: number | null;
  rating: number | null;
  advertised: boolean | null;
}

export interface ChangeRules {
  /** A price move of at least this many percent (either way) is a change. */
  pricePercent: number;
  /** Reviews up by at least this many from one day to the next is a change. */
  reviewJump: number;
  /** A climb of at least this many places in a day is a surge (설명되지 않는 급상승 when unexplained). */
  surgePlaces: number;
  /** Growth that explains a surge: reviews or purchases up by this many percent… */
  growthPercent: number;
  /** …or by this many, in the same day. */
  growthMin: number;
}

export const DEFAULT_CHANGE_RULES: ChangeRules = {
  pricePercent: 10,
  reviewJump: 20,
  surgePlaces: 20,
  growthPercent: 5,
  growthMin: 10,
};

type ChangeKind = 'title' | 'price' | 'reviews' | 'ad' | 'organic';

export interface Change {
  day: string;
  kind: ChangeKind;
  /** The values compared, as text-free data: the screen words them. */
  from: string | number | null;
  to: string | number | null;
  /** The day the earlier value was read (the day before, or earlier across a gap). */
  since: string;
}

/** The rank on the day a comparison lands on, and the day it was actually read. */
interface RankAt {
  /** null: nothing recorded near that day (yet). */
  rank: number | null;
  day: string | null;
  /** The day has not come yet (so no rank can be known). */
  pending: boolean;
}

export interface RanksAround {
  before: RankAt;
  after: RankAt;
  week: RankAt;
}

/** How far a comparison day may move to a neighbouring recorded day when its own is missing. */
const REACH = 2;

const recordedRank = (d: AttributeDay | undefined): d is AttributeDay & { rank: number } =>
  d !== undefined && d.rank !== null;

/**
 * The rank the day before `day`, the day after and 7 days after, each on the nearest recorded
 * day when that one is missing (a failed check): before looks back up to REACH more days, after
 * and D+7 look forward then back, never across the event's own day.
 */
export function ranksAround(series: readonly AttributeDay[], day: string, today: string): RanksAround {
  const byDay = new Map(series.map((d) => [d.day, d]));
  const at = (target: string, order: readonly number[], floor: string): RankAt => {
    if (target > today) return { rank: null, day: null, pending: true };
    for (const off of order) {
      const d = shiftDay(target, off);
      if (d > today || (floor && d <= floor)) continue;
      const row = byDay.get(d);
      if (recordedRank(row)) return { rank: row.rank, day: d, pending: false };
    }
    return { rank: null, day: null, pending: false };
  };
  const back = Array.from({ length: REACH + 1 }, (_, i) => -i);
  const near = [0, ...Array.from({ length: REACH }, (_, i) => [i + 1, -(i + 1)]).flat()];
  return {
    before: at(shiftDay(day, -1), back, ''),
    after: at(shiftDay(day, 1), near, day),
    week: at(shiftDay(day, 7), near, day),
  };
}

/**
 * The changes of one series, in day order. Title, price and the ad flag compare with the last
 * day that gave a value (across a failed day the change is dated the day it was seen); reviews
 * "+N in a day" compare only consecutive recorded days. A null on either side is no change.
 */
export function changesOf(
  series: readonly AttributeDay[],
  rules: ChangeRules = DEFAULT_CHANGE_RULES,
): Change[] {
  const out: Change[] = [];
  const last: { title?: [string, string]; price?: [number, string]; ad?: [boolean, string] } = {};
  let prev: AttributeDay | undefined;
  for (const d of [...series].sort((a, b) => (a.day < b.day ? -1 : 1))) {
    if (d.title !== null) {
      if (last.title && last.title[0] !== d.title)
        out.push({ day: d.day, kind: 'title', from: last.title[0], to: d.title, since: last.title[1] });
      last.title = [d.title, d.day];
    }
    if (d.price !== null) {
      const p = last.price;
      if (p && p[0] > 0 && (Math.abs(d.price - p[0]) / p[0]) * 100 >= rules.pricePercent)
        out.push({ day: d.day, kind: 'price', from: p[0], to: d.price, since: p[1] });
      last.price = [d.price, d.day];
    }
    if (d.advertised !== null) {
      if (last.ad && last.ad[0] !== d.advertised)
        out.push({
          day: d.day,
          kind: d.advertised ? 'ad' : 'organic',
          from: null,
          to: null,
          since: last.ad[1],
        });
      last.ad = [d.advertised, d.day];
    }
    if (
      prev &&
      prev.day === shiftDay(d.day, -1) &&
      prev.reviewCount !== null &&
      d.reviewCount !== null &&
      d.reviewCount - prev.reviewCount >= rules.reviewJump
    )
      out.push({ day: d.day, kind: 'reviews', from: prev.reviewCount, to: d.reviewCount, since: prev.day });
    prev = d;
  }
  return out;
}

/** A day's figures of a listed entry, for the surge rule. */
export interface ListedDay {
  day: string;
  rank: number | null;
  reviewCount: number | null;
  purchaseCount: number | null;
}

export interface Surge {
  day: string;
  from: number;
  to: number;
  /** Reviews and purchases of the two days as read (null: the page did not say). */
  reviews: [number | null, number | null];
  purchases: [number | null, number | null];
}

const grew = (pair: [number | null, number | null], rules: ChangeRules): boolean | null => {
  const [a, b] = pair;
  if (a === null || b === null) return null;
  const up = b - a;
  return up >= rules.growthMin || (a > 0 && (up / a) * 100 >= rules.growthPercent);
};

/**
 * 설명되지 않는 급상승: a climb of at least `surgePlaces` from one recorded day to the next
 * calendar day, while neither reviews nor purchases grew to match. Only a fact about the figures
 * the page showed: when neither figure is known for both days nothing is said (unknown is not
 * "no growth"), and a day outside the depth (0) is no known place to climb from.
 */
export function unexplainedSurges(
  series: readonly ListedDay[],
  rules: ChangeRules = DEFAULT_CHANGE_RULES,
): Surge[] {
  const sorted = [...series].sort((a, b) => (a.day < b.day ? -1 : 1));
  const out: Surge[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1]!, sorted[i]!];
    if (a.day !== shiftDay(b.day, -1) || !a.rank || !b.rank) continue;
    if (a.rank - b.rank < rules.surgePlaces) continue;
    const reviews: [number | null, number | null] = [a.reviewCount, b.reviewCount];
    const purchases: [number | null, number | null] = [a.purchaseCount, b.purchaseCount];
    const r = grew(reviews, rules);
    const p = grew(purchases, rules);
    if (r === null && p === null) continue;
    if (r === true || p === true) continue;
    out.push({ day: b.day, from: a.rank, to: b.rank, reviews, purchases });
  }
  return out;
}
