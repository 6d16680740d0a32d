import { GoodsRankPage } from '../../features/goods-rank/GoodsRankPage';
import { BulkAddButton } from '../../features/bulk-add/BulkAddButton';
import { LazyTargetAlertDialog } from '../../features/rank-alerts/LazyTargetAlertDialog';

/** /goodsTrackingRouter: the goods-rank feature with the rank-alerts settings dialog of each product. */
export function GoodsRankRoute() {
  return (
    <GoodsRankPage
      renderAlertSettings={({ gdpSn: goodsId, onClose }) => (
        <LazyTargetAlertDialog kind="goods" id={goodsId} onClose={onClose} />
      )}
      bulkAdd={<BulkAddButton kind="goods" />}
    />
  );
}

export default GoodsRankRoute;
