/** Spec 01 §9: the list page shows 10 notices per page (the page count comes from the total). */
export const LIST_PAGE_SIZE = 10;

/** The page number of the address (?page=n): 1 for anything that is not a positive integer. */
export function pageFromQuery(raw: string | null): number {
  const n = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** A notice id in the address (?ntcSn=n, from the home link), or null. */
export function noticeFromQuery(raw: string | null): number | null {
  const n = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** The pager's state: "n / total", and whether previous and next lead anywhere. */
export function pagerState(page: number, totalPages: number) {
  const total = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), total);
  return { current, total, hasPrev: current > 1, hasNext: current < total };
}
