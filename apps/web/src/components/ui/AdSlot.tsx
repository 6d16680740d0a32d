import { useEffect, useRef } from 'react';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../lib/cn';

const ADFIT_SRC = '//t1.daumcdn.net/kas/static/ba.min.js';

interface AdfitGlobal {
  render?: (element: Element) => void;
}

let scriptRequested = false;

function loadAdfitScript(): boolean {
  if (scriptRequested) return false;
  scriptRequested = true;
  const script = document.createElement('script');
  script.src = ADFIT_SRC;
  script.async = true;
  script.charset = 'utf-8';
  document.head.appendChild(script);
  return true;
}

/**
 * Kakao AdFit unit. Renders nothing unless the server configured a unit id, so no third-party
 * script is fetched on installs without ads. The script scans `ins.kakao_ad_area` when it loads;
 * units mounted after that (SPA navigation) are handed to `adfit.render` when it exists.
 */
export function AdSlot({
  unitId,
  width = 320,
  height = 100,
  className,
}: {
  unitId: string | null | undefined;
  width?: number;
  height?: number;
  className?: string;
}) {
  const insRef = useRef<HTMLModElement>(null);

  useEffect(() => {
    if (!unitId || !insRef.current) return;
    if (loadAdfitScript()) return;
    const adfit = (window as unknown as { adfit?: AdfitGlobal }).adfit;
    adfit?.render?.(insRef.current);
  }, [unitId]);

  if (!unitId) return null;
  return (
    <aside aria-label={ko.ui.adLabel} className={cn('flex justify-center', className)}>
      <ins
        ref={insRef}
        className="kakao_ad_area"
        style={{ display: 'none' }}
        data-ad-unit={unitId}
        data-ad-width={String(width)}
        data-ad-height={String(height)}
      />
    </aside>
  );
}
