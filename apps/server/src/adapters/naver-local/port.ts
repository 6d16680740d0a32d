/**
 * Naver local search (developer center `/v1/search/local.json`, NAVER API HUB `/search/v1/local`):
 * at most 5 places, so not a rank source.
 */

export interface LocalSearchParams {
  query: string;
  /** 1–5 (larger values are clamped: the API never returns more than 5). */
  display?: number;
  sort?: 'random' | 'comment';
}

export interface LocalItem {
  /** Name without <b> highlighting. */
  title: string;
  link: string;
  category: string;
  description: string;
  address: string;
  roadAddress: string;
  /** WGS84 degrees decoded from mapx/mapy (integers × 10^7); null when absent or of the old format. */
  lng: number | null;
  lat: number | null;
}

export interface LocalSearchResult {
  total: number;
  lastBuildDate: string;
  items: LocalItem[];
}

export interface NaverLocalPort {
  search(params: LocalSearchParams): Promise<LocalSearchResult>;
}
