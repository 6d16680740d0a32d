import type { MapScan, MapScanSummary } from '@seller/shared/schemas/place-rank-map';
import { mapBand, mapFigures } from '@seller/shared/rules/place-rank-map';
import type { OwnedKeyword, PointRow, ScanRow } from './place-rank-map.repository';

type Status = MapScan['points'][number]['status'];

/** A scan as the answers carry it: its figures from its points (outside = depth + 1). */
export function scanSummary(
  scan: ScanRow,
  points: PointRow[],
  kw: Pick<OwnedKeyword, 'keyword' | 'placeName'>,
): MapScanSummary {
  return {
    scanId: scan.id,
    plkwrdSn: scan.plkwrdSn,
    keyword: kw.keyword,
    placeId: scan.placeId,
    placeName: kw.placeName,
    grid: scan.grid,
    spacingM: scan.spacingM,
    center: { x: scan.centerX, y: scan.centerY },
    status: scan.status as MapScanSummary['status'],
    trigger: scan.trigger as MapScanSummary['trigger'],
    pointsTotal: scan.pointsTotal,
    pointsDone: scan.pointsDone,
    pointsFailed: scan.pointsFailed,
    coinsSpent: scan.coinsSpent,
    coinsRefunded: scan.coinsRefunded,
    createdAt: scan.createdAt.toISOString(),
    finishedAt: scan.finishedAt?.toISOString() ?? null,
    figures: mapFigures(points.map((p) => ({ idx: p.idx, status: p.status as Status, rank: p.rank }))),
  };
}

export function scanView(
  scan: ScanRow,
  points: PointRow[],
  kw: Pick<OwnedKeyword, 'keyword' | 'placeName'>,
): MapScan {
  return {
    ...scanSummary(scan, points, kw),
    points: points.map((p) => {
      const status = p.status as Status;
      return {
        idx: p.idx,
        row: Math.floor(p.idx / scan.grid),
        col: p.idx % scan.grid,
        x: p.x,
        y: p.y,
        status,
        rank: p.rank,
        band: mapBand({ status, rank: p.rank }),
        top: p.top,
      };
    }),
  };
}
