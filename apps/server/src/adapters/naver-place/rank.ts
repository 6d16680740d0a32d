/**
 * Organic place rank for a keyword: pages through the place list, skipping paid entries, until
 * the place is found or `maxRank` organic places were seen. A failed page throws (never "out of rank").
 */
import type { NaverPlacePort, Place } from './port';

export interface PlaceRankScan {
  /** placeId → organic rank and the place as listed; missing = outside maxRank. */
  found: Map<string, { rank: number; place: Place }>;
  pages: number;
}

export async function findPlaceRanks(
  port: NaverPlacePort,
  keyword: string,
  placeIds: string[],
  opts: { maxRank?: number; pageSize?: number; coords?: { x: number; y: number } } = {},
): Promise<PlaceRankScan> {
  const maxRank = opts.maxRank ?? 300;
  const pageSize = opts.pageSize ?? 100;
  const wanted = new Set(placeIds);
  const found = new Map<string, { rank: number; place: Place }>();
  let organic = 0;
  let pages = 0;
  for (let start = 1; organic < maxRank && found.size < wanted.size; start += pageSize) {
    const page = await port.listPlaces(keyword, { start, display: pageSize, coords: opts.coords });
    pages += 1;
    for (const place of page.items) {
      if (place.isAd) continue;
      organic += 1;
      if (organic > maxRank) break;
      if (wanted.has(place.id) && !found.has(place.id)) found.set(place.id, { rank: organic, place });
    }
    if (page.items.length < pageSize || start + pageSize > page.total) break;
  }
  return { found, pages };
}

export async function findPlaceRank(
  port: NaverPlacePort,
  keyword: string,
  placeId: string,
  opts: { maxRank?: number; pageSize?: number; coords?: { x: number; y: number } } = {},
): Promise<{ rank: number | null; place: Place | null }> {
  const hit = (await findPlaceRanks(port, keyword, [placeId], opts)).found.get(placeId);
  return { rank: hit?.rank ?? null, place: hit?.place ?? null };
}
