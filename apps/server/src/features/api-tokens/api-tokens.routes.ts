import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenIdParams,
  apiTokenRow,
  createApiTokenBody,
  createdApiToken,
  doneAnswer,
  ko,
  okAnswer,
} from '@seller/shared';
import { ok } from '../../http/reply';
import type { ApiTokensService } from './api-tokens.service';

const P = '/v1/member/myPage/apiTokens';

/** 마이페이지 → API: the member's own tokens, by session only (a token cannot make tokens). */
export function apiTokensRoutes(
  app: FastifyInstance,
  deps: {
    tokens: ApiTokensService;
    /** Making a token checks the password: limited per address like sign-in attempts. */
    attemptLimit: { max: number; windowMs: number };
  },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { config: { access: 'member' as const } };
  const limited = { max: deps.attemptLimit.max, timeWindow: deps.attemptLimit.windowMs };

  r.get(
    P,
    { ...member, schema: { response: { 200: okAnswer(z.array(apiTokenRow)) } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await deps.tokens.list(req.me.mbrSn));
    },
  );
  r.post(
    P,
    {
      config: { access: 'member' as const, rateLimit: limited },
      schema: { body: createApiTokenBody, response: { 200: okAnswer(createdApiToken) } },
    },
    async (req, reply) => {
      // The only answer that carries the token in clear: nothing may keep it.
      void reply.header('cache-control', 'no-store');
      return ok(await deps.tokens.create(req.me.mbrSn, req.body));
    },
  );
  r.delete(
    `${P}/:id`,
    { ...member, schema: { params: apiTokenIdParams, response: { 200: doneAnswer } } },
    async (req) => {
      await deps.tokens.revoke(req.me.mbrSn, req.params.id);
      return ok(null, ko.apiTokens.revoked);
    },
  );
}
