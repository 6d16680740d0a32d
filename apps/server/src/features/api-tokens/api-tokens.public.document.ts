import { IDEMPOTENCY_HEADER, ko } from '@seller/shared';
import { publicApiContract } from '@seller/shared/contracts/api-tokens';
import { TOKEN_RATE } from './api-tokens.domain';

type Operation = Record<string, unknown>;

/** The parts of an OpenAPI document this file reads and writes. */
export interface OpenApiDocument {
  openapi: string;
  info?: unknown;
  tags?: unknown;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

/** Fastify's `/keywords/:id` as OpenAPI's `/keywords/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const tags = ko.apiReference.tags;
const tagOf = (path: string) =>
  /^\/api\/v1\/(places|place-keywords)\b/.test(path)
    ? tags.places
    : path.endsWith('/openapi.json')
      ? tags.reference
      : tags.products;

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
}

/**
 * The Idempotency-Key as its name is written and as it is: required. The route declares it
 * optional (http/contract-routes.ts) so that its absence gets the hook's own message.
 */
const keyHeader = (p: Parameter): Parameter =>
  p.in === 'header' && p.name === 'idempotency-key' ? { ...p, name: IDEMPOTENCY_HEADER, required: true } : p;

/** The 200 said in Korean (the others list their codes); copies, the whole document stays as it is. */
const answered = (responses: Record<string, { description?: string }>) =>
  Object.fromEntries(
    Object.entries(responses).map(([status, r]) => [
      status,
      status === '200' ? { ...r, description: ko.apiReference.success } : r,
    ]),
  );

/**
 * The public API's own OpenAPI document (issue 40 §4), from the whole one (app.swagger(), which
 * the contracts' schemas, examples and error lists built): only the /api/v1 calls of
 * `publicApiContract`, each with its tag, its contract's key as operationId and the bearer
 * scheme (none for the document itself), and the Korean title and description that explain
 * tokens, rate limits, Idempotency-Key and errors. Nothing of the web's API and no secret: the
 * document is served without a token.
 */
export function publicDocument(whole: OpenApiDocument): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [key, c] of Object.entries(publicApiContract)) {
    const path = openApiPath(c.path);
    const method = c.method.toLowerCase();
    const op = whole.paths[path]?.[method];
    if (!op) throw new Error(`${c.method} ${c.path} is not in the OpenAPI document`);
    paths[path] = {
      ...paths[path],
      [method]: {
        operationId: key,
        tags: [tagOf(c.path).name],
        ...op,
        ...(op.parameters ? { parameters: (op.parameters as Parameter[]).map(keyHeader) } : {}),
        responses: answered(op.responses as Record<string, { description?: string }>),
        security: c.access === 'public' ? [] : [{ apiToken: [] }],
      },
    };
  }
  return {
    openapi: whole.openapi,
    info: {
      title: ko.apiReference.title,
      version: '1',
      description: ko.apiReference.description({
        max: TOKEN_RATE.max,
        minutes: TOKEN_RATE.windowMs / 60_000,
      }),
    },
    tags: Object.values(tags),
    paths,
    components: {
      securitySchemes: {
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'stk_…',
          description: ko.apiReference.securityScheme,
        },
      },
    },
  };
}
