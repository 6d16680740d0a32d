/**
 * One app instance in its own process for the multi-instance test (multi-instance.test.ts): what
 * `npm start` runs (src/main.ts) against DATABASE_URL, with the simulator already running on
 * SIMULATOR_PORT (this process starts none), its job workers on when JOBS_ENABLED is, polling
 * quickly so that a test's jobs are taken up within a second. `--now <iso>` starts its clock at
 * that instant (then real speed), like test/rank-worker.ts. Listens on PORT (0: any free port)
 * and prints "ready <port>" on stdout; with `--worker` it is what `npm run worker` runs instead:
 * job workers only, no HTTP ("ready 0").
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { buildApp, createServices } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { type JobEngine, startJobs } from '../jobs/boss';
import { jobDefinitions } from '../jobs/definitions';

const { values } = parseArgs({ options: { now: { type: 'string' }, worker: { type: 'boolean' } } });
const config = loadConfig();
if (!config.databaseUrl) throw new Error('an app process needs DATABASE_URL');
const startedAt = Date.now();
const base = values.now ? new Date(values.now).getTime() : startedAt;
const now = () => new Date(base + (Date.now() - startedAt));

const log = pino({ level: config.logLevel });
const database = await openDatabase({ databaseUrl: config.databaseUrl, log });
const deps: { database: typeof database; jobs: JobEngine | null; now: () => Date } = {
  database,
  jobs: null,
  now,
};
const services = createServices(config, deps);
const app = values.worker ? null : await buildApp({ config, deps, services });
if (values.worker || config.jobsEnabled) {
  deps.jobs = await startJobs(
    database,
    jobDefinitions(services, database.db, config, () => deps.jobs?.boss ?? null, now),
    app?.log ?? log,
    { timing: { maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5 } },
  );
}
await app?.listen({ host: '127.0.0.1', port: config.port });
const address = app?.server.address();
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
process.once('SIGTERM', () => {
  void (async () => {
    await app?.close();
    await deps.jobs?.stop();
    await database.close();
    process.exit(0);
  })();
});
