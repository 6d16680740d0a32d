/** Naver Open API shopping search, `GET /v1/search/shop.json`, over the synthetic market. */
import type { FastifyInstance } from 'fastify';
import type { SimulatorState } from '../app';
import { truncated } from '../faults';
import { productAt, type SimProduct } from '../market/products';
import { marketOf } from '../market/state';
import { productTotal } from '../market/volumes';
import { admit, badlyEncoded, highlight, intParam, lastBuildDate, sendError } from '../naver-openapi/common';

const SORTS = new Set(['sim', 'date', 'asc', 'dsc']);

function toShopItem(p: SimProduct, query: string) {
  return {
    title: highlight(p.title, query),
    link: p.link,
    image: p.image,
    lprice: String(p.lprice),
    hprice: p.hprice === null ? '' : String(p.hprice),
    mallName: p.mallName,
    productId: p.productId,
    productType: String(p.productType),
    brand: p.brand,
    maker: p.maker,
    category1: p.category[0],
    category2: p.category[1],
    category3: p.category[2],
    category4: p.category[3],
  };
}

export function registerNaverShop(app: FastifyInstance, state: SimulatorState): void {
  const market = marketOf(state);
  app.get('/naver-openapi/v1/search/shop.json', async (req, reply) => {
    if ((await admit(state, 'naver-shop', 'search', req, reply)) === null) return reply;
    const q = req.query as Record<string, string | undefined>;
    const rawQuery = /[?&]query=([^&]*)/.exec(req.raw.url ?? '')?.[1] ?? '';
    if (badlyEncoded(rawQuery)) return sendError(reply, 'SE06');
    const query = (q.query ?? '').trim();
    if (!query) return sendError(reply, 'SE01');
    const display = intParam(q.display, 10);
    if (!(display >= 1 && display <= 100)) return sendError(reply, 'SE02');
    const start = intParam(q.start, 1);
    if (!(start >= 1 && start <= 1000)) return sendError(reply, 'SE03');
    const sort = q.sort ?? 'sim';
    if (!SORTS.has(sort)) return sendError(reply, 'SE04');

    const date = market.today();
    const refs = market.productList(query, date);
    const naverpay = q.filter === 'naverpay';
    const total = naverpay ? Math.round(productTotal(query) * 0.6) : productTotal(query);
    const page = (list: SimProduct[]) => list.slice(start - 1, start - 1 + display);
    let products: SimProduct[];
    if (sort === 'sim' && !naverpay) {
      // Only the requested page is generated, so deep pages stay as cheap as the first.
      products = refs.slice(start - 1, start - 1 + display).map((r) => productAt(r.keyword, r.index));
    } else {
      let all = refs.map((r) => productAt(r.keyword, r.index));
      if (naverpay) all = all.filter((p) => p.productType === 2);
      if (sort === 'date') all.sort((a, b) => b.openDate.localeCompare(a.openDate));
      if (sort === 'asc') all.sort((a, b) => a.lprice - b.lprice);
      if (sort === 'dsc') all.sort((a, b) => b.lprice - a.lprice);
      products = page(all);
    }
    const items = truncated(
      req,
      products.map((p) => toShopItem(p, query)),
    );
    return { lastBuildDate: lastBuildDate(date), total, start, display: items.length, items };
  });

  // Any other search API name is unknown (SE05, 404); shop.json/local.json are matched first.
  app.get('/naver-openapi/v1/search/:api', async (_req, reply) => sendError(reply, 'SE05'));
}
