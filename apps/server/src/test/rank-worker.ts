/**
 * A job worker process for the rank engine's fault tests (lib/rank-engine/faults.test.ts): the
 * same workers as `npm run worker` (src/worker.ts) against DATABASE_URL, with the simulator on
 * SIMULATOR_PORT, but with pg-boss's timings tightened so that a job held by a killed worker is
 * taken up again within seconds. `--now <iso>` starts the rank runs' clock at that instant (it then
 * runs at real speed), so the test decides which Korea day and time the run belongs to.
 * Prints "ready" on stdout once the workers poll.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { createServices } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { type JobEngine, type JobTiming, startJobs } from '../jobs/boss';
import { jobDefinitions } from '../jobs/definitions';

/** A dead worker's job expires after 4 s and is retried within about a second after that. */
const FAST_TIMING: JobTiming = {
  maintenanceIntervalSeconds: 1,
  expireInSeconds: 4,
  pollingIntervalSeconds: 0.5,
};

const { values } = parseArgs({ options: { now: { type: 'string' } } });
const config = loadConfig();
if (!config.databaseUrl) throw new Error('the rank worker needs DATABASE_URL');
const startedAt = Date.now();
const base = values.now ? new Date(values.now).getTime() : startedAt;
const now = () => new Date(base + (Date.now() - startedAt));

const database = await openDatabase({ databaseUrl: config.databaseUrl });
const deps: { database: typeof database; jobs: JobEngine | null; now: () => Date } = {
  database,
  jobs: null,
  now,
};
const engine = await startJobs(
  database,
  jobDefinitions(createServices(config, deps), database.db, config, () => deps.jobs?.boss ?? null, now),
  pino({ level: config.logLevel }),
  { timing: FAST_TIMING },
);
deps.jobs = engine;
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void engine
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
