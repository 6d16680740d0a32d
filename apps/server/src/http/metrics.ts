import Fastify, { type FastifyInstance } from 'fastify';
import { httpDuration, registry } from '../lib/metrics';

/** Times every answer by its route pattern (`/v1/goods/:gdpSn`), so ids never become labels. */
export function installRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    httpDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * `GET /metrics` in Prometheus format on its own port (METRICS_PORT), apart from the public one:
 * the proxy never forwards it, and it needs no session.
 */
export async function startMetricsServer(opts: { port: number; host: string }): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_req, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
  await server.listen({ port: opts.port, host: opts.host });
  return server;
}
