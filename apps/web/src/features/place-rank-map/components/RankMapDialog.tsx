import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { MAP_GRID_SIZES, MAP_SPACINGS_M } from '@seller/shared/rules/place-rank-map';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Dialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { useAppConfig } from '../../../lib/app-config';
import { useMapQuote, useMapScan, useMapScans, useStartMapScan } from '../hooks/use-rank-map';
import { CompareView } from './CompareView';
import { MapFigures, MapLegend } from './MapFigures';
import { MapSchedule } from './MapSchedule';
import { MapTrend } from './MapTrend';
import { RankGridMap } from './RankGridMap';
import { ScanHistory, scanWhen } from './ScanHistory';

const t = ko.placeRankMap;

export interface RankMapDialogProps {
  placeName: string;
  keywords: { plkwrdSn: number; keyword: string }[];
  onClose: () => void;
}

/** 순위 지도 of a tracked place (issue 41): choose, quote, confirm, run; the map, figures, history, trend. */
export function RankMapDialog({ placeName, keywords, onClose }: RankMapDialogProps) {
  const [plkwrdSn, setPlkwrdSn] = useState<number | null>(keywords[0]?.plkwrdSn ?? null);
  const [grid, setGrid] = useState<number>(5);
  const [spacingM, setSpacingM] = useState<number>(1000);
  const [confirming, setConfirming] = useState(false);
  const [viewId, setViewId] = useState<number | null>(null);
  const [compareWith, setCompareWith] = useState<number | null>(null);
  const config = useAppConfig();
  const tiles = { url: config.mapTileUrl, attribution: config.mapTileAttribution };
  const ask = plkwrdSn === null ? null : { plkwrdSn, grid, spacingM };
  const quote = useMapQuote(ask);
  const scans = useMapScans(plkwrdSn);
  const start = useStartMapScan();
  const shownId = viewId ?? scans.data?.[0]?.scanId ?? null;
  const scan = useMapScan(shownId);
  const viewing = useMemo(() => scans.data?.find((s) => s.scanId === shownId) ?? null, [scans.data, shownId]);
  // A scan that ends refreshes the list (its figures) and the quote (running → can run again).
  const running = scan.data?.status === 'running';
  useEffect(() => {
    if (!running) void scans.refetch().then(() => quote.refetch());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);

  const run = () => {
    if (!ask) return;
    start.submit(ask, {
      onSuccess: (s) => {
        toast.success(t.started);
        setViewId(s.scanId);
        setCompareWith(null);
        setConfirming(false);
      },
      onError: (e) => {
        toast.error(e.message);
        setConfirming(false);
        void quote.refetch();
      },
    });
  };

  const q = quote.data;
  const keyword = keywords.find((k) => k.plkwrdSn === plkwrdSn)?.keyword ?? '';
  const pair =
    compareWith !== null && shownId !== null
      ? { before: Math.min(compareWith, shownId), after: Math.max(compareWith, shownId) }
      : null;

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={keyword ? t.openFor(keyword) : t.title}
      description={`${placeName} · ${t.intro}`}
      className="max-h-[94vh] w-[calc(100vw-1rem)] max-w-5xl overflow-y-auto p-4 sm:p-6"
    >
      <div className="mt-4 flex flex-col gap-4" data-testid="rank-map-dialog">
        <div className="flex flex-wrap items-end gap-3">
          {keywords.length > 1 && (
            <label className="flex flex-col gap-1 text-xs text-slate-600">
              {ko.placeRankUi.colKeyword}
              <select
                data-testid="map-keyword"
                className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
                value={plkwrdSn ?? ''}
                onChange={(e) => {
                  setPlkwrdSn(Number(e.target.value));
                  setViewId(null);
                  setCompareWith(null);
                }}
              >
                {keywords.map((k) => (
                  <option key={k.plkwrdSn} value={k.plkwrdSn}>
                    {k.keyword}
                  </option>
                ))}
              </select>
            </label>
          )}
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-xs text-slate-600">{t.grid}</legend>
            <div className="flex gap-1" role="radiogroup">
              {MAP_GRID_SIZES.map((n) => (
                <label
                  key={n}
                  className="flex h-10 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-2.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="map-grid"
                    data-testid={`map-grid-${n}`}
                    checked={grid === n}
                    onChange={() => setGrid(n)}
                    className="accent-brand-600"
                  />
                  <span>{t.gridSize(n)}</span>
                  <span className="hidden text-xs text-slate-500 sm:inline">{t.gridPoints(n)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex flex-col gap-1 text-xs text-slate-600">
            {t.spacing}
            <select
              data-testid="map-spacing"
              className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
              value={spacingM}
              onChange={(e) => setSpacingM(Number(e.target.value))}
            >
              {MAP_SPACINGS_M.map((m) => (
                <option key={m} value={m}>
                  {t.spacingOption(m)}
                </option>
              ))}
            </select>
          </label>
        </div>

        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3" data-testid="map-cost">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-bold text-slate-900 tabular-nums">
              {q ? t.cost(q.coins, q.points) : t.cost(grid * grid, grid * grid)}
            </p>
            <p className="text-xs text-slate-600">
              {q ? `${t.balance(q.balance)} · ` : ''}
              {t.costNote(q?.perPoint ?? 1)}
            </p>
            {q?.message && (
              <p className="mt-1 text-sm font-medium text-red-700" data-testid="map-cost-message">
                {q.message}
              </p>
            )}
          </div>
          <Button
            data-testid="map-run"
            disabled={!q || !q.enough || q.running || start.isPending}
            onClick={() => setConfirming(true)}
          >
            {t.runNow}
          </Button>
        </div>

        {scans.isPending && plkwrdSn !== null ? (
          <LoadingState label={t.loading} className="min-h-40" />
        ) : scans.isError ? (
          <ErrorState text={t.loadFailed} onRetry={() => void scans.refetch()} />
        ) : !scans.data?.length ? (
          <EmptyState title={t.empty} text={t.emptyText} />
        ) : (
          <>
            {scan.isError && <ErrorState text={t.loadFailed} onRetry={() => void scan.refetch()} />}
            {scan.data && (
              <section
                className="flex flex-col gap-3"
                data-testid="map-current"
                data-status={scan.data.status}
                data-scan={scan.data.scanId}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm font-semibold text-slate-800">
                    {t.scanAt(scanWhen(scan.data))} · {t.scanGrid(scan.data.grid, scan.data.spacingM)}
                  </p>
                  {scan.data.status === 'running' && (
                    <div
                      className="flex min-w-48 items-center gap-2"
                      role="status"
                      data-testid="map-progress"
                    >
                      <progress
                        className="h-2 w-32 accent-brand-600"
                        max={scan.data.pointsTotal}
                        value={scan.data.pointsDone}
                        aria-label={t.running}
                      />
                      <span className="text-xs text-slate-700 tabular-nums">
                        {t.progress(scan.data.pointsDone, scan.data.pointsTotal)}
                      </span>
                    </div>
                  )}
                </div>
                <RankGridMap scan={scan.data} tiles={tiles} />
                <MapLegend />
                <MapFigures scan={scan.data} />
              </section>
            )}
            {pair && <CompareView pair={pair} tiles={tiles} onClose={() => setCompareWith(null)} />}
            <ScanHistory
              scans={scans.data}
              viewing={viewing}
              onView={(id) => {
                setViewId(id);
                setCompareWith(null);
              }}
              onCompare={setCompareWith}
            />
            <section className="flex flex-col gap-2">
              <h3 className="text-sm font-bold text-slate-900">{t.trend}</h3>
              <MapTrend scans={scans.data} />
            </section>
          </>
        )}
        {plkwrdSn !== null && <MapSchedule plkwrdSn={plkwrdSn} grid={grid} spacingM={spacingM} />}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.confirmTitle}
        text={q ? t.confirmText(q.coins, q.points) : ''}
        confirmLabel={t.confirm}
        tone="primary"
        loading={start.isPending}
        onConfirm={run}
      />
    </Dialog>
  );
}
