import { useQuery } from '@tanstack/react-query';
import * as ko from '@seller/shared/messages/sections';
import { provenanceLine } from '@seller/shared/rules/rank-provenance';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { ImageThumb } from '../../../components/ui/ImageThumb';
import { Skeleton } from '../../../components/ui/Skeleton';
import { MoveMark } from '../../../components/rank-tracking/MoveMark';
import { cn } from '../../../lib/cn';
import { queryKeys } from '../../../lib/query-keys';
import { fetchPlaceTop } from '../api/place-top-api';

const t = ko.rankRivalsUi;

/**
 * The 상위 10 view of a place keyword (issue 28 §1): the first ten organic places of the day's
 * list with the ads that stood among them, marked and left without a position.
 */
export function PlaceTopPanel({ plkwrdSn }: { plkwrdSn: number }) {
  const top = useQuery({ queryKey: queryKeys.place.top(plkwrdSn), queryFn: () => fetchPlaceTop(plkwrdSn) });
  if (top.isPending) {
    return (
      <div role="status" className="mt-4 flex flex-col gap-2">
        <span className="sr-only">{ko.common.loading}</span>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (top.isError)
    return <ErrorState text={t.placeTopError} onRetry={() => void top.refetch()} className="py-6" />;
  const { day, entries, provenance, methodChanged } = top.data;
  if (day === null || entries.length === 0)
    return <EmptyState title={t.noTop} text={t.noPlaceTopHint} className="py-8" />;
  const knownBefore = entries.some((e) => e.listedBefore);
  return (
    <section className="mt-4" aria-labelledby={`place-top-${plkwrdSn}`} data-testid="place-top">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={`place-top-${plkwrdSn}`} className="text-sm font-semibold text-slate-900">
          {t.placeTopTitle}
        </h3>
        <span className="text-xs text-slate-500 tabular-nums">
          {t.topOf(day)}
          {provenance && ` · ${provenanceLine(provenance)}`}
        </span>
      </div>
      <p className="mt-0.5 text-xs text-slate-500">{t.placeTopHint}</p>
      {methodChanged && (
        <p
          className="mt-2 rounded-md bg-violet-50 px-3 py-2 text-xs text-violet-800"
          data-testid="top-method-changed"
        >
          {ko.rankProvenance.topMethodChanged}
        </p>
      )}
      <ol className="mt-2 flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
        {entries.map((e) => (
          <li
            key={`${e.placeId}-${e.rank ?? 'ad'}`}
            data-testid="place-top-row"
            data-ad={e.rank === null || undefined}
            data-own={e.own || undefined}
            className={cn(
              'flex items-center gap-3 px-3 py-2',
              e.own && 'bg-brand-50',
              e.rank === null && 'bg-slate-50',
            )}
          >
            <span className="w-8 shrink-0 text-right text-sm font-semibold text-slate-900 tabular-nums">
              {e.rank === null ? (
                <span className="rounded border border-slate-300 px-1 py-0.5 text-[10px] font-bold text-slate-500">
                  {t.adBadge}
                </span>
              ) : (
                e.rank
              )}
            </span>
            <ImageThumb src={e.image} className="size-9" />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-1 text-[13px] text-slate-800">
                {e.own && (
                  <span className="mr-1 rounded bg-brand-600 px-1 py-0.5 text-[10px] font-bold text-white">
                    {t.placeOwnBadge}
                  </span>
                )}
                {e.name}
              </p>
              <p className="truncate text-[11px] text-slate-500">
                {[
                  e.category,
                  e.reviewCount !== null ? t.visitorReviews(e.reviewCount.toLocaleString('ko-KR')) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            {e.rank !== null && (
              <span className="w-10 shrink-0 text-right">
                <MoveMark move={e.move} listedBefore={e.listedBefore} known={knownBefore} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
