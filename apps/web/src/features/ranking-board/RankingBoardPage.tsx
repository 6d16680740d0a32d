import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Tabs, ToggleGroup } from 'radix-ui';
import * as ko from '@seller/shared/messages/sections';
import type { RankingPeriod } from '@seller/shared/schemas/ranking-board';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { errorMessage } from '../../lib/api';
import { fetchBrandBoard, fetchKeywordBoard, fetchProductBoard } from './api/ranking-board-api';
import { BoardSkeletonRows, BrandList, KeywordList, ProductList } from './components/BoardLists';
import { BOARD_TABS, type BoardTab, readBoardParams } from './model/board';
import { ScreenFrame } from '../../components/ui/ScreenFrame';
import { rankingBoardFrame } from './screen-frame';
import { queryKeys } from '../../lib/query-keys';

const t = ko.rankingBoardUi;
const STALE = 10 * 60_000;
const PERIODS: RankingPeriod[] = ['P1D', 'P7D'];

function useBoard(tab: BoardTab, period: RankingPeriod) {
  const keywords = useQuery({
    queryKey: queryKeys.rankingBoard.board('rankup', period),
    queryFn: ({ signal }) => fetchKeywordBoard(period, signal),
    enabled: tab === 'keywords',
    staleTime: STALE,
  });
  const products = useQuery({
    queryKey: queryKeys.rankingBoard.board('sellrank', period),
    queryFn: ({ signal }) => fetchProductBoard(period, signal),
    enabled: tab === 'viewed' || tab === 'purchased',
    staleTime: STALE,
  });
  const brands = useQuery({
    queryKey: queryKeys.rankingBoard.board('brandrank', period),
    queryFn: ({ signal }) => fetchBrandBoard(period, signal),
    enabled: tab === 'brands',
    staleTime: STALE,
  });
  return tab === 'keywords' ? keywords : tab === 'brands' ? brands : products;
}

/** /rankup: best keywords, most viewed and most purchased products, popular brands (spec 02 §2.7). */
export function RankingBoardPage() {
  const [params, setParams] = useSearchParams();
  const { tab, period } = readBoardParams(params);
  const board = useBoard(tab, period);
  const go = (next: { tab?: BoardTab; period?: RankingPeriod }) =>
    setParams({ tab: next.tab ?? tab, period: next.period ?? period }, { replace: true });

  let content: ReactNode;
  if (board.isPending) content = <BoardSkeletonRows />;
  else if (board.isError)
    content = (
      <ErrorState
        title={t.loadFailed}
        text={errorMessage(board.error)}
        onRetry={() => void board.refetch()}
        className="rounded-2xl border border-slate-200 bg-white"
      />
    );
  else {
    const d = board.data;
    const list =
      'keywords' in d ? (
        d.keywords.length ? (
          <KeywordList keywords={d.keywords} />
        ) : null
      ) : 'brands' in d ? (
        d.brands.length ? (
          <BrandList brands={d.brands} />
        ) : null
      ) : tab === 'purchased' ? (
        d.mostPurchased.length ? (
          <ProductList products={d.mostPurchased} kind="purchased" />
        ) : null
      ) : d.mostViewed.length ? (
        <ProductList products={d.mostViewed} kind="viewed" />
      ) : null;
    content = (
      <div className="flex flex-col gap-2">
        {d.date && <p className="text-right text-xs text-slate-500">{t.basedOn(d.date)}</p>}
        {list ?? <EmptyState title={t.empty} className="rounded-2xl border border-slate-200 bg-white" />}
      </div>
    );
  }

  return (
    <ScreenFrame spec={rankingBoardFrame} testId="ranking-board-page">
      <Tabs.Root
        value={tab}
        onValueChange={(v) => go({ tab: v as BoardTab })}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {/* On a phone the four tabs share the row, a long name on two lines: all in view, no
              hidden scroll (issue 39 §2: "많이 구매한 상품" and "인기 브랜드" were cut at 375 px). */}
          <Tabs.List
            aria-label={t.tabsLabel}
            className="grid grid-cols-4 gap-1 border-b border-slate-200 sm:flex"
          >
            {BOARD_TABS.map((k) => (
              <Tabs.Trigger
                key={k}
                value={k}
                data-testid={`board-tab-${k}`}
                className="-mb-px min-w-0 border-b-2 border-transparent px-1 py-2.5 text-center text-sm leading-snug font-semibold break-keep text-slate-500 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 sm:shrink-0 sm:px-3 sm:whitespace-nowrap"
              >
                {t.tabs[k]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <ToggleGroup.Root
            type="single"
            value={period}
            onValueChange={(v) => {
              if (v === 'P1D' || v === 'P7D') go({ period: v });
            }}
            aria-label={t.periodLabel}
            className="inline-flex w-fit shrink-0 rounded-lg bg-slate-100 p-1"
          >
            {PERIODS.map((p) => (
              <ToggleGroup.Item
                key={p}
                value={p}
                data-testid={`board-period-${p}`}
                className="h-8 rounded-md px-4 text-sm font-semibold text-slate-600 transition data-[state=on]:bg-white data-[state=on]:text-brand-700 data-[state=on]:shadow-sm"
              >
                {t.periods[p]}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        </div>
        {BOARD_TABS.map((k) => (
          <Tabs.Content
            key={k}
            value={k}
            data-testid="board-panel"
            data-tab={k}
            data-period={period}
            className="focus:outline-none"
          >
            {k === tab ? content : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </ScreenFrame>
  );
}

export default RankingBoardPage;
