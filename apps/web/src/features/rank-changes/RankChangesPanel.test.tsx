// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import type { RankChangesView } from '@seller/shared/schemas/rank-changes';
import { mount } from '../../components/rank-tracking/test-dom';
import { RankChangesPanel } from './RankChangesPanel';

// Chart.js needs a canvas jsdom does not have.
vi.mock('./ChangesChart', () => ({
  default: ({ events }: { events: { index: number; text: string }[] }) => (
    <div data-testid="changes-chart" data-events={JSON.stringify(events)} />
  ),
}));

const api = vi.hoisted(() => ({
  fetchRankChanges: vi.fn(),
  addRankEvent: vi.fn(),
  deleteRankEvent: vi.fn(),
  rankChangesKeys: { view: (n: number) => ['rank-changes', 'view', n] },
}));
vi.mock('./rank-changes-api', () => api);

const t = ko.rankChangesUi;
const at = (rank: number | null, day: string | null, pending = false) => ({ rank, day, pending });
const view = (over: Partial<RankChangesView> = {}): RankChangesView => ({
  gdpSn: 3,
  keyword: '의자',
  today: '2026-11-20',
  series: [
    {
      who: 'own',
      title: '의자',
      points: [
        {
          day: '2026-11-19',
          rank: 9,
          title: '의자',
          price: 8000,
          reviewCount: null,
          purchaseCount: null,
          rating: null,
          advertised: false,
        },
      ],
    },
  ],
  changes: [
    {
      day: '2026-11-12',
      who: 'own',
      title: '의자',
      kind: 'price',
      from: 10000,
      to: 8000,
      since: '2026-11-11',
      before: at(38, '2026-11-11'),
      after: at(20, '2026-11-15'),
      week: at(null, null, true),
    },
  ],
  events: [
    {
      eventId: 5,
      day: '2026-11-19',
      label: '쿠폰 시작',
      before: at(null, null),
      after: at(null, null, true),
      week: at(null, null, true),
    },
  ],
  surges: [],
  surgePlaces: 20,
  ...over,
});

let ui: ReturnType<typeof mount> | null = null;
afterEach(() => {
  ui?.unmount();
  ui = null;
  vi.clearAllMocks();
});

describe('the 변화 기록 tab', () => {
  it('lists the change and the event with the rank around them, a shifted day named, and marks the event on the chart', async () => {
    api.fetchRankChanges.mockResolvedValue(view());
    ui = mount(<RankChangesPanel gdkdSn={7} keyword="의자" />);
    await vi.waitFor(() => expect(ui!.all('change-row')).toHaveLength(1));
    const row = ui.all('change-row')[0]!.textContent ?? '';
    expect(row).toContain(t.priceChanged('10,000', '8,000', '-20%'));
    expect(row).toContain('38위');
    // The day after (11-13) was not recorded: the nearest day's rank, with its date.
    expect(row).toContain(t.rankOn('20위', '11.15'));
    expect(row).toContain(t.pending);
    expect(ui.all('event-row')[0]!.textContent).toContain(t.ownEvent('쿠폰 시작'));
    await vi.waitFor(() => expect(ui!.all('changes-chart')).toHaveLength(1));
    expect(JSON.parse(ui.all('changes-chart')[0]!.dataset.events!)).toEqual([
      { index: 28, text: t.chartEvents('쿠폰 시작') },
    ]);
    // Reviews were not given: said under the chart once chosen, never drawn as 0.
    await ui.click(document.querySelector<HTMLElement>('[data-testid="attribute-reviewCount"]')!);
    expect(ui.text('attribute-missing')).toBe(t.attributeMissing(t.attributeReviews));
  });

  it('says when nothing was recorded, and offers a retry when the answer failed', async () => {
    api.fetchRankChanges.mockResolvedValue(view({ series: [], changes: [], events: [] }));
    ui = mount(<RankChangesPanel gdkdSn={7} keyword="의자" />);
    await vi.waitFor(() => expect(document.body.textContent).toContain(t.changesEmpty));
    ui.unmount();
    api.fetchRankChanges.mockRejectedValue(new Error('down'));
    ui = mount(<RankChangesPanel gdkdSn={8} keyword="의자" />);
    // After the query client's own retries.
    await vi.waitFor(() => expect(document.body.textContent).toContain(t.loadError), { timeout: 12_000 });
  }, 15_000);
});
