import type { FastifyInstance } from 'fastify';
import { rankingBoardContract as c } from '@seller/shared/contracts/ranking-board';
import { mount } from '../../http/contract-routes';
import type { RankingBoardService } from './ranking-board.service';

/**
 * The ranking board through the ranking service port (spec 02 §7 "GET on an external ranking
 * service"): `GET /api/ranking/rankup|sellrank|brandrank?period=P1D|P7D`. The calls carry no user
 * data; a session is still required because /rankup is a members' screen.
 */
export function rankingBoardRoutes(app: FastifyInstance, deps: { ranking: RankingBoardService }): void {
  mount(app, c.keywords, async (req) => deps.ranking.keywords(req.query.period));
  mount(app, c.products, async (req) => deps.ranking.products(req.query.period));
  mount(app, c.brands, async (req) => deps.ranking.brands(req.query.period));
}
