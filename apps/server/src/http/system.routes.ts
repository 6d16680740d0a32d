import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemContract } from '@seller/shared/contracts/system';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobEngine } from '../jobs/boss';
import { mount } from './contract-routes';

const readiness = z.object({
  status: z.enum(['ok', 'not-ready']),
  database: z.enum(['ok', 'error']),
  databaseKind: z.string(),
  migrations: z.enum(['applied', 'pending', 'error', 'unknown']),
  jobs: z.enum(['disabled', 'running', 'stopped']),
  simulator: z.boolean(),
});

export function systemRoutes(
  app: FastifyInstance,
  deps: { config: Config; database: Database; jobs: () => JobEngine | null | undefined },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Liveness: the process answers. A load balancer restarts on this, so it checks nothing else.
  r.get(
    '/healthz',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } }, config: { access: 'public' } },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: send traffic here only while the database answers, has this build's migrations
  // and the job engine runs (when this process runs jobs). While it shuts down Fastify answers 503.
  r.get(
    '/readyz',
    { schema: { response: { 200: readiness, 503: readiness } }, config: { access: 'public' } },
    async (_req, reply) => {
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
    },
  );

  mount(app, systemContract.appConfig, async () => appConfigOf(deps.config));
}

/** The settings the web app reads at start. */
function appConfigOf(config: Config) {
  return {
    simulator: config.simulator.enabled,
    adfitUnitId: config.adfitUnitId,
    chatChannelUrl: config.chatChannelUrl,
    mapTileUrl: config.mapTiles?.url ?? null,
    mapTileAttribution: config.mapTiles?.attribution ?? null,
    publicHost: new URL(config.publicUrl).host,
  };
}
