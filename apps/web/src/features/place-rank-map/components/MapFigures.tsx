import * as ko from '@seller/shared/messages/sections';
import { HelpTip } from '../../../components/ui/HelpTip';
import type { MapScanSummary } from '../api/place-rank-map-api';
import { BAND_COLOURS, LEGEND_BANDS } from '../model/bands';

const t = ko.placeRankMap;

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="flex items-center gap-1 text-[12px] text-slate-500">
        {label}
        {note && <HelpTip label={label} text={note} />}
      </dt>
      <dd className="text-base font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

const pointName = (grid: number, p: { idx: number; rank: number | null } | null) =>
  p
    ? `${t.pointLabel(Math.floor(p.idx / grid), p.idx % grid)} · ${p.rank === null ? t.outside : t.rankAt(p.rank)}`
    : '-';

/** The scan's figures; the average's note says outside counts as depth + 1. */
export function MapFigures({ scan, compact = false }: { scan: MapScanSummary; compact?: boolean }) {
  const f = scan.figures;
  return (
    <div className="flex flex-col gap-2" data-testid="map-figures">
      <dl
        className={
          compact ? 'grid grid-cols-2 gap-2 sm:grid-cols-3' : 'grid grid-cols-2 gap-2 lg:grid-cols-5'
        }
      >
        <Figure label={t.average} value={t.averageValue(f.average)} note={t.averageNote} />
        <Figure label={t.top3Share} value={t.share(f.top3Share)} />
        <Figure label={t.top10Share} value={t.share(f.top10Share)} />
        <Figure label={t.best} value={pointName(scan.grid, f.best)} />
        <Figure label={t.worst} value={pointName(scan.grid, f.worst)} />
      </dl>
      <p className="text-xs text-slate-500" data-testid="map-average-note">
        {t.averageNote}
      </p>
      {scan.pointsFailed > 0 && (
        <p className="text-sm font-medium text-slate-700" data-testid="map-failed">
          {t.failedPoints(scan.pointsFailed, scan.coinsRefunded)}
        </p>
      )}
    </div>
  );
}

export function MapLegend() {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700" aria-label={t.legend}>
      {LEGEND_BANDS.map((b) => (
        <li key={b} className="flex items-center gap-1">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-full"
            style={{ background: BAND_COLOURS[b].bg }}
          />
          {t.bands[b]}
        </li>
      ))}
    </ul>
  );
}
