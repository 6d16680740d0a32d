import type { ErrorCode, InquiryStatus, ReplyMailStatus } from '@seller/shared';

/** A reply's mail is tried this many times (the answer's own try, then the sweep's). */
export const REPLY_MAIL_ATTEMPTS = 3;
/** A claim older than this belongs to a worker that died: the mail is taken over. */
export const REPLY_MAIL_STALE_MS = 10 * 60_000;
/** A waiting mail younger than this is still the answer's own to send: the sweep leaves it. */
export const REPLY_MAIL_GRACE_MS = 60_000;

/**
 * Why a manager may not set `to` (issue 40 §2: 접수 → 답변 완료 → 종료), or null. Any of the three
 * may follow any other (a closed inquiry can be opened again), but 답변 완료 says an answer went
 * out, so it needs a reply. The same status again is no change (the caller writes nothing).
 */
export function statusRefusal(to: InquiryStatus, replies: number): ErrorCode | null {
  if (to === 'ANSWERED' && replies === 0) return 'INQUIRY_NOT_ANSWERED';
  return null;
}

/** A mail error as recorded on the reply: one line, short enough for the row. */
export function mailErrorText(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/**
 * Why a member may not add a follow-up to its inquiry in this status, or null (issue 40 §2): a
 * closed one (종료) is over, and the member opens a new inquiry instead.
 */
export function followUpRefusal(status: InquiryStatus): ErrorCode | null {
  return status === 'CLOSED' ? 'INQUIRY_CLOSED' : null;
}

/** The status a follow-up leaves: an answered inquiry is waiting for the managers again. */
export function statusAfterFollowUp(status: InquiryStatus): InquiryStatus {
  return status === 'ANSWERED' ? 'RECEIVED' : status;
}

/** A reply's mail that failed with no automatic try left: only a manager's resend sends it now. */
export function mailGaveUp(mail: { status: ReplyMailStatus; attempts: number }): boolean {
  return mail.status === 'failed' && mail.attempts >= REPLY_MAIL_ATTEMPTS;
}

/**
 * An SMTP refusal that another try will not change (a 5xx reply: no such mailbox, refused
 * recipient): the mail gives up at once and waits for a manager's 다시 보내기 after the address
 * is checked. 4xx replies and connection errors are tried again by the sweep.
 */
export function isPermanentMailError(err: unknown): boolean {
  // The mail adapter's ProviderError carries the reply code as `status`; nodemailer's own error
  // as `responseCode`.
  const e = err as { status?: unknown; responseCode?: unknown } | null;
  const code = typeof e?.status === 'number' ? e.status : e?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
