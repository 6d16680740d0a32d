// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { mapFigures } from '@seller/shared/rules/place-rank-map';
import { mount } from '../../../components/rank-tracking/test-dom';
import type { MapScanSummary } from '../api/place-rank-map-api';
import { pinText, rankWords } from '../model/bands';
import { MapFigures } from './MapFigures';

const t = ko.placeRankMap;
let view: ReturnType<typeof mount> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

const points = [
  { idx: 0, status: 'found' as const, rank: 2 },
  { idx: 1, status: 'outside' as const, rank: null },
  { idx: 2, status: 'failed' as const, rank: null },
  { idx: 3, status: 'found' as const, rank: 14 },
];
const scan: MapScanSummary = {
  scanId: 1,
  plkwrdSn: 1,
  keyword: 'k',
  placeId: '1',
  placeName: null,
  grid: 2,
  spacingM: 1000,
  center: { x: 127, y: 37.5 },
  status: 'done',
  trigger: 'now',
  pointsTotal: 4,
  pointsDone: 4,
  pointsFailed: 1,
  coinsSpent: 4,
  coinsRefunded: 1,
  createdAt: '2026-12-01T00:00:00.000Z',
  finishedAt: '2026-12-01T00:01:00.000Z',
  figures: mapFigures(points),
};

describe('순위 지도 figures and pins (issue 41)', () => {
  it('shows the average with its note (outside = 301), the shares, best and worst, and the refund', () => {
    const v = (view = mount(<MapFigures scan={scan} />));
    const text = v.text('map-figures');
    expect(text).toContain(t.averageValue(Math.round(((2 + 301 + 14) / 3) * 10) / 10));
    expect(text).toContain(t.averageNote);
    expect(text).toContain(t.share(1 / 3));
    expect(text).toContain(`${t.pointLabel(0, 0)} · ${t.rankAt(2)}`);
    expect(text).toContain(`${t.pointLabel(0, 1)} · ${t.outside}`);
    expect(v.text('map-failed')).toBe(t.failedPoints(1, 1));
  });

  it('says a failed point is 확인 실패, never outside', () => {
    expect(rankWords(points[2]!)).toBe(t.failed);
    expect(rankWords(points[1]!)).toBe(t.outside);
    expect(pinText(points[2]!)).toBe('!');
    expect(pinText(points[0]!)).toBe('2');
  });
});
