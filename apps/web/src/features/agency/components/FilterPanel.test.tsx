// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { renderScreen } from '../../../test/render';
import { FilterPanel } from './FilterPanel';

const t = ko.memberAdminUi;
const today = '2026-11-22';

function renderPanel() {
  const onSearch = vi.fn();
  return { ...renderScreen(<FilterPanel today={today} onSearch={onSearch} />), onSearch };
}
const pressed = () => screen.queryAllByRole('button', { pressed: true }).map((b) => b.textContent);

describe('filter panel', () => {
  it('starts on 일별 today–today and searches the typed fields on Enter', async () => {
    const { user, onSearch } = renderPanel();
    expect(pressed()).toEqual([t.period.day]);
    expect(screen.getByTestId('filter-start-date')).toHaveValue(today);
    await user.type(screen.getByTestId('filter-startCoinCount'), '1a0');
    expect(screen.getByTestId('filter-startCoinCount')).toHaveValue('10');
    await user.type(screen.getByLabelText(t.email), 'client{Enter}');
    expect(onSearch.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining({
        mbrEmail: 'client',
        startCoinCount: '10',
        startDate: today,
        selectedPeriod: 'day',
      }),
    );
  });

  it('a period button sets the dates and searches at once', async () => {
    const { user, onSearch } = renderPanel();
    await user.click(screen.getByTestId('period-week'));
    expect(pressed()).toEqual([t.period.week]);
    expect(screen.getByTestId('filter-start-date')).toHaveValue('2026-11-15');
    expect(onSearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ startDate: '2026-11-15', endDate: today, selectedPeriod: 'week' }),
    );
    await user.click(screen.getByTestId('period-all'));
    expect(screen.getByTestId('filter-start-date')).toHaveValue('');
    expect(screen.getByTestId('filter-end-date')).toHaveValue('');
  });

  it('keeps the dates in order and recomputes the period from them', async () => {
    const { user } = renderPanel();
    const start = screen.getByTestId('filter-start-date');
    await user.clear(start);
    await user.type(start, '2026-11-20');
    expect(pressed()).toEqual([t.period.week]);
    const end = screen.getByTestId('filter-end-date');
    await user.clear(end);
    await user.type(end, '2026-11-10');
    // An end before the start pulls the start to it; not ending today selects no period.
    expect(start).toHaveValue('2026-11-10');
    expect(pressed()).toEqual([]);
  });

  it('초기화 clears the fields and searches everything', async () => {
    const { user, onSearch } = renderPanel();
    await user.type(screen.getByLabelText(t.email), 'someone');
    await user.click(screen.getByTestId('filter-reset'));
    expect(screen.getByLabelText(t.email)).toHaveValue('');
    expect(pressed()).toEqual([t.period.all]);
    expect(onSearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ mbrEmail: '', startDate: '', selectedPeriod: 'all' }),
    );
  });
});
