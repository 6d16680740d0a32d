import { describe, expect, it } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { ApiError } from '../../../lib/api';
import {
  addFailureMessage,
  canRegister,
  canRenew,
  changeFailureMessage,
  duplicateRowOf,
  failureMessage,
  isCoinShortage,
  readProductInput,
} from './rules';

const g = ko.goodsRank;

describe('add product input (spec 02 §5)', () => {
  const error = (raw: string) => readProductInput(raw, 'prodNum').error;

  it('accepts digits only', () => {
    expect(error('12345')).toBeNull();
    expect(error(' 12345 ')).toBeNull();
    expect(error('')).toBe(g.enterNumber);
    expect(error('12a45')).toBe(g.enterNumber);
    expect(error('12-345')).toBeNull();
    expect(error('https://smartstore.naver.com/s/products/123')).toBeNull();
    expect(error('https://smartstore.naver.com/s')).toBe(g.productLinkInvalid);
  });

  it('needs a balance above 9', () => {
    expect(canRegister(9)).toBe(false);
    expect(canRegister(0)).toBe(false);
    expect(canRegister(10)).toBe(true);
    expect(canRegister(null)).toBe(true);
  });
});

describe('change product input (issue 23 point 8)', () => {
  it('reads a link as its number and kind, with the server schema, and rejects empty', () => {
    expect(readProductInput('https://search.shopping.naver.com/catalog/555', 'prodNum').read).toMatchObject({
      type: 'midNum',
      number: '555',
      fromLink: true,
    });
    expect(readProductInput('abc', 'prodNum').error).toBe(g.enterNumber);
    expect(readProductInput('', 'prodNum').error).toBe(g.enterNumber);
  });

  it('finds the existing row a duplicate refusal points to', () => {
    expect(duplicateRowOf(new ApiError(409, 'GOODS_DUPLICATE', g.goodsDuplicate, { gdpSn: 7 }))).toBe(7);
    expect(duplicateRowOf(new ApiError(409, 'KEYWORD_EXISTS', g.keywordExists, { gdpSn: 7 }))).toBeNull();
  });
});

describe('failure messages', () => {
  const coded = new ApiError(409, 'KEYWORD_EXISTS', g.keywordExists);
  const bare = new ApiError(400, 'HTTP_400', ko.common.unexpected);
  const internal = new ApiError(500, 'INTERNAL', ko.errors.INTERNAL);
  const network = new ApiError(0, 'NETWORK', ko.ui.networkError);

  it('shows the server message of a coded 4xx, else the spec message', () => {
    expect(failureMessage(coded, g.keywordAddFailed)).toBe(g.keywordExists);
    expect(failureMessage(bare, g.keywordAddFailed)).toBe(g.keywordAddFailed);
    expect(failureMessage(internal, g.memoSaveFailed)).toBe(g.memoSaveFailed);
    expect(failureMessage(network, g.keywordDeleteFailed)).toBe(g.keywordDeleteFailed);
    expect(failureMessage(new Error('x'), g.representativeSetFailed)).toBe(g.representativeSetFailed);
  });

  it('maps coin shortages and invalid numbers on add', () => {
    const noCoins = new ApiError(402, 'INSUFFICIENT_COINS', ko.errors.INSUFFICIENT_COINS);
    expect(isCoinShortage(noCoins)).toBe(true);
    expect(isCoinShortage(coded)).toBe(false);
    expect(addFailureMessage(noCoins)).toBe(g.notEnoughCoins);
    expect(addFailureMessage(new ApiError(422, 'HTTP_422', ko.common.unexpected))).toBe(
      g.productNumberInvalid,
    );
    expect(addFailureMessage(new ApiError(400, 'ENTER_NUMBER', g.enterNumber))).toBe(g.enterNumber);
    expect(addFailureMessage(network)).toBe(ko.ui.networkError);
  });

  it('change: 422 gives the numbers-differ message unless the server said more', () => {
    expect(changeFailureMessage(new ApiError(422, 'HTTP_422', ko.common.unexpected))).toBe(g.productNumberInvalid);
    expect(changeFailureMessage(new ApiError(422, 'PRODUCT_NUMBER_INVALID', g.productNumberInvalid))).toBe(
      g.productNumberInvalid,
    );
    expect(changeFailureMessage(new ApiError(409, 'ALREADY_PROCESSING', g.alreadyProcessing))).toBe(
      g.alreadyProcessing,
    );
    expect(changeFailureMessage(internal)).toBe(g.productChangeFailed);
  });

  it('renewal needs 10 coins', () => {
    expect(canRenew(9)).toBe(false);
    expect(canRenew(10)).toBe(true);
  });
});
