// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { TrendPanel } from './TrendPanel';

const t = ko.keywordAnalysisUi;
const TRENDS = 'GET /api/naver/keyword/trends';
const today = '2026-11-28';

// jsdom has no canvas; TrendChart.test checks what the chart draws.
vi.mock('react-chartjs-2', () => ({ Line: () => <canvas data-testid="trend-canvas" /> }));

/** A monthly answer from 2026-09 fetched on `day`: the last month is 11월. */
function monthly(day: string, endDate = day) {
  const data = ['2026-09-01', '2026-10-01', '2026-11-01'].map((period, i) => ({
    period,
    ratio: [70, 75, 5][i]!,
  }));
  return {
    startDate: '2026-09-01',
    endDate,
    timeUnit: 'month',
    day,
    fetchedAt: '',
    results: [{ title: '캠핑', keywords: ['캠핑'], data }],
  };
}

/** Every trends call answers an empty result, so the panel settles on its empty state. */
function renderPanel() {
  const api = fakeApi({
    [TRENDS]: { startDate: '2021-01-01', endDate: today, timeUnit: 'month', results: [] },
  });
  const view = renderScreen(<TrendPanel keyword="캠핑" today={today} />);
  const last = () => api.calls(TRENDS).at(-1)?.query;
  return { ...view, api, last };
}

const chips = () => screen.getAllByTestId('trend-keyword').map((k) => k.textContent);

describe('trend panel', () => {
  it('asks for the keyword monthly from 2021-01-01 to today at first', async () => {
    const { last } = renderPanel();
    await waitFor(() =>
      expect(last()).toEqual({
        startDate: '2021-01-01',
        endDate: today,
        timeUnit: 'month',
        keywords: '캠핑',
      }),
    );
    expect(await screen.findByText(t.trendEmpty)).toBeInTheDocument();
  });

  it('a shortcut sets the period and its unit; a unit button changes the unit only', async () => {
    const { user, last } = renderPanel();
    await user.click(screen.getByTestId('trend-shortcut-1m'));
    expect(screen.getByTestId('trend-shortcut-1m')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(last()).toMatchObject({ timeUnit: 'date', endDate: today }));
    const start = last()!.startDate;
    expect(screen.getByTestId('trend-start')).toHaveValue(start);
    await user.click(screen.getByTestId('trend-unit-week'));
    await waitFor(() => expect(last()).toMatchObject({ timeUnit: 'week', startDate: start }));
  });

  it('keeps the period in order when a date passes the other end, and says when DataLab cannot answer', async () => {
    const { last } = renderPanel();
    const start = () => screen.getByTestId('trend-start');
    const end = () => screen.getByTestId('trend-end');
    // An end before the start takes the start with it: before DataLab's first day, nothing is asked.
    fireEvent.change(end(), { target: { value: '2015-06-01' } });
    expect(start()).toHaveValue('2015-06-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.dateRangeHint);
    // A start after the end takes the end with it.
    fireEvent.change(start(), { target: { value: '2022-01-01' } });
    expect(end()).toHaveValue('2022-01-01');
    await waitFor(() => expect(last()).toMatchObject({ startDate: '2022-01-01', endDate: '2022-01-01' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(end(), { target: { value: '2024-03-01' } });
    await waitFor(() => expect(last()).toMatchObject({ startDate: '2022-01-01', endDate: '2024-03-01' }));
  });

  it('compares up to five keywords: adds typed ones once, removes them', async () => {
    const { user, last } = renderPanel();
    const input = screen.getByTestId('trend-compare-input');
    await user.type(input, '  텐트  {Enter}');
    expect(chips()).toEqual(['캠핑', '텐트']);
    expect(input).toHaveValue('');
    await waitFor(() => expect(last()?.keywords).toBe('캠핑,텐트'));
    // A keyword already compared is not added twice; the field keeps it for correction.
    await user.type(input, '텐트{Enter}');
    expect(chips()).toEqual(['캠핑', '텐트']);
    expect(input).toHaveValue('텐트');
    await user.clear(input);
    for (const k of ['의자', '랜턴', '버너']) await user.type(input, `${k}{Enter}`);
    expect(chips()).toHaveLength(5);
    expect(screen.queryByTestId('trend-compare-input')).toBeNull();
    await user.click(screen.getByRole('button', { name: t.compareRemove('텐트') }));
    expect(chips()).toEqual(['캠핑', '의자', '랜턴', '버너']);
    await waitFor(() => expect(last()?.keywords).toBe('캠핑,의자,랜턴,버너'));
  });

  it("says the month still running is 진행 중, counted up to the answer's day", async () => {
    fakeApi({ [TRENDS]: monthly(today) });
    renderScreen(<TrendPanel keyword="캠핑" today={today} />);
    const note = await screen.findByTestId('trend-in-progress');
    expect(note).toHaveTextContent(t.trendInProgressPeriod('2026-11-01'));
    expect(note).toHaveTextContent(t.trendInProgressNote(t.trendDay(11, 28)));
    expect(screen.getByTestId('trend-chart')).toHaveAttribute('data-in-progress', '2026-11-01');
    expect(await screen.findByTestId('trend-canvas')).toBeInTheDocument();
  });

  it('says nothing of the kind when the last month is complete', async () => {
    fakeApi({ [TRENDS]: monthly('2026-12-01', '2026-11-30') });
    renderScreen(<TrendPanel keyword="캠핑" today="2026-12-01" />);
    expect(await screen.findByTestId('trend-canvas')).toBeInTheDocument();
    expect(screen.getByTestId('trend-chart')).not.toHaveAttribute('data-in-progress');
    expect(screen.queryByTestId('trend-in-progress')).toBeNull();
    expect(screen.queryByText(new RegExp(t.trendInProgress))).toBeNull();
  });
});
