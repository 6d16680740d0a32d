import { Suspense, lazy, type ComponentProps } from 'react';
import { lazyWithRetry } from '../../lib/lazy-with-retry';

const ConfirmDialog = lazy(() =>
  lazyWithRetry(() => import('./ConfirmDialog')).then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * A confirmation a list screen asks only after a click (delete, register a duplicate): rendered
 * only while open, so the dialog stack loads then and stays out of the screen's first load.
 */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
