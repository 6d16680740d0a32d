import type { MailMessage } from '../../adapters/mail/mail';

/** The mail service the monthly report goes through (its PDF as an attachment). */
export interface ReportMailPort {
  readonly configured: boolean;
  sendMail(message: MailMessage): Promise<unknown>;
}
