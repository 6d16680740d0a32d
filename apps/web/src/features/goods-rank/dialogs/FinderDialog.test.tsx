// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { FinderDialog } from './FinderDialog';

const t = ko.goodsFinder;
const PATH = 'POST /api/naver/mygoodsRank/findByKeyword';
const entry = (over: object) => ({
  rank: 1,
  isAd: false,
  isCatalog: false,
  type: 'prodNum',
  number: '22222',
  title: 'Store chair',
  mallName: 'Camp Shop',
  image: null,
  price: 19900,
  ...over,
});
const answer = (entries: object[]) => ({
  code: 'OK',
  message: '',
  data: { keyword: '캠핑 의자', entries, day: '2026-12-02', cached: false, surface: 'plus-store' },
});

describe('키워드로 내 상품 찾기', () => {
  it('searches the keyword, shows ranks and ads, and hands the picked row to the add box', async () => {
    const api = fakeApi({
      [PATH]: answer([
        entry({ rank: null, isAd: true, number: '9500', title: 'Ad chair' }),
        entry({
          rank: 1,
          isCatalog: true,
          type: 'midNum',
          number: '11111',
          title: 'Catalog chair',
          mallName: null,
        }),
        entry({ rank: 2 }),
        entry({ rank: 3, type: null, number: null, title: 'No number' }),
      ]),
    });
    const onPick = vi.fn();
    const { user } = renderScreen(<FinderDialog open onOpenChange={() => undefined} onPick={onPick} />);
    await user.type(screen.getByLabelText(t.keywordLabel), '캠핑 의자{Enter}');
    const rows = await screen.findAllByTestId('finder-row');
    expect(api.calls(PATH)[0]?.body).toEqual({ keyword: '캠핑 의자' });
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining(t.ad),
      expect.stringContaining(t.catalog),
      expect.stringContaining('Camp Shop · 19,900원'),
      expect.stringContaining(t.noNumber),
    ]);
    expect(within(rows[3]!).queryByRole('button')).toBeNull();
    await user.click(within(rows[1]!).getByRole('button', { name: t.pick }));
    expect(onPick).toHaveBeenCalledWith({
      type: 'midNum',
      number: '11111',
      title: 'Catalog chair',
      keyword: '캠핑 의자',
    });
  });

  it('says when nothing is listed, and gives the server’s reason with a retry when the search fails', async () => {
    fakeApi({ [PATH]: answer([]) });
    const first = renderScreen(<FinderDialog open onOpenChange={() => undefined} onPick={vi.fn()} />);
    await first.user.type(screen.getByLabelText(t.keywordLabel), 'nothing{Enter}');
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    first.unmount();
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            code: 'GOODS_FINDER_UNAVAILABLE',
            message: ko.errors.GOODS_FINDER_UNAVAILABLE,
            data: null,
          }),
          {
            status: 503,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    const second = renderScreen(<FinderDialog open onOpenChange={() => undefined} onPick={vi.fn()} />);
    await second.user.type(screen.getByLabelText(t.keywordLabel), 'down{Enter}');
    expect(await screen.findByText(ko.errors.GOODS_FINDER_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ko.common.retry })).toBeInTheDocument();
  });
});
