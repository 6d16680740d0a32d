/** Where the LOCAL banner sits; each click moves it on so it never hides what you need to see. */
const BANNER_POSITIONS = ['middle', 'bottom', 'top'] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

export function nextBannerPosition(current: BannerPosition): BannerPosition {
  const index = BANNER_POSITIONS.indexOf(current);
  return BANNER_POSITIONS[(index + 1) % BANNER_POSITIONS.length] ?? 'middle';
}
