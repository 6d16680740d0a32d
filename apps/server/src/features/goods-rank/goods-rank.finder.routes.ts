import type { FastifyInstance } from 'fastify';
import { goodsFinderContract } from '@seller/shared/contracts/goods-finder';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import type { GoodsFinder } from './goods-rank.finder';

/** "키워드로 내 상품 찾기": searches cost the operator a provider call, so each client is limited. */
export function goodsFinderRoutes(
  app: FastifyInstance,
  deps: { finder: GoodsFinder; limit: { max: number; windowMs: number } },
) {
  mount(app, goodsFinderContract.search, async (req) => ok(await deps.finder.search(req.body.keyword)), {
    rateLimit: { max: deps.limit.max, timeWindow: deps.limit.windowMs },
  });
}
