import { createServices } from './app';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { type JobEngine, startJobs } from './jobs/boss';
import { jobDefinitions } from './jobs/definitions';
import pino from 'pino';

// An extra job worker for PostgreSQL deployments (PGlite is one process: `npm start` runs its jobs).
const config = loadConfigOrExit();
const log = pino({ level: config.logLevel });
if (!config.databaseUrl) {
  log.error('npm run worker needs DATABASE_URL (the embedded database runs its jobs inside npm start)');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl });
const deps: { database: typeof database; jobs: JobEngine | null } = { database, jobs: null };
const engine = await startJobs(
  database,
  jobDefinitions(createServices(config, deps), database.db, config, () => deps.jobs?.boss ?? null),
  log,
);
deps.jobs = engine;
log.info('job worker started');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () =>
      void engine
        .stop()
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
}
