/**
 * The PDF render pool (issue 35 §5): renders in a worker thread, and a request past the bounded
 * queue is refused with REPORT_PDF_BUSY (503) instead of piling up.
 */
import { describe, expect, it } from 'vitest';
import { errorStatus } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { recentPeriod } from './client-reports.domain';
import { createPdfRenderer } from './client-reports.pdf-pool';

const period = recentPeriod(new Date('2026-11-22T03:00:00Z'));
const input = {
  report: {
    company: null,
    logoUrl: null,
    name: '풀 리포트',
    comment: null,
    from: period.from,
    to: period.to,
    items: [],
  },
  period,
  heading: { periodLabel: 'label', generatedAt: 'now' },
};

describe('the PDF render pool', () => {
  it('renders in its thread and refuses what its queue cannot hold', async () => {
    const renderer = createPdfRenderer({ threads: 1, maxQueue: 1 });
    try {
      const results = await Promise.allSettled(Array.from({ length: 4 }, () => renderer.render(input)));
      const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      // One runs, at most one waits; the others are refused at once.
      expect(done.length).toBeGreaterThanOrEqual(1);
      expect(done.length).toBeLessThanOrEqual(2);
      for (const pdf of done) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(refused).toHaveLength(4 - done.length);
      for (const err of refused) {
        expect(err).toBeInstanceOf(AppError);
        expect((err as AppError).code).toBe('REPORT_PDF_BUSY');
      }
      expect(errorStatus.REPORT_PDF_BUSY).toBe(503);
      // Once the queue has room again, the next one renders.
      expect((await renderer.render(input)).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await renderer.close();
    }
  }, 60_000);
});
