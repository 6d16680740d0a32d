/**
 * Prometheus metrics of this process (prom-client), served on METRICS_PORT (http/metrics.ts).
 * Counters are per process (Prometheus sums the instances); queue depth and the day's rank
 * checks are read from the database at scrape time, so every instance reports the same totals.
 */
import { kstDate } from '@seller/shared';
import { sql } from 'drizzle-orm';
import client from 'prom-client';
import type { Db } from '../db/client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request durations by route (the route pattern, not the URL)',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const providerCalls = new client.Counter({
  name: 'provider_calls_total',
  help: 'Calls to outside services (each attempt) by service and key',
  labelNames: ['service', 'key'] as const,
  registers: [registry],
});

export const providerErrors = new client.Counter({
  name: 'provider_errors_total',
  help: 'Failed calls to outside services by service, key and error kind',
  labelNames: ['service', 'key', 'kind'] as const,
  registers: [registry],
});

export const jobFailures = new client.Counter({
  name: 'jobs_failed_total',
  help: 'Jobs whose handler failed in this process, per queue',
  labelNames: ['queue'] as const,
  registers: [registry],
});

export const clientReportPdfRenders = new client.Counter({
  name: 'client_report_pdf_renders_total',
  help: 'Client report PDFs rendered in this process (a reused PDF is not counted)',
  registers: [registry],
});

/** What the scrape-time gauges read; set once the database and job engine are up. */
const sources: { db?: Db; queueSize?: () => Promise<Record<string, number>>; now: () => Date } = {
  now: () => new Date(),
};

export function setMetricSources(s: {
  db?: Db;
  queueSize?: () => Promise<Record<string, number>>;
  now?: () => Date;
}): void {
  Object.assign(sources, s);
}

new client.Gauge({
  name: 'jobs_queued',
  help: 'Jobs waiting in each queue (all processes)',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const sizes = (await sources.queueSize?.().catch(() => null)) ?? {};
    for (const [queue, n] of Object.entries(sizes)) this.set({ queue }, n);
  },
});

new client.Gauge({
  name: 'rank_checks_today',
  help: 'Rank check attempts of the Korea day so far (all processes), by feature and status (ok, failed)',
  labelNames: ['feature', 'status'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    if (!sources.db) return;
    const day = kstDate(sources.now());
    const result = await sources.db
      .execute(
        sql`select 'goods' as feature, status, count(*)::int as n from keyword_checks where day = ${day} group by status
            union all
            select 'place', status, count(*)::int from place_keyword_checks where day = ${day} group by status`,
      )
      .catch(() => ({ rows: [] }));
    const rows = ((result as { rows?: unknown[] }).rows ?? []) as {
      feature: string;
      status: string;
      n: number;
    }[];
    for (const r of rows) this.set({ feature: r.feature, status: r.status }, Number(r.n));
  },
});
