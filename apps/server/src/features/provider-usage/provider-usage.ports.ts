import type { MailMessage } from '../../adapters/mail/mail';
import type { DbOrTx } from '../../db/client';

/** The managers' mail when a source's budget is reached (the app's mail adapter). */
export interface UsageMailPort {
  /** False without an SMTP URL: the notice then stays in the bell. */
  readonly configured: boolean;
  sendMail(message: MailMessage): Promise<unknown>;
}

/** A notice in every active manager's bell, written in the caller's transaction (rank-alerts). */
export type ManagerNoticePort = (
  tx: DbOrTx,
  notice: { rule: 'budgetReached'; day: string; keyword: string; title: string },
) => Promise<unknown>;
