/**
 * The render thread's task (a piscina worker, client-reports.pdf-pool.ts): pdfkit and the font
 * subsetting take up to ~2 s of CPU for a large report, which here blocks no request.
 */
import { type PdfInput, renderReportPdf } from './client-reports.pdf';

export default async function renderInThread(input: PdfInput): Promise<Uint8Array> {
  return renderReportPdf(input.report, input.period, input.heading, input.logo ?? null);
}
