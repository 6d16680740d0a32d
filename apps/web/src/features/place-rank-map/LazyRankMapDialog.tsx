import { Suspense, lazy } from 'react';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import type { RankMapDialogProps } from './components/RankMapDialog';

const RankMapDialog = lazy(() =>
  lazyWithRetry(() => import('./components/RankMapDialog')).then((m) => ({ default: m.RankMapDialog })),
);

/** 순위 지도 of a place, opened from its card: Leaflet and the chart load then, not with the list. */
export function LazyRankMapDialog(props: RankMapDialogProps) {
  return (
    <Suspense fallback={null}>
      <RankMapDialog {...props} />
    </Suspense>
  );
}
