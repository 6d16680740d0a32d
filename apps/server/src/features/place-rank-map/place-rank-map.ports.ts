/** What 순위 지도 needs from the outside (issue 41); the app maps the place adapter onto it. */

export interface MapCoords {
  /** WGS84 longitude. */
  x: number;
  /** WGS84 latitude. */
  y: number;
}

/** An entry of the map's place list as a point's walk reads it. */
export interface MapListItem {
  id: string;
  name: string;
  category: string;
  /** A paid entry: it takes a position in the list but is never a rank. */
  isAd: boolean;
}

export interface PlaceMapSource {
  /** A place's own coordinates; null when no place has the id or it shows none; throws when unavailable. */
  locate(placeId: string): Promise<MapCoords | null>;
  /**
   * The map's place list for a keyword as a searcher standing at `at` sees it (the list takes the
   * searcher's x/y and clientX/clientY), ads included; `start` is 1-based over all entries. Every
   * call is counted in 수집 현황 (provider usage) by the implementation.
   */
  listAt(
    keyword: string,
    at: MapCoords,
    page: { start: number; display: number },
  ): Promise<{ total: number; items: MapListItem[] }>;
}
