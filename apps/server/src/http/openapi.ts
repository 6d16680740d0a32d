import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { MANAGER, PUBLIC_API_DOCS_PATH, ko } from '@seller/shared';
import { AppError } from '../lib/app-error';
import { type Access, defaultRouteConfig } from './access';
import { isApiPath } from './error-handler';

/** The internal web API's reference: managers only (issue 40 §4). */
export const DOCS_PREFIX = '/api/docs';
/** The public API's reference page (issue 40 §4): open, its document holds no secrets. */
export const PUBLIC_DOCS_PREFIX = PUBLIC_API_DOCS_PATH;
/** The references' own pages and files, which are no part of either document. */
export const isReferencePath = (url: string): boolean =>
  [DOCS_PREFIX, PUBLIC_DOCS_PREFIX].some((p) => url === p || url.startsWith(`${p}/`));

const zodTransform = createJsonSchemaTransform({});

/**
 * The HTTP contract as an OpenAPI document, built from every route's zod schemas (request and
 * answer), with its reference at /api/docs: the internal web API, for managers only and titled
 * so (agencies read the public API's own document, /api/v1/docs, made by the api-tokens feature
 * from this one). The web is typed from the contracts themselves (packages/shared/src/contracts),
 * not from this document. Register before the routes: the document collects them as they are added.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: ko.apiReference.internalTitle,
        description: ko.apiReference.internalDescription,
        version: '1',
      },
      // The public API (/api/v1) takes a personal token of 마이페이지 → API (docs/public-api.md).
      components: { securitySchemes: { apiToken: { type: 'http', scheme: 'bearer' } } },
    },
    // The app's pages and files (http/spa.ts) and the references are not part of the API.
    transform: (doc) =>
      isApiPath(doc.url) && !isReferencePath(doc.url)
        ? zodTransform(doc)
        : { schema: { ...doc.schema, hide: true }, url: doc.url },
  });
  // Managers only, in simulator mode too: the web's calls are not an interface anyone else
  // should build on (issue 40 §4); it used to be open with the simulator's made-up data.
  await installReference(app, {
    prefix: DOCS_PREFIX,
    access: [MANAGER],
    title: ko.apiReference.internalPageTitle,
  });
}

export interface ReferenceOptions {
  prefix: string;
  access: Access;
  /** The page's <title>. */
  title: string;
  /** The rest of its routes' config (a /api/v1 page's token flags, http/api-token.ts). */
  config?: Record<string, unknown>;
  /** The document it shows; the whole one (app.swagger()) when left out. */
  document?: () => object;
}

/**
 * A Swagger UI page (@fastify/swagger-ui) at `prefix`, with its document at `prefix/json`, in a
 * scope whose routes take `access` and `config`. Its files are served only by their plain names,
 * and its old index address goes home; both checks run after the access rule (preValidation), so
 * a caller who may not read the reference learns nothing from them.
 */
export async function installReference(app: FastifyInstance, opts: ReferenceOptions): Promise<void> {
  const { prefix, document } = opts;
  const files = `${prefix}/static`;
  await app.register(async (docs) => {
    defaultRouteConfig(docs, { ...opts.config, access: opts.access });
    docs.addHook('preHandler', async (req, reply) => {
      const path = req.url.split('?')[0]!;
      // swagger-ui's own redirect keeps the query string (and loops on one); ours goes home.
      if (path === `${files}/index.html`) return reply.redirect(`${prefix}/`);
      // Its files have plain names; anything else (encoded dots, backslashes) is no file of it.
      if (path.startsWith(`${files}/`) && !/^[\w.-]{1,100}$/.test(path.slice(files.length + 1)))
        throw new AppError('NOT_FOUND');
    });
    await docs.register(swaggerUi, {
      routePrefix: prefix,
      staticCSP: false,
      theme: { title: opts.title },
      // The token typed into 'Authorize' stays in the page, never in the browser's storage.
      uiConfig: { persistAuthorization: false },
      ...(document
        ? {
            transformSpecification: () => document() as Record<string, unknown>,
            transformSpecificationClone: false,
          }
        : {}),
    });
  });
}
