import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  doneAnswer,
  ko,
  okAnswer,
  publicAddKeywordBody,
  publicAddPlaceBody,
  publicAddProductBody,
  publicHistory,
  publicHistoryQuery,
  publicIdParams,
  publicPlace,
  publicProduct,
} from '@seller/shared';
import { keyOf } from '../../http/idempotency';
import { ok } from '../../http/reply';
import type { PublicApi } from './api-tokens.public.service';

const P = '/api/v1';

// Examples for the OpenAPI document: a client reading only the document can make every call.
// Parameters carry theirs per field: the document lists each parameter on its own.
const idParams = z.object({ id: publicIdParams.shape.id.meta({ examples: [1] }) });
const historyQuery = z.object({
  from: publicHistoryQuery.shape.from.meta({ examples: ['2026-11-01'] }),
  to: publicHistoryQuery.shape.to.meta({ examples: ['2026-11-28'] }),
});
const addProductBody = publicAddProductBody.meta({
  examples: [{ type: 'prodNum', number: '8812345678', keywords: [...ko.apiTokens.exampleKeywords] }],
});
const addKeywordBody = publicAddKeywordBody.meta({ examples: [{ keyword: ko.apiTokens.exampleKeyword }] });
const addPlaceBody = publicAddPlaceBody.meta({
  examples: [
    { placeId: '1234567890', keywords: [...ko.apiTokens.examplePlaceKeywords], confirmDuplicate: false },
  ],
});
const addedAnswer = okAnswer(
  z.object({ id: z.number(), keywords: z.array(z.object({ id: z.number(), keyword: z.string() })) }),
);
const keywordAnswer = okAnswer(z.object({ id: z.number(), keyword: z.string() }));
// Required; declared optional here so that its absence gets the idempotency hook's own Korean
// message (IDEMPOTENCY_KEY_REQUIRED) rather than a generic validation error.
const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Required: a new random key (16-64 of A-Z a-z 0-9 _ -) per intended call; a repeat with the same key changes and spends nothing',
    )
    .meta({ examples: ['d6a1f1d2-3b9e-4c1a-9f7a-2b1c0e5d7a90'] }),
});
const security = [{ apiToken: [] }];
const tags = ['Public API'];
// A Bearer token and nothing else: no session look-up, no Origin check (no cookie to forge).
const bearer = { access: 'member' as const, apiToken: true as const, session: false, originCheck: false };
const read = { config: bearer };

/** The public API: Bearer tokens only (http/api-token.ts), the member's own data only. */
export function publicApiRoutes(
  app: FastifyInstance,
  deps: { api: PublicApi; document: () => { openapi: string; paths: Record<string, unknown> } },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const keyed = { config: { ...bearer, idempotent: true as const } };

  r.get(
    `${P}/openapi.json`,
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'This API as an OpenAPI 3.1 document',
        response: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
      },
    },
    async () => deps.document(),
  );
  r.get(
    `${P}/products`,
    {
      ...read,
      schema: {
        tags,
        security,
        summary: "Tracked products with their keywords and today's ranks",
        response: { 200: okAnswer(z.array(publicProduct)) },
      },
    },
    async (req) => ok(await deps.api.products(req.me.mbrSn, req.me.mbrAtrbCd)),
  );
  r.get(
    `${P}/places`,
    {
      ...read,
      schema: {
        tags,
        security,
        summary: "Tracked places with their keywords and today's ranks",
        response: { 200: okAnswer(z.array(publicPlace)) },
      },
    },
    async (req) => ok(await deps.api.places(req.me.mbrSn)),
  );
  r.get(
    `${P}/keywords/:id/history`,
    {
      ...read,
      schema: {
        tags,
        security,
        summary: "A product keyword's daily ranks between two dates (at most 366 days)",
        params: idParams,
        querystring: historyQuery,
        response: { 200: okAnswer(publicHistory) },
      },
    },
    async (req) => ok(await deps.api.history(req.me.mbrSn, req.params.id, req.query)),
  );
  r.post(
    `${P}/products`,
    {
      ...keyed,
      schema: {
        tags,
        security,
        summary: 'Track a product (spends coins as on the web) with up to 5 keywords',
        headers: idempotencyHeader,
        body: addProductBody,
        response: { 200: addedAnswer },
      },
    },
    async (req) => ok(await deps.api.addProduct(req.me.mbrSn, req.body, keyOf(req))),
  );
  r.post(
    `${P}/products/:id/keywords`,
    {
      ...keyed,
      schema: {
        tags,
        security,
        summary: 'Add a keyword to a tracked product',
        headers: idempotencyHeader,
        params: idParams,
        body: addKeywordBody,
        response: { 200: keywordAnswer },
      },
    },
    async (req) => ok(await deps.api.addKeyword(req.me.mbrSn, req.params.id, req.body.keyword, keyOf(req))),
  );
  r.delete(
    `${P}/keywords/:id`,
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Remove a keyword from a tracked product',
        params: idParams,
        response: { 200: doneAnswer },
      },
    },
    async (req) => {
      await deps.api.removeKeyword(req.me.mbrSn, req.params.id);
      return ok(null);
    },
  );
  placeRoutes(app, deps.api);
}

/** The place calls: free (no coins), so no Idempotency-Key; the place limits apply as on the web. */
function placeRoutes(app: FastifyInstance, api: PublicApi): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${P}/place-keywords/:id/history`,
    {
      ...read,
      schema: {
        tags,
        security,
        summary: "A place keyword's daily ranks between two dates (at most 366 days)",
        params: idParams,
        querystring: historyQuery,
        response: { 200: okAnswer(publicHistory) },
      },
    },
    async (req) => ok(await api.placeHistory(req.me.mbrSn, req.params.id, req.query)),
  );
  r.post(
    `${P}/places`,
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Track a place (free; at most 10 places, 2 new a day) with 1 to 5 keywords',
        body: addPlaceBody,
        response: { 200: addedAnswer },
      },
    },
    async (req) => ok(await api.addPlace(req.me.mbrSn, req.body)),
  );
  r.post(
    `${P}/places/:id/keywords`,
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Add a keyword to a tracked place',
        params: idParams,
        body: addKeywordBody,
        response: { 200: keywordAnswer },
      },
    },
    async (req) => ok(await api.addPlaceKeyword(req.me.mbrSn, req.params.id, req.body.keyword)),
  );
  r.delete(
    `${P}/place-keywords/:id`,
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Remove a keyword from a tracked place',
        params: idParams,
        response: { 200: doneAnswer },
      },
    },
    async (req) => {
      await api.removePlaceKeyword(req.me.mbrSn, req.params.id);
      return ok(null);
    },
  );
}
