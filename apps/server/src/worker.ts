import { createServices } from './app';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { type JobEngine, startJobs } from './jobs/boss';
import { jobDefinitions } from './jobs/definitions';
import { createLogger } from './lib/logger';
import { setMetricSources } from './lib/metrics';
import { startMetricsServer } from './http/metrics';
import { exitOnSignals } from './lib/shutdown';

// An extra job worker for PostgreSQL deployments (PGlite is one process: `npm start` runs its jobs).
const config = loadConfigOrExit();
const log = createLogger(config);
log.info({ node: process.version, pid: process.pid }, 'starting worker');
if (!config.databaseUrl) {
  log.error('npm run worker needs DATABASE_URL (the embedded database runs its jobs inside npm start)');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, log });
const deps: { database: typeof database; jobs: JobEngine | null; log: typeof log } = {
  database,
  jobs: null,
  log,
};
const engine = await startJobs(
  database,
  jobDefinitions(createServices(config, deps), database.db, config, () => deps.jobs?.boss ?? null),
  log,
);
deps.jobs = engine;
setMetricSources({ db: database.db, queueSize: () => engine.queueSizes() });
const metrics = config.metrics ? await startMetricsServer(config.metrics) : null;
log.info('job worker started');
exitOnSignals(
  async () => {
    await engine.stop(Math.max(100, config.shutdownTimeoutMs - 2_000));
    await metrics?.close();
    await database.close();
  },
  { timeoutMs: config.shutdownTimeoutMs, log },
);
