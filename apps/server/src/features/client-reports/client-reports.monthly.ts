import { distinctEmails, monthPeriod, previousMonth } from './client-reports.domain';
import { type ReportPdf, type ReportsContext, listUnsubscribe, t } from './client-reports.context';
import { monthlyMail } from './client-reports.mail';
import * as repo from './client-reports.repository';

/** The monthly mail job. */
export function reportMonthly(ctx: ReportsContext) {
  const { deps, db, now, pdfOf, link, newRecipientToken } = ctx;
  return {
    /**
     * The monthly mail (run on the 1st, Korea time): last month's PDF to each confirmed address of
     * every live link that asks for it, once per (address, month) on any number of instances and
     * runs: the outbox row is claimed before sending; a failed send gives it back so the job's
     * retry sends it. Each mail carries its own unsubscribe link (and RFC 8058 headers).
     */
    async sendMonthly(): Promise<{ sent: number; skipped: number }> {
      const at = now();
      const month = previousMonth(at);
      const period = monthPeriod(month);
      let sent = 0;
      let skipped = 0;
      if (!deps.mail.configured) return { sent, skipped };
      let failure: unknown = null;
      for (const r of await repo.monthlyReports(db, at)) {
        const listed = new Set(distinctEmails(r.mailTo));
        const recipients = (await repo.confirmedRecipients(db, r.reportSn)).filter((x) =>
          listed.has(x.email),
        );
        let pdf: ReportPdf | null = null;
        for (const recipient of recipients) {
          if (!(await repo.claimDelivery(db, recipient.id, month, at))) {
            skipped += 1;
            continue;
          }
          let tokenHash: string | null = null;
          try {
            const head = await repo.ownedReport(db, r.mbrSn, r.reportSn);
            if (!head) continue;
            pdf ??= await pdfOf(head, period, t.monthPeriod(month));
            const unsubscribe = await newRecipientToken(recipient.id, 'unsubscribe', now());
            tokenHash = unsubscribe.hash;
            const url = link('unsubscribe', unsubscribe.token);
            await deps.mail.sendMail({
              to: recipient.email,
              ...monthlyMail({ name: head.name, month, unsubscribeUrl: url }),
              headers: listUnsubscribe(url),
              attachments: [{ filename: pdf.fileName, content: pdf.content, contentType: 'application/pdf' }],
            });
            await repo.markDelivered(db, recipient.id, month, now());
            sent += 1;
          } catch (err) {
            await repo.releaseDelivery(db, recipient.id, month);
            if (tokenHash) await repo.deleteRecipientTokens(db, [tokenHash]);
            deps.logError(err, 'monthly client report mail');
            failure = err;
          }
        }
      }
      // The others went out; the job fails so pg-boss retries the ones given back.
      if (failure) throw failure;
      return { sent, skipped };
    },
  };
}
