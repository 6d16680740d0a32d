import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../lib/cn';
import { Button } from './Button';

export function ErrorState({
  title = ko.ui.errorTitle,
  text,
  onRetry,
  retryLabel = ko.common.retry,
  action,
  className,
}: {
  title?: ReactNode;
  text?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center justify-center gap-2 px-4 py-10 text-center', className)}
    >
      <CircleAlert aria-hidden="true" className="mb-1 size-10 text-red-500" />
      <p className="text-base font-semibold text-slate-800">{title}</p>
      {text && <p className="max-w-md text-sm text-slate-600">{text}</p>}
      <div className="mt-3 flex gap-2">
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
        {action}
      </div>
    </div>
  );
}
