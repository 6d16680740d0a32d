/** Inquiries and their answers (spec 02 §2.4, issue 40 §2). */
import { defineErrors } from './define-errors';
import { inquiry } from './inquiries';

export const inquiriesErrors = defineErrors({
  /** No such inquiry, or (for a member) one of another member: the same answer either way. */
  INQUIRY_NOT_FOUND: { status: 404, message: inquiry.notFound },
  /** 답변 완료 chosen for an inquiry nobody has answered yet. */
  INQUIRY_NOT_ANSWERED: { status: 409, message: inquiry.statusNeedsReply },
  /** A member's follow-up on a closed (종료) inquiry: it opens a new one instead. */
  INQUIRY_CLOSED: { status: 409, message: inquiry.closedNoFollowUp },
  /** No such reply on this inquiry. */
  INQUIRY_REPLY_NOT_FOUND: { status: 404, message: inquiry.replyNotFound },
  /** A resend with no SMTP configured (the reply's mail was never sent for that reason). */
  INQUIRY_MAIL_UNAVAILABLE: { status: 409, message: inquiry.resendUnavailable },
});
