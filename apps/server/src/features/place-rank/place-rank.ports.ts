/** What place tracking needs from the outside; the app maps the place list adapter onto it. */

export interface PlaceInfo {
  id: string;
  name: string;
  category: string;
  roadAddress: string;
  imageUrl: string | null;
  options: string[];
  /** Null when the place shows no score. */
  visitorReviewScore: number | null;
  visitorReviewCount: number;
  blogCafeReviewCount: number;
  /**
   * The review counts as the list gave them, null where it gave none (issue 42 §1: missing is not
   * 0). The two counts above stay numbers for the screens that have always shown 0 for none.
   */
  listedCounts?: { visitorReviews: number | null; blogReviews: number | null };
  saveCount: number;
  microReview: string | null;
  /** A paid entry: it takes a position in the list but is never a rank. */
  isAd: boolean;
}

export interface PlaceListPort {
  /** The map's place list for a keyword, ads included; `start` is 1-based over all entries. */
  listPlaces(
    keyword: string,
    page: { start: number; display: number },
  ): Promise<{ total: number; items: PlaceInfo[] }>;
  /** Resolves to null when no place has this id; throws when the look-up is unavailable. */
  getPlace(placeId: string): Promise<PlaceInfo | null>;
}
