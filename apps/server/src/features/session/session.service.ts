import type { SessionUser } from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { sessionExpiry } from './session.domain';
import {
  deleteExpiredSessions,
  deleteSession,
  insertSession,
  sessionUserQuery,
  touchLogin,
} from './session.repository';

/** What auth needs to know about members; the app wires the members repository in. */
interface MemberLookup {
  findByEmail(
    db: DbOrTx,
    email: string,
  ): Promise<{ mbrSn: number; passwordHash: string | null; status: string } | undefined>;
}

export interface AuthDeps {
  db: Db;
  members: MemberLookup;
  sessionTtlHours: number;
  now?: () => Date;
}

// Verifying against a real hash for unknown emails keeps response times alike,
// so timing does not tell whether an email is registered.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('timing-equaliser-1!'));

export function createAuthService(deps: AuthDeps) {
  const now = deps.now ?? (() => new Date());
  const findSessionUser = sessionUserQuery(deps.db);
  /** Opens a fresh session for a member whose identity was proven (password or Kakao). */
  const openSession = async (input: {
    mbrSn: number;
    previousHash: string | null;
    userAgent?: string;
    ip?: string;
  }): Promise<{ token: string; expiresAt: Date }> => {
    const member = { mbrSn: input.mbrSn };
    const token = newSessionToken();
    const at = now();
    const expiresAt = sessionExpiry(at, deps.sessionTtlHours);
    await deps.db.transaction(async (tx) => {
      if (input.previousHash) await deleteSession(tx, input.previousHash);
      await insertSession(tx, {
        tokenHash: hashToken(token),
        mbrSn: member.mbrSn,
        expiresAt,
        ...(input.userAgent ? { userAgent: input.userAgent.slice(0, 300) } : {}),
        ...(input.ip ? { ip: input.ip } : {}),
      });
      await touchLogin(tx, member.mbrSn, at);
    });
    return { token, expiresAt };
  };

  return {
    /** Checks credentials and opens a fresh session; the previous one (if any) is dropped. */
    async login(input: {
      email: string;
      password: string;
      previousHash: string | null;
      userAgent?: string;
      ip?: string;
    }): Promise<{ token: string; expiresAt: Date }> {
      const member = await deps.members.findByEmail(deps.db, input.email);
      const ok = await verifyPassword(member?.passwordHash ?? (await dummy()), input.password);
      if (!member || !member.passwordHash || !ok || member.status !== 'ACTIVE') {
        throw new AppError('LOGIN_FAILED');
      }
      return openSession({ ...input, mbrSn: member.mbrSn });
    },
    openSession,

    async logout(tokenHash: string | null): Promise<void> {
      if (tokenHash) await deleteSession(deps.db, tokenHash);
    },

    /** Resolves a cookie token to its member, or null when absent, expired or revoked. */
    async resolve(token: string | undefined): Promise<{ user: SessionUser; tokenHash: string } | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const user = await findSessionUser(tokenHash, now());
      return user ? { user, tokenHash } : null;
    },

    cleanupExpired: () => deleteExpiredSessions(deps.db, now()),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
