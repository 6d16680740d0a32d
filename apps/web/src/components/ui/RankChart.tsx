import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type Plugin,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { chartSeries, type HistoryPoint } from '../../lib/rank-chart';

Chart.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);

const BRAND = '#3550e5';
const MUTED = '#94a3b8';
const MARK = '#d97706';
const MARKS_DATASET = 2;

/** A dashed line down the chart at every date that carries the member's own changes. */
const markLines: Plugin<'line'> = {
  id: 'changeMarkLines',
  beforeDatasetsDraw(chart) {
    const marks = chart.data.datasets[MARKS_DATASET]?.data;
    if (!marks) return;
    const { ctx, chartArea, scales } = chart;
    ctx.save();
    ctx.strokeStyle = 'rgba(217, 119, 6, 0.5)';
    ctx.lineWidth = 1;
    ctx.setLineDash([4, 4]);
    marks.forEach((value, i) => {
      if (value === null) return;
      const x = scales.x!.getPixelForValue(i);
      ctx.beginPath();
      ctx.moveTo(x, chartArea.top);
      ctx.lineTo(x, chartArea.bottom);
      ctx.stroke();
    });
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
 * Rank over the last 20 dates (spec 02 §9). The y axis is reversed so rank 1 is at the top; days
 * outside the tracked depth break the line and show as grey marks on an "outside" bottom line.
 * Loaded on demand (Chart.js stays out of the first load).
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
  const hasMarks = points.some((p) => p.marks?.length);
  const data: ChartData<'line', (number | null)[], string> = {
    labels: series.labels,
    datasets: [
      {
        label: rankColumn,
        data: series.ranked,
        borderColor: BRAND,
        backgroundColor: BRAND,
        pointRadius: 3,
        pointHoverRadius: 5,
        tension: 0.25,
        spanGaps: false,
      },
      {
        label: outOfRank,
        data: series.unranked,
        showLine: false,
        borderColor: MUTED,
        backgroundColor: MUTED,
        pointStyle: 'crossRot',
        pointRadius: 5,
      },
      ...(hasMarks
        ? [
            {
              label: marksLabel ?? '',
              // A flag at the top of the (reversed) axis on each date with changes.
              data: points.map((p) => (p.marks?.length ? 1 : null)),
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
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { display: level !== null || hasMarks, position: 'bottom', labels: { boxWidth: 10 } },
      tooltip: {
        filter: (item) => item.raw !== null,
        callbacks: {
          label: (item) =>
            item.datasetIndex === MARKS_DATASET
              ? (points[item.dataIndex]?.marks ?? [])
              : item.datasetIndex === 1
                ? outOfRank
                : rankText(String(item.parsed.y)),
        },
      },
    },
    scales: {
      x: { grid: { display: false } },
      y: {
        reverse: true,
        min: 1,
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
    <div className="h-56 w-full sm:h-64">
      <Line data={data} options={options} plugins={[markLines]} role="img" aria-label={label} />
    </div>
  );
}
