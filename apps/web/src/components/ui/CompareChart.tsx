import type { ChartData, ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { baseOptions, sameDayTooltip } from '../../lib/chart-setup';
import { METHOD_LINE_COLOUR, dayLines } from '../../lib/chart-day-lines';

/** The member's line first, then up to three rivals, told apart by colour and dash. */
const COLOURS = ['#3550e5', '#e11d48', '#059669', '#d97706'];
const DASHES = [[], [6, 4], [2, 3], [8, 3, 2, 3]];

interface CompareLine {
  label: string;
  /** Rank per day; null draws a gap (no record, or below the checked depth). */
  ranks: readonly (number | null)[];
}

export interface CompareChartProps {
  /** Axis labels, one per day (MM.dd). */
  days: readonly string[];
  lines: readonly CompareLine[];
  /** What the chart shows, for screen readers. */
  label: string;
  rankText: (rank: string) => string;
  /** Days (indexes into `days`) read by another method than the day before: a dashed line and a tooltip line. */
  methodMarks?: readonly { index: number; text: string }[];
}

/**
 * Ranks of several products over the same days (issue 28 §1): rank 1 on top, a day with no rank
 * left as a gap in that product's line rather than drawn at a made-up depth. Loaded on demand,
 * like RankChart (Chart.js stays out of the first load).
 */
export default function CompareChart({ days, lines, label, rankText, methodMarks = [] }: CompareChartProps) {
  const markAt = new Map(methodMarks.map((m) => [m.index, m.text]));
  const ranked = lines.flatMap((l) => l.ranks.filter((r): r is number => r !== null && r > 0));
  // Room above rank 1 (the axis starts at 0, never labelled), so its point is not cut by the edge.
  const min = ranked.length ? Math.max(0, Math.min(...ranked) - 2) : 0;
  const max = ranked.length ? Math.max(...ranked) + 2 : 10;
  const data: ChartData<'line', (number | null)[], string> = {
    labels: [...days],
    datasets: lines.map((l, i) => ({
      label: l.label,
      // 0 (outside the tracked depth) is a gap like a missing day: the table says which it was.
      data: l.ranks.map((r) => (r !== null && r > 0 ? r : null)),
      borderColor: COLOURS[i % COLOURS.length],
      backgroundColor: COLOURS[i % COLOURS.length],
      borderDash: DASHES[i % DASHES.length],
      borderWidth: i === 0 ? 3 : 2,
      pointRadius: 2.5,
      pointHoverRadius: 5,
      spanGaps: false,
      tension: 0.2,
    })),
  };
  const options: ChartOptions<'line'> = {
    ...baseOptions,
    interaction: sameDayTooltip,
    plugins: {
      // Read by the dayLines plugin (its options), not a Chart.js option.
      ...({ dayLines: { lines: methodMarks.map((m) => ({ x: m.index, colour: METHOD_LINE_COLOUR })) } } as object),
      legend: { position: 'bottom', labels: { boxWidth: 12, usePointStyle: false } },
      tooltip: {
        filter: (item) => item.parsed.y !== null,
        callbacks: {
          label: (item) => `${item.dataset.label}: ${rankText(String(item.parsed.y))}`,
          footer: (items) => {
            const text = items[0] ? markAt.get(items[0].dataIndex) : undefined;
            return text ? [text] : [];
          },
        },
      },
    },
    scales: {
      x: { ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 10 }, grid: { display: false } },
      y: {
        reverse: true,
        min,
        max,
        // Bounds off: a bound tick would sit on top of the first round one.
        ticks: {
          precision: 0,
          includeBounds: false,
          callback: (v) => (Number(v) >= 1 ? rankText(String(v)) : ''),
        },
      },
    },
  };
  return (
    <div className="h-56 w-full sm:h-64" data-testid="rival-chart">
      <Line data={data} options={options} plugins={[dayLines]} role="img" aria-label={label} />
    </div>
  );
}
