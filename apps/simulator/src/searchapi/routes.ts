/**
 * SearchApi.io's Naver Shopping engine, `GET /searchapi/api/v1/search?engine=naver_shopping&q=…`,
 * over the simulated market (market/shopping-slots.ts: the market's organic order, ads mixed
 * in). What is documented (searchapi.io/openapi/naver_shopping.yaml, head only): `engine`, `q`
 * (≤ 500 characters), up to 100 products a page, the key as `Authorization: Bearer` or `api_key`.
 * What is ASSUMED here, as on SearchApi's other shopping engines: `page` and `num`,
 * `shopping_results[]` and `shopping_ads[]` with page-relative `position`,
 * `search_information.total_results`, `pagination.next`, and `{"error": "…"}` with 401, 402, 429
 * and 5xx. Faults: `searchapi` (any status, delays, `truncate`, `malformed`) and
 * `searchapi:blocked` (Naver's refusal passed on, HTTP 200 unless the fault gives a status).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimulatorState } from '../app';
import { shoppingSlots, type ShoppingSlot } from '../market/shopping-slots';
import { hash32 } from '../market/rng';
import { marketOf } from '../market/state';
import { productTotal } from '../market/volumes';
import { takeShoppingFault } from '../shopping-faults';
import texts from './texts.json' with { type: 'json' };

/** The key the server uses in simulator mode (apps/server/src/adapters/shopping-sources.ts). */
export const SIMULATOR_SEARCHAPI_KEY = 'sim-searchapi-key';
const DEFAULT_NUM = 40;

const STATUS_TEXT: Record<number, string> = {
  401: texts.invalidKey,
  402: texts.noCredits,
  429: texts.rateLimited,
};

function sendError(reply: FastifyReply, status: number, error: string, headers: Record<string, string> = {}) {
  return reply.status(status).headers(headers).send({ error });
}

function toResult(s: ShoppingSlot, position: number) {
  const p = s.product;
  const rated = p.reviewCount > 0;
  return {
    position,
    product_id: p.productId,
    title: p.title,
    link: p.link,
    thumbnail: p.image,
    price: p.lprice.toLocaleString('en-US'),
    extracted_price: p.lprice,
    ...(p.hprice !== null ? { original_price: p.hprice.toLocaleString('en-US') } : {}),
    reviews: p.reviewCount,
    ...(rated ? { rating: 4 + (hash32(`rating:${p.productId}`) % 11) / 10 } : {}),
    store: {
      name: p.mallName,
      ...(p.store ? { grade: ['power', 'big_power', 'premium'][hash32(p.store.slug) % 3] } : {}),
    },
    delivery_fee: p.lprice >= 30_000 ? 0 : 3000,
    is_free_delivery: p.lprice >= 30_000,
    category: p.category.filter(Boolean).join('>'),
    ...(p.productType === 1 ? { sellers_count: p.mallCount } : {}),
    is_brand_store: false,
    is_overseas: false,
    is_used: false,
  };
}

export function registerSearchApi(app: FastifyInstance, state: SimulatorState): void {
  const market = marketOf(state);
  app.get('/searchapi/api/v1/search', async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    const bearer = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1]?.trim();
    const key = bearer ?? q.api_key?.trim() ?? '';
    state.calls.hit('searchapi', key || '-');
    const taken = await takeShoppingFault(state, 'searchapi', ['blocked']);
    if (taken?.scenario === 'blocked') {
      const { status = 200 } = taken.fault;
      return reply.status(status).send({ search_metadata: { status: 'Error' }, error: texts.blocked });
    }
    const f = taken?.fault;
    if (f?.malformed)
      return reply.status(200).type('application/json').send('{"shopping_results": [ not json');
    if (f?.status) {
      if (f.body !== undefined)
        return reply
          .status(f.status)
          .headers(f.headers ?? {})
          .send(f.body);
      const headers = f.status === 429 ? { 'retry-after': '1', ...f.headers } : (f.headers ?? {});
      return sendError(reply, f.status, STATUS_TEXT[f.status] ?? texts.server, headers);
    }

    if (!key) return sendError(reply, 401, texts.missingKey);
    if (key !== SIMULATOR_SEARCHAPI_KEY) return sendError(reply, 401, texts.invalidKey);
    if (q.engine !== 'naver_shopping') return sendError(reply, 400, texts.badEngine);
    const query = (q.q ?? '').trim();
    if (!query) return sendError(reply, 400, texts.missingQuery);
    if (query.length > 500) return sendError(reply, 400, texts.longQuery);
    const num = q.num === undefined ? DEFAULT_NUM : Number(q.num);
    if (!Number.isInteger(num) || num < 1 || num > 100) return sendError(reply, 400, texts.badNum);
    const page = q.page === undefined ? 1 : Number(q.page);
    if (!Number.isInteger(page) || page < 1) return sendError(reply, 400, texts.badPage);

    const first = (page - 1) * num;
    let slots = shoppingSlots(market, query, first + 1, num);
    if (f?.truncate !== undefined) slots = slots.slice(0, Math.max(0, f.truncate));
    const more = shoppingSlots(market, query, first + num + 1, 1).length > 0;
    const next = new URLSearchParams({
      engine: 'naver_shopping',
      q: query,
      page: String(page + 1),
      num: String(num),
    });
    return {
      search_metadata: { id: `sim_${hash32(`${query}:${page}:${num}`).toString(36)}`, status: 'Success' },
      search_parameters: { engine: 'naver_shopping', q: query, page, num },
      search_information: { query_displayed: query, total_results: productTotal(query) },
      shopping_ads: slots.filter((s) => s.isAd).map((s) => ({ ...toResult(s, s.slot - first), is_ad: true })),
      shopping_results: slots.filter((s) => !s.isAd).map((s) => toResult(s, s.slot - first)),
      pagination: {
        current: page,
        ...(more ? { next: `https://www.searchapi.io/api/v1/search?${next}` } : {}),
      },
    };
  });
}
