import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anonSessions, members, type MemberRow } from '../../db/schema/index';

// ---- Kakao steps kept on the anonymous browser session (its rows are the accounts feature's) ----

export async function setKakaoState(db: DbOrTx, tokenHash: string, stateHash: string, expiresAt: Date) {
  await db
    .update(anonSessions)
    .set({ kakaoStateHash: stateHash, kakaoStateExpiresAt: expiresAt })
    .where(eq(anonSessions.tokenHash, tokenHash));
}

/** Uses up the Kakao state: true only once, for the state this browser session was given. */
export async function takeKakaoState(
  db: DbOrTx,
  tokenHash: string,
  stateHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(anonSessions)
    .set({ kakaoStateHash: null, kakaoStateExpiresAt: null })
    .where(
      and(
        eq(anonSessions.tokenHash, tokenHash),
        eq(anonSessions.kakaoStateHash, stateHash),
        gt(anonSessions.kakaoStateExpiresAt, now),
      ),
    )
    .returning({ h: anonSessions.tokenHash });
  return rows.length === 1;
}

const NO_KAKAO_SIGNUP = {
  kakaoSignupId: null,
  kakaoSignupEmail: null,
  kakaoSignupName: null,
  kakaoSignupExpiresAt: null,
} as const;
/** Pending Kakao sign-ups past their time: the person's e-mail and nickname are not kept. */
export async function scrubExpiredKakaoSignups(db: DbOrTx, now: Date): Promise<void> {
  await db
    .update(anonSessions)
    .set(NO_KAKAO_SIGNUP)
    .where(and(isNotNull(anonSessions.kakaoSignupId), lt(anonSessions.kakaoSignupExpiresAt, now)));
}

const NO_KAKAO_LINK = { kakaoLinkId: null, kakaoLinkMbrSn: null, kakaoLinkExpiresAt: null } as const;

/** Asks this browser to confirm a link; a pending Kakao sign-up of the session is dropped. */
export async function setKakaoLink(
  db: DbOrTx,
  tokenHash: string,
  link: { kakaoId: string; mbrSn: number; expiresAt: Date },
) {
  await db
    .update(anonSessions)
    .set({
      kakaoLinkId: link.kakaoId,
      kakaoLinkMbrSn: link.mbrSn,
      kakaoLinkExpiresAt: link.expiresAt,
      ...NO_KAKAO_SIGNUP,
    })
    .where(eq(anonSessions.tokenHash, tokenHash));
}

export type PendingKakaoSignup = { kakaoId: string; email: string; name: string; expiresAt: Date };

/** Keeps a new Kakao person until they consent; a pending link of the session is dropped. */
export async function setKakaoSignup(db: DbOrTx, tokenHash: string, signup: PendingKakaoSignup) {
  await db
    .update(anonSessions)
    .set({
      kakaoSignupId: signup.kakaoId,
      kakaoSignupEmail: signup.email,
      kakaoSignupName: signup.name,
      kakaoSignupExpiresAt: signup.expiresAt,
      ...NO_KAKAO_LINK,
    })
    .where(eq(anonSessions.tokenHash, tokenHash));
}

const pendingSignupColumns = {
  kakaoId: anonSessions.kakaoSignupId,
  email: anonSessions.kakaoSignupEmail,
  name: anonSessions.kakaoSignupName,
  expiresAt: anonSessions.kakaoSignupExpiresAt,
};
const livePendingSignup = (tokenHash: string, now: Date) =>
  and(
    eq(anonSessions.tokenHash, tokenHash),
    isNotNull(anonSessions.kakaoSignupId),
    gt(anonSessions.kakaoSignupExpiresAt, now),
  );
const asPending = (row: Record<keyof PendingKakaoSignup, unknown> | undefined): PendingKakaoSignup | null =>
  row?.kakaoId && row.email && row.expiresAt
    ? {
        kakaoId: row.kakaoId as string,
        email: row.email as string,
        name: (row.name as string | null) ?? '',
        expiresAt: row.expiresAt as Date,
      }
    : null;

/** The pending Kakao sign-up of this browser session, if it has not expired (read only). */
export async function findKakaoSignup(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<PendingKakaoSignup | null> {
  const rows = await db
    .select(pendingSignupColumns)
    .from(anonSessions)
    .where(livePendingSignup(tokenHash, now))
    .limit(1);
  return asPending(rows[0]);
}

/**
 * Takes the pending Kakao sign-up (once): call it in the transaction that creates the member, so
 * a failure puts it back. The row lock makes a concurrent second take find nothing.
 */
export async function takeKakaoSignup(
  tx: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<PendingKakaoSignup | null> {
  const rows = await tx
    .select(pendingSignupColumns)
    .from(anonSessions)
    .where(livePendingSignup(tokenHash, now))
    .limit(1)
    .for('update');
  const pending = asPending(rows[0]);
  if (pending) await clearKakaoSignup(tx, tokenHash);
  return pending;
}

/** Drops the pending Kakao sign-up (the visitor said no): nothing of the person is kept. */
export async function clearKakaoSignup(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.update(anonSessions).set(NO_KAKAO_SIGNUP).where(eq(anonSessions.tokenHash, tokenHash));
}

/** Takes the pending Kakao link of this browser session (once). */
export async function takeKakaoLink(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ kakaoId: string; mbrSn: number } | null> {
  const pending = await db
    .select({ kakaoId: anonSessions.kakaoLinkId, mbrSn: anonSessions.kakaoLinkMbrSn })
    .from(anonSessions)
    .where(and(eq(anonSessions.tokenHash, tokenHash), gt(anonSessions.kakaoLinkExpiresAt, now)))
    .limit(1);
  const cleared = await db
    .update(anonSessions)
    .set(NO_KAKAO_LINK)
    .where(and(eq(anonSessions.tokenHash, tokenHash), sql`${anonSessions.kakaoLinkId} is not null`))
    .returning({ h: anonSessions.tokenHash });
  const p = pending[0];
  return cleared.length === 1 && p?.kakaoId && p.mbrSn ? { kakaoId: p.kakaoId, mbrSn: p.mbrSn } : null;
}

export async function findByKakaoId(db: DbOrTx, kakaoId: string): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.kakaoId, kakaoId)).limit(1);
  return rows[0];
}

export async function setKakaoId(db: DbOrTx, memberId: number, kakaoId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ kakaoId, updatedAt: at })
    .where(and(eq(members.mbrSn, memberId), eq(members.status, 'ACTIVE'), isNull(members.kakaoId)))
    .returning({ mbrSn: members.mbrSn });
  return rows.length === 1;
}
