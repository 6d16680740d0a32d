import { GoodsRankPage } from '../../features/goods-rank/GoodsRankPage';
import { TargetAlertDialog } from '../../features/rank-alerts/TargetAlertDialog';

/** /goodsTrackingRouter: the goods-rank feature with the rank-alerts "알림 설정" of each product. */
export function GoodsRankRoute() {
  return (
    <GoodsRankPage
      renderAlertSettings={({ gdpSn, onClose }) => (
        <TargetAlertDialog kind="goods" id={gdpSn} onClose={onClose} />
      )}
    />
  );
}

export default GoodsRankRoute;
