import type { MailMessage } from '../../adapters/mail/mail';

/** Outgoing mail: the app's mail adapter (the simulator's SMTP inbox in simulator mode). */
export interface AlertMailPort {
  /** False without an SMTP URL: alerts then stay in the app. */
  readonly configured: boolean;
  sendMail(message: MailMessage): Promise<unknown>;
}

/**
 * Runs one Korea day's rank checks of every tracked keyword now (shopping and places). The rank
 * features own the checks; the app wires their engines in. Used by the manager's "run now".
 */
export type DailyChecksPort = (day: string) => Promise<{ checked: number; failed: number }>;
