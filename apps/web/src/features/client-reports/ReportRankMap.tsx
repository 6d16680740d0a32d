import * as ko from '@seller/shared/messages/sections';
import { kstDateTime } from '@seller/shared/rules/kst';
import { MAP_BAND_COLOURS, MAP_LEGEND_BANDS } from '@seller/shared/rules/place-rank-map';
import type { ReportRankMap as ReportRankMapData } from '@seller/shared/schemas/place-rank-map';

const t = ko.placeRankMap;

const cellText = (p: ReportRankMapData['points'][number]) =>
  p.status === 'found' && p.rank !== null ? String(p.rank) : p.status === 'failed' ? '!' : '-';

/**
 * A place's latest 순위 지도 on the client's report page (issue 41): the grid's cells in their
 * bands' colours with the ranks (the PDF draws the same), the place's own point outlined, the figures.
 */
export function ReportRankMap({ map }: { map: ReportRankMapData }) {
  const centre = (map.grid * map.grid - 1) / 2;
  const f = map.figures;
  return (
    <div className="mt-5 flex flex-col gap-3 border-t border-slate-100 pt-4" data-testid="report-rank-map">
      <div>
        <p className="text-sm font-bold text-slate-900">
          {t.title} · {map.keyword}
        </p>
        <p className="text-xs text-slate-500">
          {t.scanAt(kstDateTime(new Date(map.scannedAt)))} · {t.scanGrid(map.grid, map.spacingM)}
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <ol
          className="grid w-56 gap-0.5"
          style={{ gridTemplateColumns: `repeat(${map.grid}, minmax(0, 1fr))` }}
          aria-label={t.mapLabel}
        >
          {map.points.map((p, idx) => (
            <li
              key={idx}
              className="flex aspect-square items-center justify-center rounded-sm text-xs font-bold"
              style={{
                background: MAP_BAND_COLOURS[p.band].bg,
                color: MAP_BAND_COLOURS[p.band].fg,
                outline: idx === centre ? '2px solid #0f172a' : undefined,
              }}
              aria-label={`${t.pointLabel(Math.floor(idx / map.grid), idx % map.grid)} ${t.bands[p.band]}`}
            >
              {cellText(p)}
            </li>
          ))}
        </ol>
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-xs text-slate-500">{t.average}</dt>
            <dd className="font-bold text-slate-900">{t.averageValue(f.average)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t.top3Share}</dt>
            <dd className="font-bold text-slate-900">{t.share(f.top3Share)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t.top10Share}</dt>
            <dd className="font-bold text-slate-900">{t.share(f.top10Share)}</dd>
          </div>
        </dl>
      </div>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600" aria-label={t.legend}>
        {MAP_LEGEND_BANDS.map((b) => (
          <li key={b} className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block size-2.5 rounded-sm"
              style={{ background: MAP_BAND_COLOURS[b].bg }}
            />
            {t.bands[b]}
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">{t.averageNote}</p>
    </div>
  );
}
