import { ko } from '@seller/shared';
import type { ReportRankMap } from '@seller/shared/schemas/place-rank-map';
import { kstDateTime } from '@seller/shared/rules/kst';
import { MAP_BAND_COLOURS, MAP_LEGEND_BANDS } from '@seller/shared/rules/place-rank-map';

/**
 * A place's latest 순위 지도 in the report's PDF (issue 41), drawn with pdfkit's own calls: a cell
 * per point in its band's colour with its rank (Korean text in the PDF's font, no screenshot),
 * the place's own point ringed, and the figures beside. The colours are the screen's.
 */

const t = ko.placeRankMap;
const INK = '#0f172a';
const MUTED = '#64748b';
/** The grid's side in points (a 7×7 grid's cells are 20 pt). */
const SIDE = 140;

const cellText = (p: ReportRankMap['points'][number]) =>
  p.status === 'found' && p.rank !== null ? String(p.rank) : p.status === 'failed' ? '!' : '-';

/** Draws the map at the cursor (x = `left`), `width` wide; moves the cursor below it. */
export function drawRankMap(doc: PDFKit.PDFDocument, map: ReportRankMap, left: number, width: number) {
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text(`${t.title} · ${map.keyword}`, left, top, { width, lineBreak: false });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `${t.scanAt(kstDateTime(new Date(map.scannedAt)))} · ${t.scanGrid(map.grid, map.spacingM)}`,
      left,
      top + 12,
      {
        width,
        lineBreak: false,
      },
    );
  const gy = top + 28;
  const cell = SIDE / map.grid;
  const centre = (map.grid * map.grid - 1) / 2;
  map.points.forEach((p, idx) => {
    const x = left + (idx % map.grid) * cell;
    const y = gy + Math.floor(idx / map.grid) * cell;
    doc
      .rect(x + 1, y + 1, cell - 2, cell - 2)
      .fillColor(MAP_BAND_COLOURS[p.band].bg)
      .fill();
    doc
      .font('bold')
      .fontSize(cell > 24 ? 10 : 8)
      .fillColor(MAP_BAND_COLOURS[p.band].fg)
      .text(cellText(p), x, y + cell / 2 - 4.5, { width: cell, align: 'center', lineBreak: false });
    if (idx === centre)
      doc
        .rect(x + 1, y + 1, cell - 2, cell - 2)
        .lineWidth(1.5)
        .strokeColor(INK)
        .stroke();
  });
  // The figures beside the grid, and the note on how outside counts.
  const fx = left + SIDE + 16;
  const fw = width - SIDE - 16;
  const f = map.figures;
  const lines: [string, string][] = [
    [t.average, t.averageValue(f.average)],
    [t.top3Share, t.share(f.top3Share)],
    [t.top10Share, t.share(f.top10Share)],
  ];
  lines.forEach(([label, value], i) => {
    const y = gy + i * 26;
    doc.font('regular').fontSize(8).fillColor(MUTED).text(label, fx, y, { width: fw, lineBreak: false });
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(value, fx, y + 10, { width: fw, lineBreak: false });
  });
  const legend = MAP_LEGEND_BANDS.map((b) => t.bands[b]);
  let lx = fx;
  const ly = gy + 84;
  MAP_LEGEND_BANDS.forEach((b, i) => {
    doc
      .rect(lx, ly + 1, 6, 6)
      .fillColor(MAP_BAND_COLOURS[b].bg)
      .fill();
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(MUTED)
      .text(legend[i]!, lx + 8, ly, { lineBreak: false });
    lx += 8 + doc.widthOfString(legend[i]!) + 8;
  });
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(MUTED)
    .text(t.averageNote, fx, ly + 14, { width: fw });
  doc.x = left;
  doc.y = gy + SIDE + 10;
}

/** The height drawRankMap takes (to keep it on one page). */
export const RANK_MAP_HEIGHT = SIDE + 40;
