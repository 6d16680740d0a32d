import type { MailMessage } from '../../adapters/mail/mail';

/** The mail service: a reply's mail, sent after the commit. */
export interface InquiryMailPort {
  /** False when no SMTP is configured: the reply is kept and its mail recorded 'skipped'. */
  readonly configured: boolean;
  sendMail(message: MailMessage): Promise<unknown>;
}
