/**
 * Keyword score service port (spec 02 §7: `POST /api/search {keyword}` on an external search
 * service, no credentials). Configurable: SCORE_SERVICE_URL, or the simulator's /score.
 *
 * Wire shape: {searchKeyword, products:[{rank, imageUrl, productTitle, lowPrice, mallCount,
 * mallProductId, mallName, category, reviewCount, purchaseCnt, openDate, keepCnt,
 * scores:{relevance, similarity, quality, hit, reviewCount, sale, recent, reliabilityType, abuse}}]}
 * with every score between 0 and 5 (the UI shows the penalty as 5 − abuse). Numbers sent as
 * numeric strings are accepted; a product without a rank or title is dropped, a body without a
 * products list is 'malformed'.
 */
import { ProviderError, request, type RetryPolicy } from '../http';

interface KeywordScores {
  relevance: number;
  similarity: number;
  quality: number;
  hit: number;
  reviewCount: number;
  sale: number;
  recent: number;
  reliabilityType: number;
  abuse: number;
}

export interface KeywordScoreProduct {
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
  scores: KeywordScores;
}

export interface KeywordScoreResult {
  searchKeyword: string;
  products: KeywordScoreProduct[];
}

export interface KeywordScorePort {
  /** False when no service URL is configured: search then throws kind 'unconfigured'. */
  readonly configured: boolean;
  search(keyword: string): Promise<KeywordScoreResult>;
}

export interface KeywordScoreClientOptions {
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
const score = (v: unknown) => Math.min(5, Math.max(0, num(v)));
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

const SCORE_KEYS = [
  'relevance',
  'similarity',
  'quality',
  'hit',
  'reviewCount',
  'sale',
  'recent',
  'reliabilityType',
  'abuse',
] as const;

export function parseKeywordScore(body: unknown, keyword: string): KeywordScoreResult {
  if (!isObj(body) || !Array.isArray(body.products)) {
    throw new ProviderError('score', 'malformed', 'score response has no products list', 200, body);
  }
  const products = body.products.flatMap((p): KeywordScoreProduct[] => {
    if (!isObj(p) || !num(p.rank) || !text(p.productTitle)) return [];
    const s = isObj(p.scores) ? p.scores : {};
    return [
      {
        rank: num(p.rank),
        imageUrl: text(p.imageUrl),
        productTitle: text(p.productTitle),
        lowPrice: num(p.lowPrice),
        mallCount: num(p.mallCount),
        mallProductId: text(p.mallProductId),
        mallName: text(p.mallName),
        category: text(p.category),
        reviewCount: num(p.reviewCount),
        purchaseCnt: num(p.purchaseCnt),
        openDate: text(p.openDate),
        keepCnt: num(p.keepCnt),
        scores: Object.fromEntries(SCORE_KEYS.map((k) => [k, score(s[k])])) as unknown as KeywordScores,
      },
    ];
  });
  return { searchKeyword: text(body.searchKeyword) || keyword, products };
}

export function createKeywordScoreClient(opts: KeywordScoreClientOptions): KeywordScorePort {
  const base = opts.baseUrl?.replace(/\/$/, '') ?? null;
  return {
    configured: base !== null,
    async search(keyword) {
      if (!base) throw new ProviderError('score', 'unconfigured', 'SCORE_SERVICE_URL is not set');
      const res = await request({
        service: 'score',
        method: 'POST',
        url: `${base}/api/search`,
        body: { keyword },
        timeoutMs: opts.timeoutMs ?? 20_000,
        retry: opts.retry,
      });
      return parseKeywordScore(res.body, keyword);
    },
  };
}
