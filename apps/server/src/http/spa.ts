import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath, notFoundBody } from './error-handler';

/**
 * Serves the built SPA with @fastify/static: real files from dist, index.html for client routes
 * (the app then asks the API for the session and the app config), JSON 404 for API paths.
 * preCompressed: the web build writes .br/.gz beside each asset (apps/web/vite.config.ts); a
 * browser that accepts one gets it, anything else the plain file.
 */
export async function installSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasIndex = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasIndex) await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });

  /** The request's path, decoded, without the leading slash. */
  const relOf = (url: string) => decodeURIComponent(url.split('?')[0] ?? '/').replace(/^\/+/, '');
  /** Whether a decoded path names a file of the build. */
  const isBuildFile = (rel: string): boolean => {
    const file = path.resolve(webDist, rel);
    return rel !== '' && file.startsWith(webDist + path.sep) && isFile(file);
  };

  // The build's hashed files never change and never depend on who asks: no session lookup
  // (a page's first load is many files, each would be one session query).
  app.get('/assets/*', { config: { access: 'public', session: false } }, async (req, reply) => {
    reply.header('vary', 'accept-encoding');
    const rel = relOf(req.url);
    if (!hasIndex || !isBuildFile(rel)) return reply.status(404).send(notFoundBody);
    return reply.sendFile(rel, { maxAge: 31_536_000_000, immutable: true });
  });

  // The document and the other root files are the same for everyone: no session lookup either.
  app.get('/*', { config: { access: 'public', session: false } }, async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    // The same URL answers brotli, gzip or plain by Accept-Encoding: shared caches must key on it.
    reply.header('vary', 'accept-encoding');
    if (isApiPath(url) || !hasIndex) return reply.status(404).send(notFoundBody);
    const rel = relOf(url);
    if (isBuildFile(rel)) return reply.sendFile(rel, { maxAge: 0 });
    if (path.extname(rel)) return reply.status(404).send(notFoundBody);
    // A client route: the app's document, revalidated on every load so a new build is picked up.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });

  app.setNotFoundHandler((_req, reply) => reply.status(404).send(notFoundBody));
}

/** A name too long for the file system (or a file used as a folder) is simply no file of ours. */
function isFile(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}
