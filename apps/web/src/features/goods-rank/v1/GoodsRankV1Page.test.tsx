import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import type { HourlyListAnswer } from '@seller/shared/schemas/goods-rank';
import { GoodsRankV1Page } from './GoodsRankV1Page';
import { toHourlyState } from './hourly-api';
import { queryKeys } from '../../../lib/query-keys';

const t = ko.goodsRankUi;
const v = ko.goodsRankV1;

function render(answer: HourlyListAnswer | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (answer) client.setQueryData(queryKeys.goods.hourlyList, toHourlyState(answer, Date.now()));
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/myTrackingrank']}>
        <GoodsRankV1Page />
      </MemoryRouter>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

const serverNow = '2026-03-10T10:35:00.000Z'; // 19:35 in Korea

describe('goods rank v1 page (server-rendered)', () => {
  it('shows the title, the end notice with the V2 link and a skeleton before the list arrives', () => {
    const html = render(null);
    expect(html).toContain(ko.routes.myTrackingrank);
    expect(html).toContain('data-testid="v1-end-notice"');
    expect(html).toContain(v.endTitle);
    expect(html).toContain(v.endText);
    expect(html).toContain('href="/goodsTrackingRouter"');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('data-testid="v1-row"');
  });

  it('shows the empty state with a way to V2', () => {
    const html = render({ items: [], serverNow });
    expect(html).toContain(v.emptyTitle);
    expect(html).toContain(v.emptyText);
    expect(html.match(/href="\/goodsTrackingRouter"/g)).toHaveLength(2);
  });

  it('renders products, latest ranks, check times and 24-hour strips', () => {
    const html = render({
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
    expect(html.match(/data-testid="v1-row"/g)).toHaveLength(2);
    expect(html.match(/data-testid="v1-keyword"/g)).toHaveLength(3);
    expect(html).toContain('first product');
    expect(html).toContain(t.priceComparison);
    expect(html).toContain('my store');
    expect(html).toContain('src="https://img.example/2.jpg"');
    expect(html).toContain('data-testid="product-image-placeholder"');
    expect(html).toContain(t.rank('45'));
    expect(html).toContain(t.page(2));
    expect(html).toContain(t.outOfRank);
    expect(html).toContain(v.notChecked);
    expect(html).toContain('>19:00<');
    expect(html).toContain('>18:00<');
    expect(html).toContain(t.noKeywords);
    // One strip of 24 cells per keyword, each named for screen readers.
    expect(html.match(/data-testid="hour-strip"/g)).toHaveLength(3);
    expect(html.match(/data-testid="hour-cell"/g)).toHaveLength(72);
    expect(html).toContain(`aria-label="${v.hoursLabel('kw one')}"`);
    expect(html).toContain(v.hourCell('03.10 19:00', t.rank('45')));
    expect(html).toContain(v.hourCell('03.10 18:00', t.rank('35')));
    expect(html).toContain(v.hourCell('03.10 18:00', t.outOfRank));
    expect(html).toContain(v.hourCell('03.10 17:00', v.noRecord));
    expect(html).toContain('data-band="page1"');
    expect(html).toContain('data-band="top200"');
    expect(html).toContain('data-band="out"');
    expect(html).toContain(v.legendLabel);
  });
});
