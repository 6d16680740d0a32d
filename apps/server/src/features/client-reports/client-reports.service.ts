import { type ClientReportsDeps, createReportsContext } from './client-reports.context';
import { reportLinks } from './client-reports.links';
import { reportMonthly } from './client-reports.monthly';
import { confirmationMails, reportRecipients } from './client-reports.recipients';
import { reportViews } from './client-reports.view';

export type { MailLinkResult, ReportPdf } from './client-reports.context';

/**
 * Client reports (share links with a page, a PDF and a monthly mail), one file per use case
 * (issue 38 §4): the member's links, the monthly mail's addresses and their confirmations, the
 * page and PDF, the monthly job. They share one context (client-reports.context.ts); the routes,
 * the job and the app see one service.
 */
export function createClientReportsService(deps: ClientReportsDeps) {
  const ctx = createReportsContext(deps);
  const mails = confirmationMails(ctx);
  return {
    ...reportLinks(ctx, mails),
    ...reportRecipients(ctx, mails),
    ...reportViews(ctx),
    ...reportMonthly(ctx),
  };
}

export type ClientReportsService = ReturnType<typeof createClientReportsService>;
