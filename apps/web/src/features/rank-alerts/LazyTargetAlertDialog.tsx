import { Suspense, lazy } from 'react';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import type { TargetAlertDialogProps } from './TargetAlertDialog';

const TargetAlertDialog = lazy(() =>
  lazyWithRetry(() => import('./TargetAlertDialog')).then((m) => ({ default: m.TargetAlertDialog })),
);

/**
 * A product's or place's alert settings, opened from its menu: the dialog and its rule forms (zod)
 * load then, not with the tracking list.
 */
export function LazyTargetAlertDialog(props: TargetAlertDialogProps) {
  return (
    <Suspense fallback={null}>
      <TargetAlertDialog {...props} />
    </Suspense>
  );
}
