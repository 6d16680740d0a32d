import { ArcElement, Chart, DoughnutController, type ChartData, type ChartOptions } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import * as ko from '@seller/shared/messages/sections';
import { baseOptions } from '../../../lib/chart-setup';
import type { CategorySlice } from '../model/categories';
import { sliceLabel } from './category-label';
import { colorAt, OTHERS_COLOR } from './chart-colors';

// The doughnut parts are this chart's alone; the tooltip comes from chart-setup.
Chart.register(ArcElement, DoughnutController);

const t = ko.keywordAnalysisUi;

/** Category shares of the top products as a doughnut (legend rendered by the panel). Loaded on demand. */
export default function CategoryChart({ slices }: { slices: CategorySlice[] }) {
  const data: ChartData<'doughnut', number[], string> = {
    labels: slices.map(sliceLabel),
    datasets: [
      {
        data: slices.map((s) => s.count),
        backgroundColor: slices.map((s, i) => (s.category === null ? OTHERS_COLOR : colorAt(i))),
        borderColor: '#ffffff',
        borderWidth: 2,
      },
    ],
  };
  const options: ChartOptions<'doughnut'> = {
    ...baseOptions,
    cutout: '62%',
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (item) => ` ${item.label}: ${slices[item.dataIndex]?.percent ?? 0}%` } },
    },
  };
  return <Doughnut data={data} options={options} role="img" aria-label={t.categoryChartLabel} />;
}
