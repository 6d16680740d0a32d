// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import type { RivalEntry, RivalsView } from '@seller/shared/schemas/rank-rivals';
import { mount } from '../../../components/rank-tracking/test-dom';
import { RivalsPanel } from './RivalsPanel';

// Chart.js needs a canvas jsdom does not have.
vi.mock('../../../components/ui/CompareChart', () => ({
  default: ({ methodMarks = [] }: { methodMarks?: { index: number; text: string }[] }) => (
    <div data-testid="rival-chart" data-marks={JSON.stringify(methodMarks)} />
  ),
}));

const api = vi.hoisted(() => ({
  fetchRivals: vi.fn(),
  fetchRivalSeries: vi.fn(),
  pinRival: vi.fn(),
  unpinRival: vi.fn(),
}));
vi.mock('../api/rivals-api', () => api);

const t = ko.rankRivalsUi;

const entry = (rank: number, extra: Partial<RivalEntry> = {}): RivalEntry => ({
  rank,
  productId: String(1000 + rank),
  storeProductNo: null,
  title: `product ${rank}`,
  mall: 'mall',
  price: 1000,
  image: null,
  reviewCount: null,
  move: null,
  listedBefore: false,
  own: false,
  rivalSn: null,
  ...extra,
});

const view = (over: Partial<RivalsView> = {}): RivalsView => ({
  day: '2026-11-23',
  ownRank: 3,
  entries: [
    entry(1, { move: 2, listedBefore: true }),
    entry(2, { move: -1, listedBefore: true }),
    entry(3, { own: true, move: 0, listedBefore: true }),
    entry(4),
  ],
  pinned: [],
  maxPins: 3,
  ...over,
});

let ui: ReturnType<typeof mount> | null = null;
beforeEach(() => {
  api.fetchRivalSeries.mockResolvedValue({ days: ['2026-11-23'], own: [3], rivals: [], methodChanges: [] });
});
afterEach(() => {
  ui?.unmount();
  ui = null;
  vi.clearAllMocks();
});

describe('the 경쟁 상품 tab', () => {
  it("marks the member's product, shows moves (▲ up, ▼ down, 신규 for an entry new since yesterday) and pins", async () => {
    api.fetchRivals.mockResolvedValue(view());
    api.pinRival.mockResolvedValue({ code: 'OK', message: 'pinned', data: { rivalSn: 9 } });
    ui = mount(<RivalsPanel gdkdSn={7} keyword="desk" />);
    await vi.waitFor(() => expect(ui!.all('rival-row')).toHaveLength(4));
    const rows = ui.all('rival-row');
    expect(rows.map((r) => r.querySelector('[data-testid="move"]')?.textContent)).toEqual([
      t.up(2),
      t.down(1),
      t.noMove,
      t.newEntry,
    ]);
    expect(rows[2]!.dataset.own).toBe('true');
    expect(rows[2]!.querySelector('[data-testid="pin-rival"]')).toBeNull();
    expect(ui.text('pinned-rivals')).toContain(t.noPinned);
    await ui.click(rows[0]!.querySelector<HTMLElement>('[data-testid="pin-rival"]')!);
    await vi.waitFor(() => expect(api.fetchRivals).toHaveBeenCalledTimes(2));
    // pinRival's first argument: the tracked keyword; the second: the entry's product id.
    expect(api.pinRival.mock.calls[0]?.slice(0, 2)).toEqual([7, '1001']);
  });

  it('turns the other pin buttons off at three pins and says when a rival is below the checked depth', async () => {
    const pinned = [1, 2, 4].map((rank, i) => ({
      rivalSn: i + 1,
      productId: String(1000 + rank),
      title: `product ${rank}`,
      mall: null,
      image: null,
      day: '2026-11-23',
      rank: rank === 4 ? null : rank,
      depth: 100,
      move: null,
    }));
    api.fetchRivals.mockResolvedValue(
      view({
        entries: [entry(1, { rivalSn: 1 }), entry(2, { rivalSn: 2 }), entry(3, { own: true }), entry(5)],
        pinned,
      }),
    );
    ui = mount(<RivalsPanel gdkdSn={7} keyword="desk" />);
    await vi.waitFor(() => expect(ui!.all('rival-row')).toHaveLength(4));
    const free = ui.all('pin-rival');
    expect(free).toHaveLength(1);
    expect((free[0] as HTMLButtonElement).disabled).toBe(true);
    expect(ui.all('unpin-rival')).toHaveLength(2);
    expect(ui.text('out-of-depth')).toBe(t.outOfDepth);
    expect(ui.text('pinned-rivals')).toContain(t.outOfDepthHint('100'));
  });

  it('marks a change of method on the 30-day chart and says what changed under it (issue 36 §2)', async () => {
    api.fetchRivals.mockResolvedValue(view());
    api.fetchRivalSeries.mockResolvedValue({
      days: ['2026-11-22', '2026-11-23'],
      own: [40, 3],
      rivals: [],
      methodChanges: [
        {
          day: '2026-11-23',
          from: { source: 'naver-openapi', surface: 'price-comparison' },
          to: { source: 'searchapi', surface: 'plus-store' },
        },
      ],
    });
    ui = mount(<RivalsPanel gdkdSn={7} keyword="desk" />);
    await vi.waitFor(() => expect(ui!.all('rival-method-changes')).toHaveLength(1));
    const text = ko.rankProvenance.markText('네이버 쇼핑 API(종료) · 가격비교', 'SearchApi · N+스토어');
    expect(ui.text('rival-method-changes')).toContain(`11.23 ${text}`);
    expect(JSON.parse(ui.all('rival-chart')[0]!.dataset.marks!)).toEqual([{ index: 1, text }]);
  });

  it('says so when no top was kept yet, and offers a retry when the view fails', async () => {
    api.fetchRivals.mockResolvedValueOnce(view({ day: null, entries: [], ownRank: null }));
    ui = mount(<RivalsPanel gdkdSn={7} keyword="desk" />);
    await vi.waitFor(() => expect(document.body.textContent).toContain(t.noTop));
    ui.unmount();
    api.fetchRivals.mockRejectedValue(new Error('down'));
    ui = mount(<RivalsPanel gdkdSn={8} keyword="desk" />);
    // After TanStack Query's own retries.
    await vi.waitFor(() => expect(document.body.textContent).toContain(t.loadError), { timeout: 12_000 });
  }, 15_000);
});
