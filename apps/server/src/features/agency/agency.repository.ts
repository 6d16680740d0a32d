import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '@seller/shared';
import type { DbOrTx } from '../../db/client';
import { agencyGroups, agencyMembers, coinGrantCancels, coinLedger, members } from '../../db/schema/index';
import { GRANT_REF_TYPE } from './agency.domain';

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

export async function memberById(db: DbOrTx, memberId: number): Promise<MemberWithGroup | undefined> {
  const rows = await db
    .select(memberColumns)
    .from(members)
    .leftJoin(agencyGroups, eq(agencyGroups.id, members.groupId))
    .leftJoin(agencyMembers, eq(agencyMembers.mbrSn, members.mbrSn))
    .where(eq(members.mbrSn, memberId))
    .limit(1);
  return rows[0];
}

/** Locks the member row until the transaction ends (two registrations of one member serialize). */
export async function lockMember(tx: DbOrTx, memberId: number): Promise<void> {
  await tx.execute(sql`select 1 from members where mbr_sn = ${memberId} for update`);
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

export async function placeInGroup(
  tx: DbOrTx,
  memberId: number,
  groupId: number,
  role?: Role,
): Promise<void> {
  await tx
    .update(members)
    .set({ groupId, ...(role ? { role } : {}), updatedAt: sql`now()` })
    .where(eq(members.mbrSn, memberId));
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

const GRANT_KINDS = ['PAID_GRANT', 'SERVICE_GRANT', 'OPERATOR_GRANT'] as const;

const grantor = alias(members, 'grantor');

/** A member's grant ledger rows, newest first, with the granting manager's e-mail. */
export async function grantLedger(db: DbOrTx, memberId: number, limit = 500) {
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
    .where(and(eq(coinLedger.mbrSn, memberId), inArray(coinLedger.kind, [...GRANT_KINDS])))
    .orderBy(desc(coinLedger.id))
    .limit(limit);
}

/** The `ledger-<id>` form of a grant id: a grant ledger row that has no grant ref of its own. */
const LEDGER_GRANT = /^ledger-(\d{1,15})$/;

/**
 * The ledger rows of one grant (its pay-history id without `grant:`): the rows sharing its grant
 * ref, or the one row `ledger-<id>` names. Only grant kinds: nothing else can be taken back.
 */
export async function grantRows(db: DbOrTx, grantId: string) {
  const single = LEDGER_GRANT.exec(grantId);
  const which = single
    ? eq(coinLedger.id, Number(single[1]))
    : and(eq(coinLedger.refType, GRANT_REF_TYPE), eq(coinLedger.refId, grantId));
  return db
    .select({ mbrSn: coinLedger.mbrSn, kind: coinLedger.kind, delta: coinLedger.delta })
    .from(coinLedger)
    .where(and(which, inArray(coinLedger.kind, [...GRANT_KINDS])));
}

export type GrantCancelRow = typeof coinGrantCancels.$inferSelect;

export async function grantCancel(db: DbOrTx, grantId: string): Promise<GrantCancelRow | undefined> {
  const rows = await db.select().from(coinGrantCancels).where(eq(coinGrantCancels.grantId, grantId)).limit(1);
  return rows[0];
}

/** Records a grant's cancellation; false when it was recorded already (the grant is cancelled once). */
export async function insertGrantCancel(tx: DbOrTx, values: GrantCancelRow): Promise<boolean> {
  const rows = await tx
    .insert(coinGrantCancels)
    .values(values)
    .onConflictDoNothing()
    .returning({ grantId: coinGrantCancels.grantId });
  return rows.length > 0;
}

/** A member's grant cancellations (the pay history marks those grants 취소완료). */
export async function grantCancelsOf(db: DbOrTx, memberId: number): Promise<GrantCancelRow[]> {
  return db.select().from(coinGrantCancels).where(eq(coinGrantCancels.mbrSn, memberId));
}
