import type { FastifyInstance } from 'fastify';
import { keywordAnalysisContract } from '@seller/shared/contracts/keyword-analysis';
import { mount } from '../../http/contract-routes';
import type { KeywordAnalysisService } from './keyword-analysis.service';

/**
 * Spec 02 §7: `GET /api/naver/keyword/related?hintKeywords=` → {relatedKeyword[], itemsTotal, …};
 * `GET /api/naver/keyword/trends?startDate&endDate&timeUnit&keywords` → {results, …}.
 * Members only (the page needs a login and every uncached look spends provider quota), with a
 * per-address request limit on top of the per-day answer cache.
 */
export function keywordAnalysisRoutes(
  app: FastifyInstance,
  deps: { analysis: KeywordAnalysisService; lookLimit: { max: number; windowMs: number } },
): void {
  const c = keywordAnalysisContract;
  const extras = { rateLimit: { max: deps.lookLimit.max, timeWindow: deps.lookLimit.windowMs } };

  mount(app, c.related, async (req) => deps.analysis.related(req.query.hintKeywords), extras);
  mount(app, c.trends, async (req) => deps.analysis.trends(req.query), extras);
}
