/** Test controls of the synthetic market (clock, exact ranks, quotas, credentials, inspection). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimulatorState } from '../app';
import { positionOf } from './place-position';
import { placeAt } from './places';
import { productAt } from './products';
import { normKeyword } from './rng';
import { marketOf, type Ref } from './state';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
type Body = Record<string, unknown>;

const bad = (reply: FastifyReply, message: string) => reply.status(400).send({ ok: false, message });
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

export function registerMarketControls(app: FastifyInstance, state: SimulatorState): void {
  const market = marketOf(state);

  app.get('/__control/clock', async () => ({ date: market.today() }));
  app.post('/__control/clock', async (req, reply) => {
    const b = (req.body ?? {}) as Body;
    if (b.date !== undefined && b.date !== null && !(typeof b.date === 'string' && DATE.test(b.date))) {
      return bad(reply, 'date must be yyyy-mm-dd or null');
    }
    if (b.offsetDays !== undefined && !Number.isInteger(b.offsetDays))
      return bad(reply, 'offsetDays must be an integer');
    market.setClock({
      date: b.date as string | null | undefined,
      offsetDays: b.offsetDays as number | undefined,
    });
    return { ok: true, date: market.today() };
  });

  app.post('/__control/rank', async (req, reply) => {
    const b = (req.body ?? {}) as Body;
    const keyword = normKeyword(str(b.keyword));
    const rank = Number(b.rank);
    if (!keyword || !Number.isInteger(rank) || rank < 0)
      return bad(reply, 'keyword and an integer rank are required');
    if (b.date !== undefined && !(typeof b.date === 'string' && DATE.test(b.date)))
      return bad(reply, 'date must be yyyy-mm-dd');
    const product = b.productId
      ? market.productById(str(b.productId))
      : b.mallProductId
        ? market.productByStoreNo(str(b.mallProductId))
        : null;
    if (!product) return reply.status(404).send({ ok: false, message: 'unknown productId / mallProductId' });
    const ref: Ref = { keyword: product.keyword, index: product.index };
    market.setProductRank(keyword, ref, rank, (b.date as string | undefined) ?? null);
    return { ok: true, keyword, productId: product.productId, mallProductId: product.mallProductId, rank };
  });

  // A product's listed price, review count or title from a date on (issue 42's 변화 기록).
  app.post('/__control/product-figures', async (req, reply) => {
    const b = (req.body ?? {}) as Body;
    if (!(typeof b.date === 'string' && DATE.test(b.date))) return bad(reply, 'date must be yyyy-mm-dd');
    const product = market.productById(str(b.productId));
    if (!product) return reply.status(404).send({ ok: false, message: 'unknown productId' });
    const num = (v: unknown) => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : undefined);
    const price = num(b.price);
    const reviewCount = num(b.reviewCount);
    const title = typeof b.title === 'string' && b.title ? b.title : undefined;
    market.setProductFigures(product.productId, b.date, {
      ...(price !== undefined ? { price } : {}),
      ...(reviewCount !== undefined ? { reviewCount } : {}),
      ...(title !== undefined ? { title } : {}),
    });
    return { ok: true, productId: product.productId };
  });

  app.post('/__control/place-rank', async (req, reply) => {
    const b = (req.body ?? {}) as Body;
    const keyword = normKeyword(str(b.keyword));
    const rank = Number(b.rank);
    if (!keyword || !Number.isInteger(rank) || rank < 0)
      return bad(reply, 'keyword and an integer rank are required');
    if (b.date !== undefined && !(typeof b.date === 'string' && DATE.test(b.date)))
      return bad(reply, 'date must be yyyy-mm-dd');
    const place = market.placeById(str(b.placeId));
    if (!place) return reply.status(404).send({ ok: false, message: 'unknown placeId' });
    market.setPlaceRank(
      keyword,
      { keyword: place.keyword, index: place.index },
      rank,
      (b.date as string | undefined) ?? null,
    );
    return { ok: true, keyword, placeId: place.id, rank };
  });

  app.delete('/__control/rank', async (req) => {
    const q = req.query as Body;
    market.clearRanks(q.keyword ? str(q.keyword) : undefined);
    return { ok: true };
  });

  app.post('/__control/naver-quota', async (req, reply) => {
    const b = (req.body ?? {}) as Body;
    const limits = (b.limits ?? {}) as Body;
    for (const k of ['search', 'datalab'] as const)
      if (Number.isInteger(limits[k])) market.limits[k] = limits[k] as number;
    if (Number.isInteger(b.perSecond)) market.openApiRatePerSec = b.perSecond as number;
    if (b.clientId !== undefined) {
      const u = market.usageOf(str(b.clientId));
      if (Number.isInteger(b.searchUsed)) u.search = b.searchUsed as number;
      if (Number.isInteger(b.datalabUsed)) u.datalab = b.datalabUsed as number;
      return { ok: true, usage: u, limits: market.limits };
    }
    return Object.keys(limits).length || Number.isInteger(b.perSecond)
      ? { ok: true, limits: market.limits, perSecond: market.openApiRatePerSec }
      : bad(reply, 'clientId, limits or perSecond required');
  });

  app.post('/__control/naver-clients', async (req, reply) => {
    const b = (req.body ?? {}) as Body;
    if (!str(b.clientId) || !str(b.clientSecret)) return bad(reply, 'clientId and clientSecret required');
    market.naverClients.set(str(b.clientId), str(b.clientSecret));
    return { ok: true };
  });

  app.post('/__control/searchad', async (req, reply) => {
    const b = (req.body ?? {}) as Body;
    if (Number.isInteger(b.ratePerSec)) market.searchAdRatePerSec = b.ratePerSec as number;
    if (b.apiKey !== undefined) {
      if (!str(b.apiKey) || !str(b.secret) || !str(b.customerId))
        return bad(reply, 'apiKey, secret and customerId required');
      market.searchAdAccounts.set(str(b.apiKey), { secret: str(b.secret), customerId: str(b.customerId) });
    }
    return { ok: true, ratePerSec: market.searchAdRatePerSec };
  });

  /** The day's organic order with every id, so tests can pick a product and look it up. */
  app.get('/__control/market/products', async (req, reply) => {
    const q = req.query as Body;
    const keyword = str(q.keyword);
    if (!keyword) return bad(reply, 'keyword required');
    const date = DATE.test(str(q.date)) ? str(q.date) : market.today();
    const start = Math.max(1, Number(q.start) || 1);
    const display = Math.min(1100, Math.max(1, Number(q.display) || 100));
    const list = market.productList(keyword, date);
    return {
      date,
      count: list.length,
      items: list.slice(start - 1, start - 1 + display).map((ref, i) => {
        const p = productAt(ref.keyword, ref.index);
        return {
          rank: start + i,
          productId: p.productId,
          mallProductId: p.mallProductId,
          productType: p.productType,
          channelUid: p.store?.channelUid ?? null,
          title: p.title,
          mallName: p.mallName,
          lprice: p.lprice,
          mallCount: p.mallCount,
          category: p.category,
          reviewCount: p.reviewCount,
          purchaseCnt: p.purchaseCnt,
          keepCnt: p.keepCnt,
          openDate: p.openDate,
        };
      }),
    };
  });

  app.get('/__control/market/places', async (req, reply) => {
    const q = req.query as Body;
    const keyword = str(q.keyword);
    if (!keyword) return bad(reply, 'keyword required');
    const date = DATE.test(str(q.date)) ? str(q.date) : market.today();
    const at = positionOf(q.x, q.y);
    let organic = 0;
    return {
      date,
      items: market.placeList(keyword, date, at).map((e, i) => {
        const p = placeAt(e.keyword, e.index);
        return {
          position: i + 1,
          rank: e.isAd ? null : ++organic,
          isAd: e.isAd,
          placeId: p.id,
          name: p.name,
        };
      }),
    };
  });
}
