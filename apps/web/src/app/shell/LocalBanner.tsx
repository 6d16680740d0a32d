import { useState } from 'react';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../lib/cn';
import { isLocalHost } from '../../lib/host';
import { nextBannerPosition, type BannerPosition } from './local-banner';

const placement: Record<BannerPosition, string> = {
  top: 'top-20',
  middle: 'top-1/2 -translate-y-1/2',
  bottom: 'bottom-24',
};

/** A thin tab on the left edge marking a local install (spec 01 §2.2); click to move it. */
export function LocalBanner() {
  const [position, setPosition] = useState<BannerPosition>('middle');
  if (typeof window === 'undefined' || !isLocalHost(window.location.hostname)) return null;
  return (
    <button
      type="button"
      data-testid="local-banner"
      data-position={position}
      title={ko.shell.localBannerTitle}
      aria-label={ko.shell.localBannerTitle}
      onClick={() => setPosition(nextBannerPosition)}
      className={cn(
        'fixed left-0 z-30 rounded-r-md bg-amber-400/90 px-0.5 py-2 text-[10px] font-bold tracking-[0.2em] text-amber-950 shadow',
        '[writing-mode:vertical-rl] hover:bg-amber-400',
        placement[position],
      )}
    >
      {ko.shell.localBanner}
    </button>
  );
}
