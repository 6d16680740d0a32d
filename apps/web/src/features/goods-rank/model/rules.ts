import { COIN_COST_REGISTER, COIN_COST_RENEW } from '@seller/shared/constants/coins';
import { ko } from '@seller/shared/messages/ko';
import { MAX_KEYWORDS, normalizeKeyword } from '@seller/shared/rules/goods-rank';
import { errorMessage, isApiError } from '../../../lib/api';

const g = ko.goodsRank;
const DIGITS = /^\d+$/;

/** Spec 02 §5 add product: digits only, and a balance above 9 (unknown balance: the server decides). */
export function addInputError(raw: string, balance: number | null): string | null {
  if (!DIGITS.test(raw.trim())) return g.enterNumber;
  if (balance !== null && balance < COIN_COST_REGISTER) return g.notEnoughCoins;
  return null;
}

/** Spec 02 §5 change product: non-digits are stripped as the member types. */
export const digitsOnly = (raw: string): string => raw.replace(/\D+/g, '');

export const changeInputError = (digits: string): string | null => (digits === '' ? g.enterNumber : null);

export const canRenew = (balance: number): boolean => balance >= COIN_COST_RENEW;

/**
 * Spec 02 §5 add keyword, checked before calling: one at a time, not empty, not a case-insensitive
 * duplicate, at most 5.
 */
export function keywordAddError(raw: string, existing: readonly string[], adding: boolean): string | null {
  if (adding) return g.keywordAdding;
  const wanted = normalizeKeyword(raw);
  if (wanted === '') return g.enterKeyword;
  if (existing.some((k) => normalizeKeyword(k) === wanted)) return g.keywordExists;
  if (existing.length >= MAX_KEYWORDS) return g.keywordLimit;
  return null;
}

/** A message the server wrote for this case (a coded 4xx), as opposed to a generic failure. */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  if (error.code.startsWith('HTTP_') || error.message === '' || error.message === ko.common.unexpected)
    return null;
  return error.message;
}

/** The server's own message when it gave one, else the spec message of the failed action. */
export const failureMessage = (error: unknown, fallback: string): string => serverMessage(error) ?? fallback;

/** 402 / INSUFFICIENT_COINS: the member has to top up (spec 02 §8). */
export const isCoinShortage = (error: unknown): boolean =>
  isApiError(error) && (error.status === 402 || error.code === 'INSUFFICIENT_COINS');

export function addFailureMessage(error: unknown): string {
  if (isCoinShortage(error)) return g.notEnoughCoins;
  if (isApiError(error) && error.status === 422) return serverMessage(error) ?? g.productNumberInvalid;
  return serverMessage(error) ?? errorMessage(error);
}

export function changeFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 422) return serverMessage(error) ?? g.productNumberDiffers;
  return failureMessage(error, g.productChangeFailed);
}
