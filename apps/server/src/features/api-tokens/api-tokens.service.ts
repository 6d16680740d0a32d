import type { ApiTokenRow, ApiTokenScope, CreateApiTokenBody, SessionUser } from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { LAST_USED_STEP_MS, MAX_TOKENS, expiryOf, hashApiToken, newToken } from './api-tokens.domain';
import * as repo from './api-tokens.repository';

export interface ApiCaller {
  user: SessionUser;
  tokenSn: number;
  scope: ApiTokenScope;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function rowOf(r: Awaited<ReturnType<typeof repo.tokensOf>>[number]): ApiTokenRow {
  return {
    id: r.id,
    name: r.name,
    scope: r.scope as ApiTokenScope,
    hint: r.hint,
    createdAt: r.createdAt.toISOString(),
    expiresAt: iso(r.expiresAt),
    lastUsedAt: iso(r.lastUsedAt),
  };
}

export function createApiTokensService(deps: { db: Db; now: () => Date }) {
  return {
    async list(mbrSn: number): Promise<ApiTokenRow[]> {
      return (await repo.tokensOf(deps.db, mbrSn)).map(rowOf);
    },

    /** A new token; the answer is the only place its clear text ever appears. */
    async create(mbrSn: number, input: CreateApiTokenBody): Promise<ApiTokenRow & { token: string }> {
      const at = deps.now();
      return deps.db.transaction(async (tx) => {
        // Counted under the member's own rows' lock would need a member lock; the limit is a
        // courtesy against clutter, not a money rule, so a rare race past it is harmless.
        if ((await repo.liveCount(tx, mbrSn, at)) >= MAX_TOKENS) throw new AppError('API_TOKEN_LIMIT');
        const { token, hash, hint } = newToken();
        const row = await repo.insertToken(tx, {
          mbrSn,
          name: input.name,
          scope: input.scope,
          tokenHash: hash,
          hint,
          createdAt: at,
          expiresAt: expiryOf(at, input.expiresInDays),
        });
        return { ...rowOf(row), token };
      });
    },

    async revoke(mbrSn: number, tokenSn: number): Promise<void> {
      if (!(await repo.revoke(deps.db, mbrSn, tokenSn, deps.now())))
        throw new AppError('API_TOKEN_NOT_FOUND');
    },

    /** The caller of a Bearer token, or null for an unknown, revoked or expired one. Marks it used. */
    async resolve(token: string): Promise<ApiCaller | null> {
      if (token.length > 100) return null;
      const at = deps.now();
      const found = await repo.activeByHash(deps.db, hashApiToken(token), at);
      if (!found) return null;
      await repo.touch(deps.db, found.tokenSn, at, LAST_USED_STEP_MS);
      return { user: found.user as SessionUser, tokenSn: found.tokenSn, scope: found.scope as ApiTokenScope };
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
