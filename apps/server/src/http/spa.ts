import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath, notFoundBody } from './error-handler';

/** Serves the built SPA: real files from dist, index.html for client routes, JSON 404 for APIs. */
export async function installSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasDist = fs.existsSync(path.join(webDist, 'index.html'));
  // preCompressed: the build writes .br/.gz beside each asset (apps/web/vite.config.ts); a
  // browser that accepts one gets it, anything else the plain file.
  if (hasDist) await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });

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
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0 });
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
