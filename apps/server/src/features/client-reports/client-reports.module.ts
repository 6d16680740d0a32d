import { countHit } from '../../http/rate-limit-store';
import { defineFeature } from '../../lib/features/module';
import { MAIL_LINK_RATE, OWNER_PDF_RATE, REPORT_RATE, RESEND_RATE } from './client-reports.domain';
import { clientReportsJobs } from './client-reports.jobs';
import { createPdfRenderer } from './client-reports.pdf-pool';
import { clientReportMailRoutes, clientReportsRoutes } from './client-reports.routes';
import { createClientReportsService } from './client-reports.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'client-reports': { clientReports: ReturnType<typeof createClientReportsService> };
  }
}

/** Client report links, their PDF and the monthly mail (issue 29 §1). */
export const clientReportsModule = defineFeature({
  name: 'client-reports',
  needs: ['rank-alerts', 'place-rank-map', 'rank-changes'],
  create: ({ db, now, adapters, config, errorFor }, { rankAlerts, placeRankMap, rankChanges }) => ({
    clientReports: createClientReportsService({
      db,
      now,
      mail: adapters.mail,
      logError: errorFor('client-reports'),
      // Off the event loop (issue 35 §5): a small pool of render threads, started on first use.
      renderer: createPdfRenderer(),
      count: (key, windowMs) => countHit(db, key, windowMs),
      publicUrl: config.publicUrl,
      productChanges: async (goodsIds, since) =>
        (await rankAlerts.changesOf('goods', goodsIds, since)).filter((c) => c.change === 'productChange'),
      rankMaps: (plceSns, before) => placeRankMap.latestForReport(plceSns, before),
      // The latest figures the pages gave and the member's events, under each keyword (issue 42 §3).
      rankNotes: (goods, places, from, to) => rankChanges.reportNotes(goods, places, from, to),
    }),
  }),
  routes: (app, { clientReports }, { db, config }) => {
    const count = (key: string, windowMs: number) => countHit(db, key, windowMs);
    clientReportsRoutes(app, {
      reports: clientReports,
      count,
      limit: REPORT_RATE,
      ownerPdfLimit: OWNER_PDF_RATE,
      resendLimit: RESEND_RATE,
    });
    clientReportMailRoutes(app, {
      reports: clientReports,
      count,
      limit: MAIL_LINK_RATE,
      publicUrl: config.publicUrl,
    });
  },
  jobs: ({ clientReports }) => clientReportsJobs({ reports: clientReports }),
  close: ({ clientReports }) => clientReports.close(),
});
