import { GoodsRankPage } from '../../features/goods-rank/GoodsRankPage';
import { BulkAddButton } from '../../features/bulk-add/BulkAddButton';
import { LazyTargetAlertDialog } from '../../features/rank-alerts/LazyTargetAlertDialog';
import { RankChangesSlot } from '../../features/goods-rank/components/changes-slot';
import { RankChangesPanel } from '../../features/rank-changes/RankChangesPanel';

const renderChanges = ({ gdkdSn, keyword }: { gdkdSn: number; keyword: string }) => (
  <RankChangesPanel gdkdSn={gdkdSn} keyword={keyword} />
);

/**
 * /goodsTrackingRouter: the goods-rank feature with the rank-alerts settings dialog of each
 * product and each keyword's 변화 기록 (rank-changes).
 */
export function GoodsRankRoute() {
  return (
    <RankChangesSlot.Provider value={renderChanges}>
      <GoodsRankPage
        renderAlertSettings={({ gdpSn: goodsId, onClose }) => (
          <LazyTargetAlertDialog kind="goods" id={goodsId} onClose={onClose} />
        )}
        bulkAdd={<BulkAddButton kind="goods" />}
      />
    </RankChangesSlot.Provider>
  );
}

export default GoodsRankRoute;
