import type { FastifyInstance } from 'fastify';
import { keywordScoreContract } from '@seller/shared/contracts/keyword-score';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import type { KeywordScoreService } from './keyword-score.service';

/**
 * Spec 02 §7: `POST /api/naver/keyword/jisuCheckLimitOfViews` → {result: usage};
 * `POST /api/naver/keyword/jisuCheckIncrement` → {code, message, data: usage} (the spec does not
 * show its answer; accepted for compatibility: the server counts on a successful search, so this
 * call never changes the count);
 * `POST /api/search {keyword}` → {searchKeyword, products, source, usage}.
 * Any member may call them within their own daily allowance (200, or 500 for MNGR_MBR and
 * MNPY_MBR); the screen is guarded for managers and agency members in the web app.
 */
export function keywordScoreRoutes(app: FastifyInstance, deps: { score: KeywordScoreService }): void {
  const c = keywordScoreContract;

  mount(app, c.usage, async (req) => ({ result: await deps.score.usage(req.me) }));
  mount(app, c.increment, async (req) => ok(await deps.score.usage(req.me)));
  mount(app, c.search, async (req) => deps.score.search(req.me, req.body.keyword));
}
