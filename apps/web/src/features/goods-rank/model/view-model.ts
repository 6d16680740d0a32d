import type { GoodsListAnswer, GoodsRow, KeywordInfo } from '@seller/shared/schemas/goods-rank';
import {
  isRanked,
  memoPreview,
  pageOfRank,
  rankChange,
  rankChangeLabel,
  type RankChange,
} from '@seller/shared/rules/goods-rank';
import { deleteAt, isExpired } from '@seller/shared/rules/goods-period';
import { type CheckNote, checkNote, checkNowLeft, checkNowRunning } from '@seller/shared/rules/rank-checks';
import { methodChanged, previousRecorded } from '@seller/shared/rules/rank-provenance';
import type { RankKeyword } from '../../../components/rank-tracking/model';
import { displayDate, isValidDate, parseInstant } from './time';

/** One keyword line of a row, ready to render (`id` is the gdkdSn). */
export interface KeywordView extends RankKeyword {
  gdkdSn: number;
  keyword: string;
  representative: boolean;
  status: KeywordInfo['checkStatus'];
  /** null = outside the top 500 (or not known yet). */
  current: number | null;
  previous: number | null;
  /**
   * Whether a previous rank was recorded: before the second check there is none, and the screen
   * shows "-" rather than "500위 밖" (the rule the place list follows; issue 39 §4).
   */
  previousKnown: boolean;
  page: number | null;
  change: RankChange;
  changeLabel: string;
  /** When the shown rank was checked, or that today's check failed (issue 23 point 1). */
  note: CheckNote;
  /** A requested check ("check now") of this keyword is running. */
  refreshing: boolean;
}

/** One tracked product, ready to render (table row, card, drag item and dialogs). */
export interface GoodsRowView {
  gdpSn: number;
  row: GoodsRow;
  title: string | null;
  lookupPending: boolean;
  /** storeName 'null' means a price-comparison (catalogue) product. */
  priceComparison: boolean;
  storeName: string | null;
  midNo: string | null;
  mallPid: string | null;
  /** Representative first. */
  keywords: KeywordView[];
  representative: KeywordView | null;
  /** The look-up or a keyword's first check is still running ("checking"). */
  pending: boolean;
  memoPreview: string;
  start: Date;
  end: Date;
  endLabel: string;
  expired: boolean;
  /** Korea date after which an expired product is deleted. */
  deleteOnLabel: string;
  autoRenew: boolean;
  /** "Check now" requests left today. */
  checkNowLeft: number;
  /** A requested check is running: its keywords show "checking" until their results arrive. */
  checkingNow: boolean;
}

/** The server writes the string 'null' for "none" (spec 02 §3). */
export function present(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  return text === '' || text === 'null' ? null : text;
}

/**
 * Representative keyword first, the others in their given order. When the server flags none,
 * the first keyword is the representative one (spec 02 §3).
 */
export function orderKeywords(keywords: readonly KeywordInfo[]): KeywordInfo[] {
  const index = keywords.findIndex((k) => k.representative);
  if (index <= 0) return [...keywords];
  return [keywords[index]!, ...keywords.slice(0, index), ...keywords.slice(index + 1)];
}

function keywordView(k: KeywordInfo, representative: boolean, now: Date): KeywordView {
  // An unconfirmed empty answer (issue 35 §3) keeps the last recorded rank on show; a keyword
  // never recorded has none, so it looks like one still checking.
  const unconfirmed = k.checkStatus === 'unconfirmed';
  const known = k.checkStatus === 'ok' || (unconfirmed && k.checkedAt !== null);
  const status: KeywordView['status'] = unconfirmed && !known ? 'pending' : k.checkStatus;
  const current = known && isRanked(k.keywordRankCurrent) ? k.keywordRankCurrent : null;
  const previous = isRanked(k.keywordRankPrevious) ? k.keywordRankPrevious : null;
  // Read by another source or on another surface than the previous rank: no move (issue 36 §2).
  const changed = methodChanged(k.provenance, k.previousProvenance);
  const change: RankChange = known ? rankChange(current, previous, changed) : { kind: 'same' };
  return {
    id: k.gdkdSn,
    gdkdSn: k.gdkdSn,
    keyword: k.goodsKeyword,
    representative,
    status,
    current,
    previous,
    previousKnown: known && previousRecorded(k.previousProvenance, isRanked(k.keywordRankPrevious)),
    page: pageOfRank(current),
    change,
    changeLabel: rankChangeLabel(change),
    note: known ? checkNote({ ...k, unconfirmed }, now) : { kind: 'none' },
    refreshing: false,
    provenance: k.provenance ?? null,
    changedFrom: changed ? (k.previousProvenance ?? null) : null,
  };
}

export function keywordsOf(
  answer: Pick<GoodsListAnswer, 'keywordRankInfos'>,
  goodsId: number,
): KeywordInfo[] {
  return answer.keywordRankInfos.find((k) => k.gdpSn === goodsId)?.keywordsInfo ?? [];
}

export function rowView(row: GoodsRow, keywords: readonly KeywordInfo[], now: Date): GoodsRowView {
  const ordered = orderKeywords(keywords).map((k, i) => ({
    ...keywordView(k, i === 0, now),
    refreshing: checkNowRunning(row.checkNow, [k], now),
  }));
  const lookupPending = row.lookupStatus === 'pending';
  const end = parseInstant(row.coinEndDt);
  const storeName = present(row.storeName);
  return {
    gdpSn: row.gdpSn,
    row,
    title: lookupPending ? null : present(row.goodsTitleNm),
    lookupPending,
    priceComparison: storeName === null,
    storeName,
    midNo: present(row.midNo),
    mallPid: present(row.mallPid),
    keywords: ordered,
    representative: ordered[0] ?? null,
    pending: lookupPending || ordered.some((k) => k.status === 'pending'),
    memoPreview: memoPreview(row.content),
    start: parseInstant(row.coinStartDt),
    end,
    endLabel: displayDate(end),
    expired: isValidDate(end) && isExpired(end, now),
    deleteOnLabel: isValidDate(end) ? displayDate(deleteAt(end)) : '-',
    autoRenew: row.autRnwl === 'Y',
    checkNowLeft: checkNowLeft(row.checkNow, now),
    checkingNow: checkNowRunning(row.checkNow, keywords, now),
  };
}

/** Rows in the server's order (the saved drag order). */
export function buildRows(
  answer: Pick<GoodsListAnswer, 'myGoodsRank' | 'keywordRankInfos'>,
  now: Date,
): GoodsRowView[] {
  return answer.myGoodsRank.map((row) => rowView(row, keywordsOf(answer, row.gdpSn), now));
}

type ListPart = Pick<GoodsListAnswer, 'myGoodsRank' | 'keywordRankInfos'> & { serverNow?: string };

/**
 * Ids of rows with a keyword whose first check is still running, or whose requested check ("check
 * now") is. A pending product look-up does not count: a product nobody can find stays pending for
 * good, and polling for it would never stop.
 */
export function checkingIds(answer: ListPart): number[] {
  const at = parseInstant(answer.serverNow);
  const now = isValidDate(at) ? at : new Date();
  return answer.myGoodsRank
    .filter((row) => {
      const keywords = keywordsOf(answer, row.gdpSn);
      return (
        keywords.some((k) => k.checkStatus === 'pending') || checkNowRunning(row.checkNow, keywords, now)
      );
    })
    .map((row) => row.gdpSn);
}

/** The list polls every 3 s while some keyword's first check, or a requested check, is running. */
export const POLL_MS = 3_000;
export const pollInterval = (answer: ListPart | undefined) =>
  answer && checkingIds(answer).length > 0 ? POLL_MS : false;
