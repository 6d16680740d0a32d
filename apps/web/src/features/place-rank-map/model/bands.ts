import { MAP_BAND_COLOURS, MAP_LEGEND_BANDS } from '@seller/shared/rules/place-rank-map';
import * as ko from '@seller/shared/messages/sections';

const t = ko.placeRankMap;

/** Pin colours by band and the legend's order (shared with the report's PDF). */
export { MAP_BAND_COLOURS as BAND_COLOURS, MAP_LEGEND_BANDS as LEGEND_BANDS };

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
