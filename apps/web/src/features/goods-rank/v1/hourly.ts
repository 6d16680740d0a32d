import type { HourlyListAnswer } from '@seller/shared/schemas/goods-rank';
import { isRanked, pageOfRank } from '@seller/shared/rules/goods-rank';
import { displayDate, isValidDate, parseInstant, shortDate } from '../model/time';
import { present } from '../model/view-model';

/** Pure view logic of the v1 list (/myTrackingrank): the last 24 hourly ranks per keyword. */

export type HourlyItem = HourlyListAnswer['items'][number];
export type HourlyKeyword = HourlyItem['keywords'][number];

const HOUR_MS = 3_600_000;
/** The strip shows the current Korea hour and the 23 before it, oldest first. */
export const SLOT_COUNT = 24;
/** Korea time is UTC+9 all year (no daylight saving), so Korea hours start on UTC hour boundaries. */
const KST_OFFSET_HOURS = 9;

/** Colour band of an hourly rank; `out` = outside the top 500, `none` = no record for that hour. */
export type RankBand = 'top10' | 'page1' | 'top200' | 'top500' | 'out' | 'none';

export function rankBand(rank: number | null | undefined): RankBand {
  if (rank === null || rank === undefined) return 'none';
  if (!isRanked(rank)) return 'out';
  if (rank <= 10) return 'top10';
  if (rank <= 40) return 'page1';
  if (rank <= 200) return 'top200';
  return 'top500';
}

/** Start of the hour an instant falls in (the same instant in UTC and in Korea time). */
export const floorHour = (ms: number): number => Math.floor(ms / HOUR_MS) * HOUR_MS;

/** Korea wall-clock hour as HH:00; '-' when the instant is unreadable. */
export function kstHourLabel(at: Date): string {
  if (!isValidDate(at)) return '-';
  const hour = (Math.floor(at.getTime() / HOUR_MS) + KST_OFFSET_HOURS) % 24;
  return `${String(hour).padStart(2, '0')}:00`;
}

export interface HourSlot {
  /** Start of the hour. */
  at: Date;
  /** Korea time, HH:00. */
  hourLabel: string;
  /** Korea date, MM.dd (the strip spans two days). */
  dateLabel: string;
  /** The hour's rank: 0 = outside the top 500, null = no record. */
  rank: number | null;
  band: RankBand;
}

/**
 * The 24 hourly slots ending with the Korea hour `now` falls in, oldest first. Records are matched
 * to their hour; hours without one (not checked, or not reached within the hourly budget) stay
 * empty, and records outside the window are ignored. A later record for the same hour wins.
 * An unreadable `now` gives no slots.
 */
export function hourSlots(hours: readonly { hour: string; rank: number }[], now: Date): HourSlot[] {
  if (!isValidDate(now)) return [];
  const last = floorHour(now.getTime());
  const first = last - (SLOT_COUNT - 1) * HOUR_MS;
  const byHour = new Map<number, number>();
  for (const h of hours) {
    const at = parseInstant(h.hour);
    if (!isValidDate(at) || typeof h.rank !== 'number') continue;
    const start = floorHour(at.getTime());
    if (start < first || start > last) continue;
    byHour.set(start, isRanked(h.rank) ? h.rank : 0);
  }
  return Array.from({ length: SLOT_COUNT }, (_, i) => {
    const at = new Date(first + i * HOUR_MS);
    const rank = byHour.get(at.getTime()) ?? null;
    return { at, hourLabel: kstHourLabel(at), dateLabel: shortDate(at), rank, band: rankBand(rank) };
  });
}

/** The latest hourly rank: ranked (with its search page), outside the top 500, or not checked yet. */
export type LatestRank =
  { kind: 'ranked'; rank: number; page: number } | { kind: 'out' } | { kind: 'unchecked' };

export function latestRank(rank: number | null | undefined): LatestRank {
  if (rank === null || rank === undefined) return { kind: 'unchecked' };
  if (!isRanked(rank)) return { kind: 'out' };
  return { kind: 'ranked', rank, page: pageOfRank(rank) ?? 1 };
}

export interface HourlyKeywordView {
  gdkdSn: number;
  keyword: string;
  latest: LatestRank;
  /** Korea time of the latest check, HH:00; null before the first one. */
  checkedLabel: string | null;
  slots: HourSlot[];
}

export interface HourlyItemView {
  gdpSn: number;
  title: string | null;
  image: string | null;
  /** storeName 'null' means a price-comparison (catalogue) product. */
  priceComparison: boolean;
  storeName: string | null;
  endLabel: string;
  keywords: HourlyKeywordView[];
}

export function hourlyKeywordView(k: HourlyKeyword, now: Date): HourlyKeywordView {
  const latest = latestRank(k.latestRank);
  const checkedAt = parseInstant(k.latestHour);
  return {
    gdkdSn: k.gdkdSn,
    keyword: k.goodsKeyword,
    latest,
    checkedLabel: latest.kind !== 'unchecked' && isValidDate(checkedAt) ? kstHourLabel(checkedAt) : null,
    slots: hourSlots(Array.isArray(k.hours) ? k.hours : [], now),
  };
}

/** Items in the server's order. */
export function buildHourlyItems(answer: Pick<HourlyListAnswer, 'items'>, now: Date): HourlyItemView[] {
  return answer.items.map((item) => {
    const storeName = present(item.storeName);
    return {
      gdpSn: item.gdpSn,
      title: present(item.goodsTitleNm),
      image: present(item.goodsImg),
      priceComparison: storeName === null,
      storeName,
      endLabel: displayDate(parseInstant(item.coinEndDt)),
      keywords: (Array.isArray(item.keywords) ? item.keywords : []).map((k) => hourlyKeywordView(k, now)),
    };
  });
}

/** v1 refreshes hourly; the page re-reads the list every 5 minutes to pick up the new hour. */
export const V1_REFRESH_MS = 5 * 60_000;
