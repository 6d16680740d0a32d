import type { RankChange } from '@seller/shared/rules/goods-rank';
import type { RankMethod, RankProvenance } from '@seller/shared/rules/rank-provenance';
import type { CheckNote } from '@seller/shared/rules/rank-checks';
import { formatNumber } from '../../lib/format';

/**
 * One tracked keyword as both sources show it (shopping goods and places): the rank-tracking
 * screens render only these fields, whichever feature built them.
 */
export interface RankKeyword {
  /** The keyword's id in its source (gdkdSn for goods, plkwrdSn for places). */
  id: number;
  keyword: string;
  representative: boolean;
  /**
   * 'unconfirmed': the latest answer was empty for a keyword that had results (issue 35 §3); the
   * rank shown is the last recorded one, noted 확인 중 (a keyword never recorded shows 'pending').
   */
  status: 'pending' | 'ok' | 'failed' | 'unconfirmed';
  /** null = outside the tracked depth (or not known yet; see status). */
  current: number | null;
  previous: number | null;
  /** The result page of the current rank (shopping only). */
  page?: number | null;
  change: RankChange;
  changeLabel: string;
  /** When the shown rank was checked, or that today's check failed (issue 23 point 1). */
  note: CheckNote;
  /** A requested check ("check now") of this keyword is running. */
  refreshing: boolean;
  /** Where the current rank came from (issue 36 §2); null or absent when not known. */
  provenance?: RankProvenance | null;
  /** The previous rank's method, when it differs from the current one's ("수집 방식 변경"). */
  changedFrom?: RankMethod | null;
}

/** The texts the shared parts read; goodsRankUi and placeRankUi both carry them. */
export interface RankTexts {
  representative: string;
  checking: string;
  checkFailed: string;
  refreshing: string;
  rank: (n: string) => string;
  page?: (n: number) => string;
  checkedAt: (when: string) => string;
  failedTodayYesterday: string;
  failedTodaySince: (date: string) => string;
  failedTodayHint: string;
  unconfirmedSince: (when: string) => string;
  unconfirmedHint: string;
}

interface RankFormat {
  rank: (n: string) => string;
}

/** What differs between the two sources: their texts and the depth they check to. */
export interface RankSource<T extends RankFormat = RankTexts> {
  texts: T;
  /** "500위 밖" / "300위 밖". */
  outOfRank: string;
  maxRank: number;
}

/** "12위", or "500위 밖" for null. */
export const rankText = (source: RankSource<RankFormat>, rank: number | null): string =>
  rank === null ? source.outOfRank : source.texts.rank(formatNumber(rank));
