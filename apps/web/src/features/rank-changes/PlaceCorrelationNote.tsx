import { useQuery } from '@tanstack/react-query';
import * as ko from '@seller/shared/messages/sections';
import { Skeleton } from '../../components/ui/Skeleton';
import { placeSentence } from './model';
import { fetchPlaceCorrelation, rankChangesKeys } from './rank-changes-api';

const t = ko.rankChangesUi;

/** A place keyword's one sentence (issue 42 §2): which listed figure goes most with rank this month. */
export function PlaceCorrelationNote({ plkwrdSn }: { plkwrdSn: number }) {
  const c = useQuery({
    queryKey: rankChangesKeys.place(plkwrdSn),
    queryFn: () => fetchPlaceCorrelation(plkwrdSn),
    staleTime: 5 * 60_000,
  });
  if (c.isPending) return <Skeleton className="mb-3 h-10 w-full" />;
  if (c.isError)
    return (
      <p role="alert" className="mb-3 text-sm text-red-600">
        {t.placeLoadError}{' '}
        <button type="button" className="min-h-11 underline" onClick={() => void c.refetch()}>
          {t.retry}
        </button>
      </p>
    );
  return (
    <div className="mb-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="place-correlation">
      <p>{placeSentence(c.data)}</p>
      {!c.data.tooFew && <p className="mt-1 text-xs text-slate-500">{t.placeSavesMissing}</p>}
    </div>
  );
}
