/**
 * Keyword score service stand-in: `POST /score/api/search {keyword}` → {searchKeyword, products}
 * with the top 100 products of the keyword and their scores (each 0–5), deterministic per
 * keyword and simulated day. The products are the synthetic market's (market/products.ts), in the shopping search's
 * order of the day: their numbers are ones the app can register (a store product's store product
 * number, a catalogue's id; issue 39 §1). Keywords listed in texts.json `noResultKeywords` (or
 * without letters or digits) give no products. Product pictures: GET /score/images/{id}.svg.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../app';
import { applyFault } from '../faults';
import { productAt } from '../market/products';
import { type Market, marketOf } from '../market/state';
import { between, clamp, productSvg, rng, round1 } from './generate';
import texts from './texts.json' with { type: 'json' };

interface ScoreProduct {
  rank: number;
  imageUrl: string;
  productTitle: string;
  lowPrice: number;
  mallCount: number;
  mallProductId: string;
  mallName: string;
  category: string;
  reviewCount: number;
  purchaseCnt: number;
  openDate: string;
  keepCnt: number;
  scores: {
    relevance: number;
    similarity: number;
    quality: number;
    hit: number;
    reviewCount: number;
    sale: number;
    recent: number;
    reliabilityType: number;
    abuse: number;
  };
}

const TOP = 100;

function scoreProducts(market: Market, keyword: string, imageBase: string): ScoreProduct[] {
  const kw = keyword.trim();
  if (texts.noResultKeywords.includes(kw) || !/[\p{L}\p{N}]/u.test(kw)) return [];
  const r = rng(`score|${kw}`);
  return market
    .productList(kw)
    .slice(0, TOP)
    .map((ref, i) => {
      const p = productAt(ref.keyword, ref.index);
      const rank = i + 1;
      const strength = 1 - i / 120; // higher ranks score higher on average
      const s = (spread = 1.6) => round1(clamp(5 * strength - spread / 2 + r() * spread, 0, 5));
      // A store product is named by its store product number, a catalogue by its id.
      const id = p.mallProductId ?? p.productId;
      return {
        rank,
        imageUrl: `${imageBase}/score/images/${id}.svg`,
        productTitle: p.title,
        lowPrice: p.lprice,
        mallCount: p.mallCount,
        mallProductId: id,
        mallName: p.mallName,
        category: p.category.filter(Boolean).join('>'),
        reviewCount: p.reviewCount,
        purchaseCnt: p.purchaseCnt,
        openDate: p.openDate,
        keepCnt: p.keepCnt,
        scores: {
          relevance: s(1.2),
          similarity: s(2),
          quality: s(),
          hit: s(),
          reviewCount: round1(clamp(Math.log10(p.reviewCount + 1) * 1.3, 0, 5)),
          sale: s(2),
          recent: s(3),
          reliabilityType: between(r, Math.floor(3 * strength), 5),
          abuse: r() < 0.08 ? between(r, 1, 4) : 5,
        },
      };
    });
}

export function registerScore(app: FastifyInstance, state: SimulatorState): void {
  const market = marketOf(state);
  app.post('/score/api/search', async (req: FastifyRequest<{ Body: { keyword?: unknown } }>, reply) => {
    state.calls.hit('score', 'POST /api/search');
    if (await applyFault(state.faults, 'score', reply)) return reply;
    const keyword = typeof req.body?.keyword === 'string' ? req.body.keyword.trim() : '';
    if (!keyword || keyword.length > 100)
      return reply.status(400).send({ message: 'keyword is required (1-100 characters)' });
    const base = (state.options.browserUrl ?? '').replace(/\/$/, '');
    return { searchKeyword: keyword, products: scoreProducts(market, keyword, base) };
  });
  app.get('/score/images/:file', async (req: FastifyRequest<{ Params: { file: string } }>, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(productSvg(req.params.file.replace(/\.svg$/, ''))),
  );
}
