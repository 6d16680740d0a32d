import { Chart, TimeScale, type ChartData, type ChartOptions } from 'chart.js';
import 'chartjs-adapter-date-fns';
import { Line } from 'react-chartjs-2';
import { baseOptions } from '../../lib/chart-setup';
import { METHOD_COLOUR, METHOD_LINE_COLOUR, dayLines } from '../../lib/chart-day-lines';
import { type ChartPoint, type HistoryPoint, chartSeries, recordTip } from '../../lib/rank-chart';

// The day axis is this chart's alone (with its date adapter); the line parts come from chart-setup.
Chart.register(TimeScale);

const BRAND = '#3550e5';
const MUTED = '#94a3b8';
const MARK = '#d97706';
const METHOD = METHOD_COLOUR;
const OUTSIDE_DATASET = 1;

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
  /** Legend of the "수집 방식 변경" marks (points carry them in `methodChange`). */
  methodLabel?: string;
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
  methodLabel,
}: RankChartProps) {
  const series = chartSeries(points, maxRank);
  const level = series.unrankedLevel;
  const hasMarks = series.marked.length > 0;
  const hasMethod = series.methodChanged.length > 0;
  const marksAt = new Map(series.marked.map((m) => [m.x, m.texts]));
  const methodAt = new Map(series.methodChanged.map((m) => [m.x, m.lines]));
  const recordAt = new Map(series.ranked.map((p, i) => [p.x, series.records[i]]));
  const MARKS_DATASET = hasMarks ? 2 : -1;
  const METHOD_DATASET = hasMethod ? (hasMarks ? 3 : 2) : -1;
  /** Where the day's rank came from: 출처, 화면, 기기, 확인 깊이, 확인 시각 (issue 36 §2). */
  const tipAt = (x: number) => recordTip(recordAt.get(x), maxRank);
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
        // Two ranks read by other methods are not comparable: the line between them is faint.
        segment: {
          borderColor: (ctx) =>
            methodAt.has(ctx.p1.parsed.x ?? Number.NaN) ? 'rgba(53, 80, 229, 0.25)' : undefined,
          borderDash: (ctx) => (methodAt.has(ctx.p1.parsed.x ?? Number.NaN) ? [3, 3] : undefined),
        },
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
      ...(hasMethod
        ? [
            {
              label: methodLabel ?? '',
              // A diamond at the top of the axis on each day the method changed.
              data: series.methodChanged.map((m) => ({ x: m.x, y: series.axisMin })),
              showLine: false,
              borderColor: METHOD,
              backgroundColor: METHOD,
              pointStyle: 'rectRot' as const,
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
    // Anywhere over a day's column opens that day's tooltip (the nearest day by x), its marks with it.
    interaction: { mode: 'nearest', axis: 'x', intersect: false },
    plugins: {
      // Read by the dayLines plugin (its options), not a Chart.js option.
      ...({
        dayLines: {
          lines: [
            ...series.marked.map((m) => ({ x: m.x, colour: 'rgba(217, 119, 6, 0.5)' })),
            ...series.methodChanged.map((m) => ({ x: m.x, colour: METHOD_LINE_COLOUR })),
          ],
        },
      } as object),
      legend: {
        display: level !== null || hasMarks || hasMethod,
        position: 'bottom',
        // The "outside" entry only when some day was outside.
        labels: { boxWidth: 10, filter: (item) => item.datasetIndex !== OUTSIDE_DATASET || level !== null },
      },
      tooltip: {
        filter: (item) => (item.raw as ChartPoint).y !== null,
        callbacks: {
          label: (item) => {
            const x = (item.raw as ChartPoint).x;
            if (item.datasetIndex === MARKS_DATASET) return marksAt.get(x) ?? [];
            if (item.datasetIndex === METHOD_DATASET) return methodAt.get(x) ?? [];
            // Outside names the depth and the surface the check read.
            if (item.datasetIndex === OUTSIDE_DATASET) return tipAt(x).outside ?? outOfRank;
            return rankText(String(item.parsed.y));
          },
          afterLabel: (item) =>
            item.datasetIndex === 0 || item.datasetIndex === OUTSIDE_DATASET
              ? tipAt((item.raw as ChartPoint).x).lines
              : [],
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
      <Line data={data} options={options} plugins={[dayLines]} role="img" aria-label={label} />
    </div>
  );
}
