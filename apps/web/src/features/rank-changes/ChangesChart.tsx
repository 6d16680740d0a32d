import type { ChartData, ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '@seller/shared/rules/number';
import { baseOptions, sameDayTooltip } from '../../lib/chart-setup';
import { dayLines } from '../../lib/chart-day-lines';

/** The member's line first, then up to three rivals: the same colours as the rivals' chart. */
const COLOURS = ['#3550e5', '#e11d48', '#059669', '#d97706'];
const DASHES = [[], [6, 4], [2, 3], [8, 3, 2, 3]];
const EVENT_COLOUR = 'rgba(217, 119, 6, 0.8)';

interface ChartLine {
  label: string;
  values: readonly (number | null)[];
}

export interface ChangesChartProps {
  /** Axis labels (MM.dd), one per day. */
  days: readonly string[];
  ranks: readonly ChartLine[];
  attribute: readonly ChartLine[];
  attributeLabel: string;
  /** The member's events: the day's index and its labels (a dashed line on both panels). */
  events: readonly { index: number; text: string }[];
  label: string;
}

const t = ko.rankChangesUi;

function dataOf(
  lines: readonly ChartLine[],
  days: readonly string[],
): ChartData<'line', (number | null)[], string> {
  return {
    labels: [...days],
    datasets: lines.map((l, i) => ({
      label: l.label,
      data: [...l.values],
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
}

/**
 * The rank and, under it on the same day axis, the chosen attribute (issue 42 §2): a day the page
 * did not give the figure is a gap, never 0. The member's events are dashed lines on both panels
 * and named in the tooltip. Loaded on demand (Chart.js stays out of the first load).
 */
export default function ChangesChart({
  days,
  ranks,
  attribute,
  attributeLabel,
  events,
  label,
}: ChangesChartProps) {
  const eventAt = new Map(events.map((e) => [e.index, e.text]));
  const marks = { dayLines: { lines: events.map((e) => ({ x: e.index, colour: EVENT_COLOUR })) } } as object;
  const footer = (items: { dataIndex: number }[]) => {
    const text = items[0] ? eventAt.get(items[0].dataIndex) : undefined;
    return text ? [text] : [];
  };
  const common = (format: (v: number) => string): ChartOptions<'line'> => ({
    ...baseOptions,
    interaction: sameDayTooltip,
    plugins: {
      ...marks,
      legend: { position: 'bottom', labels: { boxWidth: 12 } },
      tooltip: {
        filter: (item) => item.parsed.y !== null,
        callbacks: { label: (item) => `${item.dataset.label}: ${format(Number(item.parsed.y))}`, footer },
      },
    },
    scales: {
      x: { ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 10 }, grid: { display: false } },
    },
  });
  const rankOptions = common((v) => t.rankText(v));
  rankOptions.scales = {
    ...rankOptions.scales,
    y: {
      reverse: true,
      ticks: { precision: 0, callback: (v) => (Number(v) >= 1 ? t.rankText(Number(v)) : '') },
    },
  };
  const attrOptions = common((v) => formatNumber(v));
  attrOptions.scales = { ...attrOptions.scales, y: { ticks: { callback: (v) => formatNumber(Number(v)) } } };
  return (
    <div className="space-y-2" role="group" aria-label={label}>
      <div className="h-48 w-full sm:h-56" data-testid="changes-rank-chart">
        <Line
          data={dataOf(ranks, days)}
          options={rankOptions}
          plugins={[dayLines]}
          role="img"
          aria-label={t.rankAxis}
        />
      </div>
      <div className="h-40 w-full sm:h-48" data-testid="changes-attribute-chart">
        <Line
          data={dataOf(attribute, days)}
          options={attrOptions}
          plugins={[dayLines]}
          role="img"
          aria-label={attributeLabel}
        />
      </div>
    </div>
  );
}
