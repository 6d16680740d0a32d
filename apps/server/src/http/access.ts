import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@seller/shared';
import { AppError } from '../lib/app-error';

/**
 * Who may call a route. Every route declares one (checked at registration), so the
 * authorization matrix can be generated from the route table.
 */
export type Access = 'public' | 'member' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** State-changing calls check Origin unless this is false (provider webhooks). */
    originCheck?: boolean;
    /** False for routes that never read the member (the build's files): no session lookup. */
    session?: boolean;
  }
}

export interface RouteInfo {
  method: string;
  url: string;
  access: Access;
  /** False only for routes that opted out of the Origin check (provider webhooks). */
  originCheck: boolean;
  /** The route's own rate limit, when it has one. */
  rateLimit: { max: number; timeWindow: number } | null;
  /** It moves coins or money: it needs an Idempotency-Key (http/idempotency.ts). */
  idempotent: boolean;
  /** Listed in the OpenAPI document (the reference's own pages are not). */
  documented: boolean;
  /** It declares its answers (schema.response). */
  answers: boolean;
}

const kContextConfig = Symbol('contextConfig');

type ContextConfig = FastifyContextConfig & { access: Access };

/**
 * The route config (access rule and the rest) of every route a plugin registers in this
 * (encapsulated) context, under the config a route declares itself: for plugins whose routes
 * take no `config` (the API references' pages; the public one's also says it is a /api/v1 route
 * without a session, http/api-token.ts). Read by this file's onRoute hook, which runs before the
 * others that check a route's config.
 */
export function defaultRouteConfig(instance: FastifyInstance, config: ContextConfig): void {
  (instance as { [kContextConfig]?: ContextConfig })[kContextConfig] = config;
}

/** Every registered API route with its access rule, for the authorization matrix. */
export function collectRoutes(app: FastifyInstance): RouteInfo[] {
  return (app as unknown as { routeTable: RouteInfo[] }).routeTable;
}

export function installAccessControl(app: FastifyInstance): void {
  const table: RouteInfo[] = [];
  (app as unknown as { routeTable: RouteInfo[] }).routeTable = table;
  app.addHook('onRoute', function (route) {
    // A plugin's own routes (the API references' pages) take the config of the context it runs in.
    const context = (this as { [kContextConfig]?: ContextConfig })[kContextConfig];
    const access = route.config?.access ?? context?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    route.config = { ...context, ...route.config, access };
    const schema = route.schema as { response?: unknown; hide?: boolean } | undefined;
    const limit = route.config?.rateLimit as { max?: unknown; timeWindow?: unknown } | undefined;
    const rateLimit =
      typeof limit?.max === 'number' && typeof limit.timeWindow === 'number'
        ? { max: limit.max, timeWindow: limit.timeWindow }
        : null;
    const originCheck = route.config?.originCheck !== false;
    const idempotent = route.config?.idempotent === true;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        table.push({
          method,
          url: route.url,
          access,
          originCheck,
          rateLimit,
          idempotent,
          documented: schema?.hide !== true,
          answers: schema?.response !== undefined,
        });
    }
  });
  // preValidation, so an anonymous caller learns nothing from body validation errors.
  app.addHook('preValidation', async (req) => {
    // Only the not-found handler has no rule (onRoute guarantees it for real routes).
    enforce(req, req.routeOptions.config.access ?? 'public');
  });
}

function enforce(req: FastifyRequest, access: Access): void {
  if (access === 'public') return;
  const member = req.member;
  if (!member) throw new AppError('UNAUTHENTICATED');
  if (access === 'member') return;
  if (!access.includes(member.mbrAtrbCd)) throw new AppError('FORBIDDEN');
}
