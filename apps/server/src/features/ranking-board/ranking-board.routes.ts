import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rankingQuery } from '@seller/shared';
import type { RankingBoardService } from './ranking-board.service';

/**
 * The ranking board through the ranking service port (spec 02 §7 "GET on an external ranking
 * service"): `GET /api/ranking/rankup|sellrank|brandrank?period=P1D|P7D`. The calls carry no user
 * data; a session is still required because /rankup is a members' screen.
 */
export function rankingBoardRoutes(app: FastifyInstance, deps: { ranking: RankingBoardService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const opts = { schema: { querystring: rankingQuery }, config: { access: 'member' as const } };

  r.get('/api/ranking/rankup', opts, async (req) => deps.ranking.keywords(req.query.period));
  r.get('/api/ranking/sellrank', opts, async (req) => deps.ranking.products(req.query.period));
  r.get('/api/ranking/brandrank', opts, async (req) => deps.ranking.brands(req.query.period));
}
