import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '@seller/shared';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, resolved from the session cookie only (never from a payload). */
    member: SessionUser | null;
    /**
     * The signed-in member of a route whose access rule needs one (`member` or roles): the access
     * hook has refused the call before the handler runs when there is none. Read on a public route
     * without a session it throws UNAUTHENTICATED.
     */
    readonly me: SessionUser;
    /** SHA-256 of the session token of this request, when a valid session was found. */
    sessionHash: string | null;
  }
}

/** Decorates requests with `member`, `sessionHash` (filled by the session hook) and `me`. */
export function decorateRequestMember(app: FastifyInstance): void {
  app.decorateRequest('member', null);
  app.decorateRequest('sessionHash', null);
  app.decorateRequest('me', {
    getter(this: FastifyRequest) {
      if (!this.member) throw new AppError('UNAUTHENTICATED');
      return this.member;
    },
  });
}
