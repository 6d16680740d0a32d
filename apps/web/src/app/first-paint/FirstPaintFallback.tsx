import { FIRST_PAINT_ID } from '@seller/shared/constants/boot-data';
import { LoadingState } from '../../components/ui/LoadingState';

// Taken when the entry runs, before React's first render replaces what the server sent in #root.
const painted = typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_ID);

/** Puts the server's frame back into the page (a ref runs before the browser paints). */
function keep(slot: HTMLDivElement | null) {
  if (slot && painted && !slot.contains(painted)) slot.append(painted);
}

/**
 * What the page shows while the first screen's code loads (the router's HydrateFallback): the
 * screen's title and introduction as the server painted them (first-paint/render.tsx), so they
 * do not blink out and back in, then the loading indicator.
 */
export function FirstPaintFallback() {
  return (
    <>
      {painted && <div ref={keep} />}
      <LoadingState />
    </>
  );
}
