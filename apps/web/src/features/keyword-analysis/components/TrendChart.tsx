import type { ChartData, ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import * as ko from '@seller/shared/messages/sections';
import type { TrendAnswer } from '@seller/shared/schemas/keyword-analysis';
import { chartSeries } from '../model/trend-controls';
import { baseOptions, sameDayTooltip } from '../../../lib/chart-setup';
import { colorAt } from './chart-colors';

const t = ko.keywordAnalysisUi;

/** DataLab ratios per keyword over the period (0–100, the period's peak = 100). Loaded on demand. */
export default function TrendChart({ answer }: { answer: TrendAnswer }) {
  const { labels, series } = chartSeries(answer);
  const dense = labels.length > 60;
  const data: ChartData<'line', (number | null)[], string> = {
    labels,
    datasets: series.map((s, i) => ({
      label: s.keyword,
      data: s.values,
      borderColor: colorAt(i),
      backgroundColor: colorAt(i),
      borderWidth: i === 0 ? 2.5 : 2,
      pointRadius: dense ? 0 : 2.5,
      pointHoverRadius: 5,
      tension: 0.3,
      spanGaps: true,
    })),
  };
  const options: ChartOptions<'line'> = {
    ...baseOptions,
    interaction: sameDayTooltip,
    plugins: {
      legend: { position: 'bottom', labels: { boxWidth: 10, boxHeight: 10, usePointStyle: true } },
      tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${item.formattedValue}` } },
    },
    scales: {
      x: { grid: { display: false }, ticks: { maxTicksLimit: 8, maxRotation: 0 } },
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
