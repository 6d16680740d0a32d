import { useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { type HistoryState, KeywordHistory } from '../../../components/rank-tracking/KeywordHistory';
import type { RankKeyword } from '../../../components/rank-tracking/model';
import { KeywordSubTabs } from '../../../components/rank-tracking/KeywordSubTabs';
import { RankHistoryDialog } from '../../../components/rank-tracking/RankHistoryDialog';
import { queryKeys } from '../../../lib/query-keys';
import { fetchRankHistory, historyExportUrl } from '../api/goods-rank-api';
import { bestRankOf, historyMarks, historyPoints } from '../model/history';
import { goodsSource } from '../model/rank-source';
import type { GoodsRowView } from '../model/view-model';
import { RankChangesSlot } from '../components/changes-slot';
import { RivalsPanel } from './RivalsPanel';

const t = ko.goodsRankUi;

/** One keyword's tab: its rank history and, beside it, the rivals on the same keyword (issue 28 §1). */
function GoodsKeywordTabs({ keyword }: { keyword: RankKeyword }) {
  const renderChanges = useContext(RankChangesSlot);
  return (
    <KeywordSubTabs
      label={keyword.keyword}
      tabs={[
        {
          id: 'history',
          title: ko.rankRivalsUi.historyTab,
          render: () => <GoodsKeywordHistory keyword={keyword} />,
        },
        {
          id: 'rivals',
          title: ko.rankRivalsUi.rivalsTab,
          render: () => <RivalsPanel gdkdSn={keyword.id} keyword={keyword.keyword} />,
        },
        // What changed beside each move (issue 42 §2), when the app gives it.
        ...(renderChanges
          ? [
              {
                id: 'changes',
                title: ko.rankChangesUi.tab,
                render: () => renderChanges({ gdkdSn: keyword.id, keyword: keyword.keyword }),
              },
            ]
          : []),
      ]}
    />
  );
}

/** One keyword's history, asked of the server when its tab opens. */
function GoodsKeywordHistory({ keyword }: { keyword: RankKeyword }) {
  const history = useQuery({
    queryKey: queryKeys.goods.history(keyword.id),
    queryFn: () => fetchRankHistory(keyword.id),
    staleTime: 60_000,
  });
  let state: HistoryState;
  if (history.isPending) state = { status: 'pending' };
  else if (history.isError)
    state = { status: 'error', text: t.historyError, retry: () => void history.refetch() };
  else {
    const points = historyPoints(history.data);
    const data = { points, changes: historyMarks(history.data), best: bestRankOf(history.data, points) };
    state = { status: 'ok', data };
  }
  return <KeywordHistory keyword={keyword} state={state} source={goodsSource} emptyHint={t.historyHint} />;
}

/** Rank history per keyword: tabs, a day-axis chart of the last 20 records, a table and the best rank. */
export function HistoryDialog({
  view,
  gdkdSn: keywordId,
  onClose,
}: {
  view: GoodsRowView;
  gdkdSn: number | undefined;
  onClose: () => void;
}) {
  return (
    <RankHistoryDialog
      keywords={view.keywords}
      initialId={keywordId}
      source={goodsSource}
      title={t.historyTitle}
      subtitle={view.title ?? t.lookupPending}
      footer={
        <Button asChild variant="outline" size="sm">
          <a href={historyExportUrl(view.gdpSn)} download data-testid="history-export">
            <FileSpreadsheet aria-hidden="true" className="size-4" />
            {t.exportHistory}
          </a>
        </Button>
      }
      renderKeyword={(k) => <GoodsKeywordTabs keyword={k} />}
      onClose={onClose}
    />
  );
}
