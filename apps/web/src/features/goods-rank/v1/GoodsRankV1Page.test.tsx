// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import type { HourlyListAnswer } from '@seller/shared/schemas/goods-rank';
import { GoodsRankV1Page } from './GoodsRankV1Page';
import { toHourlyState } from './hourly-api';
import { queryKeys } from '../../../lib/query-keys';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';

const t = ko.goodsRankUi;
const v = ko.goodsRankV1;

function render(answer: HourlyListAnswer | null) {
  fakeApi();
  return renderScreen(<GoodsRankV1Page />, {
    path: '/myTrackingrank',
    seed: (c) => {
      if (answer) c.setQueryData(queryKeys.goods.hourlyList, toHourlyState(answer, Date.now()));
    },
  });
}

const linksTo = (to: string) => screen.getAllByRole('link').filter((a) => a.getAttribute('href') === to);

const serverNow = '2026-03-10T10:35:00.000Z'; // 19:35 in Korea

describe('goods rank v1 page', () => {
  it('shows the title, the end notice with the V2 link and a skeleton before the list arrives', async () => {
    const { user, where } = render(null);
    expect(screen.getByRole('heading', { name: ko.routes.myTrackingrank })).toBeInTheDocument();
    const notice = screen.getByTestId('v1-end-notice');
    expect(notice).toHaveTextContent(v.endTitle);
    expect(notice).toHaveTextContent(v.endText);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('v1-row')).toBeNull();
    await user.click(linksTo('/goodsTrackingRouter')[0]!);
    expect(where()).toBe('/goodsTrackingRouter');
  });

  it('shows the empty state with a way to V2', () => {
    render({ items: [], serverNow });
    expect(screen.getByText(v.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(v.emptyText)).toBeInTheDocument();
    expect(linksTo('/goodsTrackingRouter')).toHaveLength(2);
  });

  it('renders products, latest ranks, check times and 24-hour strips', () => {
    render({
      serverNow,
      items: [
        {
          gdpSn: 1,
          goodsTitleNm: 'first product',
          goodsImg: null,
          storeName: 'null',
          coinEndDt: '2026-03-31T00:00:00.000Z',
          keywords: [
            {
              gdkdSn: 11,
              goodsKeyword: 'kw one',
              latestRank: 45,
              latestHour: '2026-03-10T10:00:00.000Z',
              hours: [
                { hour: '2026-03-10T09:00:00.000Z', rank: 35 },
                { hour: '2026-03-10T10:00:00.000Z', rank: 45 },
              ],
            },
            {
              gdkdSn: 12,
              goodsKeyword: 'kw two',
              latestRank: 0,
              latestHour: '2026-03-10T09:00:00.000Z',
              hours: [{ hour: '2026-03-10T09:00:00.000Z', rank: 0 }],
            },
            { gdkdSn: 13, goodsKeyword: 'kw three', latestRank: null, latestHour: null, hours: [] },
          ],
        },
        {
          gdpSn: 2,
          goodsTitleNm: 'second product',
          goodsImg: 'https://img.example/2.jpg',
          storeName: 'my store',
          coinEndDt: '2026-03-31T00:00:00.000Z',
          keywords: [],
        },
      ],
    });
    const rows = screen.getAllByTestId('v1-row');
    expect(rows).toHaveLength(2);
    expect(screen.getAllByTestId('v1-keyword')).toHaveLength(3);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('first product');
    expect(first).toHaveTextContent(t.priceComparison);
    expect(second).toHaveTextContent('my store');
    expect(second.querySelector('img')).toHaveAttribute('src', 'https://img.example/2.jpg');
    expect(within(first).getByTestId('product-image-placeholder')).toBeInTheDocument();
    expect(first).toHaveTextContent(t.rank('45'));
    expect(first).toHaveTextContent(t.page(2));
    expect(first).toHaveTextContent(t.outOfRank);
    expect(first).toHaveTextContent(v.notChecked);
    expect(first).toHaveTextContent('19:00');
    expect(first).toHaveTextContent('18:00');
    expect(second).toHaveTextContent(t.noKeywords);
    // One strip of 24 cells per keyword, each named for screen readers.
    const strips = screen.getAllByTestId('hour-strip');
    expect(strips).toHaveLength(3);
    expect(screen.getAllByTestId('hour-cell')).toHaveLength(72);
    const strip = screen.getByLabelText(v.hoursLabel('kw one'));
    expect(within(strip).getByTitle(v.hourCell('03.10 19:00', t.rank('45')))).toHaveAttribute(
      'data-band',
      'top200',
    );
    expect(within(strip).getByTitle(v.hourCell('03.10 18:00', t.rank('35')))).toHaveAttribute(
      'data-band',
      'page1',
    );
    expect(within(strip).getByTitle(v.hourCell('03.10 17:00', v.noRecord))).toBeInTheDocument();
    expect(screen.getByTitle(v.hourCell('03.10 18:00', t.outOfRank))).toHaveAttribute('data-band', 'out');
    expect(screen.getByText(v.legendLabel)).toBeInTheDocument();
  });

  it('says where each hour came from, how deep an outside one read, and marks a change of method', () => {
    const p = ko.rankProvenance;
    const by = (source: string, surface: 'plus-store' | 'price-comparison', depth: number) => ({
      source,
      surface,
      device: 'pc' as const,
      depth,
      checkedAt: '2026-03-10T10:05:00.000Z',
    });
    render({
      serverNow,
      items: [
        {
          gdpSn: 1,
          goodsTitleNm: 'tracked',
          goodsImg: null,
          storeName: 'my store',
          coinEndDt: '2026-03-31T00:00:00.000Z',
          keywords: [
            {
              gdkdSn: 11,
              goodsKeyword: 'kw',
              latestRank: 0,
              latestHour: '2026-03-10T10:00:00.000Z',
              hours: [
                {
                  hour: '2026-03-10T09:00:00.000Z',
                  rank: 12,
                  provenance: by('apify', 'price-comparison', 40),
                },
                { hour: '2026-03-10T10:00:00.000Z', rank: 0, provenance: by('searchapi', 'plus-store', 300) },
              ],
            },
          ],
        },
      ],
    });
    const row = screen.getByTestId('v1-keyword');
    // The latest rank: "300위 밖" by the depth read, the surface and depth in its title.
    expect(within(row).getByTitle('300위 밖 · N+스토어 300위까지 확인')).toHaveTextContent('300위 밖');
    expect(within(row).getByTestId('v1-source')).toHaveTextContent('SearchApi · N+스토어 · PC');
    const cells = within(row).getAllByTestId('hour-cell');
    const latest = cells[23]!;
    expect(latest.getAttribute('title')!.split('\n')).toEqual([
      v.hourCell('03.10 19:00', '300위 밖 · N+스토어 300위까지 확인'),
      p.tipLine(p.source, 'SearchApi'),
      p.tipLine(p.surface, 'N+스토어'),
      p.tipLine(p.device, 'PC'),
      p.tipLine(p.depth, '300위까지'),
      p.tipLine(p.checkedAt, '03.10 19:05'),
      p.markText('Apify · 가격비교', 'SearchApi · N+스토어'),
    ]);
    // Read by another source and surface than the hour before: marked, not a move.
    expect(latest).toHaveAttribute('data-method-change', 'true');
    expect(latest).toHaveTextContent(p.markText('Apify · 가격비교', 'SearchApi · N+스토어'));
    expect(cells[22]).not.toHaveAttribute('data-method-change');
    expect(screen.getByText(p.methodChanged)).toBeInTheDocument();
  });
});
