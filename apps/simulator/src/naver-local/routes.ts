/**
 * Naver local search on both platforms: the developer center's `GET /v1/search/local.json` and
 * NAVER API HUB's `GET /search/v1/local?…&format=json`, the same answer (at most 5 places, start 1
 * only); and the answer to a search API name the developer center does not know.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../app';
import { placeAt } from '../market/places';
import { marketOf } from '../market/state';
import {
  MOUNTS,
  type Platform,
  admit,
  badlyEncoded,
  highlight,
  intParam,
  lastBuildDate,
  sendBadRequest,
  sendError,
} from '../naver-openapi/common';

export function registerNaverLocal(app: FastifyInstance, state: SimulatorState): void {
  const market = marketOf(state);
  const localSearch = (platform: Platform) => async (req: FastifyRequest, reply: FastifyReply) => {
    if ((await admit(state, 'naver-local', 'search', req, reply, platform)) === null) return reply;
    const q = req.query as Record<string, string | undefined>;
    const bad = (code: Parameters<typeof sendError>[1], detail?: string) =>
      sendBadRequest(reply, platform, code, detail);
    const rawQuery = /[?&]query=([^&]*)/.exec(req.raw.url ?? '')?.[1] ?? '';
    if (badlyEncoded(rawQuery)) return bad('SE06');
    // The HUB picks the format by parameter (json by default); only JSON is simulated.
    if (platform === 'hub' && (q.format ?? 'json') !== 'json') return bad('SE01', 'format: json only');
    const query = (q.query ?? '').trim();
    if (!query) return bad('SE01');
    const display = intParam(q.display, 1);
    if (!(display >= 1 && display <= 100)) return bad('SE02');
    const start = intParam(q.start, 1);
    if (!(start >= 1 && start <= 1000)) return bad('SE03');
    const sort = q.sort ?? 'random';
    if (sort !== 'random' && sort !== 'comment') return bad('SE04');

    const date = market.today();
    const organic = market.placeList(query, date).filter((e) => !e.isAd);
    let places = organic.slice(0, 20).map((e) => placeAt(e.keyword, e.index));
    if (sort === 'comment') places.sort((a, b) => b.blogCafeReviewCount - a.blogCafeReviewCount);
    // The API documents display ≤ 5 and start ≤ 1: larger values give no more rows.
    places = start === 1 ? places.slice(0, Math.min(display, 5)) : [];
    const items = places.map((p) => ({
      title: highlight(p.name, query),
      link: '',
      category: p.category,
      description: '',
      telephone: '',
      address: p.address,
      roadAddress: p.roadAddress,
      mapx: String(Math.round(p.x * 1e7)),
      mapy: String(Math.round(p.y * 1e7)),
    }));
    return { lastBuildDate: lastBuildDate(date), total: organic.length, start, display: items.length, items };
  };
  app.get(`${MOUNTS.developers}/v1/search/local.json`, localSearch('developers'));
  app.get(`${MOUNTS.hub}/search/v1/local`, localSearch('hub'));

  // Any other search API name is unknown: SE05, 404 (local.json is matched first). That includes
  // shop.json: Naver ended it on 2026-07-31 and documents no answer for it since, so the simulator
  // has no route of its own for it (docs/data-sources.md). The HUB has no shopping search at all.
  app.get(`${MOUNTS.developers}/v1/search/:api`, async (_req, reply) => sendError(reply, 'SE05'));
}
