import type { ErrorCode, InquiryStatus } from '@seller/shared';

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
