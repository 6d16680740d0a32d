import { TriangleAlert } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { Skeleton } from '../../../components/ui/Skeleton';
import { TopUpLink } from './RowParts';

const t = ko.goodsRankUi;

/** Coins will not cover the next automatic renewals. */
export function ShortfallBanner() {
  return (
    <div
      role="alert"
      data-testid="renewal-shortfall"
      className="flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
      <p>
        {t.shortfall} <TopUpLink />
      </p>
    </div>
  );
}

export function ListSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <span className="sr-only">{ko.common.loading}</span>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="flex items-center gap-4 border-b border-slate-100 pb-3 last:border-0 last:pb-0"
        >
          <Skeleton className="size-4" />
          <Skeleton className="size-14 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="hidden h-10 w-1/3 md:block" />
        </div>
      ))}
    </div>
  );
}
