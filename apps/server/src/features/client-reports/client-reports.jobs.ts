import type { JobDefinition } from '../../jobs/boss';
import type { ClientReportsService } from './client-reports.service';

const CLIENT_REPORT_MONTHLY_QUEUE = 'client-report-monthly';

/**
 * 09:00 Korea time on the 1st: last month's report PDF to the addresses of every live link that
 * asks for it. The (link, month) outbox row makes each mail go once across runs, retries and
 * instances; a retry sends only what a failed run gave back.
 */
export function clientReportsJobs(deps: { reports: ClientReportsService }): JobDefinition[] {
  return [
    {
      name: CLIENT_REPORT_MONTHLY_QUEUE,
      cron: '0 9 1 * *',
      retryLimit: 3,
      expireInSeconds: 30 * 60,
      handler: async () => {
        await deps.reports.sendMonthly();
      },
    },
  ];
}
