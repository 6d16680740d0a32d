import { dayText } from '@seller/shared/rules/dates';
import type { PlaceViewAnswer } from '@seller/shared/schemas/place-rank';
import { type RankChange, rankChange, rankChangeLabel } from '@seller/shared/rules/goods-rank';
import { isPlaceRanked, PLACE_CHART_POINTS } from '@seller/shared/rules/place-rank';
import { changeText } from '@seller/shared/rules/rank-alerts';
import { type CheckNote, checkNote, checkNowLeft, checkNowRunning } from '@seller/shared/rules/rank-checks';
import { methodChanged, previousRecorded, type RankProvenance } from '@seller/shared/rules/rank-provenance';
import type { RankKeyword } from '../../../components/rank-tracking/model';
import {
  type ChartMark,
  type HistoryPoint,
  koreaDay,
  koreaDayStart,
  withMethodChanges,
} from '../../../lib/rank-chart';

/** The list's look: the simple view, or the detailed one (only above 920 px). */
export type PlaceViewMode = 'simple' | 'detailed';

interface DayRank {
  /** Korea date, yyyy-MM-dd. */
  day: string;
  /** null = outside the top 300. */
  rank: number | null;
  /** Where the day's rank came from (issue 36 §2). */
  provenance?: RankProvenance | null;
}

/** One keyword of a place, ready to render (`id` is the plkwrdSn). */
export interface PlaceKeywordView extends RankKeyword {
  plkwrdSn: number;
  keyword: string;
  representative: boolean;
  status: RankKeyword['status'];
  /** null = outside the top 300 (or not known yet; see status). */
  current: number | null;
  previous: number | null;
  /** A record before the latest one exists (otherwise "previous" shows as unknown, not as outside). */
  previousKnown: boolean;
  change: RankChange;
  changeLabel: string;
  /** Daily ranks, oldest first. */
  history: DayRank[];
  /** When the shown rank was checked, or that today's check failed (issue 23 point 1). */
  note: CheckNote;
  /** A requested check ("check now") of this keyword is running. */
  refreshing: boolean;
}

export interface PlaceView {
  plceSn: number;
  placeId: string;
  name: string | null;
  category: string | null;
  imageUrl: string | null;
  roadAddress: string | null;
  options: string[];
  score: number | null;
  visitorReviews: number;
  blogCafeReviews: number;
  saves: number;
  microReview: string | null;
  /** Representative first. */
  keywords: PlaceKeywordView[];
  representative: PlaceKeywordView | null;
  /** Change of the review counts since the previous daily record; null when there is none. */
  visitorReviewChange: number | null;
  blogCafeReviewChange: number | null;
  /** The member's own keyword changes of the place over the history dates, oldest first. */
  changes: (ChartMark & { day: string })[];
  /** "Check now" requests left today. */
  checkNowLeft: number;
  /** A requested check is running. */
  checkingNow: boolean;
}

const rankOrNull = (rank: number | null | undefined): number | null => (isPlaceRanked(rank) ? rank : null);

const nowOf = (answer: Pick<PlaceViewAnswer, 'serverNow'>): Date => {
  const at = new Date(answer.serverNow);
  return Number.isNaN(at.getTime()) ? new Date() : at;
};

export function buildPlaces(answer: PlaceViewAnswer): PlaceView[] {
  const now = nowOf(answer);
  return answer.list.map((p) => {
    const rows = answer.keywords.filter((k) => k.plceSn === p.plceSn);
    const keywords: PlaceKeywordView[] = rows
      .sort((a, b) => Number(b.choice === 'Y') - Number(a.choice === 'Y') || a.plkwrdSn - b.plkwrdSn)
      .map((k) => {
        // An unconfirmed empty answer (issue 35 §3) keeps the last recorded rank on show; a keyword
        // never recorded has none, so it looks like one still checking.
        const unconfirmed = k.checkStatus === 'unconfirmed';
        const known = k.checkStatus === 'ok' || (unconfirmed && k.checkedAt !== null);
        const status: PlaceKeywordView['status'] =
          k.checkStatus === 'failed' ? 'failed' : known ? k.checkStatus : 'pending';
        // Before the first check there is no change to show; across a change of method none either.
        const changed = methodChanged(k.provenance, k.previousProvenance);
        const change: RankChange = known
          ? rankChange(k.keywordPlaceRankCurrent, k.keywordPlaceRankPrevious, changed)
          : { kind: 'same' };
        const history = answer.keywordsDailyHist
          .filter((h) => h.plkwrdSn === k.plkwrdSn)
          .map((h) => ({
            day: h.lastUpdtDt.slice(0, 10),
            rank: rankOrNull(h.keywordPlaceRankCurrent),
            provenance: h.provenance ?? null,
          }))
          .sort((a, b) => a.day.localeCompare(b.day));
        return {
          id: k.plkwrdSn,
          plkwrdSn: k.plkwrdSn,
          keyword: k.keyword,
          representative: k.choice === 'Y',
          status,
          current: rankOrNull(k.keywordPlaceRankCurrent),
          previous: rankOrNull(k.keywordPlaceRankPrevious),
          previousKnown:
            known &&
            previousRecorded(
              k.previousProvenance,
              history.length >= 2 || isPlaceRanked(k.keywordPlaceRankPrevious),
            ),
          change,
          changeLabel: rankChangeLabel(change),
          history,
          note: known ? checkNote({ ...k, unconfirmed }, now) : { kind: 'none' },
          refreshing: checkNowRunning(p.checkNow, [k], now),
          provenance: k.provenance ?? null,
          changedFrom: changed ? (k.previousProvenance ?? null) : null,
        };
      });
    const reviews = answer.ReViews.filter((r) => r.plceSn === p.plceSn).sort((a, b) =>
      a.lastUpdtDt.localeCompare(b.lastUpdtDt),
    );
    const last = reviews.at(-1);
    const before = reviews.at(-2);
    return {
      plceSn: p.plceSn,
      placeId: p.placeId,
      name: p.placeName,
      category: p.category,
      imageUrl: p.imageUrl,
      roadAddress: p.roadAddress,
      options: p.options,
      score: p.visitorReviewScore,
      visitorReviews: p.visitorReviewCount,
      blogCafeReviews: p.blogCafeReviewCount,
      saves: p.saveCount,
      microReview: p.microReview,
      keywords,
      representative: keywords.find((k) => k.representative) ?? keywords[0] ?? null,
      visitorReviewChange: last && before ? last.visitorReviewCount - before.visitorReviewCount : null,
      blogCafeReviewChange: last && before ? last.blogCafeReviewCount - before.blogCafeReviewCount : null,
      changes: (answer.changes ?? [])
        .filter((c) => c.plceSn === p.plceSn)
        .map((c) => ({ day: c.day, at: koreaDayStart(c.day), text: changeText(c) })),
      checkNowLeft: checkNowLeft(p.checkNow, now),
      checkingNow: checkNowRunning(p.checkNow, rows, now),
    };
  });
}

/** yyyy-MM-dd → yyyy.MM.dd */

/** The last 20 dates of one keyword for the chart (spec 02 §9). */
export function chartPoints(
  keyword: Pick<PlaceKeywordView, 'history'>,
  points: number = PLACE_CHART_POINTS,
): HistoryPoint[] {
  return keyword.history.slice(-points).map((h) => ({
    at: Date.parse(`${h.day}T00:00:00+09:00`),
    dateLabel: dayText(h.day),
    shortLabel: h.day.slice(5).replace('-', '.'),
    rank: h.rank,
    provenance: h.provenance ?? null,
  }));
}

/**
 * The daily history of a place as a table: one row per date (newest first) from the first record to
 * the last, a day without any record included (issue 23 point 9: a missed day shows as a gap), one
 * column per keyword; undefined where the keyword has no record for that date.
 */
export function dailyTable(place: PlaceView): {
  day: string;
  ranks: (number | null | undefined)[];
  provenances: (RankProvenance | null | undefined)[];
  /** Some keyword was read by another source or surface that day than on its record before. */
  methodChange?: string;
}[] {
  const changed = new Map<string, string>();
  for (const k of place.keywords)
    for (const p of withMethodChanges(chartPoints(k, Number.POSITIVE_INFINITY)))
      if (p.methodChange) changed.set(koreaDay(p.at), p.methodChange);
  const recorded = [...new Set(place.keywords.flatMap((k) => k.history.map((h) => h.day)))].sort();
  const days: string[] = [];
  const last = recorded.at(-1);
  for (let d = recorded[0]; d !== undefined && last !== undefined && d <= last && days.length < 400;) {
    days.push(d);
    d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return days.reverse().map((day) => ({
    day,
    ranks: place.keywords.map((k) => {
      const hit = k.history.find((h) => h.day === day);
      return hit ? hit.rank : undefined;
    }),
    provenances: place.keywords.map((k) => k.history.find((h) => h.day === day)?.provenance),
    ...(changed.has(day) ? { methodChange: changed.get(day)! } : {}),
  }));
}

/** The best rank a keyword had in its history. */
export const bestRank = (keyword: PlaceKeywordView): number | null => {
  const ranks = keyword.history.map((h) => h.rank).filter((r): r is number => r !== null);
  return ranks.length > 0 ? Math.min(...ranks) : null;
};

const POLL_MS = 3_000;

/** Polls while a new keyword's first check, or a requested check ("check now"), runs. */
export const pollInterval = (answer: PlaceViewAnswer | undefined): number | false => {
  if (!answer) return false;
  const now = nowOf(answer);
  const running = answer.list.some((p) =>
    checkNowRunning(
      p.checkNow,
      answer.keywords.filter((k) => k.plceSn === p.plceSn),
      now,
    ),
  );
  return running || answer.keywords.some((k) => k.checkStatus === 'pending') ? POLL_MS : false;
};

/**
 * The member's changes by table date: each on the first recorded date on or after it (the first
 * ranks it could have moved), like the chart marks.
 */
export function changesByDay(place: PlaceView, days: readonly string[]): Map<string, string[]> {
  const ascending = [...days].sort();
  const byDay = new Map<string, string[]>();
  for (const c of place.changes) {
    const day = ascending.find((d) => d >= c.day);
    if (day) byDay.set(day, [...(byDay.get(day) ?? []), c.text]);
  }
  return byDay;
}
