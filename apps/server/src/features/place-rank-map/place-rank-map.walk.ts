import { MAP_DEPTH } from '@seller/shared/rules/place-rank-map';
import type { MapTopPlace } from '../../db/schema/index';
import type { MapCoords, PlaceMapSource } from './place-rank-map.ports';

/** Entries a page asks for (the list's most). */
const MAP_PAGE_SIZE = 100;

export interface PointWalk {
  status: 'found' | 'outside';
  rank: number | null;
  /** Pages asked: the provider calls the point cost. */
  pages: number;
  /** The first three organic places at the point. */
  top: MapTopPlace[];
}

/**
 * One point's check (issue 41): the list as seen from the point, walked page by page only as deep
 * as needed — it stops at the page where the place is found, or once `depth` organic places were
 * seen or the list ended (outside). Ads take positions but never ranks. A failed page throws: the
 * caller records the point as failed (확인 실패), never as outside.
 */
export async function walkPoint(
  source: PlaceMapSource,
  keyword: string,
  placeId: string,
  at: MapCoords,
  depth = MAP_DEPTH,
): Promise<PointWalk> {
  const top: MapTopPlace[] = [];
  let organic = 0;
  let pages = 0;
  for (let start = 1; organic < depth; start += MAP_PAGE_SIZE) {
    const page = await source.listAt(keyword, at, { start, display: MAP_PAGE_SIZE });
    pages += 1;
    let rank: number | null = null;
    for (const item of page.items) {
      if (item.isAd) continue;
      organic += 1;
      if (organic > depth) break;
      if (top.length < 3) top.push({ placeId: item.id, name: item.name, category: item.category });
      if (rank === null && item.id === placeId) rank = organic;
      // Read on only to fill the top 3 from this page (no further page is asked for it).
      if (rank !== null && top.length >= 3) break;
    }
    if (rank !== null) return { status: 'found', rank, pages, top };
    if (page.items.length < MAP_PAGE_SIZE || start + MAP_PAGE_SIZE > page.total) break;
  }
  return { status: 'outside', rank: null, pages, top };
}
