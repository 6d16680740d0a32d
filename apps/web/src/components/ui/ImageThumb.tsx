import { useState, type ReactNode } from 'react';
import { Package } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * A product or place picture, or a neutral box of the same size when there is none or it fails to
 * load (marketplace image links expire), so the browser's broken-image icon never shows.
 */
export function ImageThumb({
  src,
  className = 'size-14',
  icon,
  placeholderTestId = 'product-image-placeholder',
}: {
  src: string | null;
  className?: string;
  /** The placeholder's icon (a package by default). */
  icon?: ReactNode;
  placeholderTestId?: string;
}) {
  // Remembering which address failed (not just "failed") lets a new address try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        data-testid={placeholderTestId}
        className={cn(
          className,
          'flex shrink-0 items-center justify-center rounded-lg border border-slate-100 bg-slate-100 text-slate-400',
        )}
      >
        {icon ?? <Package aria-hidden="true" className="size-1/2 max-h-6 max-w-6" />}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      className={cn(className, 'shrink-0 rounded-lg border border-slate-100 bg-slate-50 object-cover')}
    />
  );
}
