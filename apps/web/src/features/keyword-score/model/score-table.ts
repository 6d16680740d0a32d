import * as ko from '@seller/shared/messages/sections';
import { scorePenalty } from '@seller/shared/rules/keyword-score';
import type { KeywordScores, ScoreProduct } from '@seller/shared/schemas/keyword-score';
import { errorMessage, isApiError } from '../../../lib/api';

export type ScoreKey = Exclude<keyof KeywordScores, 'abuse'> | 'penalty';

export const SCORE_KEYS: ScoreKey[] = [
  'relevance',
  'similarity',
  'quality',
  'hit',
  'reviewCount',
  'sale',
  'recent',
  'reliabilityType',
  'penalty',
];

/** A score as shown: the penalty is 5 − abuse (spec 02 §2.2). */
export function shownScore(p: ScoreProduct, key: ScoreKey): number {
  return key === 'penalty' ? scorePenalty(p.scores.abuse) : p.scores[key];
}

export type ProductSortKey =
  | 'rank'
  | 'lowPrice'
  | 'mallCount'
  | 'reviewCount'
  | 'purchaseCnt'
  | 'openDate'
  | 'keepCnt'
  | `score:${ScoreKey}`;

export interface ProductSort {
  key: ProductSortKey;
  dir: 'asc' | 'desc';
}

function value(p: ScoreProduct, key: ProductSortKey): number | string | null {
  if (key.startsWith('score:')) return shownScore(p, key.slice(6) as ScoreKey);
  return p[key as Exclude<ProductSortKey, `score:${string}`>];
}

/** A sorted copy; unknown values (null) always last, ties in rank order. */
export function sortProducts(products: readonly ScoreProduct[], sort: ProductSort): ScoreProduct[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...products].sort((a, b) => {
    const x = value(a, sort.key);
    const y = value(b, sort.key);
    if (x === null || y === null) return x === y ? a.rank - b.rank : x === null ? 1 : -1;
    const c = typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y;
    return sign * c || a.rank - b.rank;
  });
}

/** Rank starts 1-to-100; numbers start high-to-low; a second click flips the direction. */
export function nextProductSort(current: ProductSort, key: ProductSortKey): ProductSort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: key === 'rank' ? 'asc' : 'desc' };
}

/** Spec 02 §8: a failed score search says "communication failed, contact customer service". */
export function searchFailureMessage(error: unknown): string {
  const t = ko.keywordScoreUi;
  if (isApiError(error)) {
    if (error.code === 'SCORE_LIMIT_REACHED') return t.limitReached;
    if (error.status === 0 || error.status >= 500) return t.communicationFailed;
  }
  return errorMessage(error);
}
