import { Readable } from 'node:stream';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { type GzipPrefix, gzipTail } from '../lib/gzip-prefix';

const encodings = new Negotiator<'gzip' | 'identity'>({ supportedValues: ['gzip', 'identity'] });

/**
 * Answers a JSON body kept as byte chunks (a large part kept between requests and a small part
 * made for this one) without joining them: a join copies the whole body into fresh memory on
 * every request, which cost more than the rest of the list answer under load (bench/README).
 */
export function sendJsonChunks(reply: FastifyReply, chunks: readonly Buffer[]): FastifyReply {
  const length = chunks.reduce((n, c) => n + c.length, 0);
  return reply
    .type('application/json; charset=utf-8')
    .header('content-length', length)
    .send(Readable.from(chunks, { objectMode: false }));
}

/**
 * The same for a kept part with its gzip made once: a client that accepts gzip (every browser)
 * gets the kept part's compressed bytes and the tail as a stored block (lib/gzip-prefix.ts), so a
 * 145 kB list travels as about a tenth of that at no compression cost per request.
 */
export function sendKeptJson(
  reply: FastifyReply,
  acceptEncoding: string | undefined,
  kept: GzipPrefix,
  tail: Buffer,
): FastifyReply {
  reply.header('vary', 'accept-encoding');
  if (acceptEncoding && encodings.negotiate(acceptEncoding) === 'gzip') {
    reply.header('content-encoding', 'gzip');
    return sendJsonChunks(reply, [kept.gzip, gzipTail(kept, tail)]);
  }
  return sendJsonChunks(reply, [kept.raw, tail]);
}
