import type { ChartData, ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import * as ko from '@seller/shared/messages/sections';
import type { TrendAnswer } from '@seller/shared/schemas/keyword-analysis';
import { chartSeries, monthDay } from '../model/trend-controls';
import { baseOptions, sameDayTooltip } from '../../../lib/chart-setup';
import { colorAt } from './chart-colors';

const t = ko.keywordAnalysisUi;

/** The line into a period still running (issue 39: a partial month is not a collapse). */
const IN_PROGRESS_DASH = [6, 4];
const HOLLOW = '#ffffff';

/**
 * DataLab ratios per keyword over the period (0–100, the period's peak = 100). Loaded on demand.
 * A last period still running (chartSeries' inProgress) is drawn apart: the line into it dashed,
 * its point hollow and always shown, and its tick and tooltip say 진행 중.
 */
export default function TrendChart({ answer }: { answer: TrendAnswer }) {
  const { labels, series, inProgress } = chartSeries(answer);
  const dense = labels.length > 60;
  const running = inProgress?.index ?? -1;
  /** One value per point: the running period's, or the others'. */
  const perPoint = <T,>(forRunning: T, forOthers: T): T[] =>
    labels.map((_, j) => (j === running ? forRunning : forOthers));
  const data: ChartData<'line', (number | null)[], string> = {
    labels,
    datasets: series.map((s, i) => ({
      label: s.keyword,
      data: s.values,
      borderColor: colorAt(i),
      backgroundColor: colorAt(i),
      borderWidth: i === 0 ? 2.5 : 2,
      pointRadius: perPoint(3.5, dense ? 0 : 2.5),
      pointBackgroundColor: perPoint(HOLLOW, colorAt(i)),
      pointBorderWidth: perPoint(2, 1),
      pointHoverRadius: 5,
      tension: 0.3,
      spanGaps: true,
      segment: { borderDash: (ctx) => (ctx.p1DataIndex === running ? IN_PROGRESS_DASH : undefined) },
    })),
  };
  const options: ChartOptions<'line'> = {
    ...baseOptions,
    interaction: sameDayTooltip,
    plugins: {
      legend: { position: 'bottom', labels: { boxWidth: 10, boxHeight: 10, usePointStyle: true } },
      tooltip: {
        callbacks: {
          title: (items) => {
            const item = items[0];
            if (!item) return '';
            return item.dataIndex === running ? t.trendInProgressPeriod(item.label) : item.label;
          },
          afterTitle: (items) =>
            inProgress && items[0]?.dataIndex === running
              ? t.trendInProgressThrough(t.trendDay(...monthDay(inProgress.through)))
              : '',
          label: (item) => `${item.dataset.label ?? ''}: ${item.formattedValue}`,
        },
      },
    },
    scales: {
      x: {
        grid: { display: false },
        ticks: {
          maxTicksLimit: 8,
          maxRotation: 0,
          // A category tick's value is its label's index.
          callback: (value) => {
            const label = labels[Number(value)] ?? '';
            return Number(value) === running ? [label, t.trendInProgress] : label;
          },
        },
      },
      y: { min: 0, max: 100, ticks: { stepSize: 25 }, title: { display: true, text: t.ratio } },
    },
  };
  return (
    <Line
      data={data}
      options={options}
      role="img"
      aria-label={t.trendChartLabel(series.map((s) => s.keyword).join(', '))}
    />
  );
}
