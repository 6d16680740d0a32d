import type { PublicReport } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { LAST_OPENED_STEP_MS, hashReportToken, isTokenShape } from './client-reports.domain';
import type { Header, ReportPdf, ReportsContext } from './client-reports.context';
import * as repo from './client-reports.repository';

/** Reading a report: the public page and PDF by the link's token, the owner's PDF. */
export function reportViews(ctx: ReportsContext) {
  const { db, now, build, pdfOf, recent } = ctx;

  /** The live link of a token, marked opened; REPORT_LINK_GONE for anything else. */
  async function opened(token: string): Promise<Header> {
    if (!isTokenShape(token)) throw new AppError('REPORT_LINK_GONE');
    const at = now();
    const head = await repo.liveByHash(db, hashReportToken(token), at);
    if (!head) throw new AppError('REPORT_LINK_GONE');
    await repo.touch(db, head.reportSn, at, LAST_OPENED_STEP_MS);
    return head;
  }

  return {
    /** The public page's answer: the last 30 days of the link's items. */
    async open(token: string): Promise<PublicReport> {
      return build(await opened(token), recent().period);
    },

    async pdfByToken(token: string): Promise<ReportPdf> {
      const head = await opened(token);
      const { period, label } = recent();
      return pdfOf(head, period, label);
    },

    /** The owner's download from the list (an expired link's too, until it is revoked). */
    async pdfOfOwner(memberId: number, reportSn: number): Promise<ReportPdf> {
      const head = await repo.ownedReport(db, memberId, reportSn);
      if (!head) throw new AppError('CLIENT_REPORT_NOT_FOUND');
      const { period, label } = recent();
      return pdfOf(head, period, label);
    },
  };
}
