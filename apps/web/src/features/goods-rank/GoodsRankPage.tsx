import { lazy, type ReactNode, Suspense, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { errorMessage } from '../../lib/api';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import type { GoodsListState } from './api/goods-rank-api';
import { useDeleteSelected } from '../../components/rank-tracking/use-delete-selected';
import { AddGoodsBox } from './components/AddGoodsBox';
import { GoodsCards } from './components/GoodsCard';
import { GoodsTable } from './components/GoodsTable';
import { GoodsToolbar, type ListMode, SelectAllBox } from './components/GoodsToolbar';
import { RenewExpiredBar } from './components/RenewExpiredBar';
import { AlertSettingsSlot, type RenderAlertSettings } from './components/alert-slot';
import type { RowProps } from './components/row-props';
import { ShortfallBanner } from './components/StatusBlocks';
import { ListSkeleton } from '../../components/rank-tracking/ListSkeleton';
import { type OpenDialog, linkedHistory } from './dialogs/dialog-state';
import { useAutoRenew, useDeleteGoods, useReorder } from './hooks/use-goods-actions';
import { useGoodsList } from './hooks/use-goods-list';
import { useMediaQuery } from '../../lib/use-media-query';
import { useServerNow } from './hooks/use-server-now';
import { keepListed, moveRow } from './model/list-updates';
import { failureMessage } from './model/rules';
import { goodsSource } from './model/rank-source';
import { buildRows } from './model/view-model';
import { ScreenFrame } from '../../components/ui/ScreenFrame';
import { goodsRankFrame } from './screen-frame';

const g = ko.goodsRank;
const t = ko.goodsRankUi;
const DragList = lazy(() => lazyWithRetry(() => import('./components/DragList')));
// The dialogs open on a click: their chunks (Radix dialog, forms) load then, not with the list.
const GoodsDialogs = lazy(() =>
  lazyWithRetry(() => import('./dialogs/GoodsDialogs')).then((m) => ({ default: m.GoodsDialogs })),
);

/**
 * Cards below Tailwind's xl (1280 px), the table from there (issue 39 §2): the table needs about
 * 1,120 px, and under that width it scrolled its 관리 column out of view and cut the keywords.
 * A max-width query, so a test without media queries (jsdom) gets the table.
 */
const GOODS_CARDS_QUERY = '(width < 80rem)';

const NO_LIST: GoodsListState = {
  myGoodsRank: [],
  keywordRankInfos: [],
  mbr: { sellerCoinCnt: 0, mbrAtrbCd: '' },
  renewalShortfall: false,
  serverNow: '',
  clockOffsetMs: 0,
};

/** /goodsTrackingRouter: the shopping rank tracking list (spec 02 §2.1, §4, §5, §8). */
export function GoodsRankPage({
  renderAlertSettings = null,
  bulkAdd = null,
}: {
  /** A product's "알림 설정" dialog (the app composes it from rank-alerts); no button without it. */
  renderAlertSettings?: RenderAlertSettings | null;
  /** The "엑셀로 일괄 추가" button (the app composes it from bulk-add). */
  bulkAdd?: ReactNode;
} = {}) {
  const list = useGoodsList();
  // The query store updates synchronously; rendering 100 rows in that update was one long task
  // (Lighthouse TBT). Deferred, the rows render in a background pass that yields to the browser.
  const data = useDeferredValue(list.data);
  const state = data ?? NO_LIST;
  const now = useServerNow(state.clockOffsetMs, state.serverNow);
  const rows = buildRows(state, now);
  const cards = useMediaQuery(GOODS_CARDS_QUERY);

  const [mode, setMode] = useState<ListMode>('normal');
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set());
  // A KakaoTalk alert's link (?history=<gdpSn>, issue 28 §2) opens that product's rank history.
  const [params] = useSearchParams();
  const [dialog, setDialog] = useState<OpenDialog | null>(() => linkedHistory(params.get('history')));
  const autoRenew = useAutoRenew();
  const remove = useDeleteGoods();
  const reorder = useReorder();

  // Only rows still listed count as selected (deletes and refreshes drop the rest).
  const selected = keepListed(picked, state);
  const allSelected = rows.length > 0 && selected.size === rows.length;
  const select = (goodsId: number, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(goodsId);
      else next.delete(goodsId);
      return next;
    });
  const selectAll = (
    <SelectAllBox
      checked={allSelected}
      indeterminate={selected.size > 0 && !allSelected}
      disabled={rows.length === 0}
      onChange={(on) => setPicked(on ? new Set(rows.map((r) => r.gdpSn)) : new Set())}
    />
  );

  const deletion = useDeleteSelected({
    texts: goodsSource.texts,
    count: selected.size,
    remove: async () => {
      const ids = state.myGoodsRank.filter((r) => selected.has(r.gdpSn));
      await remove.mutateAsync(ids.map((r) => ({ gdpSn: r.gdpSn, midNo: r.midNo })));
    },
    failure: failureMessage,
    onDeleted: () => setPicked(new Set()),
  });

  const move = (activeId: number, overId: number | null) => {
    const next = list.data ? moveRow(list.data, activeId, overId) : null;
    if (next) reorder.mutate(next);
  };

  const rowProps: RowProps[] = rows.map((view) => ({
    view,
    selected: selected.has(view.gdpSn),
    onSelect: select,
    onOpen: (kind, goodsId, keywordId) =>
      setDialog({ kind, gdpSn: goodsId, ...(keywordId === undefined ? {} : { gdkdSn: keywordId }) }),
    // Turning it on will spend coins: the dialog shows the quote first (issue 28 §3).
    onAutoRenew: (goodsId, on) =>
      on ? setDialog({ kind: 'autoRenew', gdpSn: goodsId }) : autoRenew.mutate({ gdpSn: goodsId, on }),
    autoRenewBusy: autoRenew.isPending && autoRenew.variables?.gdpSn === view.gdpSn,
  }));

  let content;
  if (list.isPending || (list.data && !data)) content = <ListSkeleton variant="table" />;
  else if (list.isError && !data)
    content = (
      <ErrorState title={t.listError} text={errorMessage(list.error)} onRetry={() => void list.refetch()} />
    );
  else if (rows.length === 0)
    content = (
      <EmptyState
        title={g.noProducts}
        text={t.noProductsText}
        className="rounded-2xl border border-dashed border-slate-300 bg-white"
      />
    );
  else if (mode === 'drag')
    content = (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t.dragHint}</p>
        <Suspense fallback={<ListSkeleton variant="table" />}>
          <DragList rows={rows} onMove={move} />
        </Suspense>
      </div>
    );
  else if (cards) content = <GoodsCards rows={rowProps} />;
  else content = <GoodsTable rows={rowProps} selectAll={selectAll} />;

  const page = (
    <ScreenFrame spec={goodsRankFrame} testId="goods-rank-page">
      <AddGoodsBox balance={data ? state.mbr.sellerCoinCnt : null} />
      {bulkAdd && <div className="flex justify-end">{bulkAdd}</div>}
      {state.renewalShortfall && <ShortfallBanner />}
      <RenewExpiredBar rows={rows} />
      <GoodsToolbar
        mode={mode}
        onToggleMode={() => setMode((m) => (m === 'drag' ? 'normal' : 'drag'))}
        selectAll={cards && mode === 'normal' && rows.length > 0 ? selectAll : null}
        selectedCount={selected.size}
        onDeleteSelected={deletion.ask}
        hasRows={rows.length > 0}
      />
      {content}
      {dialog && (
        <Suspense fallback={null}>
          <GoodsDialogs
            open={dialog}
            rows={rows}
            balance={state.mbr.sellerCoinCnt}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {deletion.dialog}
    </ScreenFrame>
  );
  return <AlertSettingsSlot.Provider value={renderAlertSettings}>{page}</AlertSettingsSlot.Provider>;
}
