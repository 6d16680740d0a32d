import type { KeywordManagerTexts } from './KeywordManagerDialog';
import type { RankSource } from './model';
import type { RankHistoryTexts } from './RankHistoryTable';
import type { DeleteTexts } from './use-delete-selected';

/** Everything a source gives the shared rank-tracking parts. */
export type TrackingSource = RankSource<KeywordManagerTexts & RankHistoryTexts & DeleteTexts>;

/** A source from its message sections (merged), its "outside" text and its tracked depth. */
export const trackingSource = (
  texts: KeywordManagerTexts & RankHistoryTexts & DeleteTexts,
  outOfRank: string,
  maxRank: number,
): TrackingSource => ({ texts, outOfRank, maxRank });
