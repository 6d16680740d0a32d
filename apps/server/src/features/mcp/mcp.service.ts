import { randomUUID } from 'node:crypto';
import { ko, type SessionUser } from '@seller/shared';
import type { McpAddRequest } from '@seller/shared/schemas/mcp';
import type { CoinHistoryAnswer, CreateClientReportBody, SpendQuote } from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FeatureServices } from '../../lib/features/module';
import { QUOTE_TTL_MS, checkQuote, itemKey, requestHash, topMovers, type MoverFilter } from './mcp.domain';
import * as repo from './mcp.repository';

/** The public API's service, as the api-tokens feature provides it (named, not imported). */
type PublicApi = FeatureServices['api-tokens']['publicApi'];

export interface McpDeps {
  db: Db;
  now: () => Date;
  api: PublicApi;
  /** The registration quote of the goods feature (the one function its spend uses too). */
  quoteRegister(memberId: number, count: number): Promise<SpendQuote>;
  balance(memberId: number): Promise<number>;
  ledger(memberId: number, page: number, pageSize: number): Promise<CoinHistoryAnswer>;
  createReport(
    memberId: number,
    body: CreateClientReportBody,
  ): Promise<{ row: { id: number; token: string } }>;
  /** The report page's address for a token (config.publicUrl + /report/…). */
  reportUrl(token: string): string;
}

type AddAnswer = {
  products: Array<{ id: number; keywords: Array<{ id: number; keyword: string }> }>;
  keywords: Array<{ id: number; keyword: string; productId: number }>;
  coins: number;
  balance: number;
};

/**
 * What the MCP tools do (issue 44), over the public API's service: the same ownership checks,
 * coin spending and Idempotency-Keys as /api/v1, with the quote an agent shows before it spends.
 */
export function createMcpService(deps: McpDeps) {
  const { api } = deps;
  return {
    async listTracked(me: SessionUser) {
      const products = await api.products(me.mbrSn, me.mbrAtrbCd);
      const places = await api.places(me.mbrSn);
      return {
        products: products.map((p) => ({
          ...p,
          keywords: p.keywords.map((k) => ({
            ...k,
            move: k.rank !== null && k.previousRank !== null ? k.previousRank - k.rank : null,
          })),
        })),
        places,
      };
    },

    history(
      me: SessionUser,
      kind: 'product' | 'place',
      keywordId: number,
      range: { from?: string; to?: string },
    ) {
      return kind === 'product'
        ? api.history(me.mbrSn, keywordId, range)
        : api.placeHistory(me.mbrSn, keywordId, range);
    },

    async topMovers(me: SessionUser, filter: MoverFilter) {
      const products = await api.products(me.mbrSn, me.mbrAtrbCd);
      return { movers: topMovers(products, filter) };
    },

    /** Prices the request with the goods feature's own quote and keeps it for the write. */
    async quote(me: SessionUser, req: McpAddRequest) {
      if (req.products.length + req.keywords.length === 0)
        throw new AppError('VALIDATION', ko.mcp.answers.badInput);
      const q = await deps.quoteRegister(me.mbrSn, req.products.length);
      // Keywords on tracked products cost nothing (spec 02: a product's fee covers its 5 keywords).
      const coins = req.products.length === 0 ? 0 : q.coins;
      const balance = await deps.balance(me.mbrSn);
      const id = randomUUID();
      const expiresAt = new Date(deps.now().getTime() + QUOTE_TTL_MS);
      await repo.insertQuote(deps.db, {
        id,
        mbrSn: me.mbrSn,
        requestHash: requestHash(req),
        coins,
        balance,
        expiresAt,
      });
      const enough = balance >= coins;
      return {
        quoteId: id,
        coins,
        balance,
        balanceAfter: balance - coins,
        enough,
        expiresAt: expiresAt.toISOString(),
        products: req.products.length,
        keywords: req.keywords.length + req.products.reduce((n, p) => n + p.keywords.length, 0),
        message: enough
          ? ko.mcp.answers.quote(coins, balance - coins)
          : ko.mcp.answers.notEnough(coins, balance),
      };
    },

    /**
     * Adds what the quote priced. Refused (nothing written) when the quote does not hold; a repeat
     * answers the first write's answer. Each item is its own idempotent call (a key derived from the
     * quote), so a retry after a failure part-way finishes the rest and spends nothing twice.
     */
    async add(
      me: SessionUser,
      quoteId: string,
      req: McpAddRequest,
    ): Promise<AddAnswer & { repeated: boolean }> {
      const q = await repo.quoteById(deps.db, quoteId);
      if (q?.answer && q.mbrSn === me.mbrSn && q.requestHash === requestHash(req))
        return { ...(q.answer as AddAnswer), repeated: true };
      checkQuote(q, {
        memberId: me.mbrSn,
        hash: requestHash(req),
        balance: await deps.balance(me.mbrSn),
        now: deps.now(),
      });
      await repo.markStarted(deps.db, quoteId, deps.now());
      const products: AddAnswer['products'] = [];
      for (const [i, p] of req.products.entries())
        products.push(await api.addProduct(me.mbrSn, p, itemKey(quoteId, 'p', i)));
      const keywords: AddAnswer['keywords'] = [];
      for (const [i, k] of req.keywords.entries()) {
        const added = await api.addKeyword(me.mbrSn, k.productId, k.keyword, itemKey(quoteId, 'k', i));
        keywords.push({ ...added, productId: k.productId });
      }
      const answer: AddAnswer = {
        products,
        keywords,
        coins: q!.coins,
        balance: await deps.balance(me.mbrSn),
      };
      await repo.saveAnswer(deps.db, quoteId, answer);
      return { ...answer, repeated: false };
    },

    async removeKeyword(me: SessionUser, kind: 'product' | 'place', keywordId: number) {
      if (kind === 'product') await api.removeKeyword(me.mbrSn, keywordId);
      else await api.removePlaceKeyword(me.mbrSn, keywordId);
    },

    async createReport(
      me: SessionUser,
      input: { name: string; productIds: number[]; placeIds: number[]; expiresInDays: 7 | 30 | 90 | null },
    ) {
      const made = await deps.createReport(me.mbrSn, {
        name: input.name,
        expiresInDays: input.expiresInDays,
        goods: input.productIds,
        places: input.placeIds,
        monthly: false,
        mailTo: [],
      });
      return { id: made.row.id, url: deps.reportUrl(made.row.token), message: ko.mcp.answers.reportCreated };
    },

    async ledger(me: SessionUser, page: number, pageSize: number) {
      const [balance, history] = await Promise.all([
        deps.balance(me.mbrSn),
        deps.ledger(me.mbrSn, page, pageSize),
      ]);
      return { balance, ...history };
    },

    sweep: () => repo.sweepQuotes(deps.db, new Date(deps.now().getTime() - 86_400_000)),
  };
}

export type McpService = ReturnType<typeof createMcpService>;
