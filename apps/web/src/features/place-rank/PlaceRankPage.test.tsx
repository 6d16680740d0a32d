// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import type { PlaceViewAnswer } from '@seller/shared/schemas/place-rank';
import { queryKeys } from '../../lib/query-keys';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render';
import { keywordRow, placeRow, viewAnswer } from './model/fixtures';
import { PlaceRankPage } from './PlaceRankPage';

const t = ko.placeRankUi;
const BASE = '/api/naver/place';
const OK = { code: 'OK', message: '' };

/** A window wider than 920 px: the detailed view may be chosen. */
function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: query.includes('min-width'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderPage(answer: PlaceViewAnswer | null) {
  return renderScreen(<PlaceRankPage />, {
    path: '/myPlaceTracking',
    seed: (c) => {
      if (answer) c.setQueryData(queryKeys.place.view, answer);
    },
  });
}

const answer = viewAnswer({
  list: [
    placeRow(1, {
      keywordRank: 7,
      checkNow: { day: '2026-11-22', count: 1, at: '2026-11-22T01:00:00.000Z' },
    }),
    placeRow(2, { placeName: null }),
  ],
  keywords: [
    keywordRow(11, 1, {
      choice: 'Y',
      keywordPlaceRankCurrent: 7,
      keywordPlaceRankPrevious: 9,
      checkedAt: '2026-11-22T01:42:00.000Z',
    }),
    keywordRow(21, 2, { choice: 'Y', checkStatus: 'pending' }),
  ],
  limits: { maxPlaces: 10, dailyRegistrations: 2, registeredToday: 1, maxKeywords: 5, maxRank: 300 },
  serverNow: '2026-11-22T03:00:00.000Z',
});

const rows = () => screen.getAllByTestId('place-row');

afterEach(() => localStorage.clear());

describe('place rank page', () => {
  it('shows the add box, the 2-a-day notice and a skeleton before the list arrives', () => {
    fakeApi();
    renderPage(null);
    expect(screen.getByTestId('place-add-keyword')).toBeInTheDocument();
    expect(screen.getByTestId('place-add-id')).toBeInTheDocument();
    expect(screen.getByText(t.notice(2, 10))).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows the empty state', () => {
    fakeApi();
    renderPage(viewAnswer());
    expect(screen.getByText(t.emptyTitle)).toBeInTheDocument();
  });

  it('lists places in the simple view on a narrow screen, with no view toggle', () => {
    fakeApi();
    renderPage(answer);
    expect(rows()).toHaveLength(2);
    expect(screen.getByTestId('place-list')).toHaveAttribute('data-view', 'simple');
    expect(screen.queryByTestId('place-detail')).toBeNull();
    expect(screen.queryByTestId('place-view-toggle')).toBeNull();
    expect(screen.getByText(t.viewForced)).toBeInTheDocument();
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(t.rank('7'));
    expect(first).toHaveTextContent('\u25B22');
    expect(first).toHaveTextContent(t.checkedAt('11.22 10:42'));
    expect(second).toHaveTextContent(t.checking);
    expect(second).toHaveTextContent(t.unnamed);
    expect(screen.getByText(t.todayCount(1, 2))).toBeInTheDocument();
    expect(screen.getByTestId('place-count')).toHaveTextContent(t.placeCount(2, 10));
  });

  it('switches to the detailed view on a wide screen: address, reviews, options and its depth', async () => {
    fakeApi();
    wideScreen();
    const { user } = renderPage(answer);
    await user.click(screen.getByTestId('place-view-detailed'));
    expect(screen.getByTestId('place-list')).toHaveAttribute('data-view', 'detailed');
    const detail = within(rows()[0]!).getByTestId('place-detail');
    for (const text of ['Road 1', '1,200', '4.51', 'Parking']) expect(detail).toHaveTextContent(text);
    expect(within(rows()[0]!).getByRole('button', { name: t.depthLabel(300) })).toBeInTheDocument();
    await user.click(screen.getByTestId('place-view-simple'));
    expect(screen.queryByTestId('place-detail')).toBeNull();
  });

  it('asks for a check now of one place and says what is left today', async () => {
    const api = fakeApi({ [`POST ${BASE}/checkNow`]: OK });
    const { user } = renderPage(answer);
    const check = within(rows()[0]!).getByTestId('check-now');
    expect(check).toHaveTextContent(t.checkNow(2));
    await user.click(check);
    await waitFor(() => expect(api.calls(`POST ${BASE}/checkNow`)).toHaveLength(1));
    expect(api.calls(`POST ${BASE}/checkNow`)[0]!.body).toEqual({ plceSn: 1 });
  });

  it('opens and closes a place’s rank history under it', async () => {
    fakeApi();
    const { user } = renderPage(answer);
    const toggle = within(rows()[0]!).getByTestId('open-history');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(rows()[0]!).getByTestId('history-panel')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByTestId('history-panel')).toBeNull();
  });

  it('deletes the chosen places after a confirmation, and only those', async () => {
    const api = fakeApi({ [`POST ${BASE}/placeUnitDelete`]: OK });
    const { user } = renderPage(answer);
    await user.click(screen.getByTestId('place-delete-mode'));
    expect(within(rows()[0]!).queryByTestId('open-keywords')).toBeNull();
    await user.click(within(rows()[1]!).getByTestId('place-select'));
    await user.click(screen.getByTestId('place-delete-selected'));
    expect(api.calls(`POST ${BASE}/placeUnitDelete`)).toHaveLength(0);
    await user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(api.calls(`POST ${BASE}/placeUnitDelete`)).toHaveLength(1));
    expect(api.calls(`POST ${BASE}/placeUnitDelete`)[0]!.body).toEqual({ placeSnList: [2] });
  });
});
