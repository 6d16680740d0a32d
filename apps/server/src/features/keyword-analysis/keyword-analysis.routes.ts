import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { relatedAnswer, relatedQuery, trendAnswer, trendsQuery } from '@seller/shared';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = {
    access: 'member' as const,
    rateLimit: { max: deps.lookLimit.max, timeWindow: deps.lookLimit.windowMs },
  };

  r.get(
    '/api/naver/keyword/related',
    { schema: { querystring: relatedQuery, response: { 200: relatedAnswer } }, config },
    async (req) => deps.analysis.related(req.query.hintKeywords),
  );

  r.get(
    '/api/naver/keyword/trends',
    { schema: { querystring: trendsQuery, response: { 200: trendAnswer } }, config },
    async (req) => deps.analysis.trends(req.query),
  );
}
