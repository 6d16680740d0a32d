import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { QUOTE_TTL_MS, checkQuote, itemKey, requestHash, topMovers } from './mcp.domain';
import { IDEMPOTENCY_KEY_PATTERN } from '@seller/shared';

const req = (keywords = ['캠핑 의자']) => ({
  products: [{ type: 'midNum' as const, number: '123', keywords }],
  keywords: [],
});

const codeOf = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof AppError ? e.code : 'other';
  }
};

describe('a quote a write must match', () => {
  const now = new Date('2026-12-04T00:00:00Z');
  const quote = {
    mbrSn: 7,
    requestHash: requestHash(req()),
    balance: 100,
    expiresAt: new Date(now.getTime() + QUOTE_TTL_MS),
    startedAt: null,
  };
  const write = { memberId: 7, hash: requestHash(req()), balance: 100, now };

  it('holds while unexpired, the same request, the same balance and the same member', () => {
    expect(codeOf(() => checkQuote(quote, write))).toBeNull();
  });
  it('is compared by what it adds: keyword spacing and case do not make another request', () => {
    expect(requestHash(req(['캠핑  의자 ']))).toBe(requestHash(req(['캠핑 의자'])));
    expect(requestHash(req(['캠핑의자', '텐트']))).not.toBe(requestHash(req(['텐트', '캠핑의자'])));
  });
  it('refuses another member’s, another request, an expired one and a moved balance', () => {
    expect(codeOf(() => checkQuote(null, write))).toBe('MCP_QUOTE_NOT_FOUND');
    expect(codeOf(() => checkQuote(quote, { ...write, memberId: 8 }))).toBe('MCP_QUOTE_NOT_FOUND');
    expect(codeOf(() => checkQuote(quote, { ...write, hash: requestHash(req(['텐트'])) }))).toBe(
      'MCP_QUOTE_MISMATCH',
    );
    expect(codeOf(() => checkQuote(quote, { ...write, now: quote.expiresAt }))).toBe('MCP_QUOTE_EXPIRED');
    expect(codeOf(() => checkQuote(quote, { ...write, balance: 90 }))).toBe('MCP_QUOTE_BALANCE_CHANGED');
  });
  it('a write begun under it is finished on retry although its first part moved the balance', () => {
    const begun = { ...quote, startedAt: now };
    expect(codeOf(() => checkQuote(begun, { ...write, balance: 90, now: quote.expiresAt }))).toBeNull();
    expect(codeOf(() => checkQuote(begun, { ...write, hash: requestHash(req(['텐트'])) }))).toBe(
      'MCP_QUOTE_MISMATCH',
    );
  });
  it('derives well-formed, distinct Idempotency-Keys per item', () => {
    const id = '9b2f7f0e-3a5c-4d2e-9a51-0c8f5e2b7d11';
    const keys = [itemKey(id, 'p', 0), itemKey(id, 'p', 1), itemKey(id, 'k', 0)];
    for (const k of keys) expect(k).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(3);
  });
});

describe('the products that moved most', () => {
  const products = [
    {
      id: 1,
      title: 'A',
      keywords: [
        { id: 11, keyword: 'up5', rank: 3, previousRank: 8 },
        { id: 12, keyword: 'down30', rank: 40, previousRank: 10 },
        { id: 13, keyword: 'out', rank: null, previousRank: 7 },
        { id: 14, keyword: 'same', rank: 2, previousRank: 2 },
      ],
    },
    { id: 2, title: null, keywords: [{ id: 21, keyword: 'new', rank: 5, previousRank: null }] },
  ];

  it('with no filter, every keyword that moved, largest move first, unknown moves last', () => {
    expect(topMovers(products, { limit: 10 }).map((r) => r.keyword)).toEqual(['down30', 'up5', 'out', 'new']);
  });
  it('dropped out of the top N: from inside N to outside or unranked', () => {
    const rows = topMovers(products, { droppedOutOfTop: 10, limit: 10 });
    expect(rows.map((r) => r.keyword)).toEqual(['down30', 'out']);
    expect(rows.every((r) => r.droppedOut)).toBe(true);
    expect(topMovers(products, { droppedOutOfTop: 5, limit: 10 }).map((r) => r.keyword)).toEqual([]);
  });
  it('up or down by at least N, and the limit', () => {
    expect(topMovers(products, { minUp: 5, limit: 10 }).map((r) => r.keyword)).toEqual(['up5']);
    expect(topMovers(products, { minUp: 6, limit: 10 })).toEqual([]);
    expect(topMovers(products, { minDown: 30, limit: 10 }).map((r) => [r.keyword, r.move])).toEqual([
      ['down30', -30],
    ]);
    expect(topMovers(products, { limit: 1 })).toHaveLength(1);
  });
});
