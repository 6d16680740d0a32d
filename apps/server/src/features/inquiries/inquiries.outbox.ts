import type { Db } from '../../db/client';
import {
  REPLY_MAIL_ATTEMPTS,
  REPLY_MAIL_GRACE_MS,
  REPLY_MAIL_STALE_MS,
  isPermanentMailError,
  mailErrorText,
} from './inquiries.domain';
import { replyMail } from './inquiries.mail';
import type { InquiryMailPort } from './inquiries.ports';
import * as repo from './inquiries.repository';

/** Where the reply mail's link leads: a member's 문의 내역, or the form for a visitor. */
const MY_INQUIRIES_PATH = '/myPage/inquiry';
const INQUIRE_PATH = '/inquire';

/**
 * The reply mails' outbox (issue 40 §2): each reply's row says whether its mail is owed. A mail
 * is sent after the reply's commit, tried again by the sweep until its attempts run out (then
 * 'failed' for good, until a manager sends it again; at once for a permanent SMTP refusal), and
 * taken over when its sender died.
 */
export function createReplyOutbox(deps: {
  db: Db;
  now: () => Date;
  mail: InquiryMailPort;
  publicUrl: string;
  warn?: ((message: string, details: Record<string, unknown>) => void) | undefined;
}) {
  const { db, now } = deps;

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
      const giveUp = isPermanentMailError(err) ? { giveUpAt: REPLY_MAIL_ATTEMPTS } : {};
      await repo
        .finishReplyMail(db, replySn, { status: 'failed', at: now(), error, ...giveUp })
        .catch(() => {});
    }
  }

  /** The sweep job: every reply mail still owed is tried again (one at a time, oldest first). */
  async function sendOwedMails(limit = 50): Promise<number> {
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
  }

  return { deliver, sendOwedMails };
}
