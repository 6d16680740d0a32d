import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '@seller/shared';
import type { DbOrTx } from '../../db/client';
import { agencyGroups, agencyMembers, coinLedger, members } from '../../db/schema/index';

export interface MemberWithGroup {
  mbrSn: number;
  email: string;
  name: string;
  role: Role;
  status: string;
  groupId: number | null;
  groupCode: string | null;
  companyName: string | null;
}

const memberColumns = {
  mbrSn: members.mbrSn,
  email: members.email,
  name: members.name,
  role: members.role,
  status: members.status,
  groupId: members.groupId,
  groupCode: agencyGroups.code,
  companyName: agencyMembers.companyName,
};

export async function memberByEmail(db: DbOrTx, email: string): Promise<MemberWithGroup | undefined> {
  const rows = await db
    .select(memberColumns)
    .from(members)
    .leftJoin(agencyGroups, eq(agencyGroups.id, members.groupId))
    .leftJoin(agencyMembers, eq(agencyMembers.mbrSn, members.mbrSn))
    .where(sql`lower(${members.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function memberById(db: DbOrTx, mbrSn: number): Promise<MemberWithGroup | undefined> {
  const rows = await db
    .select(memberColumns)
    .from(members)
    .leftJoin(agencyGroups, eq(agencyGroups.id, members.groupId))
    .leftJoin(agencyMembers, eq(agencyMembers.mbrSn, members.mbrSn))
    .where(eq(members.mbrSn, mbrSn))
    .limit(1);
  return rows[0];
}

/** Locks the member row until the transaction ends (two registrations of one member serialize). */
export async function lockMember(tx: DbOrTx, mbrSn: number): Promise<void> {
  await tx.execute(sql`select 1 from members where mbr_sn = ${mbrSn} for update`);
}

export async function insertGroup(
  tx: DbOrTx,
  values: { code: string; companyName: string; memo: string | null; createdAt: Date },
): Promise<{ id: number; code: string }> {
  const [row] = await tx
    .insert(agencyGroups)
    .values(values)
    .returning({ id: agencyGroups.id, code: agencyGroups.code });
  if (!row) throw new Error('group insert returned nothing');
  return row;
}

export async function placeInGroup(tx: DbOrTx, mbrSn: number, groupId: number, role?: Role): Promise<void> {
  await tx
    .update(members)
    .set({ groupId, ...(role ? { role } : {}), updatedAt: sql`now()` })
    .where(eq(members.mbrSn, mbrSn));
}

export async function insertAgencyMember(
  tx: DbOrTx,
  values: {
    mbrSn: number;
    groupId: number;
    companyName: string;
    memo: string | null;
    registeredBy: number;
    registeredAt: Date;
  },
): Promise<void> {
  await tx
    .insert(agencyMembers)
    .values(values)
    .onConflictDoUpdate({
      target: agencyMembers.mbrSn,
      set: {
        groupId: values.groupId,
        companyName: values.companyName,
        memo: values.memo,
        registeredBy: values.registeredBy,
        registeredAt: values.registeredAt,
      },
    });
}

export const GRANT_KINDS = ['PAID_GRANT', 'SERVICE_GRANT', 'OPERATOR_GRANT'] as const;

const grantor = alias(members, 'grantor');

/** A member's grant ledger rows, newest first, with the granting manager's e-mail. */
export async function grantLedger(db: DbOrTx, mbrSn: number, limit = 500) {
  return db
    .select({
      id: coinLedger.id,
      kind: coinLedger.kind,
      delta: coinLedger.delta,
      memo: coinLedger.memo,
      refType: coinLedger.refType,
      refId: coinLedger.refId,
      createdAt: coinLedger.createdAt,
      grantedBy: grantor.email,
    })
    .from(coinLedger)
    .leftJoin(grantor, eq(grantor.mbrSn, coinLedger.actorMbrSn))
    .where(and(eq(coinLedger.mbrSn, mbrSn), inArray(coinLedger.kind, [...GRANT_KINDS])))
    .orderBy(desc(coinLedger.id))
    .limit(limit);
}
