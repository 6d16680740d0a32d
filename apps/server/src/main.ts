import { ko } from '@seller/shared';
import { buildApp, createServices } from './app';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { memberCommand } from './cli/member-command';
import { memberSocketPath, serveMemberCommands } from './cli/member-socket';
import { announceSetupLink } from './features/setup/setup.startup';
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
// While no manager exists: the one-time /setup link (also in DATA_DIR/setup-link.txt, 0600).
await announceSetupLink(services.setup, {
  publicUrl: config.publicUrl,
  dataDir: config.dataDir,
  print: (line) => console.log(line),
});
// The embedded database is this process's: `npm run member` hands its requests over this socket.
const memberSocket =
  database.kind === 'pglite'
    ? await serveMemberCommands(memberSocketPath(config.dataDir), (argv, io) =>
        memberCommand(argv, io, services.memberOperator),
      ).catch((err: unknown) => {
        console.warn(`${ko.cli.socketUnavailable} ${err instanceof Error ? err.message : String(err)}`);
        return null;
      })
    : null;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      memberSocket?.close();
      await app.close();
      await deps.jobs?.stop();
      await database.close();
      process.exit(0);
    })();
  });
}
