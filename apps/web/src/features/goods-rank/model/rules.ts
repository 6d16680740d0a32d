import { COIN_COST_REGISTER, COIN_COST_RENEW } from '@seller/shared/constants/coins';
import * as ko from '@seller/shared/messages/sections';
import { type ProductInput } from '@seller/shared/rules/product-input';
import { productInputSchema } from '@seller/shared/schemas/goods-rank';
import { errorMessage, isApiError } from '../../../lib/api';
import type { GoodsType } from '../api/goods-rank-api';

const g = ko.goodsRank;
type Read = Extract<ProductInput, { ok: true }>;

/**
 * The number or link entered, read with the server's own schema (issue 23 point 8): a store or
 * catalogue link gives its number and kind; anything else gives the message the server would.
 */
export function readProductInput(
  raw: string,
  type: GoodsType,
): { read: Read; error: null } | { read: null; error: string } {
  const r = productInputSchema.safeParse({ type, currentInput: raw });
  return r.success
    ? { read: r.data, error: null }
    : { read: null, error: r.error.issues[0]?.message ?? g.enterNumber };
}

/** Spec 02 §5 add product: a balance above 9 (unknown balance: the server decides). */
export const canRegister = (balance: number | null): boolean =>
  balance === null || balance >= COIN_COST_REGISTER;

/** The member's row a refusal points to: GOODS_DUPLICATE answers the product already tracked. */
export function duplicateRowOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'GOODS_DUPLICATE') return null;
  const goodsId = (error.data as { gdpSn?: unknown } | null)?.gdpSn;
  return typeof goodsId === 'number' ? goodsId : null;
}

export const canRenew = (balance: number): boolean => balance >= COIN_COST_RENEW;

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
  if (isApiError(error) && error.code === 'PRODUCT_LOOKUP_UNAVAILABLE') return error.message;
  if (isApiError(error) && error.status === 422) return serverMessage(error) ?? g.productNumberInvalid;
  return serverMessage(error) ?? errorMessage(error);
}

export function changeFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 422) return serverMessage(error) ?? g.productNumberInvalid;
  // 503 PRODUCT_LOOKUP_UNAVAILABLE says what happened and that nothing changed.
  if (isApiError(error) && error.code === 'PRODUCT_LOOKUP_UNAVAILABLE') return error.message;
  return failureMessage(error, g.productChangeFailed);
}
