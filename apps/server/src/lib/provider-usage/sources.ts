import { ko } from '@seller/shared';
import type { Currency } from './port';

/**
 * The sources the meter knows: the currency each bills in and what the managers' screen calls it.
 * A source is a free string, so later meters (알림톡 messages, the place rank map) add a line here
 * and a name in messages/provider-usage.ts, and nothing else changes. An unknown source is still
 * counted, in won, under its own id.
 */
const KNOWN_SOURCES = {
  // SearchApi.io bills in dollars per request (reference/data-sources-2026.md §1.1).
  searchapi: { currency: 'USD', group: 'shopping' },
  // Apify bills in dollars per fetched page or per row, by actor (§1.2, §1.3).
  apify: { currency: 'USD', group: 'shopping' },
  // Naver's local search, DataLab and Shopping Insight on either platform (issue 37), in won at
  // NAVER_API_PRICE_PER_CALL_KRW: the developer center is free, the HUB's price is not documented.
  'naver-local': { currency: 'KRW', group: null },
  'naver-datalab': { currency: 'KRW', group: null },
  'naver-shopping-insight': { currency: 'KRW', group: null },
  // 알림톡 rank alerts and their SMS (fallback, verification codes), in won (issue 40 §3).
  solapi: { currency: 'KRW', group: null },
  // The map's place list asked from each point of a 순위 지도 scan (issue 41; src/place-map-source.ts):
  // Naver's own unofficial list bills nothing, so its calls are counted at 0.
  'naver-place': { currency: 'KRW', group: null },
} as const satisfies Record<string, { currency: Currency; group: SourceGroup | null }>;

/** What a source pays for; the screen's "cost per tracked product" counts the shopping group. */
type SourceGroup = 'shopping';

type KnownSource = keyof typeof KNOWN_SOURCES;

export interface SourceInfo {
  source: string;
  label: string;
  currency: Currency;
  group: SourceGroup | null;
}

const isKnown = (source: string): source is KnownSource => Object.hasOwn(KNOWN_SOURCES, source);

export function sourceInfo(source: string): SourceInfo {
  if (!isKnown(source)) return { source, label: source, currency: 'KRW', group: null };
  const known = KNOWN_SOURCES[source];
  return { source, label: ko.providerUsage.sources[source], currency: known.currency, group: known.group };
}
