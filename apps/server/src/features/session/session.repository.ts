import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { SessionUser } from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import { agencyGroups, members, sessions } from '../../db/schema/index';
import { sessionUserColumns } from '../../db/schema/session-user';

export async function insertSession(
  db: DbOrTx,
  values: { tokenHash: string; mbrSn: number; expiresAt: Date; userAgent?: string; ip?: string },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * The session user (spec 01 §3) of a live session of an active member, or null.
 * One query: it runs on every request.
 */
export function sessionUserQuery(db: Db): (tokenHash: string, now: Date) => Promise<SessionUser | null> {
  // Prepared once (on PostgreSQL a named statement per connection): no SQL building or planning
  // per request.
  const query = db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(members, eq(members.mbrSn, sessions.mbrSn))
    .leftJoin(agencyGroups, eq(agencyGroups.id, members.groupId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        eq(members.status, 'ACTIVE'),
      ),
    )
    .limit(1)
    .prepare('session_user');
  return async (tokenHash, now) => (await query.execute({ tokenHash, now: now.toISOString() }))[0] ?? null;
}

export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteMemberSessions(db: DbOrTx, memberId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.mbrSn, memberId));
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ h: sessions.tokenHash });
  return rows.length;
}

export async function touchLogin(db: DbOrTx, memberId: number, at: Date): Promise<void> {
  await db.update(members).set({ lastLoginAt: at }).where(eq(members.mbrSn, memberId));
}
