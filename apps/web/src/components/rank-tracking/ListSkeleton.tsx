import * as ko from '@seller/shared/messages/sections';
import { Skeleton } from '../ui/Skeleton';
import { cn } from '../../lib/cn';

/**
 * The rank list while it loads: three rows shaped like the list's (thumbnail, title, ranks), in one
 * framed table (`table`, with a checkbox column) or as separate cards (`cards`).
 */
export function ListSkeleton({ variant }: { variant: 'table' | 'cards' }) {
  const table = variant === 'table';
  return (
    <div
      role="status"
      aria-busy="true"
      className={cn('flex flex-col gap-3', table && 'rounded-2xl border border-slate-200 bg-white p-4')}
    >
      <span className="sr-only">{ko.common.loading}</span>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className={cn(
            'flex items-center gap-4',
            table
              ? 'border-b border-slate-100 pb-3 last:border-0 last:pb-0'
              : 'rounded-2xl border border-slate-200 bg-white p-4',
          )}
        >
          {table && <Skeleton className="size-4" />}
          <Skeleton className="size-14 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className={cn('h-4', table ? 'w-2/3' : 'w-1/2')} />
            <Skeleton className={cn('h-3', table ? 'w-1/3' : 'w-1/4')} />
          </div>
          {table ? <Skeleton className="hidden h-10 w-1/3 md:block" /> : <Skeleton className="h-8 w-20" />}
        </div>
      ))}
    </div>
  );
}
