// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ChartData, ChartOptions } from 'chart.js';
import * as ko from '@seller/shared/messages/sections';
import type { TrendAnswer } from '@seller/shared/schemas/keyword-analysis';
import TrendChart from './TrendChart';

const t = ko.keywordAnalysisUi;

// jsdom has no canvas: the chart's stand-in keeps what it was asked to draw.
const drawn = vi.hoisted(() => ({ data: null as unknown, options: null as unknown }));
vi.mock('react-chartjs-2', () => ({
  Line: (props: { data: unknown; options: unknown; 'aria-label': string }) => {
    drawn.data = props.data;
    drawn.options = props.options;
    return <canvas role="img" aria-label={props['aria-label']} />;
  },
}));

/** Two keywords monthly; the last month two days old reads ≈75 → 5 when drawn like the others. */
function answer(day: string): TrendAnswer {
  const periods = ['2026-09-01', '2026-10-01', '2026-11-01'];
  return {
    startDate: '2026-09-01',
    endDate: day < '2026-11-30' ? day : '2026-11-30',
    timeUnit: 'month',
    day,
    fetchedAt: '',
    results: [
      {
        title: '캠핑',
        keywords: ['캠핑'],
        data: periods.map((period, i) => ({ period, ratio: [70, 75, 5][i]! })),
      },
      {
        title: '텐트',
        keywords: ['텐트'],
        data: periods.map((period, i) => ({ period, ratio: [40, 42, 3][i]! })),
      },
    ],
  };
}

type Dataset = {
  pointBackgroundColor: string[];
  borderColor: string;
  pointRadius: number[];
  segment: { borderDash: (ctx: { p0DataIndex: number; p1DataIndex: number }) => number[] | undefined };
};
type Item = { dataIndex: number; label: string };
type Callbacks = { title: (items: Item[]) => string; afterTitle: (items: Item[]) => string };

function draw(day: string) {
  render(<TrendChart answer={answer(day)} />);
  expect(screen.getByRole('img')).toHaveAccessibleName(t.trendChartLabel('캠핑, 텐트'));
  const datasets = (drawn.data as ChartData<'line'>).datasets as unknown as Dataset[];
  const options = drawn.options as ChartOptions<'line'>;
  const tick = (i: number) => (options.scales!.x!.ticks!.callback as (v: number) => unknown)(i);
  const tip = options.plugins!.tooltip!.callbacks as unknown as Callbacks;
  /** Per point: whether the line into it is dashed, and whether it is hollow. */
  const looks = (d: Dataset) =>
    [0, 1, 2].map((i) => ({
      dashed: i > 0 && (d.segment.borderDash({ p0DataIndex: i - 1, p1DataIndex: i })?.length ?? 0) > 0,
      hollow: d.pointBackgroundColor[i] !== d.borderColor,
    }));
  return { datasets, tick, tip, looks };
}

const plain = { dashed: false, hollow: false };

describe('trend chart', () => {
  it('draws the month still running apart: dashed into it, hollow, labelled 진행 중', () => {
    const { datasets, tick, tip, looks } = draw('2026-11-02');
    for (const d of datasets) {
      expect(looks(d)).toEqual([plain, plain, { dashed: true, hollow: true }]);
      // Shown even where a long period hides the other points.
      expect(d.pointRadius[2]).toBeGreaterThan(0);
    }
    expect(tick(2)).toEqual(['2026-11-01', t.trendInProgress]);
    expect(tick(1)).toBe('2026-10-01');
    const item = (dataIndex: number) => [
      { dataIndex, label: ['2026-09-01', '2026-10-01', '2026-11-01'][dataIndex]! },
    ];
    expect(tip.title(item(2))).toBe(t.trendInProgressPeriod('2026-11-01'));
    expect(tip.afterTitle(item(2))).toBe(t.trendInProgressThrough(t.trendDay(11, 2)));
    expect(tip.title(item(1))).toBe('2026-10-01');
    expect(tip.afterTitle(item(1))).toBe('');
  });

  it('draws complete months alike', () => {
    const { datasets, tick, tip, looks } = draw('2026-12-01');
    for (const d of datasets) expect(looks(d)).toEqual([plain, plain, plain]);
    expect(tick(2)).toBe('2026-11-01');
    expect(tip.title([{ dataIndex: 2, label: '2026-11-01' }])).toBe('2026-11-01');
  });
});
