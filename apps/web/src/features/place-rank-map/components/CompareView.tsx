import { useMemo } from 'react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { useMapCompare } from '../hooks/use-rank-map';
import { MapFigures } from './MapFigures';
import { RankGridMap } from './RankGridMap';
import { scanWhen } from './ScanHistory';

const t = ko.placeRankMap;

/** Two scans side by side (older left), the moved points ringed on both and listed. */
export function CompareView({
  pair,
  tiles,
  onClose,
}: {
  pair: { before: number; after: number };
  tiles: { url: string | null; attribution: string | null };
  onClose: () => void;
}) {
  const cmp = useMapCompare(pair);
  const ring = useMemo(() => new Set(cmp.data?.moved.map((m) => m.idx) ?? []), [cmp.data]);
  if (cmp.isPending) return <LoadingState label={t.loading} className="min-h-40" />;
  if (cmp.isError) return <ErrorState text={cmp.error.message} onRetry={() => void cmp.refetch()} />;
  const { before, after, moved } = cmp.data;
  const side = (label: string, scan: typeof before) => (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-sm font-semibold text-slate-800">
        {label} · {scanWhen(scan)}
      </p>
      <RankGridMap scan={scan} tiles={tiles} moved={ring} compact label={`${label} ${t.mapLabel}`} />
      <MapFigures scan={scan} compact />
    </div>
  );
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/30 p-3"
      data-testid="map-compare"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-bold text-slate-900">{t.compareTitle}</h3>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t.close}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {side(t.compareBefore, before)}
        {side(t.compareAfter, after)}
      </div>
      <div data-testid="map-moved">
        <p className="text-sm font-semibold text-slate-800">
          {moved.length ? t.moved(moved.length) : t.movedNone}
        </p>
        <ul className="mt-1 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
          {moved.map((m) => (
            <li key={m.idx} data-testid="map-moved-row">
              {t.pointLabel(Math.floor(m.idx / after.grid), m.idx % after.grid)}:{' '}
              {m.before === null ? t.outside : t.rankAt(m.before)} →{' '}
              {m.after === null ? t.outside : t.rankAt(m.after)}{' '}
              <span className={m.change > 0 ? 'font-semibold text-green-700' : 'font-semibold text-red-700'}>
                ({m.change > 0 ? t.movedUp(m.change) : t.movedDown(-m.change)})
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
