import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailCodes, memberConsents, memberWithdrawals, members } from '../../db/schema/index';

export async function findMemberInfo(db: DbOrTx, memberId: number) {
  const rows = await db
    .select({
      mbrSn: members.mbrSn,
      email: members.email,
      name: members.name,
      phone: members.phone,
      birth: members.birth,
      memberType: members.memberType,
      kakaoId: members.kakaoId,
      status: members.status,
      createdAt: members.createdAt,
      promotions: memberConsents.agreed,
    })
    .from(members)
    .leftJoin(
      memberConsents,
      and(eq(memberConsents.mbrSn, members.mbrSn), eq(memberConsents.kind, 'PROMOTIONS')),
    )
    .where(eq(members.mbrSn, memberId))
    .limit(1);
  return rows[0];
}

export async function insertWithdrawal(
  db: DbOrTx,
  values: typeof memberWithdrawals.$inferInsert,
): Promise<void> {
  await db.insert(memberWithdrawals).values(values);
}

/**
 * Deactivates an account and removes its personal data (privacy statement §6): e-mail replaced
 * by a placeholder, name, phone, birth, ci/di, Kakao link and password removed.
 */
export async function anonymiseMember(
  db: DbOrTx,
  memberId: number,
  placeholderEmail: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({
      status: 'WITHDRAWN',
      withdrawnAt: at,
      email: placeholderEmail,
      name: '',
      phone: null,
      birth: null,
      ci: null,
      di: null,
      gender: null,
      kakaoId: null,
      passwordHash: null,
      updatedAt: at,
    })
    .where(and(eq(members.mbrSn, memberId), eq(members.status, 'ACTIVE')))
    .returning({ mbrSn: members.mbrSn });
  return rows.length === 1;
}

/** Verification codes carry the e-mail address: they go with the account. */
export async function deleteMemberCodes(db: DbOrTx, memberId: number, email: string): Promise<void> {
  await db.delete(emailCodes).where(or(eq(emailCodes.mbrSn, memberId), eq(emailCodes.email, email)));
}
