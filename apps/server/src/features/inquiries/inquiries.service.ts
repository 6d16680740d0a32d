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
  REPLY_MAIL_GRACE_MS,
  REPLY_MAIL_STALE_MS,
  mailErrorText,
  statusRefusal,
} from './inquiries.domain';
import { replyMail } from './inquiries.mail';
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

/** Where the reply mail's link leads: a member's 문의 내역, or the form for a visitor. */
const MY_INQUIRIES_PATH = '/myPage/inquiry';
const INQUIRE_PATH = '/inquire';

/**
 * The inquiry form (spec 02 §2.4): stored, listed to its member, read by managers, and answered
 * (issue 40 §2). A manager's reply, the status it sets and the audit row are one transaction;
 * the mail goes after the commit, from the reply's row (its outbox): sent then, or tried again by
 * the sweep job until the attempts run out, and recorded 'failed'. The internal memo is in the
 * managers' answers only.
 */
export function createInquiriesService(deps: InquiriesDeps) {
  const { db, now } = deps;

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
      })),
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

  /** Sends one reply's mail if it is still owed; records the outcome, never throws. */
  async function deliver(replySn: number): Promise<void> {
    const at = now();
    const claimed = await repo.claimReplyMail(db, replySn, at, {
      maxAttempts: REPLY_MAIL_ATTEMPTS,
      staleBefore: new Date(at.getTime() - REPLY_MAIL_STALE_MS),
    });
    if (!claimed) return;
    try {
      const inquiry = await repo.inquiryById(db, claimed.inquirySn);
      if (!inquiry) return; // deleted meanwhile: its replies went with it
      const member = inquiry.mbrSn !== null;
      const mail = replyMail({
        name: inquiry.name,
        subject: inquiry.subject,
        message: inquiry.message,
        reply: claimed.body,
        member,
        link: `${deps.publicUrl}${member ? MY_INQUIRIES_PATH : INQUIRE_PATH}`,
      });
      await deps.mail.sendMail({ to: claimed.mailTo, ...mail });
      await repo.finishReplyMail(db, replySn, { status: 'sent', at: now() });
    } catch (err) {
      const error = mailErrorText(err);
      deps.warn?.('inquiry reply mail failed', { replySn, attempt: claimed.mailAttempts, error });
      await repo.finishReplyMail(db, replySn, { status: 'failed', at: now(), error }).catch(() => {});
    }
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

    /** One of the member's own inquiries with its replies; another member's is not found. */
    async myDetail(memberId: number, inquirySn: number): Promise<MyInquiryDetail> {
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
      };
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

    /** The sweep job: every reply mail still owed is tried again (one at a time, oldest first). */
    async sendOwedMails(limit = 50): Promise<number> {
      const at = now();
      const staleBefore = new Date(at.getTime() - REPLY_MAIL_STALE_MS);
      await repo.giveUpStaleMails(db, { staleBefore, maxAttempts: REPLY_MAIL_ATTEMPTS });
      if (!deps.mail.configured) return 0;
      const owed = await repo.repliesOwingMail(db, {
        waitingBefore: new Date(at.getTime() - REPLY_MAIL_GRACE_MS),
        staleBefore,
        maxAttempts: REPLY_MAIL_ATTEMPTS,
        limit,
      });
      for (const replySn of owed) await deliver(replySn);
      return owed.length;
    },
  };
}

export type InquiriesService = ReturnType<typeof createInquiriesService>;
