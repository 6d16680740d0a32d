import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '@seller/shared/rules/number';
import type { PlaceCorrelationView, RankChangesView } from '@seller/shared/schemas/rank-changes';

/** Pure shaping of 순위 변동 원인 (issue 42) for the screen: axis, lines, and the words of each row. */

const t = ko.rankChangesUi;

export type Attribute = 'price' | 'reviewCount' | 'purchaseCount';
export const ATTRIBUTES: readonly { id: Attribute; label: string }[] = [
  { id: 'price', label: t.attributePrice },
  { id: 'reviewCount', label: t.attributeReviews },
  { id: 'purchaseCount', label: t.attributePurchases },
];

type Change = RankChangesView['changes'][number];
type RankAt = Change['before'];
type Surge = RankChangesView['surges'][number];

/** `count` Korea days ending on `today`, oldest first (UTC midnight arithmetic: no zone shifts a date). */
export function dayAxis(today: string, count = 30): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

export const shortDay = (day: string): string => `${day.slice(5, 7)}.${day.slice(8, 10)}`;

/** A series' name on the screen: the own product, or the rival's title (shortened). */
export const whoLabel = (who: 'own' | 'top' | number, title: string): string =>
  who === 'own' ? t.own : title.length > 18 ? `${title.slice(0, 17)}…` : title;

/**
 * One line per product over the axis: the rank (0 = outside, and a missing day, are gaps) or the
 * chosen attribute (null where the page did not say: a gap, never 0).
 */
export function linesOf(view: RankChangesView, days: readonly string[], pick: 'rank' | Attribute) {
  return view.series.map((s) => {
    const byDay = new Map(s.points.map((p) => [p.day, p]));
    return {
      label: whoLabel(s.who, s.title),
      values: days.map((d) => {
        const v = byDay.get(d)?.[pick] ?? null;
        return pick === 'rank' && v === 0 ? null : v;
      }),
    };
  });
}

/** Whether any product has a value of the attribute in the period. */
export const hasAttribute = (view: RankChangesView, a: Attribute): boolean =>
  view.series.some((s) => s.points.some((p) => p[a] !== null));

const won = (v: unknown) => formatNumber(Number(v));

export function changeText(c: Pick<Change, 'kind' | 'from' | 'to'>): string {
  switch (c.kind) {
    case 'title':
      return t.titleChanged(String(c.from), String(c.to));
    case 'price': {
      const pct = ((Number(c.to) - Number(c.from)) / Number(c.from)) * 100;
      return t.priceChanged(won(c.from), won(c.to), `${pct > 0 ? '+' : ''}${pct.toFixed(0)}%`);
    }
    case 'reviews':
      return t.reviewsUp(won(c.from), won(c.to));
    case 'ad':
      return t.wentAd;
    case 'organic':
      return t.wentOrganic;
  }
}

/** "12위", "12위 (11.24)" when read on a neighbouring day, "아직" before the day comes. */
export function rankAtText(r: RankAt, wanted: string): string {
  if (r.pending) return t.pending;
  if (r.rank === null) return t.noRank;
  const text = t.rankText(r.rank);
  return r.day && r.day !== wanted ? t.rankOn(text, shortDay(r.day)) : text;
}

/** The day each column asks for: the day before, the day after, 7 days after. */
export function wantedDays(day: string): { before: string; after: string; week: string } {
  const at = (n: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  return { before: at(-1), after: at(1), week: at(7) };
}

const pair = (p: readonly [number | null, number | null]) => p[0] !== null && p[1] !== null;

export function surgeText(s: Surge): string {
  const figures = [
    pair(s.reviews) ? t.surgeReviews(won(s.reviews[0]), won(s.reviews[1])) : null,
    pair(s.purchases) ? t.surgePurchases(won(s.purchases[0]), won(s.purchases[1])) : null,
  ].filter((x): x is string => x !== null);
  return t.surgeText(s.from, s.to, figures.join(', '));
}

const METRIC_NAME = {
  visitorReviews: t.placeMetricVisitor,
  blogReviews: t.placeMetricBlog,
  saves: t.placeMetricSaves,
} as const;

/** The place keyword's one sentence, with the number of places it was computed from. */
export function placeSentence(c: PlaceCorrelationView): string {
  if (c.tooFew) return t.placeTooFew(c.places);
  const s = c.strongest;
  if (!s || s.rho === null) return t.placeNoRelation(c.places);
  const rho = s.rho.toFixed(2);
  return s.rho > 0
    ? t.placeSentence(METRIC_NAME[s.metric], s.places, rho)
    : t.placeSentenceInverse(METRIC_NAME[s.metric], s.places, rho);
}
