import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ErrorCode, errorStatus, ko } from '@seller/shared';
import type { Answer, Contract } from '@seller/shared/contracts/contract';
import { errorAnswer } from '@seller/shared/schemas/envelope';
import { messageOf } from './error-handler';

type Out<C, K extends keyof Contract> = C extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The request a contract's handler gets: params, query and body as its schemas parsed them. */
export type ContractRequest<C extends Contract> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Out<C, 'params'>;
  query: Out<C, 'query'>;
  body: Out<C, 'body'>;
};

/**
 * What a handler answers: the contract's answer, or the reply it sent itself: a file with its
 * type and name (`file`), a 304 (`notModified`) or a 204 (`noContent`).
 */
type HandlerAnswer<C extends Contract> = C extends { file: string }
  ? FastifyReply
  : Answer<C> | (C extends { notModified: true } | { noContent: true } ? FastifyReply : never);

/** What a route adds to its contract that the web need not know (a rate limit, the Origin check). */
type RouteExtras = Omit<FastifyContextConfig, 'access' | 'idempotent'>;

/** Route hooks a handler needs before it (a count that must run before validation, say). */
export interface RouteHooks {
  onRequest?: RouteShorthandOptions['onRequest'];
  preHandler?: RouteShorthandOptions['preHandler'];
}

/** A 304's answer: no body (the handler sends `undefined`, so no `content-length: 4` of a `null`). */
const notModifiedAnswer = z.null().describe('notModified');
/** A 204's answer: no body. */
const noContentAnswer = z.undefined().describe('No content');

/** The 200 of a contract: JSON, or text/plain, or a file of its media type (OpenAPI `content`). */
function answerOf(c: Contract) {
  if (c.text) return { description: 'Text', content: { 'text/plain': { schema: c.answer } } };
  if (c.file) return { description: 'A file', content: { [c.file]: { schema: c.answer } } };
  return c.answer;
}

/**
 * A refusal's answer per status (the OpenAPI documents'): its description lists the codes it
 * carries with the message the caller reads, and each code is an example of the answer. An API
 * client (/api/v1) gets its own messages where the web's speak of the screen (messageOf).
 */
function refusals(codes: Contract['errors'], apiClient: boolean) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes ?? [])) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, names]) => [
      status,
      errorAnswer.meta({
        description: names.map((code) => `\`${code}\`: ${messageOf(code, apiClient)}`).join('\n\n'),
        'x-examples': Object.fromEntries(
          names.map((code) => {
            const message = messageOf(code, apiClient);
            return [code, { summary: message, value: { code, message, data: null } }];
          }),
        ),
      }),
    ]),
  );
}

/**
 * The Idempotency-Key of an `idempotent` contract, for the documents: declared optional (and
 * loose, so the other headers stay as they came) so that its absence gets the idempotency hook's
 * own message (IDEMPOTENCY_KEY_REQUIRED) rather than a generic validation error.
 */
const idempotencyHeader = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(ko.apiReference.idempotencyKey)
    .meta({ examples: ['d6a1f1d2-3b9e-4c1a-9f7a-2b1c0e5d7a90'] }),
});

/**
 * Registers a contract's route (packages/shared/src/contracts): Fastify validates the request
 * and serializes the answer with the contract's zod schemas, the access rule and the
 * idempotency flag go to the route's config (the access hook, the authorization matrix and
 * http/idempotency.ts read them there), and the OpenAPI documents take the same schemas with
 * the refusals the contract names. An upload's route is mounted in a scope that registered
 * @fastify/multipart; a text answer goes as text/plain.
 */
export function mount<C extends Contract>(
  app: FastifyInstance,
  c: C,
  // NoInfer: C comes from the contract alone, so a handler answering a literal (text) keeps it.
  handler: NoInfer<(req: ContractRequest<C>, reply: FastifyReply) => Promise<HandlerAnswer<C>>>,
  extras: RouteExtras = {},
  hooks: RouteHooks = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: c.method,
    url: c.path,
    schema: {
      ...(c.params ? { params: c.params } : {}),
      ...(c.query ? { querystring: c.query } : {}),
      ...(c.body ? { body: c.body } : {}),
      ...(c.idempotent ? { headers: idempotencyHeader } : {}),
      ...(c.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(c.summary ? { summary: c.summary } : {}),
      ...(c.description ? { description: c.description } : {}),
      response: {
        200: answerOf(c),
        ...(c.noContent ? { 204: noContentAnswer } : {}),
        ...(c.notModified ? { 304: notModifiedAnswer } : {}),
        ...refusals(c.errors, extras.apiToken === true),
      },
    },
    config: { ...extras, access: c.access, ...(c.idempotent ? { idempotent: true } : {}) },
    ...hooks,
    handler: (req, reply) => {
      if (c.text) void reply.type('text/plain; charset=utf-8');
      return handler(req as unknown as ContractRequest<C>, reply);
    },
  });
}
