import type { MailMessage } from '../../adapters/mail/mail';

/** The mail service the monthly report goes through (its PDF as an attachment). */
export interface ReportMailPort {
  readonly configured: boolean;
  sendMail(message: MailMessage): Promise<unknown>;
}

/** Counts one event under a key in a window, in the database (`rate_limit_hits`, every instance). */
export type CountHit = (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;
