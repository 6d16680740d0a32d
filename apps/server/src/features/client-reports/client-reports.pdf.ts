import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import {
  ko,
  outsideText,
  provenanceLine,
  reportRankText,
  reportSummary,
  summaryLines,
  shortDayText,
  type PublicReport,
  type ReportItem,
  type ReportKeyword,
} from '@seller/shared';
import { type Period, daysOf } from './client-reports.domain';
import { RANK_MAP_HEIGHT, drawRankMap } from './client-reports.pdf-map';

/**
 * The report as a PDF (pdfkit). Text is real text in Pretendard (OFL, from the `pretendard` npm
 * package, subset-embedded by pdfkit), so the PDF is searchable and prints sharp, and nothing
 * depends on the fonts of the machine. The charts are drawn with pdfkit's own vector path calls:
 * a rank line is a handful of moveTo/lineTo calls, which an SVG round trip (svg-to-pdfkit) would
 * only wrap.
 */

const require = createRequire(import.meta.url);
const FONT_DIR = 'pretendard/dist/public/static/alternative';
const REGULAR = require.resolve(`${FONT_DIR}/Pretendard-Regular.ttf`);
const BOLD = require.resolve(`${FONT_DIR}/Pretendard-Bold.ttf`);

const t = ko.clientReports;
const MARGIN = 40;
const PAGE = { width: 595.28, height: 841.89 };
const WIDTH = PAGE.width - MARGIN * 2;
const CHART_HEIGHT = 90;
const INK = '#0f172a';
const MUTED = '#64748b';
const LINE = '#e2e8f0';
const BRAND = '#2563eb';
/** The "수집 방식 변경" marks (issue 36 §2). */
const METHOD = '#7c3aed';
/** The "상품 변경" marks (issue 40 §1): the member switched the product; no move across it. */
const SWITCH = '#d97706';

const moveText = (move: number | null): string =>
  move === null || move === 0 ? t.moveSame : move > 0 ? t.moveUp(move) : t.moveDown(-move);

interface PdfHeading {
  /** The period line ("기간 …" or "YYYY-MM 월간 리포트"). */
  periodLabel: string;
  generatedAt: string;
}

/** Everything one PDF is made of: plain data, so it crosses to the render thread as it is. */
export interface PdfInput {
  report: PublicReport;
  period: Period;
  heading: PdfHeading;
  /** The agency's logo as PNG or JPEG bytes (issue 40 §1); none: the name alone. */
  logo?: Uint8Array | null;
}

/** The logo's box in the header: wide logos fill the width, square ones the height. */
const LOGO_BOX: [number, number] = [160, 44];

/** The report's PDF: the same content as the public page. */
export function renderReportPdf(
  report: PublicReport,
  period: Period,
  heading: PdfHeading,
  logo: Uint8Array | null = null,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    // An agency's PDF names the agency, not us, even in its metadata (issue 40 §1).
    info: { Title: report.name, Creator: report.company ?? ko.app.name },
    lang: 'ko-KR',
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, report, heading, logo);
  if (!report.items.length) doc.font('regular').fontSize(11).fillColor(MUTED).text(t.noItems);
  else summary(doc, report);
  if (report.comment) comment(doc, report.comment);
  const days = daysOf(period);
  for (const item of report.items) itemSection(doc, item, days);
  footers(doc, report.company);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, report: PublicReport, heading: PdfHeading, logo: Uint8Array | null) {
  if (logo) drawLogo(doc, logo);
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(BRAND)
    .text(report.company ? t.preparedBy(report.company) : t.neutralTitle);
  doc.moveDown(0.3).font('bold').fontSize(20).fillColor(INK).text(report.name);
  doc
    .moveDown(0.2)
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${heading.periodLabel}  ·  ${t.generatedAt(heading.generatedAt)}`);
  doc.moveDown(0.6);
  rule(doc);
  doc.moveDown(0.8);
}

/**
 * The agency's logo at the top left, inside LOGO_BOX with its proportions. The upload was decoded
 * when it was saved; a logo PDFKit still cannot read leaves the name alone rather than no PDF.
 */
function drawLogo(doc: PDFKit.PDFDocument, logo: Uint8Array) {
  const top = doc.y;
  try {
    // PDFKit reads a Buffer (the thread hands it a Uint8Array).
    doc.image(Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength), MARGIN, top, {
      fit: LOGO_BOX,
      valign: 'center',
    });
  } catch {
    return;
  }
  doc.y = top + LOGO_BOX[1] + 8;
}

function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
}

/** Starts a new page when fewer than `height` points are left on this one. */
function room(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > PAGE.height - MARGIN - 20) doc.addPage();
}

function itemSection(doc: PDFKit.PDFDocument, item: ReportItem, days: string[]) {
  room(doc, 60 + (item.keywords.length ? CHART_HEIGHT + 60 : 0));
  const kind = item.kind === 'goods' ? t.kindGoods : t.kindPlace;
  doc.font('bold').fontSize(9).fillColor(BRAND).text(kind);
  doc.font('bold').fontSize(14).fillColor(INK).text(item.name, { width: WIDTH });
  doc.moveDown(0.4);
  if (!item.keywords.length) {
    doc.font('regular').fontSize(10).fillColor(MUTED).text(t.noKeywords);
    doc.moveDown(1);
    return;
  }
  for (const keyword of item.keywords) keywordBlock(doc, keyword, days, item.depth);
  if (item.rankMap) {
    room(doc, RANK_MAP_HEIGHT);
    drawRankMap(doc, item.rankMap, MARGIN, WIDTH);
  }
  doc.moveDown(0.6);
}

const COLUMNS = [
  { label: t.keyword, x: 0, width: 0.4 },
  { label: t.todayRank, x: 0.4, width: 0.2 },
  { label: t.move, x: 0.6, width: 0.2 },
  { label: t.bestRank, x: 0.8, width: 0.2 },
] as const;

function keywordBlock(doc: PDFKit.PDFDocument, k: ReportKeyword, days: string[], depth: number) {
  room(doc, CHART_HEIGHT + 72);
  const top = doc.y;
  doc.font('regular').fontSize(8).fillColor(MUTED);
  for (const c of COLUMNS)
    doc.text(c.label, MARGIN + c.x * WIDTH, top, { width: c.width * WIDTH, lineBreak: false });
  const checked = k.ranks.length > 0;
  const values = [
    k.keyword,
    reportRankText(k.rank, depth, checked),
    moveText(k.move),
    reportRankText(k.best, depth, checked),
  ];
  const row = top + 12;
  values.forEach((v, i) => {
    const c = COLUMNS[i]!;
    const colour = i === 2 && k.move ? (k.move > 0 ? '#dc2626' : '#2563eb') : INK;
    doc
      .font(i === 0 ? 'bold' : 'regular')
      .fontSize(11)
      .fillColor(colour)
      .text(v, MARGIN + c.x * WIDTH, row, { width: c.width * WIDTH - 6, lineBreak: false, ellipsis: true });
  });
  doc.y = row + 20;
  // Where the ranks came from, and the days the method changed (no move across them); an outside
  // rank first names the depth and surface the check read (issue 36 §2).
  if (k.provenance) {
    const changed = k.methodChanges?.length
      ? ` · ${ko.rankProvenance.methodChanged} ${k.methodChanges.map((d) => d.slice(5).replace('-', '.')).join(', ')}`
      : '';
    const outside = k.rank === null ? `${outsideText(k.provenance, depth)} · ` : '';
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(outside + ko.rankProvenance.sourceLine(provenanceLine(k.provenance)) + changed, MARGIN, doc.y, {
        width: WIDTH,
        lineBreak: false,
        ellipsis: true,
      });
    doc.y += 4;
  }
  if (k.productChanges?.length) {
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(SWITCH)
      .text(t.productChangedOn(k.productChanges.map(shortDayText).join(', ')), MARGIN, doc.y, {
        width: WIDTH,
        lineBreak: false,
      });
    doc.y += 4;
  }
  // 순위 변동 원인 (issue 42 §3): the latest figures the page gave, the member's events.
  for (const note of k.notes ?? []) {
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(note, MARGIN, doc.y, { width: WIDTH, lineBreak: false, ellipsis: true });
    doc.y += 4;
  }
  chart(doc, k, days, depth);
  doc.x = MARGIN;
  doc.y += 12;
}

/**
 * The rank line over the period: rank 1 at the top, days without a rank (no check, or outside the
 * checked range) break the line. The y axis spans the ranks of this keyword only, so a move from
 * 12th to 9th is visible.
 */
function chart(doc: PDFKit.PDFDocument, k: ReportKeyword, days: string[], depth: number) {
  const box = { x: MARGIN + 30, y: doc.y, w: WIDTH - 30, h: CHART_HEIGHT };
  const byDay = new Map(k.ranks.map((r) => [r.day, r.rank]));
  const values = k.ranks.flatMap((r) => (r.rank === null ? [] : [r.rank]));
  doc.save();
  doc.rect(box.x, box.y, box.w, box.h).lineWidth(0.5).strokeColor(LINE).stroke();
  doc.font('regular').fontSize(7).fillColor(MUTED);
  if (!values.length) {
    // Checked every recorded day and never within the depth: say so, not "no record" (issue 40 §1).
    const text = k.ranks.length ? t.outsideAll(k.ranks.length, depth) : t.noHistory;
    doc.text(text, box.x, box.y + box.h / 2 - 4, { width: box.w, align: 'center' });
    doc.restore();
    doc.y = box.y + box.h + 14;
    return;
  }
  const best = Math.min(...values);
  const worst = Math.max(...values);
  const span = Math.max(worst - best, 1);
  const yOf = (rank: number) => box.y + 8 + ((rank - best) / span) * (box.h - 16);
  const xOf = (i: number) => box.x + (days.length === 1 ? box.w / 2 : (i / (days.length - 1)) * box.w);
  // Grid lines and labels at the best and worst rank (and the middle when they differ).
  const marks = worst === best ? [best] : [best, Math.round((best + worst) / 2), worst];
  for (const m of [...new Set(marks)]) {
    doc
      .moveTo(box.x, yOf(m))
      .lineTo(box.x + box.w, yOf(m))
      .lineWidth(0.3)
      .strokeColor(LINE)
      .stroke();
    doc
      .fillColor(MUTED)
      .text(t.rankValue(m), MARGIN - 4, yOf(m) - 3.5, { width: 32, align: 'right', lineBreak: false });
  }
  // A dashed line at each day the method or the product changed; the rank line breaks there
  // (not a move).
  const methods = new Set(k.methodChanges ?? []);
  const switches = new Set(k.productChanges ?? []);
  const changes = new Set([...methods, ...switches]);
  days.forEach((day, i) => {
    if (!changes.has(day)) return;
    doc
      .moveTo(xOf(i), box.y)
      .lineTo(xOf(i), box.y + box.h)
      .lineWidth(0.6)
      .dash(2, { space: 2 })
      .strokeColor(switches.has(day) ? SWITCH : METHOD)
      .stroke()
      .undash();
  });
  // The line, broken at days without a rank.
  doc.lineWidth(1.4).strokeColor(BRAND);
  let drawing = false;
  days.forEach((day, i) => {
    const rank = byDay.get(day) ?? null;
    if (rank === null || changes.has(day)) {
      drawing = rank !== null;
      if (rank !== null) doc.moveTo(xOf(i), yOf(rank));
      return;
    }
    if (drawing) doc.lineTo(xOf(i), yOf(rank));
    else doc.moveTo(xOf(i), yOf(rank));
    drawing = true;
  });
  doc.stroke();
  days.forEach((day, i) => {
    const rank = byDay.get(day) ?? null;
    if (rank !== null) doc.circle(xOf(i), yOf(rank), 1.8).fillColor(BRAND).fill();
  });
  // Dates under the axis: the first, the middle and the last day of the period.
  const labelled = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])];
  doc.fillColor(MUTED);
  for (const i of labelled) {
    const label = days[i]!.slice(5).replace('-', '.');
    const x = i === 0 ? box.x : i === days.length - 1 ? box.x + box.w - 40 : xOf(i) - 20;
    doc.text(label, x, box.y + box.h + 3, {
      width: 40,
      align: i === 0 ? 'left' : i === days.length - 1 ? 'right' : 'center',
      lineBreak: false,
    });
  }
  doc.restore();
  doc.x = MARGIN;
  doc.y = box.y + box.h + 14;
}

/** The maker's comment for the client, as the page shows it (issue 40 §1). */
function comment(doc: PDFKit.PDFDocument, text: string) {
  doc.font('bold').fontSize(9).fillColor(MUTED).text(t.commentTitle, MARGIN, doc.y);
  doc.moveDown(0.2).font('regular').fontSize(10).fillColor(INK).text(text, { width: WIDTH });
  doc.moveDown(0.8);
}

/** The page's summary block, by the same function (issue 40 §1). */
function summary(doc: PDFKit.PDFDocument, report: PublicReport) {
  const lines = summaryLines(reportSummary(report));
  const top = doc.y;
  const width = WIDTH / lines.length;
  lines.forEach((l, i) => {
    const x = MARGIN + i * width;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(l.label, x, top, { width: width - 8, lineBreak: false });
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(INK)
      .text(l.value, x, top + 12, { width: width - 8, lineBreak: false, ellipsis: true });
  });
  doc.x = MARGIN;
  doc.y = top + 36;
  rule(doc);
  doc.moveDown(0.8);
}

function footers(doc: PDFKit.PDFDocument, company: string | null) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would make pdfkit start a page; the footer belongs there.
    doc.page.margins.bottom = 0;
    const y = PAGE.height - MARGIN + 8;
    doc.font('regular').fontSize(7).fillColor(MUTED);
    doc.text(company ? t.providedBy(company) : t.footer, MARGIN, y, { width: WIDTH, lineBreak: false });
    doc.text(t.pageOf(i + 1, range.count), MARGIN, y, { width: WIDTH, align: 'right', lineBreak: false });
  }
}
