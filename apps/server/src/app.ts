import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ko } from '@seller/shared';
import type { Config } from './config';
import { type AppDeps, createServices, type Services } from './services';
import { ANON_COOKIE, SESSION_COOKIE } from './features/session/session.domain';
import { bearerToken, TOKEN_RATE } from './features/api-tokens/api-tokens.domain';
import { installAccessControl } from './http/access';
import { installApiTokens } from './http/api-token';
import { installIdempotencyKeys } from './http/idempotency';
import { installInputGuard } from './http/input-guard';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/error-handler';
import { installOriginCheck } from './http/origin-check';
import { installOpenApi } from './http/openapi';
import { answerSerializer } from './http/serializer';
import { countHit, databaseRateLimitStore } from './http/rate-limit-store';
import { installSecurityHeaders } from './http/security';
import { sessionPlugin } from './http/session';
import { installSpa } from './http/spa';
import { systemRoutes } from './http/system.routes';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { installRequestMetrics } from './http/metrics';

export { createServices, type AppDeps, type Ports, type Services } from './services';

export async function buildApp({
  config,
  deps,
  services = createServices(config, deps),
}: {
  config: Config;
  deps: AppDeps;
  services?: Services;
}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: services.log as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    // Fastify turns Node's request timeout off by default, so a body sent a byte at a time held
    // its connection for ever (slowloris). Node answers a late request 408 through
    // clientErrorHandler; a silent connection is closed.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      requestTimeout: config.timeouts.requestMs,
      headersTimeout: config.timeouts.headersMs,
      // Node looks for late requests at this interval (30 s by default), so a timeout may run over
      // by as much; a quarter of the shortest one keeps the overrun small at little cost.
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(50, Math.floor(Math.min(config.timeouts.headersMs, config.timeouts.requestMs) / 4)),
      ),
    },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(config.env !== 'production'));
  installErrorHandler(app);
  installRequestMetrics(app);
  installAccessControl(app);
  installInputGuard(app);
  installIdempotencyKeys(app);
  app.addHook('onClose', () => services.settle());
  app.addHook('onClose', () => services.composition.close());
  await app.register(cookie);
  // Every compressible answer of 1 kB or more goes out compressed as the client's Accept-Encoding
  // allows (before the routes: the plugin attaches to each route as it is added). Answers that
  // already carry a Content-Encoding (the SPA's precompressed pages and assets) and types that do
  // not compress (xlsx downloads) pass as they are. Request bodies are not inflated: no client
  // sends them compressed and the body limit should bound what we parse.
  // Up to 256 kB compressed in one synchronous call: the stream path the plugin takes above its
  // default (8 kB on 2 cores) cost the tracked-goods list (197 kB) 3.3 ms a request against 1 ms
  // inline (bench/README, "Where the list's time goes"); the thread pool it hands work to is the
  // same two cores.
  await app.register(compress, { threshold: 1024, syncThreshold: 256 * 1024, globalDecompression: false });
  await installSecurityHeaders(app, config);
  await app.register(rateLimit, {
    global: false,
    // Counts shared by every instance on the database, or this process's own (config.rateLimitStore).
    ...(config.rateLimitStore === 'database'
      ? {
          store: databaseRateLimitStore(deps.database.db, (err) =>
            services.log.warn({ err }, 'rate limit sweep failed'),
          ),
        }
      : {}),
    errorResponseBuilder: () => ({ statusCode: 429, code: 'RATE_LIMITED', message: ko.errors.RATE_LIMITED }),
  });
  installOriginCheck(app, { publicUrl: config.publicUrl, sessionCookies: [SESSION_COOKIE, ANON_COOKIE] });
  await installOpenApi(app);

  // The member of every request, from the session cookie only (http/session.ts).
  await app.register(sessionPlugin, {
    cookieName: SESSION_COOKIE,
    resolve: (token) => services.auth.resolve(token),
  });
  // The public API's member from `Authorization: Bearer` only; counted per token in the database.
  installApiTokens(app, {
    resolve: async (header) => {
      const token = bearerToken(header);
      const caller = token ? await services.apiTokens.resolve(token) : null;
      return caller && { user: caller.user, key: String(caller.tokenSn), mayWrite: caller.scope === 'write' };
    },
    count: (key, windowMs) => countHit(deps.database.db, key, windowMs),
    limit: TOKEN_RATE,
  });
  // Every feature's routes, as its module declares them (src/modules.ts).
  await services.composition.routes(app);
  // Jobs start after the app is built (they need its logger), so health reads them lazily.
  systemRoutes(app, { config, database: deps.database, jobs: () => deps.jobs });
  await installSpa(app, config.webDist);
  return app;
}
