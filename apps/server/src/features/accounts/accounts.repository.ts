// Over 300 lines: the SQL of the anonymous state, e-mail codes, identities and the member and
// session rows the account flows write, kept together as the tables are (one per section below).
import { and, desc, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  anonSessions,
  emailCodes,
  identityVerifications,
  mailSendCounts,
  memberConsents,
  members,
  sessions,
  type MemberRow,
} from '../../db/schema/index';

// ---- anonymous browser sessions ----------------------------------------------------------------

export async function findAnon(db: DbOrTx, tokenHash: string, now: Date) {
  const rows = await db
    .select()
    .from(anonSessions)
    .where(and(eq(anonSessions.tokenHash, tokenHash), gt(anonSessions.expiresAt, now)))
    .limit(1);
  return rows[0];
}

export async function insertAnon(
  db: DbOrTx,
  tokenHash: string,
  createdAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db.insert(anonSessions).values({ tokenHash, createdAt, expiresAt });
}

export async function touchAnon(db: DbOrTx, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(anonSessions).set({ expiresAt }).where(eq(anonSessions.tokenHash, tokenHash));
}

export async function deleteExpiredAnon(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(anonSessions)
    .where(lt(anonSessions.expiresAt, now))
    .returning({ h: anonSessions.tokenHash });
  return rows.length;
}

// ---- e-mail codes ------------------------------------------------------------------------------

export type EmailCodeRow = typeof emailCodes.$inferSelect;

/**
 * Counts one code mail for `keyHash` on `day` unless `limit` were already sent: true when counted.
 * One conditional upsert, so concurrent requests on any instance never pass the cap together.
 */
export async function countMailSend(
  db: DbOrTx,
  key: { scope: 'address' | 'client'; keyHash: string; day: string },
  limit: number,
): Promise<boolean> {
  const rows = await db
    .insert(mailSendCounts)
    .values({ ...key, count: 1 })
    .onConflictDoUpdate({
      target: [mailSendCounts.scope, mailSendCounts.keyHash, mailSendCounts.day],
      set: { count: sql`${mailSendCounts.count} + 1` },
      setWhere: sql`${mailSendCounts.count} < ${limit}`,
    })
    .returning({ count: mailSendCounts.count });
  return rows.length > 0;
}

/** Gives back a counted send (the mail could not go out, or the other cap refused it). */
export async function uncountMailSend(
  db: DbOrTx,
  key: { scope: 'address' | 'client'; keyHash: string; day: string },
): Promise<void> {
  await db
    .update(mailSendCounts)
    .set({ count: sql`greatest(${mailSendCounts.count} - 1, 0)` })
    .where(
      and(
        eq(mailSendCounts.scope, key.scope),
        eq(mailSendCounts.keyHash, key.keyHash),
        eq(mailSendCounts.day, key.day),
      ),
    );
}

/** Counts of days before `day` are no longer needed. */
export async function deleteOldMailCounts(db: DbOrTx, day: string): Promise<void> {
  await db.delete(mailSendCounts).where(lt(mailSendCounts.day, day));
}

export async function lastCodeSentTo(
  db: DbOrTx,
  email: string,
  purpose: 'join' | 'reset',
): Promise<Date | null> {
  const rows = await db
    .select({ at: emailCodes.createdAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return rows[0]?.at ?? null;
}

export async function insertCode(db: DbOrTx, values: typeof emailCodes.$inferInsert): Promise<number> {
  const [row] = await db.insert(emailCodes).values(values).returning({ id: emailCodes.id });
  return row!.id;
}

export async function deleteCode(db: DbOrTx, id: number): Promise<void> {
  await db.delete(emailCodes).where(eq(emailCodes.id, id));
}

/** The newest code this browser session asked for this e-mail and purpose (older ones are superseded). */
export async function latestCode(
  db: DbOrTx,
  anonHash: string,
  purpose: 'join' | 'reset',
  email: string,
): Promise<EmailCodeRow | undefined> {
  const rows = await db
    .select()
    .from(emailCodes)
    .where(
      and(eq(emailCodes.anonHash, anonHash), eq(emailCodes.purpose, purpose), eq(emailCodes.email, email)),
    )
    .orderBy(desc(emailCodes.id))
    .limit(1);
  return rows[0];
}

/** Counts a wrong attempt; the conditional update keeps concurrent guesses within the limit. */
export async function bumpAttempts(db: DbOrTx, id: number, max: number): Promise<number | null> {
  const rows = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, id), lt(emailCodes.attempts, max)))
    .returning({ attempts: emailCodes.attempts });
  return rows[0]?.attempts ?? null;
}

export async function markCodeVerified(db: DbOrTx, id: number, at: Date, max: number): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ verifiedAt: at })
    .where(and(eq(emailCodes.id, id), lt(emailCodes.attempts, max), gt(emailCodes.expiresAt, at)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}

/** A verified, unused code of this browser session for this e-mail, verified since `since`. */
export async function findVerifiedCode(
  db: DbOrTx,
  anonHash: string,
  purpose: 'join' | 'reset',
  email: string,
  since: Date,
): Promise<EmailCodeRow | undefined> {
  const rows = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.anonHash, anonHash),
        eq(emailCodes.purpose, purpose),
        eq(emailCodes.email, email),
        gte(emailCodes.verifiedAt, since),
        isNull(emailCodes.consumedAt),
      ),
    )
    .orderBy(desc(emailCodes.id))
    .limit(1);
  return rows[0];
}

export async function consumeCode(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ consumedAt: at })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}

// ---- identity verifications --------------------------------------------------------------------

export type IdentityRow = typeof identityVerifications.$inferSelect;

export async function insertIdentity(
  db: DbOrTx,
  id: string,
  anonHash: string,
  createdAt: Date,
): Promise<void> {
  await db.insert(identityVerifications).values({ id, anonHash, createdAt });
}

/**
 * Claims the one processing of a PortOne result: only for an id this browser session started,
 * only once. A second return with the same id (a replay) gets false.
 */
export async function claimIdentityReturn(
  db: DbOrTx,
  id: string,
  anonHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(identityVerifications)
    .set({ returnedAt: at })
    .where(
      and(
        eq(identityVerifications.id, id),
        eq(identityVerifications.anonHash, anonHash),
        eq(identityVerifications.status, 'PENDING'),
        isNull(identityVerifications.returnedAt),
      ),
    )
    .returning({ id: identityVerifications.id });
  return rows.length === 1;
}

export async function setIdentityResult(
  db: DbOrTx,
  id: string,
  result:
    | { status: 'FAILED' }
    | {
        status: 'VERIFIED';
        at: Date;
        name: string;
        phone: string | null;
        birth: string | null;
        gender: string | null;
        ci: string | null;
        di: string | null;
      },
): Promise<void> {
  if (result.status === 'FAILED') {
    await db.update(identityVerifications).set({ status: 'FAILED' }).where(eq(identityVerifications.id, id));
    return;
  }
  const { at, status, ...person } = result;
  await db
    .update(identityVerifications)
    .set({ status, verifiedAt: at, ...person })
    .where(eq(identityVerifications.id, id));
}

/** The newest verified, unused identity of this browser session verified since `since`. */
export async function latestVerifiedIdentity(
  db: DbOrTx,
  anonHash: string,
  since: Date,
): Promise<IdentityRow | undefined> {
  const rows = await db
    .select()
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.anonHash, anonHash),
        eq(identityVerifications.status, 'VERIFIED'),
        gte(identityVerifications.verifiedAt, since),
        isNull(identityVerifications.consumedAt),
      ),
    )
    .orderBy(desc(identityVerifications.verifiedAt))
    .limit(1);
  return rows[0];
}

const SCRUBBED = { name: null, phone: null, birth: null, gender: null, ci: null, di: null } as const;

/** Uses an identity up (once) and drops the personal data it carried. */
export async function consumeIdentity(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(identityVerifications)
    .set({ consumedAt: at, ...SCRUBBED })
    .where(and(eq(identityVerifications.id, id), isNull(identityVerifications.consumedAt)))
    .returning({ id: identityVerifications.id });
  return rows.length === 1;
}

/** Personal data of identities older than their use window is not kept. */
export async function scrubStaleIdentities(db: DbOrTx, before: Date): Promise<void> {
  await db
    .update(identityVerifications)
    .set(SCRUBBED)
    .where(and(lt(identityVerifications.createdAt, before), sql`${identityVerifications.name} is not null`));
}

// ---- members -----------------------------------------------------------------------------------

export async function findMember(db: DbOrTx, memberId: number): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.mbrSn, memberId)).limit(1);
  return rows[0];
}

export async function findActiveByCi(
  db: DbOrTx,
  ci: string,
  exceptMbrSn?: number,
): Promise<MemberRow | undefined> {
  const rows = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.ci, ci),
        eq(members.status, 'ACTIVE'),
        exceptMbrSn === undefined ? undefined : ne(members.mbrSn, exceptMbrSn),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function setPasswordHash(
  db: DbOrTx,
  memberId: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db.update(members).set({ passwordHash, updatedAt: at }).where(eq(members.mbrSn, memberId));
}

export async function bindIdentity(
  db: DbOrTx,
  memberId: number,
  person: {
    ci: string;
    di: string | null;
    gender: string | null;
    phone: string | null;
    birth: string | null;
  },
  at: Date,
): Promise<void> {
  await db
    .update(members)
    .set({
      ci: person.ci,
      di: person.di,
      gender: person.gender,
      ...(person.phone ? { phone: person.phone } : {}),
      ...(person.birth ? { birth: person.birth } : {}),
      updatedAt: at,
    })
    .where(eq(members.mbrSn, memberId));
}

export async function insertConsents(
  db: DbOrTx,
  rows: (typeof memberConsents.$inferInsert)[],
): Promise<void> {
  if (rows.length) await db.insert(memberConsents).values(rows);
}

// ---- session flags -----------------------------------------------------------------------------

export async function sessionFlags(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ identityVerifiedAt: Date | null; passwordCheckedAt: Date | null } | undefined> {
  const rows = await db
    .select({
      identityVerifiedAt: sessions.identityVerifiedAt,
      passwordCheckedAt: sessions.passwordCheckedAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

export async function setSessionFlags(
  db: DbOrTx,
  tokenHash: string,
  flags: { identityVerifiedAt?: Date | null; passwordCheckedAt?: Date | null },
): Promise<void> {
  await db.update(sessions).set(flags).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every other session of a member (after a password change). */
export async function deleteOtherSessions(
  db: DbOrTx,
  memberId: number,
  keepHash: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.mbrSn, memberId), keepHash ? ne(sessions.tokenHash, keepHash) : undefined));
}
