import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorStatus } from '@seller/shared';
import type { CallAnswer, Contract } from '@seller/shared/contracts/contract';
import { errorAnswer } from '@seller/shared/schemas/envelope';

type Out<C, K extends keyof Contract> = C extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The request a contract's handler gets: params, query and body as its schemas parsed them. */
export type ContractRequest<C extends Contract> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Out<C, 'params'>;
  query: Out<C, 'query'>;
  body: Out<C, 'body'>;
};

/** What a handler answers: the contract's answer, or the reply it sent a 304 with (`notModified`). */
type HandlerAnswer<C extends Contract> =
  CallAnswer<C> | (C extends { notModified: true } ? FastifyReply : never);

/** What a route adds to its contract that the web need not know (a rate limit, the Origin check). */
type RouteExtras = Omit<FastifyContextConfig, 'access' | 'idempotent'>;

/** Route hooks a handler needs before it (a count that must run before validation, say). */
export interface RouteHooks {
  onRequest?: RouteShorthandOptions['onRequest'];
  preHandler?: RouteShorthandOptions['preHandler'];
}

/** A 304's answer: no body (the handler sends `undefined`, so no `content-length: 4` of a `null`). */
const notModifiedAnswer = z.null().describe('notModified');

/** A refusal's answer per status, each naming the codes it carries (the OpenAPI document's). */
function refusals(codes: Contract['errors']) {
  const byStatus = new Map<number, string[]>();
  for (const code of codes ?? []) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, names]) => [status, errorAnswer.describe(names.join(', '))]),
  );
}

/**
 * Registers a contract's route (packages/shared/src/contracts): Fastify validates the request
 * and serializes the answer with the contract's zod schemas, the access rule and the
 * idempotency flag go to the route's config (the access hook, the authorization matrix and
 * http/idempotency.ts read them there), and the OpenAPI documents take the same schemas with
 * the refusals the contract names.
 */
export function mount<C extends Contract>(
  app: FastifyInstance,
  c: C,
  handler: (req: ContractRequest<C>, reply: FastifyReply) => Promise<HandlerAnswer<C>>,
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
      ...(c.summary ? { summary: c.summary } : {}),
      response: {
        200: c.answer,
        ...(c.notModified ? { 304: notModifiedAnswer } : {}),
        ...refusals(c.errors),
      },
    },
    config: { ...extras, access: c.access, ...(c.idempotent ? { idempotent: true } : {}) },
    ...hooks,
    handler: (req, reply) => handler(req as unknown as ContractRequest<C>, reply),
  });
}
