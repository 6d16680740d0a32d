// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { SIMULATOR_EXAMPLES } from '@seller/shared/rules/simulator-examples';
import { renderScreen } from '../../../test/render';
import { AddGoodsBox } from './AddGoodsBox';

// 추천 키워드 of the add box (issue 39 §1): asked on a press, from the product's title, through the
// preview (for a typed number) and the related-keyword route; the server is a fetch stand-in.
const mutate = vi.fn();
vi.mock('../hooks/use-goods-actions', () => ({ useRegisterGoods: () => ({ mutate, isPending: false }) }));
vi.mock('../hooks/use-quotes', () => ({ useRegisterQuote: () => ({ isError: false }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
let simulator = false;
vi.mock('../../../lib/app-config', () => ({
  useAppConfig: () => ({ simulator, adfitUnitId: null, chatChannelUrl: null, publicHost: null }),
}));

const t = ko.goodsSuggest;
const PREVIEW = 'POST /api/naver/mygoodsRank/preview';
const RELATED = 'GET /api/naver/keyword/related';

const row = (relKeyword: string) => ({
  relKeyword,
  monthlyPcQcCnt: 100,
  monthlyMobileQcCnt: 900,
  monthlyTotalQcCnt: 1000,
  monthlyAvePcClkCnt: 1,
  monthlyAveMobileClkCnt: 9,
  compIdx: '높음',
  compLevel: 'high',
  pcQcUnder10: false,
  mobileQcUnder10: false,
});
const related = (keywords: string[]) => ({
  keyword: keywords[0],
  relatedKeyword: keywords.map(row),
  itemsTotal: 5000,
  topKeyword: row(keywords[0]!),
  competitionRate: 5,
  categoryRatio: [],
  sampleSize: 100,
  day: '2026-12-02',
  fetchedAt: '2026-12-02T00:00:00.000Z',
});
const preview = (title: string | null) => ({
  code: 'OK',
  message: '',
  data: {
    type: 'prodNum',
    number: '12345',
    midNo: '90012345',
    mallPid: '12345',
    title,
    image: null,
    storeName: 'Camp Shop',
    price: 10000,
    duplicateOf: null,
  },
});

type Answer = { status?: number; json: unknown } | 'pending';
/** The server: "METHOD /path" → its answer (200 unless told), or pending; the requests it got. */
function server(answers: Record<string, Answer | (() => Answer)>) {
  const sent: { key: string; query: Record<string, string>; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const text = await request.text();
    sent.push({
      key,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
    });
    const found = answers[key];
    const answer = typeof found === 'function' ? found() : found;
    if (!answer || answer === 'pending') return new Promise<Response>(() => undefined);
    return new Response(JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls: (key: string) => sent.filter((s) => s.key === key) };
}

afterEach(() => {
  mutate.mockReset();
  simulator = false;
  vi.unstubAllGlobals();
});

const chips = () =>
  Array.from(screen.getByTestId('goods-add-keywords').querySelectorAll('li')).map((li) => li.textContent);
const shown = () => screen.queryAllByTestId('keyword-suggestion').map((b) => b.textContent);
const open = () => screen.getByRole('button', { name: t.show });

describe('추천 키워드 in the add box', () => {
  it('asks nothing until a number is typed and the button pressed', async () => {
    const api = server({});
    const { user } = renderScreen(<AddGoodsBox balance={100} />);
    expect(screen.queryByRole('button', { name: t.show })).toBeNull();
    await user.type(screen.getByTestId('goods-add-input'), '12345');
    expect(open()).toBeInTheDocument();
    expect(api.calls(PREVIEW)).toHaveLength(0);
    expect(api.calls(RELATED)).toHaveLength(0);
  });

  it("looks up a typed number's title, shows up to 8 of its related keywords, and adds a pressed one as a chip", async () => {
    const words = [
      '휴대용',
      '텀블러',
      '휴대용텀블러',
      '보온텀블러',
      '스텐텀블러',
      '텀블러추천',
      'a',
      'b',
      'c',
      'd',
    ];
    const api = server({
      [PREVIEW]: { json: preview('[한정수량] 휴대용 텀블러 2개입') },
      [RELATED]: { json: related(words) },
    });
    const { user } = renderScreen(<AddGoodsBox balance={100} />);
    await user.type(screen.getByTestId('goods-add-input'), '12345');
    await user.type(screen.getByLabelText(ko.goodsRankUi.keywordsLabel), '텀블러{Enter}');
    await user.click(open());

    const list = await screen.findByRole('list', { name: t.listLabel('[한정수량] 휴대용 텀블러 2개입') });
    expect(api.calls(PREVIEW)[0]?.body).toEqual({ type: 'prodNum', currentInput: '12345' });
    // The title's main words: no bracketed aside, no count.
    expect(api.calls(RELATED)[0]?.query).toEqual({ hintKeywords: '휴대용,텀블러' });
    // Eight, leaving out the keyword that is a chip already.
    expect(shown()).toEqual(words.filter((w) => w !== '텀블러').slice(0, 8));

    await user.click(within(list).getByRole('button', { name: t.add('보온텀블러') }));
    expect(chips()).toEqual(['텀블러', '보온텀블러']);
    expect(shown()).not.toContain('보온텀블러');
    expect(shown()).toHaveLength(8);

    // Five chips at most: the rest wait, and the box says why.
    for (const w of ['휴대용', '휴대용텀블러', '스텐텀블러'])
      await user.click(screen.getByRole('button', { name: t.add(w) }));
    expect(chips()).toHaveLength(5);
    expect(screen.getByTestId('keyword-suggest-full')).toHaveTextContent(ko.goodsRankUi.keywordsFull(5));
    for (const b of screen.getAllByTestId('keyword-suggestion')) expect(b).toBeDisabled();
    expect(api.calls(RELATED)).toHaveLength(1);

    // The chips go with the product in the one registration call.
    await user.click(screen.getByTestId('goods-add-submit'));
    expect(mutate.mock.calls[0]![0]).toEqual({
      type: 'prodNum',
      input: '12345',
      keywords: ['텀블러', '보온텀블러', '휴대용', '휴대용텀블러', '스텐텀블러'],
    });
  });

  it('says while it looks, and starts over for another number', async () => {
    const api = server({ [PREVIEW]: 'pending' });
    const { user } = renderScreen(<AddGoodsBox balance={100} />);
    await user.type(screen.getByTestId('goods-add-input'), '12345');
    await user.click(open());
    expect(await screen.findByTestId('keyword-suggest-loading')).toHaveTextContent(t.loading);
    await user.type(screen.getByTestId('goods-add-input'), '6');
    expect(screen.queryByTestId('keyword-suggest-loading')).toBeNull();
    expect(open()).toBeInTheDocument();
    expect(api.calls(RELATED)).toHaveLength(0);
  });

  it("uses a 체험용 상품's own title and keyword without a look-up", async () => {
    simulator = true;
    const example = SIMULATOR_EXAMPLES.find((e) => e.type === 'midNum')!;
    const api = server({ [RELATED]: { json: related([example.keyword, '보온텀블러']) } });
    const { user } = renderScreen(<AddGoodsBox balance={100} />);
    await user.click(
      screen.getByRole('button', { name: ko.goodsExamples.fill(example.label, example.number) }),
    );
    await user.click(open());
    await screen.findByTestId('keyword-suggest-list');
    expect(api.calls(PREVIEW)).toHaveLength(0);
    expect(api.calls(RELATED)[0]?.query.hintKeywords?.split(',')[0]).toBe(example.keyword);
    // The example's keyword is a chip already, so only the other is offered.
    expect(shown()).toEqual(['보온텀블러']);
  });

  it('says when there is nothing to suggest, and why a look-up failed, with a retry', async () => {
    let fail = true;
    const api = server({
      [PREVIEW]: () =>
        fail
          ? {
              status: 422,
              json: {
                code: 'PRODUCT_NUMBER_INVALID',
                message: ko.goodsRank.productNumberInvalid,
                data: null,
              },
            }
          : { json: preview('Lamp') },
      [RELATED]: { json: related([]) },
    });
    const { user } = renderScreen(<AddGoodsBox balance={100} />);
    await user.type(screen.getByTestId('goods-add-input'), '12345');
    await user.click(open());
    const alert = await screen.findByTestId('keyword-suggest-error');
    expect(alert).toHaveTextContent(t.failed);
    expect(alert).toHaveTextContent(ko.goodsRank.productNumberInvalid);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: t.retry }));
    expect(await screen.findByTestId('keyword-suggest-empty')).toHaveTextContent(t.empty);
    expect(api.calls(PREVIEW)).toHaveLength(2);
  });

  it('says so when the product has no title', async () => {
    const api = server({ [PREVIEW]: { json: preview(null) } });
    const { user } = renderScreen(<AddGoodsBox balance={100} />);
    await user.type(screen.getByTestId('goods-add-input'), '12345');
    await user.click(open());
    expect(await screen.findByTestId('keyword-suggest-empty')).toHaveTextContent(t.noTitle);
    expect(api.calls(RELATED)).toHaveLength(0);
  });
});
