import { useSyncExternalStore } from 'react';
import { PLACE_DETAIL_MIN_WIDTH } from '@seller/shared/rules/place-rank';

/** Spec 02 §2.3: the detailed view exists only above 920 px; at or below it the simple view is forced. */
const QUERY = `(min-width: ${PLACE_DETAIL_MIN_WIDTH}px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useDetailAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
