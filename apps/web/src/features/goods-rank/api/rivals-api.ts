import type { PinnedRival, RivalEntry, RivalSeries, RivalsView } from '@seller/shared/schemas/rank-rivals';
import { call } from '../../../lib/api-call';

// Rivals on a tracked keyword (issue 28 §1): the member comes from the session cookie.

export type { PinnedRival, RivalEntry, RivalSeries, RivalsView };

export const fetchRivals = async (keywordId: number): Promise<RivalsView> =>
  (await call('POST', '/api/naver/mygoodsRank/rivals', { body: { gdkdSn: keywordId } })).data;

export const fetchRivalSeries = async (keywordId: number): Promise<RivalSeries> =>
  (await call('POST', '/api/naver/mygoodsRank/rivals/series', { body: { gdkdSn: keywordId } })).data;

/** Free: a pin is followed on the pages the keyword's check reads anyway. */
export const pinRival = (keywordId: number, productId: string) =>
  call('POST', '/api/naver/mygoodsRank/rivals/pin', { body: { gdkdSn: keywordId, productId } });

export const unpinRival = (keywordId: number, rivalSn: number) =>
  call('POST', '/api/naver/mygoodsRank/rivals/unpin', { body: { gdkdSn: keywordId, rivalSn } });
