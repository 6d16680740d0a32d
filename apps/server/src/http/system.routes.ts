import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobEngine } from '../jobs/boss';

export function systemRoutes(
  app: FastifyInstance,
  deps: { config: Config; database: Database; jobs: () => JobEngine | null | undefined },
): void {
  app.get('/healthz', { config: { access: 'public' } }, async (_req, reply) => {
    const database = await deps.database.ping().then(
      () => 'ok' as const,
      () => 'error' as const,
    );
    const jobs = !deps.config.jobsEnabled ? 'disabled' : deps.jobs()?.started ? 'running' : 'stopped';
    const healthy = database === 'ok' && jobs !== 'stopped';
    return reply.status(healthy ? 200 : 503).send({
      status: healthy ? 'ok' : 'degraded',
      database,
      databaseKind: deps.database.kind,
      jobs,
      simulator: deps.config.simulator.enabled,
    });
  });

  app.get('/api/app-config', { config: { access: 'public' } }, async () => appConfigOf(deps.config));
}

/** The settings the web app reads at start (the app's pages carry them too: http/spa.ts). */
export function appConfigOf(config: Config) {
  return {
    simulator: config.simulator.enabled,
    adfitUnitId: config.adfitUnitId,
    chatChannelUrl: config.chatChannelUrl,
    publicHost: new URL(config.publicUrl).host,
  };
}
