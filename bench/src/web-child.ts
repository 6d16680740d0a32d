/**
 * The app server of the Lighthouse case, in its own process: Lighthouse's Node side (the
 * DevTools protocol, the trace it streams) must not share the server's event loop, or every
 * file the page loads waits behind it and Lighthouse counts that wait as server latency. The
 * parent passes the build to serve; the child seeds a member with 20 products × 5 keywords,
 * signs in and reports its port and session cookie.
 */
import Fastify from 'fastify';
import { buildApp, createServices } from '@seller/server/src/app';
import { loadConfig } from '@seller/server/src/config';
import { createTestDatabase } from '@seller/server/src/test/database';
import { seedTrackedGoods } from './api';

const dist = process.env.BENCH_WEB_DIST!;
const config = loadConfig({
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  SIMULATOR: 'off',
  DATA_DIR: 'data/bench-unused',
});
const database = await createTestDatabase(process.env.BENCH_DATABASE_URL);
const services = createServices(config, { database });
const app = await buildApp({ config: { ...config, webDist: dist }, deps: { database }, services });
// The baseline: a bare HTML page from a server of the same kind, in the same process.
const bare = Fastify();
const blank =
  '<!doctype html><html lang="en"><head><title>bare</title></head><body><h1>bare</h1></body></html>';
bare.get('/', async (_req, reply) => reply.type('text/html').send(blank));

const member = await services.members.create({
  email: 'web@example.com',
  password: 'Bench123!',
  name: 'Web',
});
await seedTrackedGoods((q) => database.sql.executeSql(q), member.mbrSn, 20, 5);
await app.listen({ port: 0, host: '127.0.0.1' });
await bare.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const barePort = (bare.server.address() as { port: number }).port;
const login = await fetch(`http://127.0.0.1:${port}/v1/member/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ mbrEmail: 'web@example.com', mbrPw: 'Bench123!' }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
process.send?.({ port, barePort, cookie });
process.on('disconnect', () => {
  void Promise.all([app.close(), bare.close()])
    .then(() => database.close())
    .then(() => process.exit(0));
});
