import fp from 'fastify-plugin';
import type { SessionUser } from '@seller/shared';
import { decorateRequestMember } from './request-member';

export interface SessionOptions {
  /** The session cookie's name (the auth feature's). */
  cookieName: string;
  /** The auth feature's look-up: the member and the token's hash, or null for no valid session. */
  resolve(token: string | undefined): Promise<{ user: SessionUser; tokenHash: string } | null>;
}

/**
 * Resolves the session once per request, before anything reads it: `req.member`,
 * `req.sessionHash` and `req.me` (http/request-member.ts). Routes that never read the member
 * (the build's files, `config.session = false`) skip the look-up. fastify-plugin keeps the hook
 * on the app itself instead of an encapsulated child, so it runs for every route.
 */
export const sessionPlugin = fp<SessionOptions>(
  async (app, opts) => {
    decorateRequestMember(app);
    app.addHook('onRequest', async (req) => {
      if (req.routeOptions.config.session === false) return;
      const found = await opts.resolve(req.cookies[opts.cookieName]);
      req.member = found?.user ?? null;
      req.sessionHash = found?.tokenHash ?? null;
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
