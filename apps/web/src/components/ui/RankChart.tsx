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
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { chartSeries, type HistoryPoint } from '../../lib/rank-chart';

Chart.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);

const BRAND = '#3550e5';
const MUTED = '#94a3b8';

export interface RankChartProps {
  points: HistoryPoint[];
  /** The tracked depth: 500 for shopping ranks, 300 for places. */
  maxRank: number;
  /** What the chart shows, for screen readers. */
  label: string;
  rankColumn: string;
  outOfRank: string;
  rankText: (rank: string) => string;
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
}: RankChartProps) {
  const series = chartSeries(points, maxRank);
  const level = series.unrankedLevel;
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
    ],
  };
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { display: level !== null, position: 'bottom', labels: { boxWidth: 10 } },
      tooltip: {
        filter: (item) => item.raw !== null,
        callbacks: {
          label: (item) => (item.datasetIndex === 1 ? outOfRank : rankText(String(item.parsed.y))),
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
      <Line data={data} options={options} role="img" aria-label={label} />
    </div>
  );
}
