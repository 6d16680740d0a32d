/**
 * Ranking board stand-in, stable for a Korea date (a new board each day; P7D compares with the
 * week before). `period` is P1D (daily, default) or P7D (weekly); `change` is the previous
 * rank minus the current one (positive = up), null when the entry is new.
 *   GET /ranking/rankup?period    → {period, date, keywords:[{rank, keyword, change}]}          (20)
 *   GET /ranking/brandrank?period → {period, date, brands:[{rank, brand, category, change}]}    (20)
 *   GET /ranking/sellrank?period  → {period, date, mostViewed:[product], mostPurchased:[product]} (20 each)
 *     product = {rank, productId, title, imageUrl, price, mallName, category}
 *   GET /ranking/images/{id}.svg
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../app';
import { applyFault } from '../faults';
import { between, koreaDate, pick, productSvg, rng, shuffle } from '../score/generate';
import texts from './texts.json' with { type: 'json' };

type Period = 'P1D' | 'P7D';
const SIZE = 20;

function board<T>(kind: string, period: Period, now: Date, pool: readonly T[], key: (t: T) => string) {
  const days = period === 'P1D' ? 1 : 7;
  const today = koreaDate(now);
  // A weekly board changes once a week; a daily one every day.
  const bucket = (offset: number) => {
    if (period === 'P1D') return koreaDate(now, offset);
    const day = new Date(`${koreaDate(now, offset)}T00:00:00Z`).getUTCDay();
    return koreaDate(now, offset - ((day + 6) % 7)); // the Monday of that Korea week
  };
  const current = shuffle(rng(`${kind}|${period}|${bucket(0)}`), pool).slice(0, SIZE);
  const previous = shuffle(rng(`${kind}|${period}|${bucket(-days)}`), pool)
    .slice(0, SIZE)
    .map(key);
  return {
    date: today,
    entries: current.map((item, i) => {
      const prev = previous.indexOf(key(item));
      return { item, rank: i + 1, change: prev < 0 ? null : prev - i };
    }),
  };
}

function products(kind: string, period: Period, now: Date, imageBase: string) {
  const { entries } = board(kind, period, now, texts.products, (p) => p.title);
  return entries.map(({ item, rank }) => {
    const r = rng(`product|${item.title}`);
    const productId = String(between(r, 80_000_000_000, 89_999_999_999));
    return {
      rank,
      productId,
      title: item.title,
      imageUrl: `${imageBase}/ranking/images/${productId}.svg`,
      price: between(r, 9, 300) * 100,
      mallName: pick(r, texts.malls),
      category: item.category,
    };
  });
}

export function registerRanking(app: FastifyInstance, state: SimulatorState): void {
  const now = () => state.options.now?.() ?? new Date();
  const imageBase = () => (state.options.browserUrl ?? '').replace(/\/$/, '');

  const period = async (
    req: FastifyRequest<{ Querystring: { period?: string } }>,
    reply: FastifyReply,
    route: string,
  ) => {
    state.calls.hit('ranking', route);
    if (await applyFault(state.faults, 'ranking', reply)) return null;
    const p = req.query.period ?? 'P1D';
    if (p !== 'P1D' && p !== 'P7D') {
      await reply.status(400).send({ message: 'period must be P1D or P7D' });
      return null;
    }
    return p;
  };

  app.get('/ranking/rankup', async (req: FastifyRequest<{ Querystring: { period?: string } }>, reply) => {
    const p = await period(req, reply, 'GET /rankup');
    if (!p) return reply;
    const { date, entries } = board('rankup', p, now(), texts.keywords, (k) => k);
    return {
      period: p,
      date,
      keywords: entries.map(({ item, rank, change }) => ({ rank, keyword: item, change })),
    };
  });

  app.get('/ranking/brandrank', async (req: FastifyRequest<{ Querystring: { period?: string } }>, reply) => {
    const p = await period(req, reply, 'GET /brandrank');
    if (!p) return reply;
    const { date, entries } = board('brandrank', p, now(), texts.brands, (b) => b.brand);
    return {
      period: p,
      date,
      brands: entries.map(({ item, rank, change }) => ({
        rank,
        brand: item.brand,
        category: item.category,
        change,
      })),
    };
  });

  app.get('/ranking/sellrank', async (req: FastifyRequest<{ Querystring: { period?: string } }>, reply) => {
    const p = await period(req, reply, 'GET /sellrank');
    if (!p) return reply;
    return {
      period: p,
      date: koreaDate(now()),
      mostViewed: products('viewed', p, now(), imageBase()),
      mostPurchased: products('purchased', p, now(), imageBase()),
    };
  });

  app.get('/ranking/images/:file', async (req: FastifyRequest<{ Params: { file: string } }>, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(productSvg(req.params.file.replace(/\.svg$/, ''))),
  );
}
