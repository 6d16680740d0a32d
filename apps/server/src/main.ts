import { ko } from '@seller/shared';
import { buildApp, createServices } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { countManagers } from './features/members/members.repository';
import { type JobEngine, startJobs } from './jobs/boss';
import { jobDefinitions } from './jobs/definitions';

const config = loadConfig();

if (config.simulator.enabled) {
  // Imported lazily: with real credentials the simulator code is never loaded.
  const { startSimulator } = await import('@seller/simulator');
  const sim = await startSimulator({
    port: config.simulator.port,
    host: '0.0.0.0',
    logLevel: 'warn',
    smtpPort: config.simulator.smtpPort,
    appUrl: `http://127.0.0.1:${config.port}`,
    browserUrl: config.simulator.browserUrl,
  });
  console.log(`${ko.cli.simulatorListening} ${sim.url}`);
}

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
