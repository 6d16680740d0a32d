/**
 * Keyword score service stand-in: `POST /score/api/search {keyword}` → {searchKeyword, products}
 * with the top 100 products of the keyword and their scores (each 0–5), deterministic per
 * keyword. Keywords listed in texts.json `noResultKeywords` (or without letters or digits) give
 * no products. Product pictures: GET /score/images/{id}.svg.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../app';
import { applyFault } from '../faults';
import { between, clamp, pick, productSvg, rng, round1 } from './generate';
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

const OPEN_DATE_BASE = Date.UTC(2025, 0, 1);

function scoreProducts(keyword: string, imageBase: string): ScoreProduct[] {
  const kw = keyword.trim();
  if (texts.noResultKeywords.includes(kw) || !/[\p{L}\p{N}]/u.test(kw)) return [];
  const r = rng(`score|${kw}`);
  const basePrice = between(r, 5, 200) * 1000;
  const mainCategory = pick(r, texts.categories);
  return Array.from({ length: 100 }, (_, i) => {
    const rank = i + 1;
    const strength = 1 - i / 120; // higher ranks score higher on average
    const s = (spread = 1.6) => round1(clamp(5 * strength - spread / 2 + r() * spread, 0, 5));
    const id = String(between(r, 8_000_000_000, 89_999_999_999));
    const reviews = Math.floor((between(r, 0, 20_000) * strength * strength) / (1 + i / 10));
    return {
      rank,
      imageUrl: `${imageBase}/score/images/${id}.svg`,
      productTitle: `${pick(r, texts.adjectives)} ${kw} ${pick(r, texts.nouns)}`,
      lowPrice: Math.max(100, Math.round((basePrice * (0.6 + r() * 0.8)) / 10) * 10),
      mallCount: r() < 0.3 ? between(r, 2, 60) : 1,
      mallProductId: id,
      mallName: pick(r, texts.malls),
      category: r() < 0.85 ? mainCategory : pick(r, texts.categories),
      reviewCount: reviews,
      purchaseCnt: Math.floor(reviews * (1.5 + r() * 3)),
      openDate: new Date(OPEN_DATE_BASE - between(r, 0, 1500) * 86_400_000).toISOString().slice(0, 10),
      keepCnt: Math.floor(reviews * (0.2 + r())),
      scores: {
        relevance: s(1.2),
        similarity: s(2),
        quality: s(),
        hit: s(),
        reviewCount: round1(clamp(Math.log10(reviews + 1) * 1.3, 0, 5)),
        sale: s(2),
        recent: s(3),
        reliabilityType: between(r, Math.floor(3 * strength), 5),
        abuse: r() < 0.08 ? between(r, 1, 4) : 5,
      },
    };
  });
}

export function registerScore(app: FastifyInstance, state: SimulatorState): void {
  app.post('/score/api/search', async (req: FastifyRequest<{ Body: { keyword?: unknown } }>, reply) => {
    state.calls.hit('score', 'POST /api/search');
    if (await applyFault(state.faults, 'score', reply)) return reply;
    const keyword = typeof req.body?.keyword === 'string' ? req.body.keyword.trim() : '';
    if (!keyword || keyword.length > 100)
      return reply.status(400).send({ message: 'keyword is required (1-100 characters)' });
    const base = (state.options.browserUrl ?? '').replace(/\/$/, '');
    return { searchKeyword: keyword, products: scoreProducts(keyword, base) };
  });
  app.get('/score/images/:file', async (req: FastifyRequest<{ Params: { file: string } }>, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(productSvg(req.params.file.replace(/\.svg$/, ''))),
  );
}
