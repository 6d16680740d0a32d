/** Spec 01 §9: the home banner turns every 10 seconds. */
export const BANNER_INTERVAL_MS = 10_000;

/** The slide index after moving by `step` (±1), wrapping at both ends. */
export function stepSlide(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}
