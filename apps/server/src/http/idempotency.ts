import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN } from '@seller/shared';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call moves coins or money: it needs an Idempotency-Key (lib/idempotency.ts). */
    idempotent?: true;
  }
  interface FastifyRequest {
    /** The checked Idempotency-Key of an `idempotent` route. */
    idempotencyKey?: string;
  }
}

/**
 * Routes declaring `idempotent` refuse a call without a well-formed Idempotency-Key (400, Korean
 * message) and hand the key to the handler. After access control and body validation, so an
 * anonymous caller learns nothing and a bad form gets its own message first.
 */
export function installIdempotencyKeys(app: FastifyInstance): void {
  app.decorateRequest('idempotencyKey', undefined);
  app.addHook('preHandler', async (req) => {
    if (!req.routeOptions.config.idempotent) return;
    const header = req.headers['idempotency-key'];
    const key = Array.isArray(header) ? undefined : header?.trim();
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    req.idempotencyKey = key;
  });
}

/** The key of an `idempotent` route's request (the hook guarantees it). */
export function keyOf(req: { idempotencyKey?: string | undefined }): string {
  if (!req.idempotencyKey) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return req.idempotencyKey;
}
