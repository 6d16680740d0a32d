import { Line } from 'react-chartjs-2';
import * as ko from '@seller/shared/messages/sections';
import { baseOptions, sameDayTooltip } from '../../../lib/chart-setup';
import type { MapScanSummary } from '../api/place-rank-map-api';

const t = ko.placeRankMap;

const day = (iso: string) => iso.slice(5, 10).replace('-', '.');

/** The figures' trend over the scans (oldest first): the average rank (lower is better) and the top-10 share. */
export function MapTrend({ scans }: { scans: MapScanSummary[] }) {
  const done = scans
    .filter((s) => s.status === 'done')
    .slice()
    .reverse();
  if (done.length < 2) return <p className="text-sm text-slate-500">{t.trendEmpty}</p>;
  return (
    <div className="h-56" data-testid="map-trend">
      <Line
        role="img"
        aria-label={t.trend}
        data={{
          labels: done.map((s) =>
            day(new Date(new Date(s.createdAt).getTime() + 9 * 3_600_000).toISOString()),
          ),
          datasets: [
            {
              label: t.trendAverage,
              data: done.map((s) => s.figures.average),
              borderColor: '#1d4ed8',
              backgroundColor: '#1d4ed8',
              yAxisID: 'rank',
            },
            {
              label: t.trendTop10,
              data: done.map((s) =>
                s.figures.top10Share === null ? null : Math.round(s.figures.top10Share * 100),
              ),
              borderColor: '#15803d',
              backgroundColor: '#15803d',
              yAxisID: 'share',
            },
          ],
        }}
        options={{
          ...baseOptions,
          interaction: sameDayTooltip,
          scales: {
            rank: { type: 'linear', position: 'left', reverse: true, min: 1 },
            share: { type: 'linear', position: 'right', min: 0, max: 100, grid: { drawOnChartArea: false } },
          },
        }}
      />
    </div>
  );
}
