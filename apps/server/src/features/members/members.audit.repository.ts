import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditRow } from '@seller/shared';
import type { DbOrTx } from '../../db/client';
import { adminAuditLog, members } from '../../db/schema/index';

/** One administrative change: who, what, to whom, the state before and after. */
export interface AuditEntry {
  /** null: no member acted (a refund made outside the app). */
  actorMbrSn: number | null;
  action: AuditAction;
  targetMbrSn: number | null;
  before: unknown;
  after: unknown;
  at?: Date;
}

/** Written in the transaction of the change it records, so one never exists without the other. */
export async function insertAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorMbrSn: entry.actorMbrSn,
    action: entry.action,
    targetMbrSn: entry.targetMbrSn,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

const actor = alias(members, 'actor');
const target = alias(members, 'target');

/** Newest first, optionally for one target member. */
export async function auditPage(
  db: DbOrTx,
  page: { offset: number; limit: number; targetMbrSn?: number | undefined },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = page.targetMbrSn === undefined ? undefined : eq(adminAuditLog.targetMbrSn, page.targetMbrSn);
  const rows = await db
    .select({
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      actorMbrSn: adminAuditLog.actorMbrSn,
      actorEmail: actor.email,
      targetMbrSn: adminAuditLog.targetMbrSn,
      targetEmail: target.email,
      before: adminAuditLog.before,
      after: adminAuditLog.after,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(actor, eq(actor.mbrSn, adminAuditLog.actorMbrSn))
    .leftJoin(target, eq(target.mbrSn, adminAuditLog.targetMbrSn))
    .where(where)
    .orderBy(desc(adminAuditLog.id))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminAuditLog)
    .where(where);
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => ({ ...r, action: r.action as AuditAction, createdAt: r.createdAt.toISOString() })),
  };
}
