import type { HourlyListAnswer } from '@seller/shared/schemas/goods-rank';
import { MAX_RANK, isRanked, pageOfRank } from '@seller/shared/rules/goods-rank';
import { checkTimeLabel } from '@seller/shared/rules/rank-checks';
import {
  methodChanged,
  methodLine,
  outsideShortText,
  outsideText,
  provenanceLine,
  provenanceTip,
  type RankProvenance,
} from '@seller/shared/rules/rank-provenance';
import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '../../../lib/format';
import { displayDate, isValidDate, parseInstant, shortDate } from '../model/time';
import { present } from '../model/view-model';

/** Pure view logic of the v1 list (/myTrackingrank): the last 24 hourly ranks per keyword. */

export type HourlyItem = HourlyListAnswer['items'][number];
export type HourlyKeyword = HourlyItem['keywords'][number];
type HourRecord = HourlyKeyword['hours'][number];

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
  /** Where the hour's rank came from (issue 36 §2); null without a record or for an older one. */
  provenance: RankProvenance | null;
  /**
   * "수집 방식 변경: A → B" when the hour was read by another source or surface than the record
   * before it in the strip: the two ranks are not comparable (no move across it).
   */
  methodChange: string | null;
}

/**
 * The rank of a record as the cell names it: outside names the depth and surface the check really
 * read ("300위 밖 · N+스토어 300위까지 확인"), as the daily history does.
 */
export function slotRankText(slot: Pick<HourSlot, 'rank' | 'provenance'>): string {
  if (slot.rank === null) return ko.goodsRankV1.noRecord;
  if (slot.rank !== 0) return ko.goodsRankUi.rank(formatNumber(slot.rank));
  return slot.provenance ? outsideText(slot.provenance, MAX_RANK) : ko.goodsRankUi.outOfRank;
}

/** The cell's tooltip lines after its hour and rank: 출처, 화면, 기기, 확인 깊이, 확인 시각, and a change of method. */
export function slotDetails(slot: HourSlot): string[] {
  const p = slot.provenance;
  const checked = p?.checkedAt ? parseInstant(p.checkedAt) : null;
  return [
    ...(p ? provenanceTip(p, checked && isValidDate(checked) ? checkTimeLabel(checked) : null) : []),
    ...(slot.methodChange ? [slot.methodChange] : []),
  ];
}

/**
 * The 24 hourly slots ending with the Korea hour `now` falls in, oldest first. Records are matched
 * to their hour; hours without one (not checked, or not reached within the hourly budget) stay
 * empty, and records outside the window are ignored. A later record for the same hour wins.
 * An unreadable `now` gives no slots.
 */
export function hourSlots(hours: readonly HourRecord[], now: Date): HourSlot[] {
  if (!isValidDate(now)) return [];
  const last = floorHour(now.getTime());
  const first = last - (SLOT_COUNT - 1) * HOUR_MS;
  const byHour = new Map<number, { rank: number; provenance: RankProvenance | null }>();
  for (const h of hours) {
    const at = parseInstant(h.hour);
    if (!isValidDate(at) || typeof h.rank !== 'number') continue;
    const start = floorHour(at.getTime());
    if (start < first || start > last) continue;
    byHour.set(start, { rank: isRanked(h.rank) ? h.rank : 0, provenance: h.provenance ?? null });
  }
  let before: RankProvenance | null = null;
  return Array.from({ length: SLOT_COUNT }, (_, i) => {
    const at = new Date(first + i * HOUR_MS);
    const record = byHour.get(at.getTime());
    const rank = record?.rank ?? null;
    const provenance = record?.provenance ?? null;
    // Compared with the record before it in the strip; records without provenance never mark.
    const changed = provenance !== null && methodChanged(provenance, before);
    const methodChange = changed
      ? ko.rankProvenance.markText(methodLine(before), methodLine(provenance))
      : null;
    if (record) before = provenance;
    return {
      at,
      hourLabel: kstHourLabel(at),
      dateLabel: shortDate(at),
      rank,
      band: rankBand(rank),
      provenance,
      methodChange,
    };
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
  /** Where the latest rank came from; null before the first check or for an older record. */
  provenance: RankProvenance | null;
  /** "SearchApi · N+스토어 · PC" of the latest rank; null without provenance. */
  sourceLabel: string | null;
  /** The latest rank outside what was read: "300위 밖" (short) and what was read, in full. */
  outside: { short: string; full: string } | null;
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
  const hours = Array.isArray(k.hours) ? k.hours : [];
  // The latest rank is the record of the latest hour.
  const record =
    latest.kind === 'unchecked' ? undefined : (hours.find((h) => h.hour === k.latestHour) ?? hours.at(-1));
  const provenance = record?.provenance ?? null;
  return {
    gdkdSn: k.gdkdSn,
    keyword: k.goodsKeyword,
    latest,
    checkedLabel: latest.kind !== 'unchecked' && isValidDate(checkedAt) ? kstHourLabel(checkedAt) : null,
    provenance,
    sourceLabel: provenance ? provenanceLine(provenance) : null,
    outside:
      latest.kind === 'out' && provenance
        ? { short: outsideShortText(provenance, MAX_RANK), full: outsideText(provenance, MAX_RANK) }
        : null,
    slots: hourSlots(hours, now),
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
