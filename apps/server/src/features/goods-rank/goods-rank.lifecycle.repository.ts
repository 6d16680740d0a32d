import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { goodsLifecycleNotices, members, trackedGoods } from '../../db/schema/index';

export type LifecycleNoticeRow = typeof goodsLifecycleNotices.$inferSelect;

/** Products whose period ended in (`since`, `at`]: the unpaid ones still waiting for deletion. */
export const endedBetween = (db: DbOrTx, since: Date, at: Date) =>
  db
    .select()
    .from(trackedGoods)
    .where(and(lte(trackedGoods.coinEndAt, at), gt(trackedGoods.coinEndAt, since)));

/** A notice, once per product, stage and period end (its unique key); false when it exists. */
export async function insertNotice(
  tx: DbOrTx,
  values: typeof goodsLifecycleNotices.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(goodsLifecycleNotices)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: goodsLifecycleNotices.id });
  return rows.length > 0;
}

/**
 * Claims one notice's mail: pending, failed fewer than `attempts` times, or claimed before
 * `staleBefore` by a worker that died. Null when another worker has it or it is done.
 */
export async function claimMail(
  db: DbOrTx,
  id: number,
  at: Date,
  attempts: number,
  staleBefore: Date,
): Promise<LifecycleNoticeRow | null> {
  const n = goodsLifecycleNotices;
  const [row] = await db
    .update(n)
    .set({ mailStatus: 'sending', mailAttempts: sql`${n.mailAttempts} + 1`, mailClaimedAt: at })
    .where(
      and(
        eq(n.id, id),
        or(
          eq(n.mailStatus, 'pending'),
          and(eq(n.mailStatus, 'failed'), sql`${n.mailAttempts} < ${attempts}`),
          and(
            eq(n.mailStatus, 'sending'),
            sql`${n.mailAttempts} < ${attempts}`,
            sql`${n.mailClaimedAt} < ${staleBefore}`,
          ),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

export async function finishMail(
  db: DbOrTx,
  id: number,
  mailStatus: 'sent' | 'failed' | 'skipped',
  mailError: string | null,
): Promise<void> {
  await db
    .update(goodsLifecycleNotices)
    .set({ mailStatus, mailError })
    .where(eq(goodsLifecycleNotices.id, id));
}

/** Notices whose mail is not sent yet, oldest first. */
export async function mailsWaiting(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: goodsLifecycleNotices.id })
    .from(goodsLifecycleNotices)
    .where(inArray(goodsLifecycleNotices.mailStatus, ['pending', 'sending', 'failed']))
    .orderBy(goodsLifecycleNotices.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The product's period end now; null when it was deleted. */
export async function coinEndOf(db: DbOrTx, goodsId: number): Promise<Date | null> {
  const [row] = await db
    .select({ end: trackedGoods.coinEndAt })
    .from(trackedGoods)
    .where(eq(trackedGoods.gdpSn, goodsId));
  return row?.end ?? null;
}

/** Where the member's mail goes, and whether they are still an active member. */
export async function recipientOf(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ email: members.email, name: members.name, status: members.status })
    .from(members)
    .where(eq(members.mbrSn, memberId));
  return row;
}
