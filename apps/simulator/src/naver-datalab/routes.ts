/** Naver DataLab search trend, `POST /v1/datalab/search` (1,000 calls a day per client id). */
import type { FastifyInstance } from 'fastify';
import type { SimulatorState } from '../app';
import { marketOf } from '../market/state';
import { trendSeries } from '../market/trend';
import { admit, sendError } from '../naver-openapi/common';
import { validateTrendBody } from './validate';

export function registerNaverDatalab(app: FastifyInstance, state: SimulatorState): void {
  const market = marketOf(state);
  app.post('/naver-openapi/v1/datalab/search', async (req, reply) => {
    if ((await admit(state, 'naver-datalab', 'datalab', req, reply)) === null) return reply;
    // application/json arrives parsed; a text/plain body is given one chance to be JSON.
    let body = req.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        return sendError(reply, '400', 'body is not JSON');
      }
    }
    const checked = validateTrendBody(body);
    if ('error' in checked) return sendError(reply, '400', checked.error);
    const q = checked.query;
    return {
      startDate: q.startDate,
      endDate: q.endDate,
      timeUnit: q.timeUnit,
      results: trendSeries(q, market.today()),
    };
  });
}
