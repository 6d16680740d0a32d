import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandBoardAnswer, keywordBoardAnswer, productBoardAnswer, rankingQuery } from '@seller/shared';
import type { RankingBoardService } from './ranking-board.service';

/**
 * The ranking board through the ranking service port (spec 02 §7 "GET on an external ranking
 * service"): `GET /api/ranking/rankup|sellrank|brandrank?period=P1D|P7D`. The calls carry no user
 * data; a session is still required because /rankup is a members' screen.
 */
export function rankingBoardRoutes(app: FastifyInstance, deps: { ranking: RankingBoardService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'member' as const };
  const opts = <T>(answer: T) => ({
    schema: { querystring: rankingQuery, response: { 200: answer } },
    config,
  });

  r.get('/api/ranking/rankup', opts(keywordBoardAnswer), async (req) =>
    deps.ranking.keywords(req.query.period),
  );
  r.get('/api/ranking/sellrank', opts(productBoardAnswer), async (req) =>
    deps.ranking.products(req.query.period),
  );
  r.get('/api/ranking/brandrank', opts(brandBoardAnswer), async (req) =>
    deps.ranking.brands(req.query.period),
  );
}
