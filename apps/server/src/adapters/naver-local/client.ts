/** Naver local search over HTTP on either platform (shares the key's daily quota with DataLab). */
import { ProviderError } from '../http';
import { type OpenApiClientOptions, callOpenApi } from '../naver-openapi/client';
import { drift, int, isObj, num, plain, text } from '../parse';
import type { LocalItem, LocalSearchParams, LocalSearchResult, NaverLocalPort } from './port';

const SERVICE = 'naver-local';

/** mapx/mapy are WGS84 × 10^7 today ("1269752350"); the 2016 doc's KATEC-like values are not degrees. */
function coordinate(v: unknown, min: number, max: number): number | null {
  const n = num(v);
  if (n === null) return null;
  const deg = n / 1e7;
  return deg >= min && deg <= max ? deg : null;
}

function parseLocalItem(raw: unknown): LocalItem {
  if (!isObj(raw)) throw drift(SERVICE, 'item is not an object', raw);
  return {
    title: plain(raw.title),
    link: text(raw.link),
    category: plain(raw.category),
    description: plain(raw.description),
    address: plain(raw.address),
    roadAddress: plain(raw.roadAddress),
    lng: coordinate(raw.mapx, 124, 132),
    lat: coordinate(raw.mapy, 33, 39),
  };
}

function parseLocalResponse(body: unknown): LocalSearchResult {
  if (!isObj(body) || !Array.isArray(body.items)) throw drift(SERVICE, 'no items array', body);
  return {
    total: int(body.total) ?? body.items.length,
    lastBuildDate: text(body.lastBuildDate),
    items: body.items.map(parseLocalItem),
  };
}

export function createNaverLocalClient(opts: OpenApiClientOptions): NaverLocalPort {
  return {
    async search(p: LocalSearchParams) {
      const query = p.query.trim();
      if (!query) throw new ProviderError(SERVICE, 'bad-request', 'query is empty');
      const res = await callOpenApi(opts, {
        service: SERVICE,
        bucket: 'search',
        method: 'GET',
        api: 'local',
        keyword: query,
        rowsOf: (body) => (isObj(body) && Array.isArray(body.items) ? body.items.length : 0),
        query: {
          query,
          display: Math.min(5, Math.max(1, p.display ?? 5)),
          start: 1,
          sort: p.sort ?? 'random',
        },
      });
      return parseLocalResponse(res.body);
    },
  };
}
