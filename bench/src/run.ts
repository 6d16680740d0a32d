// `npm run bench`: API figures, each beside a bare-Fastify baseline measured in the same run.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp, createServices } from '@seller/server/src/app';
import { loadConfig } from '@seller/server/src/config';
import { createTestDatabase } from '@seller/server/src/test/database';
import { memberListBench } from './member-list';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

interface Row {
  case: string;
  rps: number;
  p50: number;
  p99: number;
  target: string;
}

async function measure(
  url: string,
  opts: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
) {
  const r = await autocannon({ url, connections: 50, duration: seconds, ...opts });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
}

const config = loadConfig({
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  SIMULATOR: 'off',
  DATA_DIR: 'data/bench-unused',
});
// A throw-away database: in-memory PGlite, or a fresh database on the BENCH_DATABASE_URL server.
const database = await createTestDatabase(process.env.BENCH_DATABASE_URL);
const app = await buildApp({ config, deps: { database } });
const services = createServices(config, { database });
await services.members.create({ email: 'bench@example.com', password: 'Bench123!', name: 'Bench' });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/v1/member/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ mbrEmail: 'bench@example.com', mbrPw: 'Bench123!' }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const session = await (
  await fetch(`${base}/v1/member/user/memberSession`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: '{}',
  })
).text();

// Baseline: a bare Fastify route answering a body of the same size from memory.
const bare = Fastify();
bare.post('/x', async (_req, reply) => reply.type('application/json').send(session));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/x`;

const rows: Row[] = [];
const post = { method: 'POST' as const, headers: { 'content-type': 'application/json', cookie }, body: '{}' };
const baseline = await measure(bareUrl, post);
rows.push({ case: 'baseline: bare Fastify, same body', ...baseline, target: '-' });
const s = await measure(`${base}/v1/member/user/memberSession`, post);
rows.push({ case: `memberSession (signed in, ${database.kind})`, ...s, target: 'p99 < 50 ms' });
const h = await measure(`${base}/healthz`, {});
rows.push({ case: 'healthz', ...h, target: '-' });

console.log(`\nAPI, ${seconds} s per case, 50 connections, node ${process.version}`);
console.table(
  rows.map((r) => ({
    ...r,
    'share of baseline': `${Math.round((r.rps / baseline.rps) * 100)}%`,
  })),
);
await app.close();
await bare.close();
await database.close();

// Member management: 100,000 members, filtered and sorted pages (its own throw-away database).
await memberListBench(seconds);
