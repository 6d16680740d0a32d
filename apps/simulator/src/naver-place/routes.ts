/**
 * Place list provider: a small stand-in for the map's unofficial GraphQL `getPlacesList`
 * (batched array or single operation) and a place summary by id. Paid entries carry `adId`.
 * The list depends on the searcher's position when one is sent (market/place-position.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../app';
import { applyFault, truncated } from '../faults';
import { placeAt, type SimPlace } from '../market/places';
import { positionOf } from '../market/place-position';
import { marketOf } from '../market/state';

const withCommas = (n: number) => n.toLocaleString('en-US');

function placeItem(p: SimPlace, isAd: boolean) {
  return {
    __typename: isAd ? 'PlaceAdSummary' : 'PlaceSummary',
    id: p.id,
    ...(isAd ? { adId: `nad-a001-06-${p.id.slice(-9)}` } : {}),
    name: p.name,
    category: p.category,
    roadAddress: p.roadAddress,
    address: p.address,
    fullAddress: p.roadAddress,
    imageUrl: p.imageUrl,
    x: String(p.x),
    y: String(p.y),
    visitorReviewCount: String(p.visitorReviewCount),
    visitorReviewScore: p.visitorReviewScore === null ? null : String(p.visitorReviewScore),
    blogCafeReviewCount: String(p.blogCafeReviewCount),
    saveCount: withCommas(p.saveCount),
    options: p.options.join(','),
    microReview: p.microReview ? [p.microReview] : [],
  };
}

type Operation = { operationName?: string; query?: string; variables?: { input?: Record<string, unknown> } };

export function registerNaverPlace(app: FastifyInstance, state: SimulatorState): void {
  const market = marketOf(state);

  const run = (req: FastifyRequest, op: Operation) => {
    const name = op?.operationName ?? '';
    if (name !== 'getPlacesList' && !String(op?.query ?? '').includes('getPlacesList')) {
      return { errors: [{ message: `Unknown operation '${name}'` }], data: null };
    }
    const input = op.variables?.input ?? {};
    const query = String(input.query ?? '').trim();
    const start = Number(input.start ?? 1);
    const display = Math.min(100, Number(input.display ?? 50));
    if (!query || !Number.isInteger(start) || start < 1 || !Number.isInteger(display) || display < 1) {
      return {
        errors: [{ message: 'Invalid input: query, start >= 1 and display >= 1 are required' }],
        data: null,
      };
    }
    // The searcher's own position (clientX/clientY) orders the list; the map's centre (x/y) stands
    // in when only it is sent. Neither: the position-less list of before.
    const at = positionOf(input.clientX, input.clientY) ?? positionOf(input.x, input.y);
    const list = market.placeList(query, undefined, at);
    const items = truncated(
      req,
      list.slice(start - 1, start - 1 + display).map((e) => placeItem(placeAt(e.keyword, e.index), e.isAd)),
    );
    return { data: { businesses: { total: list.length, items, __typename: 'PlacesResult' } } };
  };

  app.post('/place/graphql', async (req, reply) => {
    state.calls.hit('naver-place');
    if (await applyFault(state.faults, 'naver-place', reply)) return reply;
    const body = req.body as Operation | Operation[] | undefined;
    if (!body || typeof body !== 'object')
      return reply.status(400).send({ errors: [{ message: 'Body must be a GraphQL operation' }] });
    return Array.isArray(body) ? body.map((op) => run(req, op)) : run(req, body);
  });

  // Place summary by id (path defined by us; the real adapter isolates the unofficial shape).
  app.get('/place/place/:placeId/summary', async (req, reply) => {
    state.calls.hit('naver-place');
    if (await applyFault(state.faults, 'naver-place', reply)) return reply;
    const { placeId } = req.params as { placeId: string };
    const place = market.placeById(placeId);
    if (!place) return reply.status(404).send({ errors: [{ message: 'Place not found' }], data: null });
    return { data: { placeDetail: placeItem(place, false) } };
  });
}
