import type { PlaceCorrelationView, RankChangesView } from '@seller/shared/schemas/rank-changes';
import { call } from '../../lib/api-call';

// 순위 변동 원인 (issue 42): the member comes from the session cookie.

export type { PlaceCorrelationView, RankChangesView };

export const rankChangesKeys = {
  view: (gdkdSn: number) => ['rank-changes', 'view', gdkdSn] as const,
  place: (plkwrdSn: number) => ['rank-changes', 'place', plkwrdSn] as const,
};

export const fetchRankChanges = async (gdkdSn: number): Promise<RankChangesView> =>
  (await call('POST', '/api/naver/rankChanges/view', { body: { gdkdSn } })).data;

export const addRankEvent = (gdpSn: number, day: string, label: string) =>
  call('POST', '/api/naver/rankChanges/events/add', { body: { gdpSn, day, label } });

export const deleteRankEvent = (eventId: number) =>
  call('POST', '/api/naver/rankChanges/events/delete', { body: { eventId } });

export const fetchPlaceCorrelation = async (plkwrdSn: number): Promise<PlaceCorrelationView> =>
  (await call('POST', '/api/naver/rankChanges/placeCorrelation', { body: { plkwrdSn } })).data;
