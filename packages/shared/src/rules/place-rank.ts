/** Place (local business) tracking rules of spec 02 §2.3, §5, §9 and spec 01 §9. */

/** At most 10 places tracked at a time. */
export const MAX_PLACES = 10;
/** At most 2 new registrations per Korea day; deleted places still count for that day. */
export const DAILY_PLACE_REGISTRATIONS = 2;
/** At most 5 keywords per place. */
export const MAX_PLACE_KEYWORDS = 5;
/**
 * Place ranks are tracked to 300 organic places: the depth the place list provider reaches
 * in 100-entry pages (ads excluded). Rank 0 = outside the top 300.
 */
export const PLACE_MAX_RANK = 300;
/** Days of daily history sent with the list (the chart shows the last 20 of them). */
export const PLACE_HISTORY_DAYS = 30;
export const PLACE_CHART_POINTS = 20;
/** The detailed view exists only above 920 px; at or below it the simple view is forced. */
export const PLACE_DETAIL_MIN_WIDTH = 921;

export const isPlaceRanked = (rank: number | null | undefined): rank is number =>
  typeof rank === 'number' && rank > 0 && rank <= PLACE_MAX_RANK;

/**
 * The place id in what the member typed or pasted: the digits themselves, or a map / place link
 * (map.naver.com/p/…/place/{id}, m.place.naver.com/{type}/{id}, pcmap.place.naver.com/{type}/{id}).
 * Null when there is none.
 */
export function placeIdFrom(input: string | number | null | undefined): string | null {
  const text = String(input ?? '').trim();
  if (/^\d{1,20}$/.test(text)) return text;
  const m =
    /\/place\/(\d{1,20})(?:[/?#]|$)/.exec(text) ??
    /place\.naver\.com\/[a-z]+\/(\d{1,20})(?:[/?#]|$)/i.exec(text);
  return m?.[1] ?? null;
}
