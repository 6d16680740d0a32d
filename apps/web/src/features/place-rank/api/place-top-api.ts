import type { PlaceTop } from '@seller/shared/schemas/rank-rivals';
import { answer, client } from '../../../lib/api-client';

export type { PlaceTop };

/** The top 10 of one of the member's place keywords, as the day's check read it (issue 28 §1). */
export const fetchPlaceTop = async (plkwrdSn: number): Promise<PlaceTop> =>
  (await answer(client.POST('/api/naver/place/keywordTop', { body: { plkwrdSn } }))).data;
