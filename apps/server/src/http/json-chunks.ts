import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

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
