import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie sessions need CSRF protection: browsers send Origin on state-changing requests,
 * so a foreign Origin (or a cross-site fetch) is refused. Calls without Origin come from
 * servers and tools, which carry no browser cookie of ours.
 */
export function installOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || req.routeOptions.config?.originCheck === false) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new AppError('ORIGIN_REJECTED');
    if (!origin) return;
    const self = `${req.protocol}://${req.headers.host ?? ''}`;
    if (origin !== allowed && origin !== self) throw new AppError('ORIGIN_REJECTED');
  });
}
