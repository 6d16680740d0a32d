import { Suspense, lazy } from 'react';
import { GoodsRankPage } from '../../features/goods-rank/GoodsRankPage';
import { lazyWithRetry } from '../../lib/lazy-with-retry';

// Opened from a product's menu: the dialog and its rule forms (zod) load then, not with the list.
const TargetAlertDialog = lazy(() =>
  lazyWithRetry(() => import('../../features/rank-alerts/TargetAlertDialog')).then((m) => ({
    default: m.TargetAlertDialog,
  })),
);

/** /goodsTrackingRouter: the goods-rank feature with the rank-alerts settings dialog of each product. */
export function GoodsRankRoute() {
  return (
    <GoodsRankPage
      renderAlertSettings={({ gdpSn, onClose }) => (
        <Suspense fallback={null}>
          <TargetAlertDialog kind="goods" id={gdpSn} onClose={onClose} />
        </Suspense>
      )}
    />
  );
}

export default GoodsRankRoute;
