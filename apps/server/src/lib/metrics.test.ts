import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { kstDate } from '@seller/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../adapters/http';
import { startMetricsServer } from '../http/metrics';
import { createTestApp, type TestApp } from '../test/app';
import { jobFailures, setMetricSources } from './metrics';

let t: TestApp;
let provider: http.Server;
let providerUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  // A provider that fails every call, so both the call and the error counters move.
  provider = http.createServer((_req, res) => res.writeHead(500).end('down'));
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(async () => {
  provider.close();
  await t.close();
});

describe('Prometheus metrics', () => {
  it('a scrape of METRICS_PORT shows request durations, provider calls, job figures and the day’s rank checks', async () => {
    await t.app.inject({ method: 'GET', url: '/readyz' });
    await expect(
      request({
        service: 'naver-openapi',
        url: `${providerUrl}/v1/search/local.json`,
        headers: { 'X-Naver-Client-Id': 'key-a' },
        retry: { retries: 0 },
      }),
    ).rejects.toThrow();
    jobFailures.inc({ queue: 'goods-rank-check' });
    const day = kstDate(new Date());
    await t.database.sql.executeSql(
      `insert into keyword_checks (keyword_norm, day, status) values ('a', $1, 'ok'), ('b', $1, 'ok'), ('c', $1, 'failed')`,
      [day],
    );
    setMetricSources({ db: t.database.db, queueSize: async () => ({ 'goods-rank-check': 7 }) });

    const server = await startMetricsServer({ port: 0, host: '127.0.0.1' });
    try {
      const port = (server.server.address() as AddressInfo).port;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      // By route pattern, not by URL.
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/readyz",status="200"\} [1-9]/,
      );
      expect(text).toContain('provider_calls_total{service="naver-openapi",key="key-a"} 1');
      expect(text).toContain('provider_errors_total{service="naver-openapi",key="key-a",kind="server"} 1');
      expect(text).toContain('jobs_failed_total{queue="goods-rank-check"} 1');
      expect(text).toContain('jobs_queued{queue="goods-rank-check"} 7');
      expect(text).toContain('rank_checks_today{feature="goods",status="ok"} 2');
      expect(text).toContain('rank_checks_today{feature="goods",status="failed"} 1');
      expect(text).toContain('process_cpu_seconds_total');
    } finally {
      await server.close();
    }
  });
});
