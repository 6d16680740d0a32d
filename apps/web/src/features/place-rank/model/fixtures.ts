import type { PlaceKeywordRow, PlaceRow, PlaceViewAnswer } from '@seller/shared/schemas/place-rank';

export const placeRow = (trackedPlaceId: number, extra: Partial<PlaceRow> = {}): PlaceRow => ({
  plceSn: trackedPlaceId,
  placeId: String(3_000_000 + trackedPlaceId),
  placeName: `Place ${trackedPlaceId}`,
  category: 'Cafe',
  imageUrl: null,
  roadAddress: `Road ${trackedPlaceId}`,
  options: ['Parking'],
  visitorReviewScore: 4.51,
  visitorReviewCount: 1200,
  blogCafeReviewCount: 300,
  saveCount: 4000,
  microReview: 'Cozy',
  keywordRank: 0,
  frstRgstDt: '2026-11-20T03:00:00.000Z',
  checkNow: { day: null, count: 0, at: null },
  ...extra,
});

export const keywordRow = (
  plkwrdSn: number,
  trackedPlaceId: number,
  extra: Partial<PlaceKeywordRow> = {},
): PlaceKeywordRow => ({
  plkwrdSn,
  plceSn: trackedPlaceId,
  keyword: `keyword ${plkwrdSn}`,
  choice: 'N',
  keywordPlaceRankCurrent: 10,
  keywordPlaceRankPrevious: 12,
  frstRgstDt: '2026-11-20T03:00:00.000Z',
  checkStatus: 'ok',
  checkedAt: '2026-11-22T01:31:00.000Z',
  failedAt: null,
  ...extra,
});

export const viewAnswer = (extra: Partial<PlaceViewAnswer> = {}): PlaceViewAnswer => ({
  list: [],
  keywords: [],
  keywordsDailyHist: [],
  ReViews: [],
  limits: { maxPlaces: 10, dailyRegistrations: 2, registeredToday: 0, maxKeywords: 5, maxRank: 300 },
  serverNow: '2026-11-22T03:00:00.000Z',
  ...extra,
});
