import { Chart, TimeScale, type ChartData, type ChartOptions, type Plugin } from 'chart.js';
import 'chartjs-adapter-date-fns';
import { Line } from 'react-chartjs-2';
import { baseOptions } from '../../lib/chart-setup';
import { type ChartPoint, type HistoryPoint, chartSeries } from '../../lib/rank-chart';

// The day axis is this chart's alone (with its date adapter); the line parts come from chart-setup.
Chart.register(TimeScale);

const BRAND = '#3550e5';
const MUTED = '#94a3b8';
const MARK = '#d97706';
const OUTSIDE_DATASET = 1;
const MARKS_DATASET = 2;

/** A dashed line down the chart at every day that carries the member's own changes. */
const markLines: Plugin<'line'> = {
  id: 'changeMarkLines',
  beforeDatasetsDraw(chart) {
    const marks = chart.data.datasets[MARKS_DATASET]?.data as ChartPoint[] | undefined;
    if (!marks) return;
    const { ctx, chartArea, scales } = chart;
    ctx.save();
    ctx.strokeStyle = 'rgba(217, 119, 6, 0.5)';
    ctx.lineWidth = 1;
    ctx.setLineDash([4, 4]);
    for (const mark of marks) {
      const x = scales.x!.getPixelForValue(mark.x);
      ctx.beginPath();
      ctx.moveTo(x, chartArea.top);
      ctx.lineTo(x, chartArea.bottom);
      ctx.stroke();
    }
    ctx.restore();
  },
};

export interface RankChartProps {
  points: HistoryPoint[];
  /** The tracked depth: 500 for shopping ranks, 300 for places. */
  maxRank: number;
  /** What the chart shows, for screen readers. */
  label: string;
  rankColumn: string;
  outOfRank: string;
  rankText: (rank: string) => string;
  /** Legend of the member's change marks (points carry them in `marks`). */
  marksLabel?: string;
}

/**
 * Rank over time on a day axis (issue 23 point 9): a day with no record is a gap in the line; the y
 * axis is reversed (rank 1 on top) and fitted to the shown ranks; days outside the tracked depth are
 * grey crosses on an "outside" line at the bottom. Loaded on demand (Chart.js and its date adapter
 * stay out of the first load).
 */
export default function RankChart({
  points,
  maxRank,
  label,
  rankColumn,
  outOfRank,
  rankText,
  marksLabel,
}: RankChartProps) {
  const series = chartSeries(points, maxRank);
  const level = series.unrankedLevel;
  const hasMarks = series.marked.length > 0;
  const marksAt = new Map(series.marked.map((m) => [m.x, m.texts]));
  const data: ChartData<'line', ChartPoint[]> = {
    datasets: [
      {
        label: rankColumn,
        data: series.ranked,
        borderColor: BRAND,
        backgroundColor: BRAND,
        pointRadius: 3,
        pointHoverRadius: 5,
        tension: 0.2,
        spanGaps: false,
      },
      {
        label: outOfRank,
        data: series.unranked,
        showLine: false,
        borderColor: MUTED,
        backgroundColor: MUTED,
        pointStyle: 'crossRot',
        pointRadius: 6,
        pointBorderWidth: 2,
      },
      ...(hasMarks
        ? [
            {
              label: marksLabel ?? '',
              // A flag at the top of the (reversed) axis on each day with changes.
              data: series.marked.map((m) => ({ x: m.x, y: series.axisMin })),
              showLine: false,
              borderColor: MARK,
              backgroundColor: MARK,
              pointStyle: 'triangle' as const,
              pointRotation: 180,
              pointRadius: 6,
              pointHoverRadius: 7,
              clip: false as const,
            },
          ]
        : []),
    ],
  };
  const options: ChartOptions<'line'> = {
    ...baseOptions,
    parsing: false,
    interaction: { mode: 'x', intersect: false },
    plugins: {
      legend: {
        display: level !== null || hasMarks,
        position: 'bottom',
        // The "outside" entry only when some day was outside.
        labels: { boxWidth: 10, filter: (item) => item.datasetIndex !== OUTSIDE_DATASET || level !== null },
      },
      tooltip: {
        filter: (item) => (item.raw as ChartPoint).y !== null,
        callbacks: {
          label: (item) =>
            item.datasetIndex === MARKS_DATASET
              ? (marksAt.get((item.raw as ChartPoint).x) ?? [])
              : item.datasetIndex === OUTSIDE_DATASET
                ? outOfRank
                : rankText(String(item.parsed.y)),
        },
      },
    },
    scales: {
      x: {
        type: 'time',
        min: series.ranked[0]?.x,
        max: series.ranked.at(-1)?.x,
        offset: true,
        time: { unit: 'day', tooltipFormat: 'yyyy.MM.dd', displayFormats: { day: 'MM.dd' } },
        ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 12 },
        grid: { display: false },
      },
      y: {
        reverse: true,
        min: series.axisMin,
        max: series.axisMax,
        ticks: {
          precision: 0,
          includeBounds: true,
          callback: (value) => (level !== null && value === level ? outOfRank : rankText(String(value))),
        },
      },
    },
  };
  return (
    <div className="h-56 w-full sm:h-64" data-testid="rank-chart">
      <Line data={data} options={options} plugins={[markLines]} role="img" aria-label={label} />
    </div>
  );
}
