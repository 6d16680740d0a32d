/**
 * Place list over the map's GraphQL endpoint (`POST {place}/graphql`, operation getPlacesList)
 * and a place summary by id (`GET {place}/place/{id}/summary`). Both are unofficial and
 * UNCONFIRMED in shape (integrations.md §5): only fields seen in public samples are requested,
 * and every field is read defensively. The ad flag's real name is unknown: `adId`, `isAd`/
 * `isAdItem` or an `…Ad…` __typename all count.
 */
import { ProviderError, type RetryPolicy, request } from '../http';
import { drift, id, int, isObj, num, plain, text } from '../parse';
import type { NaverPlacePort, Place, PlaceListOptions, PlaceListPage } from './port';

const SERVICE = 'naver-place';

export interface PlaceClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

// Fields from the public getPlacesList samples only: asking for an unknown field fails the query.
const QUERY = `query getPlacesList($input: PlacesInput) { businesses: places(input: $input) { total items { id name category roadAddress address fullAddress imageUrl x y visitorReviewCount visitorReviewScore blogCafeReviewCount __typename } __typename } }`;

const HEADERS = {
  'content-type': 'application/json',
  'accept-language': 'ko',
  referer: 'https://pcmap.place.naver.com/',
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Safari/537.36',
};

function list(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(plain).filter(Boolean);
  return plain(v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function parsePlace(raw: unknown): Place {
  if (!isObj(raw)) throw drift(SERVICE, 'place is not an object', raw);
  const placeId = id(raw.id);
  if (!placeId) throw drift(SERVICE, 'place without id', raw);
  const typename = text(raw.__typename);
  const micro = Array.isArray(raw.microReview) ? raw.microReview : raw.microReview ? [raw.microReview] : [];
  const score = num(raw.visitorReviewScore);
  const visitorReviews = int(raw.visitorReviewCount);
  const blogReviews = int(raw.blogCafeReviewCount);
  return {
    id: placeId,
    name: plain(raw.name),
    category: plain(raw.category),
    address: plain(raw.address ?? raw.commonAddress),
    roadAddress: plain(raw.roadAddress ?? raw.fullAddress),
    visitorReviewCount: visitorReviews ?? 0,
    blogCafeReviewCount: blogReviews ?? 0,
    listedCounts: { visitorReviews, blogReviews },
    visitorReviewScore: score !== null && score > 0 ? score : null,
    saveCount: int(raw.saveCount) ?? 0,
    imageUrl: text(raw.imageUrl) || null,
    options: list(raw.options),
    microReview: micro.map(plain).find(Boolean) ?? null,
    isAd:
      Boolean(raw.adId) ||
      raw.isAd === true ||
      raw.isAdItem === true ||
      /Ad(Summary|Item|Business)?$/.test(typename),
    x: num(raw.x),
    y: num(raw.y),
  };
}

/** GraphQL answers are batched (array) or single; errors come with status 200. */
function parsePlaceList(body: unknown): PlaceListPage {
  const result = Array.isArray(body) ? body[0] : body;
  if (!isObj(result)) throw drift(SERVICE, 'no GraphQL result', body);
  const data = isObj(result.data) ? result.data : null;
  const businesses = data && isObj(data.businesses) ? data.businesses : null;
  if (!businesses || !Array.isArray(businesses.items)) {
    const errors = Array.isArray(result.errors)
      ? result.errors.map((e) => (isObj(e) ? text(e.message) : '')).join('; ')
      : '';
    throw drift(SERVICE, errors ? `GraphQL errors: ${errors}` : 'no data.businesses.items', body);
  }
  return { total: int(businesses.total) ?? businesses.items.length, items: businesses.items.map(parsePlace) };
}

export function createNaverPlaceClient(opts: PlaceClientOptions): NaverPlacePort {
  const base = opts.baseUrl.replace(/\/$/, '');
  return {
    async listPlaces(keyword: string, o: PlaceListOptions = {}) {
      const query = keyword.trim();
      if (!query) throw new ProviderError(SERVICE, 'bad-request', 'keyword is empty');
      const x = o.coords ? String(o.coords.x) : '';
      const y = o.coords ? String(o.coords.y) : '';
      const input = {
        query,
        start: o.start ?? 1,
        display: Math.min(100, o.display ?? 100),
        adult: false,
        spq: false,
        queryRank: '',
        x,
        y,
        clientX: x,
        clientY: y,
        deviceType: 'pcmap',
        bounds: '',
      };
      const res = await request({
        service: SERVICE,
        url: `${base}/graphql`,
        method: 'POST',
        headers: HEADERS,
        body: [{ operationName: 'getPlacesList', variables: { input }, query: QUERY }],
        timeoutMs: opts.timeoutMs,
        retry: opts.retry,
      });
      return parsePlaceList(res.body);
    },

    async getPlace(placeId: string) {
      if (!/^\d+$/.test(placeId)) throw new ProviderError(SERVICE, 'bad-request', 'place id must be digits');
      try {
        const res = await request({
          service: SERVICE,
          url: `${base}/place/${placeId}/summary`,
          headers: HEADERS,
          timeoutMs: opts.timeoutMs,
          retry: opts.retry,
        });
        const body = res.body;
        const detail = isObj(body) && isObj(body.data) ? (body.data.placeDetail ?? body.data.place) : null;
        if (!detail) throw drift(SERVICE, 'no data.placeDetail', body);
        return { ...parsePlace(detail), isAd: false };
      } catch (e) {
        if (e instanceof ProviderError && e.kind === 'not-found') return null;
        throw e;
      }
    },
  };
}
