import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sessionAnswer } from '../features/auth/auth.routes';
import { isApiPath, notFoundBody } from './error-handler';
import { loadPages, pickEncoding } from './spa-pages';

export interface SpaOptions {
  /** What `GET /api/app-config` answers; every page carries it (spa-pages.ts). */
  appConfig: Record<string, unknown>;
}

/** Serves the built SPA: real files from dist, the app's page for client routes, JSON 404 for APIs. */
export async function installSpa(app: FastifyInstance, webDist: string, options: SpaOptions): Promise<void> {
  const pages = loadPages(webDist, options.appConfig);
  // preCompressed: the build writes .br/.gz beside each asset (apps/web/vite.config.ts); a
  // browser that accepts one gets it, anything else the plain file.
  if (pages) await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });

  /** The request's path, decoded, without the leading slash. */
  const relOf = (url: string) => decodeURIComponent(url.split('?')[0] ?? '/').replace(/^\/+/, '');
  /** Whether a decoded path names a file of the build. */
  const isBuildFile = (rel: string): boolean => {
    const file = path.resolve(webDist, rel);
    return rel !== '' && file.startsWith(webDist + path.sep) && isFile(file);
  };

  // The build's hashed files never change and never depend on who asks: no session lookup
  // (a page's first load is some 40 files, each was one session query).
  app.get('/assets/*', { config: { access: 'public', session: false } }, async (req, reply) => {
    reply.header('vary', 'accept-encoding');
    const rel = relOf(req.url);
    if (!pages || !isBuildFile(rel)) return reply.status(404).send(notFoundBody);
    return reply.sendFile(rel, { maxAge: 31_536_000_000, immutable: true });
  });

  app.get('/*', { config: { access: 'public' } }, async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    // The same URL answers brotli, gzip or plain by Accept-Encoding: shared caches must key on it.
    reply.header('vary', 'accept-encoding');
    if (isApiPath(url) || !pages) return reply.status(404).send(notFoundBody);
    const rel = relOf(url);
    if (isBuildFile(rel)) return reply.sendFile(rel, { maxAge: 0 });
    if (path.extname(rel)) return reply.status(404).send(notFoundBody);
    const page = pages.get(url);
    reply.type('text/html; charset=utf-8');
    if (!req.member) {
      const encoding = pickEncoding(req.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.header('cache-control', 'no-cache').send(page.visitor[encoding]);
    }
    // The member's own page: the same answer memberSession gives, for this member only.
    reply.header('cache-control', 'private, no-cache');
    const body = page.render({ session: sessionAnswer(req.member), appConfig: options.appConfig });
    if (pickEncoding(req.headers['accept-encoding'], { br: false }) === 'identity') return reply.send(body);
    return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(body));
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
