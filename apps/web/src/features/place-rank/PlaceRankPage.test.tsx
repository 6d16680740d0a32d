import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import type { PlaceViewAnswer } from '@seller/shared/schemas/place-rank';
import { PlaceCard } from './components/PlaceCard';
import { PlaceToolbar } from './components/PlaceToolbar';
import { buildPlaces } from './model/view-model';
import { keywordRow, placeRow, viewAnswer } from './model/fixtures';
import { PlaceRankPage } from './PlaceRankPage';
import { queryKeys } from '../../lib/query-keys';

const t = ko.placeRankUi;
const clean = (html: string) => html.replace(/<!-- -->/g, '');

function render(answer: PlaceViewAnswer | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (answer) client.setQueryData(queryKeys.place.view, answer);
  return clean(
    renderToString(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/myPlaceTracking']}>
          <PlaceRankPage />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const answer = viewAnswer({
  list: [placeRow(1, { keywordRank: 7 }), placeRow(2, { placeName: null })],
  keywords: [
    keywordRow(11, 1, { choice: 'Y', keywordPlaceRankCurrent: 7, keywordPlaceRankPrevious: 9 }),
    keywordRow(21, 2, { choice: 'Y', checkStatus: 'pending' }),
  ],
  limits: { maxPlaces: 10, dailyRegistrations: 2, registeredToday: 1, maxKeywords: 5, maxRank: 300 },
});

describe('place rank page (server-rendered)', () => {
  it('shows the add box, the 2-a-day notice and a skeleton before the list arrives', () => {
    const html = render(null);
    expect(html).toContain('data-testid="place-add-keyword"');
    expect(html).toContain('data-testid="place-add-id"');
    expect(html).toContain(t.notice(2, 10));
    expect(html).toContain('aria-busy="true"');
  });

  it('shows the empty state', () => {
    expect(render(viewAnswer())).toContain(t.emptyTitle);
  });

  it('renders places in the simple view (the narrow default) with the representative rank and today’s count', () => {
    const html = render(answer);
    expect(html.match(/data-testid="place-row"/g)).toHaveLength(2);
    expect(html).toContain('data-view="simple"');
    expect(html).not.toContain('data-testid="place-detail"');
    // Without a wide screen there is no toggle.
    expect(html).not.toContain('data-testid="place-view-toggle"');
    expect(html).toContain(t.rank('7'));
    expect(html).toContain('\u25B22');
    expect(html).toContain(t.checking);
    expect(html).toContain(t.unnamed);
    expect(html).toContain(t.todayCount(1, 2));
    expect(html).toContain(t.placeCount(2, 10));
  });
});

describe('place parts', () => {
  const [place] = buildPlaces(answer);
  const card = (props: Partial<Parameters<typeof PlaceCard>[0]> = {}) =>
    clean(
      renderToString(
        <QueryClientProvider client={new QueryClient()}>
          <PlaceCard
            place={place!}
            mode="simple"
            deleteMode={false}
            selected={false}
            onSelect={() => undefined}
            onOpen={() => undefined}
            historyOpen={false}
            onToggleHistory={() => undefined}
            {...props}
          />
        </QueryClientProvider>,
      ),
    );

  it('the detailed view adds address, review figures, options and every keyword', () => {
    const html = card({ mode: 'detailed' });
    expect(html).toContain('data-testid="place-detail"');
    expect(html).toContain('Road 1');
    expect(html).toContain('1,200');
    expect(html).toContain('4.51');
    expect(html).toContain('Parking');
    expect(html).toContain('data-testid="place-keyword-line"');
    // The depth is said where the current rank is headed (issue 23 point 3).
    expect(html).toContain(t.depthLabel(300));
  });

  it('dates each rank and offers check now with what is left today (issue 23 points 1, 2)', () => {
    const checked = buildPlaces(
      viewAnswer({
        list: [placeRow(1, { checkNow: { day: '2026-11-22', count: 1, at: '2026-11-22T01:00:00.000Z' } })],
        keywords: [keywordRow(11, 1, { choice: 'Y', checkedAt: '2026-11-22T01:42:00.000Z' })],
        serverNow: '2026-11-22T03:00:00.000Z',
      }),
    )[0]!;
    const html = clean(
      renderToString(
        <QueryClientProvider client={new QueryClient()}>
          <PlaceCard
            place={checked}
            mode="simple"
            deleteMode={false}
            selected={false}
            onSelect={() => undefined}
            onOpen={() => undefined}
            historyOpen={false}
            onToggleHistory={() => undefined}
          />
        </QueryClientProvider>,
      ),
    );
    expect(html).toContain(t.checkedAt('11.22 10:42'));
    expect(html).toContain(t.checkNow(2));
    const failed = buildPlaces(
      viewAnswer({
        list: [placeRow(1)],
        keywords: [
          keywordRow(11, 1, {
            choice: 'Y',
            checkedAt: '2026-11-21T01:42:00.000Z',
            failedAt: '2026-11-22T01:31:00.000Z',
          }),
        ],
        serverNow: '2026-11-22T03:00:00.000Z',
      }),
    )[0]!;
    expect(failed.representative!.note).toEqual({ kind: 'failedToday', yesterday: true, when: '11.21' });
    expect(failed.checkNowLeft).toBe(3);
  });

  it('delete mode shows a checkbox and hides the actions; the history panel opens on request', () => {
    const del = card({ deleteMode: true, selected: true });
    expect(del).toContain('data-testid="place-select"');
    expect(del).not.toContain('data-testid="open-keywords"');
    const open = card({ historyOpen: true });
    expect(open).toContain('data-testid="history-panel"');
    expect(open).toContain('aria-expanded="true"');
  });

  it('offers the view toggle only when the detailed view is allowed (above 920 px)', () => {
    const toolbar = (detailAllowed: boolean) =>
      renderToString(
        <PlaceToolbar
          count={2}
          max={10}
          mode="detailed"
          detailAllowed={detailAllowed}
          onMode={() => undefined}
          deleteMode={false}
          selectedCount={0}
          onEnterDelete={() => undefined}
          onDelete={() => undefined}
          onCancelDelete={() => undefined}
        />,
      );
    expect(toolbar(true)).toContain('data-testid="place-view-detailed"');
    expect(toolbar(false)).not.toContain('data-testid="place-view-toggle"');
    expect(toolbar(false)).toContain(t.viewForced);
  });
});
