/**
 * Place list provider for place ranks (the map's list for a keyword), and a place by id.
 * The real source is unofficial; the port keeps the rest of the server independent of it.
 */

export interface Place {
  id: string;
  name: string;
  category: string;
  address: string;
  roadAddress: string;
  visitorReviewCount: number;
  blogCafeReviewCount: number;
  /**
   * The review counts as the list gave them, null where it gave none (issue 42 §1: missing is not
   * 0). The two counts above stay numbers for the screens that have always shown 0 for none.
   */
  listedCounts?: { visitorReviews: number | null; blogReviews: number | null };
  /** Null when the place shows no score. */
  visitorReviewScore: number | null;
  saveCount: number;
  imageUrl: string | null;
  options: string[];
  microReview: string | null;
  /** A paid entry: shown in the list but never a rank. */
  isAd: boolean;
  /** WGS84 degrees, when given. */
  x: number | null;
  y: number | null;
}

export interface PlaceListOptions {
  /** 1-based position in the list, ads included. */
  start?: number;
  /** Up to 100. */
  display?: number;
  /** The searcher's position (results depend on it); WGS84 degrees. */
  coords?: { x: number; y: number };
}

export interface PlaceListPage {
  total: number;
  items: Place[];
}

export interface NaverPlacePort {
  listPlaces(keyword: string, opts?: PlaceListOptions): Promise<PlaceListPage>;
  /** Null when no place has this id. */
  getPlace(placeId: string): Promise<Place | null>;
}
