/**
 * A provider's list price in micros of its billing currency, as it charges: per request (SearchApi
 * credits), per fetched result page or per returned row (Apify pay-per-event actors, "$2.00 / 1,000
 * pages" = 2,000 micros a page). Any mix; what is not charged is left out.
 */
export interface Price {
  perRequestMicros?: number;
  perPageMicros?: number;
  perRowMicros?: number;
}

/** What a call of so many requests, pages and rows costs at a price, in micros. */
export function costOf(price: Price, use: { requests?: number; pages?: number; rows?: number }): number {
  return (
    (price.perRequestMicros ?? 0) * (use.requests ?? 1) +
    (price.perPageMicros ?? 0) * (use.pages ?? 0) +
    (price.perRowMicros ?? 0) * (use.rows ?? 0)
  );
}
