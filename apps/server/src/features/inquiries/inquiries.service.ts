import type {
  AuditAction,
  InquiryAdminDetail,
  InquiryAdminRow,
  InquiryRow,
  InquiryStatus,
  MyInquiryDetail,
} from '@seller/shared';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  REPLY_MAIL_ATTEMPTS,
  followUpRefusal,
  mailGaveUp,
  statusAfterFollowUp,
  statusRefusal,
} from './inquiries.domain';
import { createReplyOutbox } from './inquiries.outbox';
import type { InquiryMailPort } from './inquiries.ports';
import * as repo from './inquiries.repository';

const toRow = (r: repo.InquiryRecord): InquiryRow => ({
  inquirySn: r.inquirySn,
  subject: r.subject,
  message: r.message,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  answeredAt: r.answeredAt?.toISOString() ?? null,
});

const toAdminRow = (r: repo.InquiryRecord): InquiryAdminRow => ({
  ...toRow(r),
  name: r.name,
  email: r.email,
  mbrSn: r.mbrSn,
});

/** The audit log (the members feature's), written in the caller's transaction. */
type AuditWriter = (
  tx: Tx,
  entry: {
    actorMbrSn: number;
    action: AuditAction;
    targetMbrSn: number | null;
    before: unknown;
    after: unknown;
    at?: Date;
  },
) => Promise<void>;

/** A reply with the same text by the same manager within this window is the same submission. */
const REPEAT_WINDOW_MS = 60_000;
export interface InquiriesDeps {
  db: Db;
  now: () => Date;
  audit: AuditWriter;
  mail: InquiryMailPort;
  /** The app's address, for the mail's link. */
  publicUrl: string;
  /** Work after the answer (the app waits for it before closing). */
  later: (task: Promise<unknown>) => void;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * The inquiry form (spec 02 §2.4): stored, listed to its member, read by managers, and answered
 * (issue 40 §2). A manager's reply, the status it sets and the audit row are one transaction;
 * the mail goes after the commit, from the reply's row (its outbox): sent then, or tried again by
 * the sweep job until the attempts run out, and recorded 'failed'. The internal memo is in the
 * managers' answers only.
 */
export function createInquiriesService(deps: InquiriesDeps) {
  const { db, now } = deps;
  const { deliver, sendOwedMails } = createReplyOutbox(deps);

  async function adminDetail(inquirySn: number): Promise<InquiryAdminDetail> {
    const row = await repo.inquiryById(db, inquirySn);
    if (!row) throw new AppError('INQUIRY_NOT_FOUND');
    const replies = await repo.repliesOf(db, inquirySn);
    return {
      ...toAdminRow(row),
      memo: row.memo,
      replies: replies.map((r) => ({
        replySn: r.replySn,
        body: r.body,
        createdAt: r.createdAt.toISOString(),
        authorMbrSn: r.authorMbrSn,
        authorName: r.authorName,
        mailStatus: r.mailStatus,
        mailSentAt: r.mailSentAt?.toISOString() ?? null,
        mailGaveUp: mailGaveUp({ status: r.mailStatus, attempts: r.mailAttempts }),
      })),
      followUps: await followUpViews(inquirySn),
    };
  }

  const followUpViews = async (inquirySn: number) =>
    (await repo.followUpsOf(db, inquirySn)).map((f) => ({
      followUpSn: f.followUpSn,
      body: f.body,
      createdAt: f.createdAt.toISOString(),
    }));

  /** One of the member's own inquiries with its thread; another member's is not found. */
  async function myDetail(memberId: number, inquirySn: number): Promise<MyInquiryDetail> {
    const row = await repo.inquiryById(db, inquirySn, memberId);
    if (!row) throw new AppError('INQUIRY_NOT_FOUND');
    const replies = await repo.repliesOf(db, inquirySn);
    return {
      ...toRow(row),
      replies: replies.map((r) => ({
        replySn: r.replySn,
        body: r.body,
        createdAt: r.createdAt.toISOString(),
      })),
      followUps: await followUpViews(inquirySn),
    };
  }

  /** Runs `change` on the locked inquiry in one transaction; a missing one is 404. */
  async function changing(
    inquirySn: number,
    change: (tx: Tx, row: repo.InquiryRecord, at: Date) => Promise<void>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await repo.lockInquiry(tx, inquirySn);
      if (!row) throw new AppError('INQUIRY_NOT_FOUND');
      await change(tx, row, now());
    });
  }

  return {
    async submit(input: {
      mbrSn: number | null;
      name: string;
      email: string;
      subject: string;
      message: string;
    }) {
      const inquirySn = await repo.insertInquiry(db, { ...input, createdAt: now() });
      return { inquirySn };
    },

    async mine(memberId: number): Promise<InquiryRow[]> {
      return (await repo.inquiriesOf(db, memberId)).map(toRow);
    },

    myDetail,

    /**
     * The member's follow-up on its own inquiry (issue 40 §2), checked under the inquiry's lock:
     * another member's is not found, a closed one refuses (a new inquiry instead), an answered
     * one is received again. The same text sent twice within a minute is one follow-up.
     */
    async followUp(memberId: number, inquirySn: number, body: string): Promise<MyInquiryDetail> {
      await changing(inquirySn, async (tx, row, at) => {
        if (row.mbrSn !== memberId) throw new AppError('INQUIRY_NOT_FOUND');
        const refusal = followUpRefusal(row.status);
        if (refusal) throw new AppError(refusal);
        if (await repo.sameFollowUpSince(tx, inquirySn, body, new Date(at.getTime() - REPEAT_WINDOW_MS)))
          return;
        await repo.insertFollowUp(tx, { inquirySn, mbrSn: memberId, body, createdAt: at });
        const status = statusAfterFollowUp(row.status);
        await repo.updateInquiry(tx, inquirySn, { status, updatedAt: at });
        await deps.audit(tx, {
          actorMbrSn: memberId,
          action: 'INQUIRY_FOLLOW_UP',
          targetMbrSn: memberId,
          before: { inquirySn, inquiryStatus: row.status },
          after: { inquirySn, inquiryStatus: status, followUp: body },
          at,
        });
      });
      return myDetail(memberId, inquirySn);
    },

    async all(
      page: number,
      size: number,
      status?: InquiryStatus,
    ): Promise<{ list: InquiryAdminRow[]; total: number }> {
      const { rows, total } = await repo.inquiryPage(db, { offset: (page - 1) * size, limit: size, status });
      return { total, list: rows.map(toAdminRow) };
    },

    detail: adminDetail,

    /** A manager's reply: stored, 답변 완료 and audited at once; the mail after the commit. */
    async reply(actorMbrSn: number, inquirySn: number, body: string): Promise<InquiryAdminDetail> {
      let replySn = 0;
      await changing(inquirySn, async (tx, row, at) => {
        // One submission sent twice (a double click, a retry after a lost answer) is one reply
        // and one mail: the database, under the inquiry's lock, is what every instance sees.
        if (
          await repo.sameReplySince(
            tx,
            inquirySn,
            actorMbrSn,
            body,
            new Date(at.getTime() - REPEAT_WINDOW_MS),
          )
        )
          return;
        replySn = await repo.insertReply(tx, {
          inquirySn,
          authorMbrSn: actorMbrSn,
          body,
          createdAt: at,
          mailTo: row.email,
          mailStatus: deps.mail.configured ? 'pending' : 'skipped',
        });
        await repo.updateInquiry(tx, inquirySn, { status: 'ANSWERED', answeredAt: at, updatedAt: at });
        await deps.audit(tx, {
          actorMbrSn,
          action: 'INQUIRY_REPLY',
          targetMbrSn: row.mbrSn,
          before: { inquirySn, inquiryStatus: row.status },
          after: { inquirySn, inquiryStatus: 'ANSWERED', reply: body },
          at,
        });
      });
      if (deps.mail.configured && replySn) deps.later(deliver(replySn));
      return adminDetail(inquirySn);
    },

    /**
     * A manager's 다시 보내기 of a reply mail that failed for good: one more try, audited. Asked
     * again (a double click, a retry) while that try is owed, under way or done, it changes and
     * records nothing: the answer shows where the mail stands.
     */
    async resendReplyMail(
      actorMbrSn: number,
      inquirySn: number,
      replySn: number,
    ): Promise<InquiryAdminDetail> {
      if (!deps.mail.configured) throw new AppError('INQUIRY_MAIL_UNAVAILABLE');
      let owed = false;
      await changing(inquirySn, async (tx, row, at) => {
        const reply = await repo.lockReply(tx, inquirySn, replySn);
        if (!reply) throw new AppError('INQUIRY_REPLY_NOT_FOUND');
        if (!mailGaveUp({ status: reply.mailStatus, attempts: reply.mailAttempts })) return;
        await repo.owesOneMore(tx, replySn, REPLY_MAIL_ATTEMPTS);
        await deps.audit(tx, {
          actorMbrSn,
          action: 'INQUIRY_MAIL_RESEND',
          targetMbrSn: row.mbrSn,
          before: { inquirySn, replySn, mailStatus: reply.mailStatus },
          after: { inquirySn, replySn, mailStatus: 'pending' },
          at,
        });
        owed = true;
      });
      if (owed) deps.later(deliver(replySn));
      return adminDetail(inquirySn);
    },

    /** 접수, 답변 완료 or 종료; the same status again changes (and records) nothing. */
    async setStatus(
      actorMbrSn: number,
      inquirySn: number,
      status: InquiryStatus,
    ): Promise<InquiryAdminDetail> {
      await changing(inquirySn, async (tx, row, at) => {
        if (row.status === status) return;
        const refusal = statusRefusal(status, await repo.countReplies(tx, inquirySn));
        if (refusal) throw new AppError(refusal);
        await repo.updateInquiry(tx, inquirySn, { status, updatedAt: at });
        await deps.audit(tx, {
          actorMbrSn,
          action: 'INQUIRY_STATUS',
          targetMbrSn: row.mbrSn,
          before: { inquirySn, inquiryStatus: row.status },
          after: { inquirySn, inquiryStatus: status },
          at,
        });
      });
      return adminDetail(inquirySn);
    },

    /** The managers' memo (empty clears it); the same text again changes nothing. */
    async setMemo(actorMbrSn: number, inquirySn: number, memo: string): Promise<InquiryAdminDetail> {
      await changing(inquirySn, async (tx, row, at) => {
        if (row.memo === memo) return;
        await repo.updateInquiry(tx, inquirySn, { memo, updatedAt: at });
        await deps.audit(tx, {
          actorMbrSn,
          action: 'INQUIRY_MEMO',
          targetMbrSn: row.mbrSn,
          before: { inquirySn, memo: row.memo },
          after: { inquirySn, memo },
          at,
        });
      });
      return adminDetail(inquirySn);
    },

    sendOwedMails,
  };
}

export type InquiriesService = ReturnType<typeof createInquiriesService>;
