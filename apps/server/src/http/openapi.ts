import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { MANAGER } from '@seller/shared';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { type Access, defaultAccess } from './access';
import { isApiPath } from './error-handler';

export const DOCS_PREFIX = '/api/docs';
const STATIC = `${DOCS_PREFIX}/static`;

const zodTransform = createJsonSchemaTransform({});

/**
 * The HTTP contract as an OpenAPI document, built from every route's zod schemas (request and
 * answer), with its reference at /api/docs. The web is typed from the contracts themselves
 * (packages/shared/src/contracts), not from this document. Register before the routes: the
 * document collects them as they are added.
 */
export async function installOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Seller toolkit API', version: '1' },
      // The public API (/api/v1) takes a personal token of 마이페이지 → API (docs/public-api.md).
      components: { securitySchemes: { apiToken: { type: 'http', scheme: 'bearer' } } },
    },
    // The app's pages and files (http/spa.ts) are not part of the API.
    transform: (doc) =>
      isApiPath(doc.url) && !doc.url.startsWith(DOCS_PREFIX)
        ? zodTransform(doc)
        : { schema: { ...doc.schema, hide: true }, url: doc.url },
  });
  await app.register(async (docs) => {
    defaultAccess(docs, docsAccess(config));
    docs.addHook('onRequest', async (req, reply) => {
      const path = req.url.split('?')[0]!;
      // swagger-ui's own redirect keeps the query string (and loops on one); ours goes home.
      if (path === `${STATIC}/index.html`) return reply.redirect(`${DOCS_PREFIX}/`);
      // Its files have plain names; anything else (encoded dots, backslashes) is no file of it.
      if (path.startsWith(`${STATIC}/`) && !/^[\w.-]{1,100}$/.test(path.slice(STATIC.length + 1)))
        throw new AppError('NOT_FOUND');
    });
    await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });
  });
}

/** The reference shows every call: open with the simulator's made-up data, managers' otherwise. */
function docsAccess(config: Config): Access {
  return config.simulator.enabled ? 'public' : [MANAGER];
}
