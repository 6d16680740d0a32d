import type { PlaceTop } from '@seller/shared/schemas/rank-rivals';
import { call } from '../../../lib/api-call';

export type { PlaceTop };

/** The top 10 of one of the member's place keywords, as the day's check read it (issue 28 §1). */
export const fetchPlaceTop = async (plkwrdSn: number): Promise<PlaceTop> =>
  (await call('POST', '/api/naver/place/keywordTop', { body: { plkwrdSn } })).data;
