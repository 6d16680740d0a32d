/** How long a row pointed to stays marked. */
const MARK_MS = 4000;

/**
 * Scrolls the list to a product's row and marks it for a few seconds: a registration refused as a
 * duplicate points to the product already tracked (issue 23 point 5). The rows carry
 * `data-gdpsn`; `data-highlight` is styled on each row kind. False when the row is not shown.
 */
export function revealRow(goodsId: number, root: ParentNode = document): boolean {
  const row = root.querySelector<HTMLElement>(`[data-testid="goods-row"][data-gdpsn="${goodsId}"]`);
  if (!row) return false;
  const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  row.scrollIntoView({ block: 'center', behavior: calm ? 'auto' : 'smooth' });
  row.dataset.highlight = 'on';
  window.setTimeout(() => delete row.dataset.highlight, MARK_MS);
  return true;
}

/** The mark on a row `revealRow` points to (every row kind takes it). */
export const REVEAL_CLASS =
  'transition-shadow data-[highlight=on]:z-10 data-[highlight=on]:bg-amber-50 data-[highlight=on]:ring-2 data-[highlight=on]:ring-amber-400';
