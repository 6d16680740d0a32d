import type { PinnedRival, RivalEntry, RivalSeries, RivalsView } from '@seller/shared/schemas/rank-rivals';
import { answer, client } from '../../../lib/api-client';

/** Rivals on a tracked keyword (issue 28 §1): the member comes from the session cookie. */
const BASE = '/api/naver/mygoodsRank/rivals';

export type { PinnedRival, RivalEntry, RivalSeries, RivalsView };

export const fetchRivals = async (gdkdSn: number): Promise<RivalsView> =>
  (await answer(client.POST(BASE, { body: { gdkdSn } }))).data;

export const fetchRivalSeries = async (gdkdSn: number): Promise<RivalSeries> =>
  (await answer(client.POST(`${BASE}/series`, { body: { gdkdSn } }))).data;

/** Free: a pin is followed on the pages the keyword's check reads anyway. */
export const pinRival = (gdkdSn: number, productId: string) =>
  answer(client.POST(`${BASE}/pin`, { body: { gdkdSn, productId } }));

export const unpinRival = (gdkdSn: number, rivalSn: number) =>
  answer(client.POST(`${BASE}/unpin`, { body: { gdkdSn, rivalSn } }));
