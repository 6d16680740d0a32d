import { ko } from '@seller/shared';
import { buildApp, createServices } from './app';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { countManagers } from './features/members/members.repository';
import { type JobEngine, startJobs } from './jobs/boss';
import { jobDefinitions } from './jobs/definitions';
import { startEmbeddedSimulator } from './simulator';

const config = loadConfigOrExit();

if (config.simulator.enabled) await startEmbeddedSimulator(config);

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? null : config.dataDir,
});
const deps: { database: typeof database; jobs: JobEngine | null } = { database, jobs: null };
const services = createServices(config, deps);
const app = await buildApp({ config, deps, services });
if (config.jobsEnabled) {
  deps.jobs = await startJobs(
    database,
    jobDefinitions(services, database.db, config, () => deps.jobs?.boss ?? null),
    app.log,
  );
}
await app.listen({ host: config.host, port: config.port });
console.log(`${ko.cli.listening} ${config.publicUrl}`);
if ((await countManagers(database.db)) === 0) console.log(ko.cli.firstManagerHint);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      await app.close();
      await deps.jobs?.stop();
      await database.close();
      process.exit(0);
    })();
  });
}
