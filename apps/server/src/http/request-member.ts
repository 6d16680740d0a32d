import type { SessionUser } from '@seller/shared';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, resolved from the session cookie only (never from a payload). */
    member: SessionUser | null;
    /** SHA-256 of the session token of this request, when a valid session was found. */
    sessionHash: string | null;
  }
}

export {};
