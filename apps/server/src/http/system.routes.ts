import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobEngine } from '../jobs/boss';

export function systemRoutes(
  app: FastifyInstance,
  deps: { config: Config; database: Database; jobs: () => JobEngine | null | undefined },
): void {
  // Liveness: the process answers. A load balancer restarts on this, so it checks nothing else.
  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));

  // Readiness: send traffic here only while the database answers, has this build's migrations
  // and the job engine runs (when this process runs jobs). While it shuts down Fastify answers 503.
  app.get('/readyz', { config: { access: 'public' } }, async (_req, reply) => {
    const database = await deps.database.ping().then(
      () => 'ok' as const,
      () => 'error' as const,
    );
    const migrations =
      database === 'ok'
        ? await deps.database.migrated().then(
            (done) => (done ? ('applied' as const) : ('pending' as const)),
            () => 'error' as const,
          )
        : ('unknown' as const);
    const jobs = !deps.config.jobsEnabled ? 'disabled' : deps.jobs()?.started ? 'running' : 'stopped';
    const ready = database === 'ok' && migrations === 'applied' && jobs !== 'stopped';
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ok' : 'not-ready',
      database,
      databaseKind: deps.database.kind,
      migrations,
      jobs,
      simulator: deps.config.simulator.enabled,
    });
  });

  app.get('/api/app-config', { config: { access: 'public' } }, async () => appConfigOf(deps.config));
}

/** The settings the web app reads at start. */
export function appConfigOf(config: Config) {
  return {
    simulator: config.simulator.enabled,
    adfitUnitId: config.adfitUnitId,
    chatChannelUrl: config.chatChannelUrl,
    publicHost: new URL(config.publicUrl).host,
  };
}
