import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath, notFoundBody } from './error-handler';
import { loadPages, pageKey, pickEncoding } from './spa-pages';

/** Serves the built SPA: real files from dist, index.html for client routes, JSON 404 for APIs. */
export async function installSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasDist = fs.existsSync(path.join(webDist, 'index.html'));
  // preCompressed: the build writes .br/.gz beside each asset (apps/web/vite.config.ts); a
  // browser that accepts one gets it, anything else the plain file.
  if (hasDist) await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });
  const pages = hasDist ? loadPages(webDist) : new Map();

  app.get('/*', { config: { access: 'public' } }, async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    // The same URL answers brotli, gzip or plain by Accept-Encoding: shared caches must key on it.
    reply.header('vary', 'accept-encoding');
    if (isApiPath(url) || !hasDist) return reply.status(404).send(notFoundBody);
    const rel = decodeURIComponent(url).replace(/^\/+/, '');
    const file = path.resolve(webDist, rel);
    if (rel && file.startsWith(webDist + path.sep) && isFile(file)) {
      const immutable = rel.startsWith('assets/');
      return reply.sendFile(rel, { maxAge: immutable ? 31_536_000_000 : 0, immutable });
    }
    if (path.extname(rel)) return reply.status(404).send(notFoundBody);
    reply.header('cache-control', 'no-cache');
    const page = pages.get(pageKey(url));
    // cacheControl false: keep no-cache (send would write its own `public, max-age=0`).
    if (!page) return reply.sendFile('index.html', { cacheControl: false });
    // A screen of the route table: index.html with that screen's scripts preloaded (spa-pages.ts).
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page[encoding]);
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
