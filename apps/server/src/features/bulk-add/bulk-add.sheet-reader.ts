// Over ~300 lines on purpose: one streaming xlsx reader (zip entries, shared strings, the sheet's
// cells) whose limits are enforced while it reads; its parts only make sense together.
import { Unzip, UnzipInflate } from 'fflate';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import {
  BULK_MAX_ROW_INDEX,
  BULK_MAX_ROWS,
  type BulkKind,
  type ErrorCode,
  MAX_KEYWORDS,
  MAX_PLACE_KEYWORDS,
  ko,
} from '@seller/shared';
import { CELL_MAX, FIELD_MAX, type SheetField, type SheetRow, capField, exampleOf } from './bulk-add.domain';

/**
 * Reads an uploaded xlsx with its limits enforced while reading (issue 35 §2). It runs in a
 * worker thread (bulk-add.sheet-pool.ts) and does no I/O: bytes in, rows or a refusal out.
 *
 * Why not exceljs here (it still writes the template): `wb.xlsx.load` builds every cell of the
 * sheet in memory before anything can be refused (and our loop then walked every row up to the
 * last: one filled row at 1,048,576 was a million rows) and hands each cell its whole text
 * (800 cells of one 32,767-character shared string became a 115 MB preview); its streaming WorkbookReader writes a sheet that comes before the shared
 * strings (as Excel and exceljs order them) to a temporary file and picks sheets in zip order.
 * This reader keeps only what a preview can use:
 * - unzip (fflate, streaming, fed 1 KB at a time so one step inflates at most ~1 MB): only the
 *   parts read below are inflated, and their real inflated size is counted and refused past
 *   MAX_UNPACKED_BYTES (the sizes a zip declares can lie);
 * - XML by saxes (the SAX parser exceljs itself uses; no DTD entities, so no entity expansion);
 * - each shared string kept to CELL_MAX + 1 characters while it is read, each cell to its
 *   field's length (`capField`), so one long string referenced 800 times is never copied whole;
 * - the sheet's rows one by one: the 501st filled row or a filled row past BULK_MAX_ROW_INDEX
 *   stops the reading at once, and nothing after the rows (`</sheetData>`) is read.
 */

/** What the parts read may inflate to: a full 500-row sheet of the longest cells is about 3 MB. */
export const MAX_UNPACKED_BYTES = 10 * 1024 * 1024;
/** Bytes pushed into the unzip at once: deflate inflates at most ~1,032× its input in one step. */
const UNZIP_STEP = 1024;

/** A refusal of the file, with the Korean message's code. */
export class SheetRefused extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const isPartRead = (name: string) =>
  name === WORKBOOK ||
  name === WORKBOOK_RELS ||
  name === SHARED_STRINGS ||
  /^xl\/worksheets\/[^/]+\.xml$/.test(name);

/** The parts this reader reads, inflated, refusing a file that inflates past the limit. */
function unzipParts(file: Uint8Array): Map<string, Uint8Array[]> {
  const parts = new Map<string, Uint8Array[]>();
  let total = 0;
  const unzip = new Unzip((entry) => {
    // Any other part (images, styles, themes) is skipped without being inflated.
    if (!isPartRead(entry.name)) return;
    const chunks: Uint8Array[] = [];
    parts.set(entry.name, chunks);
    entry.ondata = (err, chunk) => {
      // fflate hands an error thrown below back here as `err`: keep ours.
      if (err) throw err instanceof SheetRefused ? err : new SheetRefused('BULK_FILE_UNREADABLE');
      total += chunk.length;
      if (total > MAX_UNPACKED_BYTES) throw new SheetRefused('BULK_FILE_UNPACKED_TOO_LARGE');
      chunks.push(chunk);
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < file.length; at += UNZIP_STEP)
      unzip.push(file.subarray(at, at + UNZIP_STEP), at + UNZIP_STEP >= file.length);
  } catch (e) {
    if (e instanceof SheetRefused) throw e;
    throw new SheetRefused('BULK_FILE_UNREADABLE');
  }
  return parts;
}

/** Ends a parse early (not an error): the rest of the part is not needed. */
class Done extends Error {}

/** Element names without their namespace prefix (some writers use `<x:row>`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);
const attr = (tag: SaxesTagPlain, name: string): string | undefined => {
  const found = Object.entries(tag.attributes).find(([key]) => local(key) === name);
  return found?.[1] as string | undefined;
};

interface XmlHandlers {
  open?: (name: string, tag: SaxesTagPlain) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}

/** Runs a part's XML through saxes, chunk by chunk; a handler may throw Done to stop. */
function parseXml(chunks: readonly Uint8Array[] | undefined, on: XmlHandlers): void {
  if (!chunks) return;
  const parser = new SaxesParser();
  if (on.open) parser.on('opentag', (tag) => on.open!(local(tag.name), tag));
  if (on.text) {
    parser.on('text', on.text);
    parser.on('cdata', on.text);
  }
  if (on.close) parser.on('closetag', (tag) => on.close!(local(tag.name)));
  const decoder = new TextDecoder();
  try {
    for (const chunk of chunks) parser.write(decoder.decode(chunk, { stream: true }));
    parser.write(decoder.decode());
    parser.close();
  } catch (e) {
    if (e instanceof Done) return;
    if (e instanceof SheetRefused) throw e;
    // Malformed XML (saxes throws without an error handler).
    throw new SheetRefused('BULK_FILE_UNREADABLE');
  }
}

/** The part of the workbook's first sheet (workbook order, not zip order). */
function firstSheetPart(parts: Map<string, Uint8Array[]>): string {
  let firstId: string | undefined;
  parseXml(parts.get(WORKBOOK), {
    open: (name, tag) => {
      if (name !== 'sheet') return;
      firstId = attr(tag, 'id');
      throw new Done();
    },
  });
  let target: string | undefined;
  if (firstId !== undefined)
    parseXml(parts.get(WORKBOOK_RELS), {
      open: (name, tag) => {
        if (name === 'Relationship' && attr(tag, 'Id') === firstId) {
          target = attr(tag, 'Target');
          throw new Done();
        }
      },
    });
  // Targets are relative to xl/ ("worksheets/sheet1.xml") or absolute ("/xl/worksheets/sheet1.xml").
  const path =
    target === undefined
      ? 'xl/worksheets/sheet1.xml'
      : target.startsWith('/')
        ? target.slice(1)
        : `xl/${target.replace(/^\.\//, '')}`;
  if (!parts.has(path)) throw new SheetRefused('BULK_FILE_UNREADABLE');
  return path;
}

/** Appends to a cell's text, keeping at most CELL_MAX + 1 characters (one more says "too long"). */
const append = (text: string, more: string) =>
  text.length > CELL_MAX ? text : text + more.slice(0, CELL_MAX + 1 - text.length);

/** The shared strings, each kept to CELL_MAX + 1 characters; phonetic runs (`<rPh>`) left out. */
function sharedStrings(chunks: readonly Uint8Array[] | undefined): string[] {
  const strings: string[] = [];
  let current = '';
  let inText = false;
  let inPhonetic = false;
  parseXml(chunks, {
    open: (name) => {
      if (name === 'si') current = '';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    },
    text: (text) => {
      if (inText) current = append(current, text);
    },
    close: (name) => {
      if (name === 'si') strings.push(current);
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
  });
  return strings;
}

/** "AB12" → 28; a reference without letters → null. */
function columnOf(ref: string): number | null {
  const letters = /^([A-Z]{1,3})\d*$/i.exec(ref)?.[1];
  if (!letters) return null;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** A cell's text as a member sees it: trimmed; a cut one (longer than any field) left as cut. */
function cellText(
  type: string | undefined,
  value: string,
  inline: string,
  shared: readonly string[],
): string {
  let text: string;
  switch (type) {
    case 's':
      text = shared[Number.parseInt(value, 10)] ?? '';
      break;
    case 'inlineStr':
      text = inline;
      break;
    case 'str':
    case 'e':
    case 'd':
      text = value;
      break;
    case 'b':
      text = value.trim() === '1' ? 'TRUE' : 'FALSE';
      break;
    default: {
      // A number, as exceljs's cell.text gave it: 8412345678, not 8.41E+09.
      const n = Number(value);
      text = value.trim() !== '' && Number.isFinite(n) ? String(n) : value;
    }
  }
  return text.length > CELL_MAX ? text : text.trim();
}

/**
 * The rows of an uploaded file: its first sheet, columns found by their header in row 1 (so a
 * column moved or a keyword column added is still read; a "키워드6" column makes the row's
 * keywords too many rather than silently dropped). Empty rows and the template's example row are
 * skipped. Refuses with SheetRefused.
 */
export function readSheetFile(kind: BulkKind, file: Uint8Array): SheetRow[] {
  const parts = unzipParts(file);
  const sheetPart = firstSheetPart(parts);
  const shared = sharedStrings(parts.get(SHARED_STRINGS));
  const t = ko.bulkAdd;
  const inputHeader = kind === 'goods' ? t.headerProduct : t.headerPlace;
  const maxKeywords = kind === 'goods' ? MAX_KEYWORDS : MAX_PLACE_KEYWORDS;
  const example = exampleOf(kind).join('\u0000');

  // Header row: column → its name; then column → the field it holds.
  type Column = 'input' | 'type' | 'keyword' | 'memo';
  const headers = new Map<number, string>();
  let fields: Map<number, Column> | null = null;
  const rows: SheetRow[] = [];

  // Parse state.
  let inData = false;
  let rowIndex = 0;
  let cells = new Map<number, string>();
  let col = 0;
  let cellType: string | undefined;
  let value = '';
  let inline = '';
  let into: 'value' | 'inline' | null = null;
  let inPhonetic = false;

  const mapHeaders = () => {
    const found = new Map<number, Column>();
    for (const [column, name] of headers) {
      if (name === inputHeader) found.set(column, 'input');
      else if (name === t.headerType) found.set(column, 'type');
      else if (name === t.headerMemo) found.set(column, 'memo');
      else if (name.startsWith(t.headerKeywordPrefix)) found.set(column, 'keyword');
    }
    if (![...found.values()].includes('input')) throw new SheetRefused('BULK_FILE_HEADER');
    return found;
  };

  const endRow = () => {
    if (rowIndex === 1) {
      fields = mapHeaders();
      return;
    }
    // The header is row 1: a sheet whose first filled row is further down has none.
    fields ??= mapHeaders();
    const columns = [...fields.entries()].sort(([a], [b]) => a - b);
    const of = (field: Column) => columns.filter(([, f]) => f === field).map(([c]) => cells.get(c) ?? '');
    const raw = {
      input: of('input').at(-1) ?? '',
      type: of('type').at(-1) ?? '',
      keywords: of('keyword'),
      memo: of('memo').at(-1) ?? '',
    };
    if (raw.input === '' && raw.type === '' && raw.keywords.every((k) => k === '') && raw.memo === '') return;
    if (rowIndex > BULK_MAX_ROW_INDEX) throw new SheetRefused('BULK_ROW_OUT_OF_RANGE');
    const asTemplate = [
      raw.input,
      ...(kind === 'goods' ? [raw.type] : []),
      ...raw.keywords,
      ...(kind === 'goods' ? [raw.memo] : []),
    ];
    if (asTemplate.join('\u0000') === example) return;
    const tooLong = new Set<SheetField>();
    const capped = (text: string, field: SheetField | 'type') => {
      const c = capField(text, FIELD_MAX[field]);
      if (c.tooLong && field !== 'type') tooLong.add(field);
      return c.text;
    };
    rows.push({
      row: rowIndex,
      input: capped(raw.input, 'input'),
      type: capped(raw.type, 'type'),
      // One more than a row may have is enough to refuse it; 16,000 keyword columns are not kept.
      keywords: raw.keywords
        .filter((k) => k !== '')
        .slice(0, maxKeywords + 1)
        .map((k) => capped(k, 'keywords')),
      memo: capped(raw.memo, 'memo'),
      ...(tooLong.size > 0 ? { tooLong: [...tooLong] } : {}),
    });
    if (rows.length > BULK_MAX_ROWS) throw new SheetRefused('BULK_TOO_MANY_ROWS');
  };

  parseXml(parts.get(sheetPart), {
    open: (name, tag) => {
      if (name === 'sheetData') inData = true;
      if (!inData) return;
      switch (name) {
        case 'row': {
          const r = attr(tag, 'r');
          const next = r === undefined ? rowIndex + 1 : Number(r);
          if (!Number.isInteger(next) || next < 1) throw new SheetRefused('BULK_FILE_UNREADABLE');
          rowIndex = next;
          cells = new Map();
          col = 0;
          break;
        }
        case 'c': {
          const ref = attr(tag, 'r');
          col = (ref === undefined ? null : columnOf(ref)) ?? col + 1;
          cellType = attr(tag, 't');
          value = '';
          inline = '';
          break;
        }
        case 'v':
          into = 'value';
          break;
        case 'rPh':
          inPhonetic = true;
          break;
        case 't':
          if (!inPhonetic) into = 'inline';
          break;
      }
    },
    text: (text) => {
      if (into === 'value') value = append(value, text);
      else if (into === 'inline') inline = append(inline, text);
    },
    close: (name) => {
      if (!inData) return;
      switch (name) {
        case 'v':
        case 't':
          into = null;
          break;
        case 'rPh':
          inPhonetic = false;
          break;
        case 'c': {
          // Only the header row and the columns a row is read from are kept.
          const wanted = rowIndex === 1 || fields?.has(col) !== false;
          if (wanted) {
            const text = cellText(cellType, value, inline, shared);
            if (rowIndex === 1) headers.set(col, text);
            else if (text !== '') cells.set(col, text);
          }
          break;
        }
        case 'row':
          endRow();
          break;
        case 'sheetData':
          throw new Done();
      }
    },
  });
  if (rows.length === 0) {
    // A header alone, or nothing at all: no header is the clearer answer for an empty sheet.
    if (headers.size === 0) throw new SheetRefused('BULK_FILE_HEADER');
    fields ??= mapHeaders();
    throw new SheetRefused('BULK_FILE_EMPTY');
  }
  return rows;
}
