/**
 * Naver DataLab on both platforms (1,000 calls a day per client id): the search trend (developer
 * center `POST /v1/datalab/search`, HUB `POST /search-trend/v1/search`) and Shopping Insight's
 * category and category-keyword trends (`/v1/datalab/shopping/categories|category/keywords`, HUB
 * `/shopping/v1/categories|category/keywords`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../app';
import { marketOf } from '../market/state';
import { trendSeries } from '../market/trend';
import { MOUNTS, type Platform, admit, sendBadRequest } from '../naver-openapi/common';
import { validateInsightBody, validateTrendBody } from './validate';

/** application/json arrives parsed; a text/plain body is given one chance to be JSON. */
function jsonBody(req: FastifyRequest): { body: unknown } | null {
  if (typeof req.body !== 'string') return { body: req.body };
  try {
    return { body: JSON.parse(req.body) };
  } catch {
    return null;
  }
}

export function registerNaverDatalab(app: FastifyInstance, state: SimulatorState): void {
  const market = marketOf(state);
  const searchTrend = (platform: Platform) => async (req: FastifyRequest, reply: FastifyReply) => {
    if ((await admit(state, 'naver-datalab', 'datalab', req, reply, platform)) === null) return reply;
    const parsed = jsonBody(req);
    if (!parsed) return sendBadRequest(reply, platform, '400', 'body is not JSON');
    const checked = validateTrendBody(parsed.body);
    if ('error' in checked) return sendBadRequest(reply, platform, '400', checked.error);
    const q = checked.query;
    return {
      startDate: q.startDate,
      endDate: q.endDate,
      timeUnit: q.timeUnit,
      results: trendSeries(q, market.today()),
    };
  };
  const insight =
    (platform: Platform, kind: 'categories' | 'keywords') =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      if ((await admit(state, 'naver-shopping-insight', 'datalab', req, reply, platform)) === null)
        return reply;
      const parsed = jsonBody(req);
      if (!parsed) return sendBadRequest(reply, platform, '400', 'body is not JSON');
      const checked = validateInsightBody(parsed.body, kind);
      if ('error' in checked) return sendBadRequest(reply, platform, '400', checked.error);
      const q = checked.query;
      const field = kind === 'categories' ? 'category' : 'keyword';
      return {
        startDate: q.startDate,
        endDate: q.endDate,
        timeUnit: q.timeUnit,
        results: trendSeries(q, market.today()).map((s, i) => ({
          title: s.title,
          [field]: checked.terms[i],
          data: s.data,
        })),
      };
    };
  app.post(`${MOUNTS.developers}/v1/datalab/search`, searchTrend('developers'));
  app.post(`${MOUNTS.hub}/search-trend/v1/search`, searchTrend('hub'));
  app.post(`${MOUNTS.developers}/v1/datalab/shopping/categories`, insight('developers', 'categories'));
  app.post(`${MOUNTS.developers}/v1/datalab/shopping/category/keywords`, insight('developers', 'keywords'));
  app.post(`${MOUNTS.hub}/shopping/v1/categories`, insight('hub', 'categories'));
  app.post(`${MOUNTS.hub}/shopping/v1/category/keywords`, insight('hub', 'keywords'));
}
