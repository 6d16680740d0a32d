import { useCallback, useSyncExternalStore } from 'react';

/** Spec 01 §9: the mobile layout applies at 768 px or less. */
export const PHONE_QUERY = '(max-width: 768px)';

/**
 * Whether a media query matches now, kept up to date (false while rendering on the server). The
 * one media-query hook of the app (issue 26 §2): features pass their query rather than keep a copy.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phone layout (cards, not a table): one layout renders, so test hooks and focus order are never doubled. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
