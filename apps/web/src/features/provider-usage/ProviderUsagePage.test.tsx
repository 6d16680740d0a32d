// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { kstDate } from '@seller/shared/rules/kst';
import type { ProviderUsageAnswer } from '@seller/shared/schemas/provider-usage';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render';
import { quickRanges } from './model';
import { ProviderUsagePage } from './ProviderUsagePage';

const t = ko.providerUsage;
const PATH = 'GET /v1/admin/provider-usage';
const ok = (data: unknown) => ({ code: 'OK', message: '', data });
const amount = (micros: number) => ({ micros, won: Math.round((micros * 1400) / 1e6) });
const day = (d: string, calls: number, cost: number) => ({
  day: d,
  calls,
  pages: calls,
  rows: calls * 100,
  errors: 0,
  errorKinds: [],
  blocks: 0,
  unsettled: 0,
  cost: amount(cost),
});

const answer: ProviderUsageAnswer = {
  from: '2026-11-01',
  to: '2026-11-25',
  today: '2026-11-25',
  usdKrw: 1400,
  sources: [
    {
      source: 'searchapi',
      label: 'SearchApi.io 쇼핑 검색',
      currency: 'USD',
      budget: amount(20_000),
      today: { cost: amount(16_000), reserved: amount(4_000), calls: 4, blocks: 1 },
      month: { cost: amount(28_000), calls: 7 },
      reachedToday: true,
      total: { ...day('', 7, 28_000), errors: 2, errorKinds: [{ kind: 'timeout', count: 2 }], blocks: 1 },
      days: [
        {
          ...day('2026-11-25', 4, 16_000),
          errors: 2,
          errorKinds: [{ kind: 'timeout', count: 2 }],
          blocks: 1,
        },
        day('2026-11-24', 3, 12_000),
      ],
    },
    {
      source: 'apify',
      label: 'Apify 쇼핑 검색',
      currency: 'USD',
      budget: null,
      today: { cost: amount(2_000), reserved: amount(0), calls: 1, blocks: 0 },
      month: { cost: amount(2_000), calls: 1 },
      reachedToday: false,
      total: day('', 1, 2_000),
      days: [day('2026-11-25', 1, 2_000)],
    },
  ],
  keywords: [
    {
      source: 'searchapi',
      label: 'SearchApi.io 쇼핑 검색',
      currency: 'USD',
      keyword: '캠핑 의자',
      calls: 2,
      cost: amount(16_000),
    },
  ],
  failures: [
    {
      id: 9,
      at: '2026-11-25T02:00:00.000Z',
      source: 'searchapi',
      label: 'SearchApi.io 쇼핑 검색',
      kind: 'rate-limited',
      status: 429,
      keyword: '텐트',
      detail: '<img src=x onerror="alert(1)"><script>alert(2)</script>',
    },
  ],
  economics: {
    costWon: 42,
    products: 2,
    keywords: 3,
    coinsEarned: 20,
    wonPerCoin: 98,
    earnedWon: 1960,
    costPerProductWon: 21,
    earnedPerProductWon: 980,
    costSharePercent: 2.1,
  },
  naverCutover: null,
};

const renderPage = (answers: Parameters<typeof fakeApi>[0]) => {
  const api = fakeApi(answers);
  return { ...renderScreen(<ProviderUsagePage />, { path: '/admin/provider-usage' }), api };
};

describe('수집 현황', () => {
  it('shows each source against its budget, its days, the keywords, the failures and the economics', async () => {
    const { api } = renderPage({ [PATH]: ok(answer) });
    expect(screen.getByRole('status', { name: ko.common.loading })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('usage-source');
    expect(cards.map((c) => c.dataset.source)).toEqual(['searchapi', 'apify']);
    // This month by default, sent as the range.
    const month = quickRanges(kstDate()).thisMonth;
    expect(api.calls(PATH).map((c) => c.query)).toEqual([month]);

    const bar = within(cards[0]!).getByRole('progressbar', { name: t.budgetBar('SearchApi.io 쇼핑 검색') });
    // 0.016 spent + 0.004 under way of 0.02: full.
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(within(cards[0]!).getByTestId('usage-reached')).toHaveTextContent(t.reachedToday);
    expect(within(cards[0]!).getByTestId('usage-today-cost')).toHaveTextContent('$0.016 (22원)');
    expect(within(cards[1]!).getByText(t.noBudget)).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('progressbar')).toBeNull();

    const days = screen.getAllByTestId('usage-days');
    const rows = within(days[0]!).getAllByTestId('usage-day');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(`${ko.providerUsage.errorKinds.timeout} 2`)).toBeInTheDocument();

    expect(within(screen.getByTestId('usage-keywords')).getByText('캠핑 의자')).toBeInTheDocument();
    // The provider's answer is shown as text: nothing in it becomes an element.
    const detail = screen.getByTestId('usage-failure-detail');
    expect(detail.textContent).toBe(answer.failures[0]!.detail);
    expect(detail.querySelector('img, script')).toBeNull();

    const economics = screen.getByTestId('usage-economics');
    expect(within(economics).getByText('21원')).toBeInTheDocument();
    expect(within(economics).getByText(t.coinsEarnedDetail('20', '98'))).toBeInTheDocument();
    expect(within(economics).getByText('2.1%')).toBeInTheDocument();
  });

  it('warns of the Naver developer center’s end while the server still calls it (issue 37)', async () => {
    renderPage({
      [PATH]: ok({ ...answer, naverCutover: { state: 'ending', lastDay: '2027-06-30', daysLeft: 12 } }),
    });
    const notice = await screen.findByTestId('usage-naver-cutover');
    expect(notice).toHaveTextContent(t.naverEnding('2027-06-30', '12'));
    expect(notice).toHaveTextContent('NAVER_API_HUB_CLIENT_ID');
  });

  it('says the developer center calls stopped after its end, even with no calls in the range', async () => {
    renderPage({
      [PATH]: ok({
        ...answer,
        sources: [],
        keywords: [],
        failures: [],
        naverCutover: { state: 'ended', lastDay: '2027-06-30', daysLeft: 0 },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.naverEnded('2027-06-30'));
  });

  it('says nothing of it on NAVER API HUB', async () => {
    renderPage({ [PATH]: ok(answer) });
    await screen.findAllByTestId('usage-source');
    expect(screen.queryByTestId('usage-naver-cutover')).toBeNull();
    expect(screen.queryByTestId('usage-naver-price')).toBeNull();
  });

  it('shows the Naver API calls like the shopping sources, with how their cost is counted (issue 37)', async () => {
    const naver = {
      ...answer.sources[1]!,
      source: 'naver-datalab',
      label: t.sources['naver-datalab'],
      currency: 'KRW' as const,
      today: { cost: amount(0), reserved: amount(0), calls: 12, blocks: 0 },
    };
    renderPage({ [PATH]: ok({ ...answer, sources: [naver] }) });
    const [card] = await screen.findAllByTestId('usage-source');
    expect(card!.dataset.source).toBe('naver-datalab');
    expect(within(card!).getByText(t.sources['naver-datalab'])).toBeInTheDocument();
    expect(screen.getByTestId('usage-naver-price')).toHaveTextContent(t.naverPriceNote);
  });

  it('says so when the range has no calls', async () => {
    renderPage({ [PATH]: ok({ ...answer, sources: [], keywords: [], failures: [] }) });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.queryByTestId('usage-source')).toBeNull();
  });

  it('shows an error with a retry that asks again', async () => {
    let fail = true;
    const { user, api } = renderPage({
      [PATH]: () => {
        if (fail) throw new Error('down');
        return ok(answer);
      },
    });
    expect(await screen.findByText(t.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: ko.common.retry }));
    expect(await screen.findAllByTestId('usage-source')).toHaveLength(2);
    expect(api.calls(PATH)).toHaveLength(2);
  });

  it('asks for the range chosen, and refuses a reversed one without asking', async () => {
    const { user, api } = renderPage({ [PATH]: ok(answer) });
    await screen.findAllByTestId('usage-source');
    const quick = quickRanges(kstDate());
    await user.click(screen.getByRole('button', { name: t.lastMonth }));
    await vi.waitFor(() => expect(api.calls(PATH).at(-1)?.query).toEqual(quick.lastMonth));
    expect(screen.getByRole('button', { name: t.lastMonth })).toHaveAttribute('aria-pressed', 'true');

    const asked = api.calls(PATH).length;
    const from = screen.getByLabelText(t.from);
    const to = screen.getByLabelText(t.to);
    await user.clear(from);
    await user.type(from, '2026-11-20');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: t.search }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.rangeReversed);
    expect(api.calls(PATH)).toHaveLength(asked);

    await user.clear(to);
    await user.type(to, '2026-11-22');
    await user.click(screen.getByRole('button', { name: t.search }));
    await vi.waitFor(() =>
      expect(api.calls(PATH).at(-1)?.query).toEqual({ from: '2026-11-20', to: '2026-11-22' }),
    );
  });

  it('lays the days out as cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderPage({ [PATH]: ok(answer) });
    const days = await screen.findAllByTestId('usage-days');
    expect(days[0]!.tagName).toBe('UL');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
