import type { ApiTokenRow, ApiTokenScope, CreateApiTokenBody, SessionUser } from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { LAST_USED_STEP_MS, MAX_TOKENS, expiryOf, hashApiToken, newToken } from './api-tokens.domain';
import { tokenCreatedMail } from './api-tokens.mail';
import type { TokenMailPort } from './api-tokens.ports';
import * as repo from './api-tokens.repository';

/** Where the token mail's link goes: the web's 마이페이지 → API. */
const TOKENS_PAGE = '/myPage/api';

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

interface ApiTokensDeps {
  db: Db;
  now: () => Date;
  /** The member is told of every token made on its account (issue 35 §4). */
  mail: TokenMailPort;
  publicUrl: string;
  /** Runs a task after the answer (the app waits for it before closing). */
  later: (task: Promise<unknown>) => void;
  logError?: (err: unknown, what: string) => void;
}

export function createApiTokensService(deps: ApiTokensDeps) {
  return {
    async list(memberId: number): Promise<ApiTokenRow[]> {
      return (await repo.tokensOf(deps.db, memberId)).map(rowOf);
    },

    /**
     * A new token, after the member's current password (issue 35 §4); the answer is the only
     * place its clear text ever appears. The member gets a mail naming it.
     */
    async create(memberId: number, input: CreateApiTokenBody): Promise<ApiTokenRow & { token: string }> {
      const owner = await repo.ownerOf(deps.db, memberId);
      if (!owner || owner.status !== 'ACTIVE') throw new AppError('MEMBER_NOT_FOUND');
      if (!owner.passwordHash) throw new AppError('API_TOKEN_PASSWORD_NOT_SET');
      // Checked before the transaction: argon2 takes a while and must not hold the row lock.
      if (!(await verifyPassword(owner.passwordHash, input.currentPassword))) {
        throw new AppError('PASSWORD_WRONG');
      }
      const at = deps.now();
      const made = await deps.db.transaction(async (tx) => {
        // The member's row held to the commit: a password change in between either finishes
        // first (the hash differs: refused) or waits and then revokes this token too.
        const locked = await repo.ownerOf(tx, memberId, true);
        if (locked?.passwordHash !== owner.passwordHash) throw new AppError('PASSWORD_WRONG');
        // Counted under the member's own rows' lock would need a member lock; the limit is a
        // courtesy against clutter, not a money rule, so a rare race past it is harmless.
        if ((await repo.liveCount(tx, memberId, at)) >= MAX_TOKENS) throw new AppError('API_TOKEN_LIMIT');
        const { token, hash, hint } = newToken();
        const row = await repo.insertToken(tx, {
          mbrSn: memberId,
          name: input.name,
          scope: input.scope,
          tokenHash: hash,
          hint,
          createdAt: at,
          expiresAt: expiryOf(at, input.expiresInDays),
        });
        return { ...rowOf(row), token };
      });
      // After the commit and off the answer's path: a slow or failing mail server delays nothing.
      const mail = tokenCreatedMail({
        memberName: owner.name,
        tokenName: made.name,
        scope: made.scope,
        hint: made.hint,
        createdAt: at,
        expiresAt: made.expiresAt ? new Date(made.expiresAt) : null,
        link: `${deps.publicUrl}${TOKENS_PAGE}`,
      });
      deps.later(
        deps.mail
          .sendMail({ to: owner.email, ...mail })
          .catch((err: unknown) => deps.logError?.(err, 'api token mail')),
      );
      return made;
    },

    /**
     * Every live token of the member ends: its password was changed or reset, or it withdrew
     * (issue 35 §4). Called inside that change's transaction; how many were revoked.
     */
    revokeAll: (tx: DbOrTx, memberId: number): Promise<number> => repo.revokeAllOf(tx, memberId, deps.now()),

    async revoke(memberId: number, tokenSn: number): Promise<void> {
      if (!(await repo.revoke(deps.db, memberId, tokenSn, deps.now())))
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
