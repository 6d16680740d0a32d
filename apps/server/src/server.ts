/**
 * The app process: database, services, HTTP, jobs and metrics, and how they stop. main.ts runs it;
 * the shutdown test's child (test/server-child.ts) runs it with a slow route and job added.
 */
import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { buildApp, createServices } from './app';
import { memberCommand } from './cli/member-command';
import { memberSocketPath, serveMemberCommands } from './cli/member-socket';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { startMetricsServer } from './http/metrics';
import { type JobDefinition, type JobEngine, startJobs } from './jobs/boss';
import { jobDefinitions } from './jobs/definitions';
import type { Logger } from './lib/logger';
import { serveBackups } from './lib/backup';
import { setMetricSources } from './lib/metrics';

export interface RunningServer {
  app: FastifyInstance;
  services: ReturnType<typeof createServices>;
  deps: { database: Awaited<ReturnType<typeof openDatabase>>; jobs: JobEngine | null; log: Logger };
  /** Stops taking requests, lets in-flight requests and running jobs end, closes the database. */
  stop(): Promise<void>;
}

export async function startServer(
  config: Config,
  log: Logger,
  extra: { routes?: (app: FastifyInstance) => void; jobs?: JobDefinition[] } = {},
): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? null : config.dataDir,
    log,
  });
  const deps: RunningServer['deps'] = { database, jobs: null, log };
  const services = createServices(config, deps);
  const app = await buildApp({ config, deps, services });
  // Answers given while stopping close their connection: a kept-alive one would hold close() open.
  let stopping = false;
  app.addHook('onSend', async (_req, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  extra.routes?.(app);
  if (config.jobsEnabled) {
    deps.jobs = await startJobs(
      database,
      [
        ...jobDefinitions(services, database.db, config, () => deps.jobs?.boss ?? null),
        ...(extra.jobs ?? []),
      ],
      app.log,
    );
  }
  setMetricSources({ db: database.db, queueSize: () => deps.jobs?.queueSizes() ?? Promise.resolve({}) });
  const metrics = config.metrics ? await startMetricsServer(config.metrics) : null;
  // `npm run backup` asks this process for a copy of the embedded database (lib/backup.ts).
  if (database.kind === 'pglite') serveBackups(database, config.dataDir, log);
  // The embedded database is this process's: `npm run member` hands its requests over this socket.
  const memberSocket =
    database.kind === 'pglite'
      ? await serveMemberCommands(
          memberSocketPath(config.dataDir),
          (argv, io) => memberCommand(argv, io, services.memberOperator),
          (err) => log.error({ err }, 'member command failed'),
        ).catch((err: unknown) => {
          log.warn({ err }, ko.cli.socketUnavailable);
          return null;
        })
      : null;
  await app.listen({ host: config.host, port: config.port });
  return {
    app,
    services,
    deps,
    async stop() {
      stopping = true;
      memberSocket?.close();
      // Both wait: Fastify for the requests in flight (new ones get 503 or a refused connection),
      // pg-boss for the jobs running; then nothing uses the database any more.
      // Jobs get most of the shutdown budget, leaving time to close the database before it ends.
      const jobsBudget = Math.max(100, config.shutdownTimeoutMs - 2_000);
      await Promise.all([app.close(), deps.jobs?.stop(jobsBudget)]);
      await metrics?.close();
      await database.close();
    },
  };
}
