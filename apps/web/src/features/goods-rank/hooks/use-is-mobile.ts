import { useSyncExternalStore } from 'react';

/** Spec 01 §9: the mobile layout applies at 768 px or less. */
const QUERY = '(max-width: 768px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Renders one layout only (cards or table), so test hooks and focus order are never doubled. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
