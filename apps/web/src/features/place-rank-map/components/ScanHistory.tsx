import * as ko from '@seller/shared/messages/sections';
import { kstDateTime } from '@seller/shared/rules/kst';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import type { MapScanSummary } from '../api/place-rank-map-api';

const t = ko.placeRankMap;

export const scanWhen = (s: MapScanSummary) => kstDateTime(new Date(s.createdAt));

/** Every scan of the keyword, newest first: view one, or compare it with the one on view. */
export function ScanHistory({
  scans,
  viewing,
  onView,
  onCompare,
}: {
  scans: MapScanSummary[];
  viewing: MapScanSummary | null;
  onView: (scanId: number) => void;
  onCompare: (scanId: number) => void;
}) {
  return (
    <section className="flex flex-col gap-2" data-testid="map-history">
      <h3 className="text-sm font-bold text-slate-900">{t.history}</h3>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {scans.map((s) => {
          const same =
            viewing &&
            viewing.scanId !== s.scanId &&
            viewing.grid === s.grid &&
            viewing.spacingM === s.spacingM;
          return (
            <li
              key={s.scanId}
              data-testid="map-history-row"
              data-scan={s.scanId}
              className={cn(
                'flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm',
                viewing?.scanId === s.scanId && 'bg-brand-50',
              )}
            >
              <span className="font-medium text-slate-900 tabular-nums">{scanWhen(s)}</span>
              <span className="text-slate-600">{t.scanGrid(s.grid, s.spacingM)}</span>
              {s.trigger === 'weekly' && (
                <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-700">
                  {t.weeklyTag}
                </span>
              )}
              <span className="text-slate-700 tabular-nums">
                {s.status === 'running'
                  ? t.progress(s.pointsDone, s.pointsTotal)
                  : `${t.average} ${t.averageValue(s.figures.average)}`}
              </span>
              <span className="ml-auto flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  data-testid="map-history-view"
                  onClick={() => onView(s.scanId)}
                >
                  {t.view}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  data-testid="map-history-compare"
                  disabled={!same || s.status !== 'done' || viewing?.status !== 'done'}
                  title={same ? undefined : t.compareSameGrid}
                  onClick={() => onCompare(s.scanId)}
                >
                  {t.compare}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
