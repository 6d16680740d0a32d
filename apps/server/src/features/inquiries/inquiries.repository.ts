import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { InquiryStatus, ReplyMailStatus } from '@seller/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { inquiries, inquiryFollowUps, inquiryReplies, members } from '../../db/schema/index';

export type InquiryRecord = typeof inquiries.$inferSelect;

export async function insertInquiry(db: DbOrTx, values: typeof inquiries.$inferInsert): Promise<number> {
  const [row] = await db.insert(inquiries).values(values).returning({ inquirySn: inquiries.inquirySn });
  return row!.inquirySn;
}

export async function inquiriesOf(db: DbOrTx, memberId: number, limit = 100) {
  return db
    .select()
    .from(inquiries)
    .where(eq(inquiries.mbrSn, memberId))
    .orderBy(desc(inquiries.inquirySn))
    .limit(limit);
}

export async function inquiryPage(
  db: DbOrTx,
  page: { offset: number; limit: number; status?: InquiryStatus | undefined },
) {
  const where = page.status ? eq(inquiries.status, page.status) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.inquirySn))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(inquiries)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One inquiry; with `ownerMbrSn`, only when that member sent it (another's reads as none). */
export async function inquiryById(
  db: DbOrTx,
  inquirySn: number,
  ownerMbrSn?: number,
): Promise<InquiryRecord | null> {
  const [row] = await db
    .select()
    .from(inquiries)
    .where(
      ownerMbrSn === undefined
        ? eq(inquiries.inquirySn, inquirySn)
        : and(eq(inquiries.inquirySn, inquirySn), eq(inquiries.mbrSn, ownerMbrSn)),
    );
  return row ?? null;
}

/** The inquiry's row, locked for the rest of the transaction: its changes are made one at a time. */
export async function lockInquiry(tx: Tx, inquirySn: number): Promise<InquiryRecord | null> {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.inquirySn, inquirySn)).for('update');
  return row ?? null;
}

export async function updateInquiry(
  tx: Tx,
  inquirySn: number,
  values: Partial<Pick<InquiryRecord, 'status' | 'memo' | 'answeredAt' | 'updatedAt'>>,
): Promise<void> {
  await tx.update(inquiries).set(values).where(eq(inquiries.inquirySn, inquirySn));
}

export async function countReplies(db: DbOrTx, inquirySn: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inquiryReplies)
    .where(eq(inquiryReplies.inquirySn, inquirySn));
  return row?.n ?? 0;
}

/**
 * The same author's reply with this very text made since `since`, if any: a double click or a
 * retried request of one submission (on any instance, under the inquiry's row lock).
 */
export async function sameReplySince(
  db: DbOrTx,
  inquirySn: number,
  authorMbrSn: number,
  body: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ replySn: inquiryReplies.replySn })
    .from(inquiryReplies)
    .where(
      and(
        eq(inquiryReplies.inquirySn, inquirySn),
        eq(inquiryReplies.authorMbrSn, authorMbrSn),
        eq(inquiryReplies.body, body),
        gte(inquiryReplies.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertReply(tx: Tx, values: typeof inquiryReplies.$inferInsert): Promise<number> {
  const [row] = await tx.insert(inquiryReplies).values(values).returning({ replySn: inquiryReplies.replySn });
  return row!.replySn;
}

/** The replies of an inquiry, oldest first, with the answering manager's name. */
export async function repliesOf(db: DbOrTx, inquirySn: number) {
  return db
    .select({
      replySn: inquiryReplies.replySn,
      body: inquiryReplies.body,
      createdAt: inquiryReplies.createdAt,
      authorMbrSn: inquiryReplies.authorMbrSn,
      authorName: members.name,
      mailStatus: inquiryReplies.mailStatus,
      mailSentAt: inquiryReplies.mailSentAt,
      mailAttempts: inquiryReplies.mailAttempts,
    })
    .from(inquiryReplies)
    .leftJoin(members, eq(members.mbrSn, inquiryReplies.authorMbrSn))
    .where(eq(inquiryReplies.inquirySn, inquirySn))
    .orderBy(asc(inquiryReplies.replySn));
}

/**
 * Takes a reply's mail for sending: a waiting or failed one with attempts left, or one another
 * worker claimed before `staleBefore` (it died holding it). The attempt is counted at the claim,
 * so a worker that dies mid-send uses one up too. Null: nothing to send (sent, skipped, held).
 */
export async function claimReplyMail(
  db: DbOrTx,
  replySn: number,
  at: Date,
  opts: { maxAttempts: number; staleBefore: Date },
) {
  const [row] = await db
    .update(inquiryReplies)
    .set({
      mailStatus: 'sending',
      mailClaimedAt: at,
      mailAttempts: sql`${inquiryReplies.mailAttempts} + 1`,
    })
    .where(
      and(
        eq(inquiryReplies.replySn, replySn),
        lt(inquiryReplies.mailAttempts, opts.maxAttempts),
        or(
          inArray(inquiryReplies.mailStatus, ['pending', 'failed']),
          and(eq(inquiryReplies.mailStatus, 'sending'), lt(inquiryReplies.mailClaimedAt, opts.staleBefore)),
        ),
      ),
    )
    .returning({
      replySn: inquiryReplies.replySn,
      inquirySn: inquiryReplies.inquirySn,
      body: inquiryReplies.body,
      mailTo: inquiryReplies.mailTo,
      mailAttempts: inquiryReplies.mailAttempts,
    });
  return row ?? null;
}

export async function finishReplyMail(
  db: DbOrTx,
  replySn: number,
  result: {
    status: Extract<ReplyMailStatus, 'sent' | 'failed'>;
    at: Date;
    error?: string;
    /** A permanent refusal: no automatic try is left (the attempts are used up). */
    giveUpAt?: number;
  },
): Promise<void> {
  await db
    .update(inquiryReplies)
    .set({
      mailStatus: result.status,
      mailError: result.error ?? null,
      ...(result.status === 'sent' ? { mailSentAt: result.at } : {}),
      ...(result.giveUpAt !== undefined ? { mailAttempts: result.giveUpAt } : {}),
    })
    .where(and(eq(inquiryReplies.replySn, replySn), eq(inquiryReplies.mailStatus, 'sending')));
}

/**
 * Replies whose mail is still owed: waiting since before `waitingBefore` (the answer's own send
 * had its chance), failed with attempts left, or held by a worker since before `staleBefore`.
 */
export async function repliesOwingMail(
  db: DbOrTx,
  opts: { waitingBefore: Date; staleBefore: Date; maxAttempts: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ replySn: inquiryReplies.replySn })
    .from(inquiryReplies)
    .where(
      and(
        inArray(inquiryReplies.mailStatus, ['pending', 'sending', 'failed']),
        lt(inquiryReplies.mailAttempts, opts.maxAttempts),
        or(
          and(eq(inquiryReplies.mailStatus, 'pending'), lt(inquiryReplies.createdAt, opts.waitingBefore)),
          eq(inquiryReplies.mailStatus, 'failed'),
          and(eq(inquiryReplies.mailStatus, 'sending'), lt(inquiryReplies.mailClaimedAt, opts.staleBefore)),
        ),
      ),
    )
    .orderBy(asc(inquiryReplies.replySn))
    .limit(opts.limit);
  return rows.map((r) => r.replySn);
}

/** Failed mails with no attempt left stay 'failed' (recorded); a 'sending' one out of attempts too. */
export async function giveUpStaleMails(db: DbOrTx, opts: { staleBefore: Date; maxAttempts: number }) {
  await db
    .update(inquiryReplies)
    .set({ mailStatus: 'failed', mailError: sql`coalesce(${inquiryReplies.mailError}, 'interrupted')` })
    .where(
      and(
        eq(inquiryReplies.mailStatus, 'sending'),
        lt(inquiryReplies.mailClaimedAt, opts.staleBefore),
        sql`${inquiryReplies.mailAttempts} >= ${opts.maxAttempts}`,
      ),
    );
}

// ---- the member's follow-ups (issue 40 §2) ----

export async function insertFollowUp(tx: Tx, values: typeof inquiryFollowUps.$inferInsert): Promise<number> {
  const [row] = await tx
    .insert(inquiryFollowUps)
    .values(values)
    .returning({ followUpSn: inquiryFollowUps.followUpSn });
  return row!.followUpSn;
}

/** The member's follow-up with this very text since `since`: one submission sent twice. */
export async function sameFollowUpSince(db: DbOrTx, inquirySn: number, body: string, since: Date) {
  const [row] = await db
    .select({ followUpSn: inquiryFollowUps.followUpSn })
    .from(inquiryFollowUps)
    .where(
      and(
        eq(inquiryFollowUps.inquirySn, inquirySn),
        eq(inquiryFollowUps.body, body),
        gte(inquiryFollowUps.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function followUpsOf(db: DbOrTx, inquirySn: number) {
  return db
    .select({
      followUpSn: inquiryFollowUps.followUpSn,
      body: inquiryFollowUps.body,
      createdAt: inquiryFollowUps.createdAt,
    })
    .from(inquiryFollowUps)
    .where(eq(inquiryFollowUps.inquirySn, inquirySn))
    .orderBy(asc(inquiryFollowUps.followUpSn));
}

// ---- a manager's resend of a reply mail that finally failed (issue 40 §2) ----

/** One reply of the inquiry, locked (its mail state is changed one call at a time). */
export async function lockReply(tx: Tx, inquirySn: number, replySn: number) {
  const [row] = await tx
    .select({
      replySn: inquiryReplies.replySn,
      mailStatus: inquiryReplies.mailStatus,
      mailAttempts: inquiryReplies.mailAttempts,
    })
    .from(inquiryReplies)
    .where(and(eq(inquiryReplies.inquirySn, inquirySn), eq(inquiryReplies.replySn, replySn)))
    .for('update');
  return row ?? null;
}

/**
 * Owes the mail once more: back to 'pending' with exactly one attempt left, so the resend is one
 * more try (the answer's own, or the sweep's if this process stops first), then 'failed' again.
 */
export async function owesOneMore(tx: Tx, replySn: number, maxAttempts: number): Promise<void> {
  await tx
    .update(inquiryReplies)
    .set({ mailStatus: 'pending', mailAttempts: maxAttempts - 1, mailClaimedAt: null, mailError: null })
    .where(and(eq(inquiryReplies.replySn, replySn), eq(inquiryReplies.mailStatus, 'failed')));
}
