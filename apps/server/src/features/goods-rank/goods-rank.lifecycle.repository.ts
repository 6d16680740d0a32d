import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { goodsLifecycleDigests, goodsLifecycleNotices, members, trackedGoods } from '../../db/schema/index';

export type LifecycleNoticeRow = typeof goodsLifecycleNotices.$inferSelect;

/** Products whose period ended in (`since`, `at`]: the unpaid ones still waiting for deletion. */
export const endedBetween = (db: DbOrTx, since: Date, at: Date) =>
  db
    .select()
    .from(trackedGoods)
    .where(and(lte(trackedGoods.coinEndAt, at), gt(trackedGoods.coinEndAt, since)));

/** Products whose period ends in (`at`, `until`]: the ones to remind before the end. */
export const endingBetween = (db: DbOrTx, at: Date, until: Date) =>
  db
    .select()
    .from(trackedGoods)
    .where(and(gt(trackedGoods.coinEndAt, at), lte(trackedGoods.coinEndAt, until)));

/** A notice, once per product, stage and period end (its unique key); its id, null when it exists. */
export async function insertNotice(
  tx: DbOrTx,
  values: typeof goodsLifecycleNotices.$inferInsert,
): Promise<number | null> {
  const rows = await tx
    .insert(goodsLifecycleNotices)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: goodsLifecycleNotices.id });
  return rows[0]?.id ?? null;
}

/** Links a notice to its row in the bell, so it can be settled when the product is renewed or deleted. */
export async function linkNotification(tx: DbOrTx, id: number, notificationId: number): Promise<void> {
  await tx.update(goodsLifecycleNotices).set({ notificationId }).where(eq(goodsLifecycleNotices.id, id));
}

/** Members with a notice whose mail has not gone yet. */
export async function membersWaiting(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ mbrSn: goodsLifecycleNotices.mbrSn })
    .from(goodsLifecycleNotices)
    .where(eq(goodsLifecycleNotices.mailStatus, 'pending'))
    .limit(limit);
  return rows.map((r) => r.mbrSn);
}

/**
 * Claims the member's mail of the Korea `day`: the first claim of the day, a failed one with
 * attempts left, or a claim older than `staleBefore` by a worker that died. False when the day's
 * mail went already or another worker has it: the member's waiting notices go in tomorrow's.
 */
export async function claimDigest(
  db: DbOrTx,
  memberId: number,
  day: string,
  at: Date,
  attempts: number,
  staleBefore: Date,
): Promise<boolean> {
  const d = goodsLifecycleDigests;
  const rows = await db
    .insert(d)
    .values({ mbrSn: memberId, day, status: 'sending', claimedAt: at })
    .onConflictDoUpdate({
      target: [d.mbrSn, d.day],
      set: { status: 'sending', attempts: sql`${d.attempts} + 1`, claimedAt: at },
      setWhere: and(
        sql`${d.attempts} < ${attempts}`,
        or(eq(d.status, 'failed'), and(eq(d.status, 'sending'), sql`${d.claimedAt} < ${staleBefore}`)),
      ),
    })
    .returning({ attempts: d.attempts });
  return rows.length > 0;
}

/** The day's mail went (with `notices` notices), or failed (`error`); returns its attempts so far. */
export async function finishDigest(
  db: DbOrTx,
  memberId: number,
  day: string,
  result: { status: 'sent'; notices: number } | { status: 'failed'; error: string },
): Promise<number> {
  const d = goodsLifecycleDigests;
  const [row] = await db
    .update(d)
    .set(result.status === 'sent' ? result : { status: 'failed', error: result.error })
    .where(and(eq(d.mbrSn, memberId), eq(d.day, day)))
    .returning({ attempts: d.attempts });
  return row?.attempts ?? 0;
}

/** Frees a claim that had nothing to send, so a notice made later that day still goes that day. */
export async function releaseDigest(db: DbOrTx, memberId: number, day: string): Promise<void> {
  const d = goodsLifecycleDigests;
  await db.delete(d).where(and(eq(d.mbrSn, memberId), eq(d.day, day), eq(d.status, 'sending')));
}

/** The member's notices waiting for their mail, oldest first. */
export const waitingOf = (db: DbOrTx, memberId: number): Promise<LifecycleNoticeRow[]> =>
  db
    .select()
    .from(goodsLifecycleNotices)
    .where(and(eq(goodsLifecycleNotices.mbrSn, memberId), eq(goodsLifecycleNotices.mailStatus, 'pending')))
    .orderBy(goodsLifecycleNotices.id);

/** Settles notices' mails: sent in the day's mail, skipped (stale news), or failed for good. */
export async function finishMails(
  db: DbOrTx,
  ids: number[],
  mailStatus: 'sent' | 'failed' | 'skipped',
  mailError: string | null = null,
): Promise<void> {
  if (!ids.length) return;
  await db
    .update(goodsLifecycleNotices)
    .set({ mailStatus, mailError })
    .where(inArray(goodsLifecycleNotices.id, ids));
}

/**
 * Open notices whose product has since been renewed (its period end is not the notice's) or is
 * gone (deleted by the member or purged); `memberId` narrows it to one member's.
 */
export async function resolvedSince(db: DbOrTx, memberId?: number) {
  const n = goodsLifecycleNotices;
  return db
    .select({ id: n.id, notificationId: n.notificationId, renewed: isNotNull(trackedGoods.gdpSn) })
    .from(n)
    .leftJoin(trackedGoods, eq(trackedGoods.gdpSn, n.gdpSn))
    .where(
      and(
        isNull(n.resolvedAt),
        memberId === undefined ? undefined : eq(n.mbrSn, memberId),
        or(isNull(trackedGoods.gdpSn), ne(trackedGoods.coinEndAt, n.coinEndAt)),
      ),
    );
}

export async function markResolved(db: DbOrTx, ids: number[], at: Date): Promise<void> {
  if (!ids.length) return;
  await db
    .update(goodsLifecycleNotices)
    .set({ resolvedAt: at })
    .where(inArray(goodsLifecycleNotices.id, ids));
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
