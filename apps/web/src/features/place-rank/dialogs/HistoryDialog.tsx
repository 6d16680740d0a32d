import { useContext } from 'react';
import * as ko from '@seller/shared/messages/sections';
import { KeywordHistory } from '../../../components/rank-tracking/KeywordHistory';
import { KeywordSubTabs } from '../../../components/rank-tracking/KeywordSubTabs';
import { RankHistoryDialog } from '../../../components/rank-tracking/RankHistoryDialog';
import { PlaceCorrelationSlot } from '../components/correlation-slot';
import { PlaceTopPanel } from './PlaceTopPanel';
import { placeSource } from '../model/rank-source';
import { bestRank, chartPoints, type PlaceView } from '../model/view-model';

const t = ko.placeRankUi;

/** The rank chart of a place: one tab per keyword, the last 20 records on a day axis (spec 02 §9). */
export function HistoryDialog({ place, onClose }: { place: PlaceView; onClose: () => void }) {
  const renderCorrelation = useContext(PlaceCorrelationSlot);
  return (
    <RankHistoryDialog
      source={placeSource}
      title={t.chartTitle}
      subtitle={place.name ?? t.unnamed}
      keywords={place.keywords}
      renderKeyword={(keyword) => {
        const data = { points: chartPoints(keyword), changes: place.changes, best: bestRank(keyword) };
        return (
          <KeywordSubTabs
            label={keyword.keyword}
            tabs={[
              {
                id: 'history',
                title: ko.rankRivalsUi.historyTab,
                render: () => (
                  <KeywordHistory
                    keyword={keyword}
                    state={{ status: 'ok', data }}
                    source={placeSource}
                    emptyHint={t.chartHint}
                  />
                ),
              },
              // The day's top 10 of the keyword (issue 28 §1).
              {
                id: 'top',
                title: ko.rankRivalsUi.placeTopTab,
                // With what goes most with rank on the keyword this month (issue 42 §2).
                render: () => (
                  <>
                    {renderCorrelation?.({ plkwrdSn: keyword.id })}
                    <PlaceTopPanel plkwrdSn={keyword.id} />
                  </>
                ),
              },
            ]}
          />
        );
      }}
      onClose={onClose}
    />
  );
}
