import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { apiTokensContract } from '@seller/shared/contracts/api-tokens';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import type { ApiTokensService } from './api-tokens.service';

/** 마이페이지 → API: the member's own tokens, by session only (a token cannot make tokens). */
export function apiTokensRoutes(
  app: FastifyInstance,
  deps: {
    tokens: ApiTokensService;
    /** Making a token checks the password: limited per address like sign-in attempts. */
    attemptLimit: { max: number; windowMs: number };
  },
): void {
  const c = apiTokensContract;
  const limited = { max: deps.attemptLimit.max, timeWindow: deps.attemptLimit.windowMs };

  mount(app, c.list, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await deps.tokens.list(req.me.mbrSn));
  });
  mount(
    app,
    c.create,
    async (req, reply) => {
      // The only answer that carries the token in clear: nothing may keep it.
      void reply.header('cache-control', 'no-store');
      return ok(await deps.tokens.create(req.me.mbrSn, req.body));
    },
    { rateLimit: limited },
  );
  mount(app, c.revoke, async (req) => {
    await deps.tokens.revoke(req.me.mbrSn, req.params.id);
    return ok(null, ko.apiTokens.revoked);
  });
}
