import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { publicApiContract as c } from '@seller/shared/contracts/api-tokens';
import { mount } from '../../http/contract-routes';
import { keyOf } from '../../http/idempotency';
import { installReference, PUBLIC_DOCS_PREFIX } from '../../http/openapi';
import { ok } from '../../http/reply';
import type { PublicApi } from './api-tokens.public.service';

// A Bearer token and nothing else: no session look-up, no Origin check (no cookie to forge).
const bearer = { apiToken: true as const, session: false, originCheck: false };

/**
 * The public API (publicApiContract): Bearer tokens only (http/api-token.ts), the member's own
 * data only; its OpenAPI document and reference page (/api/v1/docs) are open (issue 40 §4).
 */
export async function publicApiRoutes(
  app: FastifyInstance,
  deps: { api: PublicApi; document: () => object },
): Promise<void> {
  const api = deps.api;
  mount(app, c.document, async () => deps.document() as never, bearer);
  mount(app, c.products, async (req) => ok(await api.products(req.me.mbrSn, req.me.mbrAtrbCd)), bearer);
  mount(app, c.places, async (req) => ok(await api.places(req.me.mbrSn)), bearer);
  mount(app, c.history, async (req) => ok(await api.history(req.me.mbrSn, req.params.id, req.query)), bearer);
  mount(
    app,
    c.addProduct,
    async (req) => ok(await api.addProduct(req.me.mbrSn, req.body, keyOf(req))),
    bearer,
  );
  mount(
    app,
    c.addKeyword,
    async (req) => ok(await api.addKeyword(req.me.mbrSn, req.params.id, req.body.keyword, keyOf(req))),
    bearer,
  );
  mount(
    app,
    c.removeKeyword,
    async (req) => {
      await api.removeKeyword(req.me.mbrSn, req.params.id);
      return ok(null);
    },
    bearer,
  );
  // The place calls: free (no coins), so no Idempotency-Key; the place limits apply as on the web.
  mount(
    app,
    c.placeHistory,
    async (req) => ok(await api.placeHistory(req.me.mbrSn, req.params.id, req.query)),
    bearer,
  );
  mount(app, c.addPlace, async (req) => ok(await api.addPlace(req.me.mbrSn, req.body)), bearer);
  mount(
    app,
    c.addPlaceKeyword,
    async (req) => ok(await api.addPlaceKeyword(req.me.mbrSn, req.params.id, req.body.keyword)),
    bearer,
  );
  mount(
    app,
    c.removePlaceKeyword,
    async (req) => {
      await api.removePlaceKeyword(req.me.mbrSn, req.params.id);
      return ok(null);
    },
    bearer,
  );
  // The document as a page (Swagger UI, as /api/docs): readable before a token exists.
  await installReference(app, {
    prefix: PUBLIC_DOCS_PREFIX,
    access: 'public',
    config: bearer,
    title: ko.apiReference.pageTitle,
    document: deps.document,
  });
}
