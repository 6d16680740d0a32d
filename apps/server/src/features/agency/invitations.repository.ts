import { and, count, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencyGroups, agencyInvitations } from '../../db/schema/index';
import type { StoredInvitationStatus } from './invitations.domain';

const columns = {
  id: agencyInvitations.id,
  groupId: agencyInvitations.groupId,
  email: agencyInvitations.email,
  mbrSn: agencyInvitations.mbrSn,
  companyName: agencyInvitations.companyName,
  memo: agencyInvitations.memo,
  invitedBy: agencyInvitations.invitedBy,
  status: agencyInvitations.status,
  createdAt: agencyInvitations.createdAt,
  expiresAt: agencyInvitations.expiresAt,
  respondedAt: agencyInvitations.respondedAt,
  agencyName: agencyGroups.companyName,
};

export type InvitationRow = {
  id: string;
  groupId: number;
  email: string;
  mbrSn: number | null;
  companyName: string;
  memo: string | null;
  invitedBy: number;
  status: StoredInvitationStatus;
  createdAt: Date;
  expiresAt: Date;
  respondedAt: Date | null;
  /** The inviting group's company name. */
  agencyName: string;
};

/** Locks the group until the transaction ends (one group's invitations are counted and checked in turn). */
export async function lockGroup(tx: DbOrTx, groupId: number): Promise<void> {
  await tx.execute(sql`select 1 from agency_groups where id = ${groupId} for update`);
}

export async function groupName(db: DbOrTx, groupId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: agencyGroups.companyName })
    .from(agencyGroups)
    .where(eq(agencyGroups.id, groupId));
  return row?.name;
}

/** Invitations the group sent since `since` (the daily limit). */
export async function sentSince(db: DbOrTx, groupId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(agencyInvitations)
    .where(and(eq(agencyInvitations.groupId, groupId), gte(agencyInvitations.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** The group's newest invitation of an address. */
export async function latestOf(db: DbOrTx, groupId: number, email: string) {
  const [row] = await db
    .select({
      status: agencyInvitations.status,
      expiresAt: agencyInvitations.expiresAt,
      respondedAt: agencyInvitations.respondedAt,
    })
    .from(agencyInvitations)
    .where(and(eq(agencyInvitations.groupId, groupId), eq(agencyInvitations.email, email)))
    .orderBy(desc(agencyInvitations.createdAt))
    .limit(1);
  return row;
}

export async function insertInvitation(
  tx: DbOrTx,
  values: {
    id: string;
    groupId: number;
    email: string;
    mbrSn: number | null;
    companyName: string;
    memo: string | null;
    invitedBy: number;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await tx.insert(agencyInvitations).values(values);
}

/** The group's invitations, newest first. */
export async function ofGroup(db: DbOrTx, groupId: number, limit = 200): Promise<InvitationRow[]> {
  return db
    .select(columns)
    .from(agencyInvitations)
    .innerJoin(agencyGroups, eq(agencyGroups.id, agencyInvitations.groupId))
    .where(eq(agencyInvitations.groupId, groupId))
    .orderBy(desc(agencyInvitations.createdAt))
    .limit(limit);
}

/** Pending, unexpired invitations delivered to the member, newest first. */
export async function pendingFor(db: DbOrTx, memberId: number, now: Date): Promise<InvitationRow[]> {
  return db
    .select(columns)
    .from(agencyInvitations)
    .innerJoin(agencyGroups, eq(agencyGroups.id, agencyInvitations.groupId))
    .where(
      and(
        eq(agencyInvitations.mbrSn, memberId),
        eq(agencyInvitations.status, 'PENDING'),
        gt(agencyInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(agencyInvitations.createdAt))
    .limit(50);
}

/** One invitation, locked until the transaction ends. */
export async function lockInvitation(tx: DbOrTx, id: string): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(agencyInvitations)
    .innerJoin(agencyGroups, eq(agencyGroups.id, agencyInvitations.groupId))
    .where(eq(agencyInvitations.id, id))
    .for('update', { of: agencyInvitations });
  return row;
}

export async function setStatus(
  tx: DbOrTx,
  id: string,
  status: StoredInvitationStatus,
  at: Date,
): Promise<void> {
  await tx.update(agencyInvitations).set({ status, respondedAt: at }).where(eq(agencyInvitations.id, id));
}
