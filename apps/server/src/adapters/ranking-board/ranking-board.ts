/**
 * Ranking board port (spec 02 §2.7, §7: an external ranking service, GET, rankup and brandrank
 * with period P1D or P7D, and sellrank). Configurable: RANKING_SERVICE_URL, or the simulator's
 * /ranking. The spec does not show the service's answers, so this is the JSON we define:
 *
 *   GET {base}/rankup?period=P1D|P7D
 *     → {period, date, keywords:[{rank, keyword, change}]}                    best keywords
 *   GET {base}/brandrank?period=P1D|P7D
 *     → {period, date, brands:[{rank, brand, category, change}]}             popular brands
 *   GET {base}/sellrank?period=P1D|P7D
 *     → {period, date, mostViewed:[product], mostPurchased:[product]}        products
 *       product = {rank, productId, title, imageUrl, price, mallName, category}
 *
 * `date` is the Korea date (yyyy-mm-dd) the board is for; `change` is the previous period's
 * rank minus the current one (positive = moved up, 0 = same), null for a new entry. Entries
 * without a rank are dropped; a body without its list is 'malformed'.
 */
import { ProviderError, request, type RetryPolicy } from '../http';

export type RankingPeriod = 'P1D' | 'P7D';

interface RankedKeyword {
  rank: number;
  keyword: string;
  change: number | null;
}

interface RankedBrand {
  rank: number;
  brand: string;
  category: string;
  change: number | null;
}

export interface RankedProduct {
  rank: number;
  productId: string;
  title: string;
  imageUrl: string;
  price: number;
  mallName: string;
  category: string;
}

export interface KeywordBoard {
  period: RankingPeriod;
  date: string | null;
  keywords: RankedKeyword[];
}
export interface BrandBoard {
  period: RankingPeriod;
  date: string | null;
  brands: RankedBrand[];
}
export interface ProductBoard {
  period: RankingPeriod;
  date: string | null;
  mostViewed: RankedProduct[];
  mostPurchased: RankedProduct[];
}

export interface RankingBoardPort {
  /** False when no service URL is configured: every call then throws kind 'unconfigured'. */
  readonly configured: boolean;
  rankup(period: RankingPeriod): Promise<KeywordBoard>;
  brandrank(period: RankingPeriod): Promise<BrandBoard>;
  sellrank(period: RankingPeriod): Promise<ProductBoard>;
}

export interface RankingBoardClientOptions {
  baseUrl: string | null;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number => {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.replace(/,/g, '')) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const change = (v: unknown): number | null =>
  v === null || v === undefined || v === 'NEW' || v === '' ? null : num(v);

function list(body: unknown, key: string): Obj[] {
  if (!isObj(body) || !Array.isArray(body[key])) {
    throw new ProviderError('ranking', 'malformed', `ranking response has no ${key} list`, 200, body);
  }
  return (body[key] as unknown[]).filter((x): x is Obj => isObj(x) && num(x.rank) > 0);
}
const dateOf = (body: unknown) => (isObj(body) && typeof body.date === 'string' ? body.date : null);

function product(p: Obj): RankedProduct {
  return {
    rank: num(p.rank),
    productId: text(p.productId),
    title: text(p.title),
    imageUrl: text(p.imageUrl),
    price: num(p.price),
    mallName: text(p.mallName),
    category: text(p.category),
  };
}

export const parseKeywordBoard = (body: unknown, period: RankingPeriod): KeywordBoard => ({
  period,
  date: dateOf(body),
  keywords: list(body, 'keywords').map((k) => ({
    rank: num(k.rank),
    keyword: text(k.keyword),
    change: change(k.change),
  })),
});
export const parseBrandBoard = (body: unknown, period: RankingPeriod): BrandBoard => ({
  period,
  date: dateOf(body),
  brands: list(body, 'brands').map((b) => ({
    rank: num(b.rank),
    brand: text(b.brand),
    category: text(b.category),
    change: change(b.change),
  })),
});
export const parseProductBoard = (body: unknown, period: RankingPeriod): ProductBoard => ({
  period,
  date: dateOf(body),
  mostViewed: list(body, 'mostViewed').map(product),
  mostPurchased: list(body, 'mostPurchased').map(product),
});

export function createRankingBoardClient(opts: RankingBoardClientOptions): RankingBoardPort {
  const base = opts.baseUrl?.replace(/\/$/, '') ?? null;
  const get = async (path: string, period: RankingPeriod) => {
    if (!base) throw new ProviderError('ranking', 'unconfigured', 'RANKING_SERVICE_URL is not set');
    const res = await request({
      service: 'ranking',
      url: `${base}/${path}?period=${period}`,
      timeoutMs: opts.timeoutMs ?? 10_000,
      retry: opts.retry,
    });
    return res.body;
  };
  return {
    configured: base !== null,
    rankup: async (period) => parseKeywordBoard(await get('rankup', period), period),
    brandrank: async (period) => parseBrandBoard(await get('brandrank', period), period),
    sellrank: async (period) => parseProductBoard(await get('sellrank', period), period),
  };
}
