import type { MapBand } from '@seller/shared/rules/place-rank-map';
import * as ko from '@seller/shared/messages/sections';

const t = ko.placeRankMap;

/** Pin colours by band: dark enough for white text (WCAG AA), pending light with dark text. */
export const BAND_COLOURS: Record<MapBand, { bg: string; fg: string }> = {
  top3: { bg: '#15803d', fg: '#ffffff' },
  top10: { bg: '#1d4ed8', fg: '#ffffff' },
  top20: { bg: '#a16207', fg: '#ffffff' },
  top50: { bg: '#c2410c', fg: '#ffffff' },
  outside: { bg: '#b91c1c', fg: '#ffffff' },
  failed: { bg: '#475569', fg: '#ffffff' },
  pending: { bg: '#e2e8f0', fg: '#334155' },
};

/** The legend's order. */
export const LEGEND_BANDS: readonly MapBand[] = ['top3', 'top10', 'top20', 'top50', 'outside', 'failed'];

/** What a pin says: the rank, or the state when there is none. */
export function pinText(p: { status: string; rank: number | null }): string {
  if (p.status === 'found' && p.rank !== null) return String(p.rank);
  if (p.status === 'failed') return '!';
  if (p.status === 'pending') return '…';
  return '-';
}

/** The point's rank in words (the pin's label and popover). */
export function rankWords(p: { status: string; rank: number | null }): string {
  if (p.status === 'found' && p.rank !== null) return t.rankAt(p.rank);
  if (p.status === 'failed') return t.failed;
  if (p.status === 'pending') return t.pending;
  return t.outside;
}
