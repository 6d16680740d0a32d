import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../lib/cn';
import { Spinner } from './Spinner';

/** Whole-area loading indicator with a screen-reader label. */
export function LoadingState({
  label = ko.ui.pageLoading,
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex min-h-[40vh] items-center justify-center', className)}
    >
      <Spinner className="size-7 text-brand-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
