import type { FastifyInstance } from 'fastify';
import { ko, type SessionUser } from '@seller/shared';
import { AppError } from '../lib/app-error';

/** The public API's own prefix: Bearer tokens authorize these routes and nothing else. */
export const PUBLIC_API_PREFIX = '/api/v1/';
/** The MCP endpoint over the public API (issue 44): the same tokens, limits and refusals. */
export const MCP_PATH = '/mcp';

/** A route Bearer tokens authorize (and only such routes may take one). */
export const isTokenRoute = (url: string): boolean => url.startsWith(PUBLIC_API_PREFIX) || url === MCP_PATH;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public API route (/api/v1): the member comes from a Bearer token, never the session. */
    apiToken?: true;
    /**
     * Its calls are all POSTs (MCP's JSON-RPC): a read-only token is refused per tool that writes
     * (features/mcp), not per HTTP method.
     */
    tokenScopePerCall?: true;
  }
  interface FastifyRequest {
    /** The token of a public API call (http/api-token.ts). */
    apiToken: { key: string; mayWrite: boolean } | null;
  }
}

export interface ApiTokenOptions {
  /** The api-tokens feature's look-up of an Authorization header: null when it names no usable token. */
  resolve(
    authorization: string | undefined,
  ): Promise<{ user: SessionUser; key: string; mayWrite: boolean } | null>;
  /** Counts one call of a token (the shared rate-limit store: every instance counts together). */
  count(key: string, windowMs: number): Promise<{ current: number; ttl: number }>;
  limit: { max: number; windowMs: number };
}

const READS = new Set(['GET', 'HEAD']);

/**
 * Public API routes (/api/v1/…, `config.apiToken`) take their member from `Authorization: Bearer`
 * only (the `public` ones, the API's document and reference page, take no token at all): the session hook skips them (a signed-in browser's cookie authorizes nothing there), and
 * the Origin check too (no cookie, so nothing to forge across sites). Every other route ignores
 * the header, so a token never reaches the web's own calls. Then `req.member` is set as the session
 * does, and access, ownership and idempotency run unchanged.
 */
export function installApiTokens(app: FastifyInstance, opts: ApiTokenOptions): void {
  app.decorateRequest('apiToken', null);
  app.addHook('onRoute', (route) => {
    const isPublic = isTokenRoute(route.url);
    const c = route.config;
    // Declared by each route (not filled in here) so that the route table lists them as they are.
    if (
      isPublic !== (c?.apiToken === true) ||
      (isPublic && (c?.session !== false || c.originCheck !== false))
    )
      throw new Error(
        `Route ${route.url}: /api/v1 and /mcp routes, and only they, declare apiToken, session: false, originCheck: false`,
      );
  });
  app.addHook('onRequest', async (req, reply) => {
    // The document and its reference page (issue 40 §4) are read before a token exists: they
    // take none, read no member and hold no secrets.
    if (!req.routeOptions.config.apiToken || req.routeOptions.config.access === 'public') return;
    const caller = await opts.resolve(req.headers.authorization);
    if (!caller) throw new AppError('API_TOKEN_INVALID');
    const { max, windowMs } = opts.limit;
    const { current, ttl } = await opts.count(`api-token:${caller.key}`, windowMs);
    const reset = Math.max(1, Math.ceil(ttl / 1000));
    // The IETF RateLimit header fields (draft 7 style, as @fastify/rate-limit writes them).
    void reply.headers({
      'ratelimit-limit': max,
      'ratelimit-remaining': Math.max(0, max - current),
      'ratelimit-reset': reset,
    });
    if (current > max) {
      void reply.header('retry-after', reset);
      throw new AppError('RATE_LIMITED', ko.apiTokens.rateLimited(reset), { retryAfter: reset });
    }
    if (!caller.mayWrite && !READS.has(req.method) && !req.routeOptions.config.tokenScopePerCall)
      throw new AppError('API_TOKEN_READ_ONLY');
    req.member = caller.user;
    req.apiToken = { key: caller.key, mayWrite: caller.mayWrite };
  });
}
