import { type ClientReportMonthly, kstDate } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import {
  CONFIRM_CAPS,
  CONFIRM_TTL_DAYS,
  distinctEmails,
  hashReportToken,
  isTokenShape,
  normalEmail,
} from './client-reports.domain';
import { type MailLinkResult, type ReportsContext, listUnsubscribe } from './client-reports.context';
import { confirmationMail } from './client-reports.mail';
import * as repo from './client-reports.repository';

/** The window of a daily cap's count; its key names the Korea day, so each day counts anew. */
const DAY_MS = 86_400_000;

/** The confirmation mails to a report's addresses (new links, the monthly setting, a resend). */
export function confirmationMails(ctx: ReportsContext) {
  const { deps, db, now, link, newRecipientToken } = ctx;

  /**
   * One confirmation mail to a pending address, within the daily caps (per address, from every
   * member; per member), counted in the database so every instance counts together. The reason
   * it did not go, as an error code, or null once sent.
   */
  async function sendConfirmation(
    memberId: number,
    head: { name: string; company: string | null },
    recipient: { id: number; email: string },
  ): Promise<
    'REPORT_CONFIRM_DAILY_LIMIT' | 'REPORT_CONFIRM_MEMBER_LIMIT' | 'REPORT_CONFIRM_MAIL_FAILED' | null
  > {
    if (!deps.mail.configured) return 'REPORT_CONFIRM_MAIL_FAILED';
    const at = now();
    const day = kstDate(at);
    // The member's own budget first: a member past it uses up nothing of the address's.
    if (
      (await deps.count(`client-report-confirm-member:${memberId}:${day}`, DAY_MS)).current >
      CONFIRM_CAPS.perMember
    )
      return 'REPORT_CONFIRM_MEMBER_LIMIT';
    const addressKey = `client-report-confirm:${hashReportToken(recipient.email)}:${day}`;
    if ((await deps.count(addressKey, DAY_MS)).current > CONFIRM_CAPS.perAddress)
      return 'REPORT_CONFIRM_DAILY_LIMIT';
    const confirm = await newRecipientToken(recipient.id, 'confirm', at);
    const unsubscribe = await newRecipientToken(recipient.id, 'unsubscribe', at);
    const mail = confirmationMail({
      name: head.name,
      sender: head.company,
      confirmUrl: link('confirm', confirm.token),
      unsubscribeUrl: link('unsubscribe', unsubscribe.token),
      days: CONFIRM_TTL_DAYS,
    });
    try {
      await deps.mail.sendMail({
        to: recipient.email,
        ...mail,
        headers: listUnsubscribe(link('unsubscribe', unsubscribe.token)),
      });
    } catch (err) {
      await repo.deleteRecipientTokens(db, [confirm.hash, unsubscribe.hash]);
      deps.logError(err, 'client report confirmation mail');
      return 'REPORT_CONFIRM_MAIL_FAILED';
    }
    await repo.markConfirmSent(db, recipient.id, now());
    return null;
  }

  /**
   * After the member saved the monthly mail's addresses: a confirmation to each address that is
   * pending and never got one (a new address, or one a cap held back). How many went.
   */
  async function invite(memberId: number, reportSn: number, mailTo: string[]): Promise<number> {
    const head = await repo.ownedReport(db, memberId, reportSn);
    if (!head) return 0;
    const emails = distinctEmails(mailTo);
    const rows = await repo.ensureRecipients(db, reportSn, emails, now());
    let sent = 0;
    // In the order typed.
    for (const r of rows.sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email))) {
      if (r.status !== 'pending' || r.confirmSentAt) continue;
      if ((await sendConfirmation(memberId, head, r)) === null) sent += 1;
    }
    return sent;
  }

  return { sendConfirmation, invite };
}

export type ConfirmationMails = ReturnType<typeof confirmationMails>;

/** The monthly mail's addresses: the member's setting and resend, and the mail links' pages. */
export function reportRecipients(ctx: ReportsContext, { sendConfirmation, invite }: ConfirmationMails) {
  const { db, now } = ctx;

  /** The recipient a mail link's token names; null for a malformed, unknown or expired one. */
  async function byToken(token: string | undefined, purpose: 'confirm' | 'unsubscribe') {
    if (!token || !isTokenShape(token)) return null;
    const r = await repo.recipientByToken(db, hashReportToken(token), purpose, now());
    // A revoked link's confirmation confirms nothing (its unsubscribe still works).
    return r && (purpose === 'unsubscribe' || !r.revoked) ? r : null;
  }

  return {
    /** Sets the monthly mail; addresses new to the report get their confirmation mail. */
    async setMonthly(
      memberId: number,
      reportSn: number,
      input: ClientReportMonthly,
    ): Promise<{ confirmations: number }> {
      const row = await repo.setMonthly(db, memberId, reportSn, {
        monthly: input.monthly,
        mailTo: input.mailTo,
      });
      if (!row) throw new AppError('CLIENT_REPORT_NOT_FOUND');
      return { confirmations: input.monthly ? await invite(memberId, reportSn, input.mailTo) : 0 };
    },

    /** The member's "send the confirmation again" for one address of its report. */
    async resendConfirmation(memberId: number, reportSn: number, email: string): Promise<void> {
      const head = await repo.ownedReport(db, memberId, reportSn);
      const report = head && (await repo.reportsOf(db, memberId)).find((r) => r.id === reportSn);
      if (!head || !report) throw new AppError('CLIENT_REPORT_NOT_FOUND');
      const wanted = normalEmail(email);
      if (!distinctEmails(report.mailTo).includes(wanted)) throw new AppError('REPORT_RECIPIENT_NOT_FOUND');
      const [recipient] = await repo.ensureRecipients(db, reportSn, [wanted], now());
      if (recipient!.status === 'confirmed') throw new AppError('REPORT_RECIPIENT_CONFIRMED');
      if (recipient!.status === 'unsubscribed') throw new AppError('REPORT_RECIPIENT_UNSUBSCRIBED');
      const refused = await sendConfirmation(memberId, head, recipient!);
      if (refused) throw new AppError(refused);
    },

    /** What a confirmation link names, for its page (a GET: nothing changes). */
    async confirmation(token: string | undefined): Promise<MailLinkResult> {
      const r = await byToken(token, 'confirm');
      return r ? { ok: true, state: r.status, name: r.name, email: r.email } : { ok: false };
    },

    /** The address confirms (the page's button): from now on it gets the monthly mail. */
    async confirm(token: string | undefined): Promise<MailLinkResult> {
      const r = await byToken(token, 'confirm');
      if (!r) return { ok: false };
      if (r.status === 'pending') await repo.confirmRecipient(db, r.id, now());
      const after = r.status === 'pending' ? 'confirmed' : r.status;
      return { ok: true, state: after, name: r.name, email: r.email };
    },

    /** The mail's unsubscribe link (and RFC 8058 one-click): this report mails the address no more. */
    async unsubscribe(token: string | undefined): Promise<MailLinkResult> {
      const r = await byToken(token, 'unsubscribe');
      if (!r) return { ok: false };
      await repo.unsubscribeRecipient(db, r.id, now());
      return { ok: true, state: 'unsubscribed', name: r.name, email: r.email };
    },
  };
}
