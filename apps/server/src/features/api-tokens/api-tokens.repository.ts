import { and, count, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencyGroups, apiTokens, members } from '../../db/schema';
import { sessionUserColumns } from '../../db/schema/session-user';

const listed = {
  id: apiTokens.tokenSn,
  name: apiTokens.name,
  scope: apiTokens.scope,
  hint: apiTokens.hint,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

export async function insertToken(
  db: DbOrTx,
  row: {
    mbrSn: number;
    name: string;
    scope: string;
    tokenHash: string;
    hint: string;
    createdAt: Date;
    expiresAt: Date | null;
  },
) {
  const [inserted] = await db.insert(apiTokens).values(row).returning(listed);
  return inserted!;
}

/** The member's tokens that are not revoked (expired ones too, marked in the list). */
export async function tokensOf(db: DbOrTx, memberId: number) {
  return db
    .select(listed)
    .from(apiTokens)
    .where(and(eq(apiTokens.mbrSn, memberId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.tokenSn));
}

export async function liveCount(db: DbOrTx, memberId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.mbrSn, memberId),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * What making a token needs of its member: the password to check, the address to tell. With
 * `lock`, the member's row is held until the transaction ends, so a password change (which
 * updates this row and then revokes the member's tokens) cannot pass between the check and the
 * insert.
 */
export async function ownerOf(db: DbOrTx, memberId: number, lock = false) {
  const q = db
    .select({
      email: members.email,
      name: members.name,
      passwordHash: members.passwordHash,
      status: members.status,
    })
    .from(members)
    .where(eq(members.mbrSn, memberId));
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

/** Revokes every live token of the member (password change or reset, withdrawal); how many. */
export async function revokeAllOf(db: DbOrTx, memberId: number, at: Date): Promise<number> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: at })
    .where(and(eq(apiTokens.mbrSn, memberId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.tokenSn });
  return rows.length;
}

/** Revokes one of the member's own tokens; false when there is none of that id. */
export async function revoke(db: DbOrTx, memberId: number, tokenSn: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: at })
    .where(and(eq(apiTokens.tokenSn, tokenSn), eq(apiTokens.mbrSn, memberId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.tokenSn });
  return rows.length > 0;
}

/**
 * The usable token of a hash with its member, as the session look-up answers it: revoked,
 * expired tokens and members no longer active find nothing.
 */
export async function activeByHash(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      tokenSn: apiTokens.tokenSn,
      scope: apiTokens.scope,
      user: sessionUserColumns,
    })
    .from(apiTokens)
    .innerJoin(members, eq(members.mbrSn, apiTokens.mbrSn))
    .leftJoin(agencyGroups, eq(agencyGroups.id, members.groupId))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
        eq(members.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks the token used, unless it was marked less than `stepMs` ago (one write a minute at most). */
export async function touch(db: DbOrTx, tokenSn: number, at: Date, stepMs: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(apiTokens.tokenSn, tokenSn),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(at.getTime() - stepMs))),
      ),
    );
}
