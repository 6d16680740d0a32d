import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, Polyline, Popup, ScaleControl, TileLayer, useMap } from 'react-leaflet';
import * as ko from '@seller/shared/messages/sections';
import type { MapScan } from '../api/place-rank-map-api';
import { BAND_COLOURS, pinText, rankWords } from '../model/bands';
import { cn } from '../../../lib/cn';

const t = ko.placeRankMap;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Point = MapScan['points'][number];

function pinIcon(p: Point, moved: boolean) {
  const c = BAND_COLOURS[p.band];
  const ring = moved ? 'box-shadow:0 0 0 3px #f59e0b;' : '';
  return L.divIcon({
    className: 'rank-map-pin',
    iconSize: [34, 26],
    iconAnchor: [17, 13],
    popupAnchor: [0, -12],
    html: `<span data-testid="map-pin" data-idx="${p.idx}" data-band="${p.band}" style="display:flex;align-items:center;justify-content:center;width:34px;height:26px;border-radius:13px;background:${c.bg};color:${c.fg};font:700 13px/1 system-ui,sans-serif;border:2px solid #fff;${ring}">${escapeHtml(pinText(p))}</span>`,
  });
}

const placeIcon = L.divIcon({
  className: 'rank-map-place',
  iconSize: [52, 44],
  iconAnchor: [26, 22],
  html: '<span data-testid="map-place" style="display:block;width:52px;height:44px;border-radius:22px;border:3px dashed #0f172a;"></span>',
});

/** Lines between the grid's cells, half a spacing around each point (the plain background's grid). */
function gridLines(scan: MapScan): [number, number][][] {
  const pts = scan.points;
  const n = scan.grid;
  const dy = n > 1 ? (pts[0]!.y - pts[n]!.y) / 2 : 0.005;
  const dx = n > 1 ? (pts[1]!.x - pts[0]!.x) / 2 : 0.005;
  const top = pts[0]!.y + dy;
  const bottom = pts[n * n - 1]!.y - dy;
  const left = pts[0]!.x - dx;
  const right = pts[n - 1]!.x + dx;
  const lines: [number, number][][] = [];
  for (let i = 0; i <= n; i++) {
    const y = top - i * 2 * dy;
    const x = left + i * 2 * dx;
    lines.push([
      [y, left],
      [y, right],
    ]);
    lines.push([
      [top, x],
      [bottom, x],
    ]);
  }
  return lines;
}

/**
 * Fits the grid whenever the map's box changes size: the dialog opens with an animation and the
 * page's width changes, and Leaflet measures its box only when told.
 */
function FitGrid({ bounds }: { bounds: L.LatLngBounds }) {
  const map = useMap();
  useEffect(() => {
    const fit = () => {
      map.invalidateSize({ pan: false });
      map.fitBounds(bounds, { padding: [8, 8], animate: false });
      // The grid's vector layer redraws on moveend; a fit that lands on the same view fires none.
      map.fire('moveend');
    };
    const observer = new ResizeObserver(fit);
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, bounds]);
  return null;
}

export interface RankGridMapProps {
  scan: MapScan;
  /** The configured tile source (app config); a null url draws the plain background. */
  tiles: { url: string | null; attribution: string | null };
  /** Points to ring (the compare view's moved points). */
  moved?: ReadonlySet<number>;
  compact?: boolean;
  label?: string;
}

/**
 * The scan's points on a Leaflet map: a pin per point in its band's colour with the rank, the place
 * marked at the centre, each pin's popover listing the top 3 there (markers are focusable; Enter
 * opens it). Tiles only when configured; otherwise the grid on a plain background with a scale.
 */
export function RankGridMap({ scan, tiles, moved, compact = false, label }: RankGridMapProps) {
  const tileUrl = tiles.url;
  const lines = useMemo(() => gridLines(scan), [scan]);
  const bounds = useMemo(() => L.latLngBounds(lines.flat()), [lines]);
  // A new icon replaces the marker's element (and any open popover's anchor): made once per point
  // state (the polled scan keeps its references while nothing changed).
  const icons = useMemo(
    () => scan.points.map((p) => pinIcon(p, moved?.has(p.idx) ?? false)),
    [scan.points, moved],
  );
  return (
    <div
      role="region"
      aria-label={label ?? t.mapLabel}
      data-testid="rank-map"
      data-tiles={tileUrl ? 'on' : 'off'}
      className={cn(
        'relative overflow-hidden rounded-xl border border-slate-200',
        compact ? 'h-64' : 'h-80 sm:h-[26rem]',
      )}
    >
      <MapContainer
        bounds={bounds}
        boundsOptions={{ padding: [8, 8] }}
        scrollWheelZoom={false}
        zoomSnap={0.25}
        attributionControl={Boolean(tileUrl)}
        className="size-full bg-slate-50"
        style={{ background: '#f8fafc' }}
      >
        {tileUrl && <TileLayer url={tileUrl} attribution={tiles.attribution ?? ''} />}
        {!tileUrl &&
          lines.map((l, i) => (
            <Polyline
              key={i}
              positions={l}
              pathOptions={{ color: '#cbd5e1', weight: 1, interactive: false }}
            />
          ))}
        <Marker
          position={[scan.center.y, scan.center.x]}
          icon={placeIcon}
          interactive={false}
          keyboard={false}
        />
        {scan.points.map((p, i) => (
          <Marker
            key={p.idx}
            position={[p.y, p.x]}
            icon={icons[i]!}
            title={`${t.pointLabel(p.row, p.col)} ${rankWords(p)}`}
            alt={`${t.pointLabel(p.row, p.col)} ${rankWords(p)}`}
          >
            <Popup>
              <div data-testid="map-popover" className="min-w-40 text-sm">
                <p className="font-bold text-slate-900">
                  {t.pointLabel(p.row, p.col)} · {rankWords(p)}
                </p>
                <p className="mt-1 text-xs font-semibold text-slate-500">{t.topAtPoint}</p>
                {p.top.length ? (
                  <ol className="mt-1 list-decimal pl-4 text-slate-800">
                    {p.top.map((x) => (
                      <li
                        key={x.placeId}
                        className={cn(x.placeId === scan.placeId && 'font-bold text-brand-700')}
                      >
                        {x.name}
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="mt-1 text-slate-500">{t.topEmpty}</p>
                )}
              </div>
            </Popup>
          </Marker>
        ))}
        <ScaleControl position="bottomleft" imperial={false} />
        <FitGrid bounds={bounds} />
      </MapContainer>
    </div>
  );
}
