import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';
import { BULK_MAX_ROWS, type BulkKind, MAX_KEYWORDS, MAX_PLACE_KEYWORDS, ko } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import type { SheetRow } from './bulk-add.domain';

const t = () => ko.bulkAdd;

/** The template's columns: what a row names, (goods) its number type, the keywords, (goods) a memo. */
function headersOf(kind: BulkKind): string[] {
  const keywords = Array.from({ length: kind === 'goods' ? MAX_KEYWORDS : MAX_PLACE_KEYWORDS }, (_, i) =>
    t().headerKeyword(i + 1),
  );
  return kind === 'goods'
    ? [t().headerProduct, t().headerType, ...keywords, t().headerMemo]
    : [t().headerPlace, ...keywords];
}

/** The example row of the template; a row equal to it is skipped on upload (people leave it in). */
function exampleOf(kind: BulkKind): string[] {
  return kind === 'goods'
    ? ['8412345678', t().typeProduct, t().exampleKeyword1, t().exampleKeyword2, '', '', '', t().exampleMemo]
    : ['1234567890', t().examplePlaceKeyword1, t().examplePlaceKeyword2, '', '', ''];
}

/** The xlsx template: Korean headers, an example row, text cells and (goods) a list on the type column. */
export async function templateOf(kind: BulkKind): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(kind === 'goods' ? t().sheetGoods : t().sheetPlace);
  const headers = headersOf(kind);
  sheet.columns = headers.map((header, i) => ({
    header,
    width: i === 0 ? 34 : header === t().headerMemo ? 30 : 16,
    // Text, so a long product number is not turned into 8.41E+09 by Excel.
    style: { numFmt: '@' },
  }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3FB' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const example = sheet.addRow(exampleOf(kind));
  example.font = { italic: true, color: { argb: 'FF6B7280' } };
  if (kind === 'goods') {
    for (let row = 2; row <= BULK_MAX_ROWS + 1; row += 1) {
      sheet.getCell(row, 2).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${t().typeProduct},${t().typeCatalog}"`],
        showErrorMessage: true,
        errorTitle: t().headerType,
        error: t().typePrompt,
        showInputMessage: true,
        promptTitle: t().headerType,
        prompt: t().typePrompt,
      };
    }
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const textOf = (cell: ExcelJS.Cell): string => {
  try {
    return (cell.text ?? '').trim();
  } catch {
    // exceljs throws on some odd cell models (an error value without text): an empty cell then.
    return '';
  }
};

/** What an upload may unpack to: a full 500-row sheet is well under 5 MB of XML. */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

/**
 * An xlsx is a zip, and exceljs unpacks every part into memory whatever its size: a 2 MB upload
 * could unpack to gigabytes. fflate's streaming unzip counts what each part really inflates to
 * (the sizes a zip declares can lie) and stops at MAX_UNPACKED_BYTES, before exceljs sees it.
 */
function refuseZipBomb(file: Buffer): void {
  let total = 0;
  const unzip = new Unzip((entry) => {
    entry.ondata = (err, chunk) => {
      // fflate hands an error thrown below back here as `err`: keep ours.
      if (err) throw err instanceof AppError ? err : new AppError('BULK_FILE_UNREADABLE');
      total += chunk.length;
      if (total > MAX_UNPACKED_BYTES) throw new AppError('BULK_FILE_UNPACKED_TOO_LARGE');
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(file, true);
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('BULK_FILE_UNREADABLE');
  }
}

/**
 * The rows of an uploaded file: its first sheet, columns found by their header (so a column
 * moved or a keyword column added is still read; a "키워드6" column makes the row's keywords
 * too many rather than silently dropped). Empty rows and the template's example row are skipped.
 */
export async function readSheet(kind: BulkKind, file: Buffer): Promise<SheetRow[]> {
  refuseZipBomb(file);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new AppError('BULK_FILE_UNREADABLE');
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw new AppError('BULK_FILE_UNREADABLE');
  const headers = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => headers.set(textOf(cell), col));
  const inputCol = headers.get(kind === 'goods' ? t().headerProduct : t().headerPlace);
  if (inputCol === undefined) throw new AppError('BULK_FILE_HEADER');
  const typeCol = headers.get(t().headerType);
  const memoCol = headers.get(t().headerMemo);
  const keywordCols = [...headers.entries()]
    .filter(([name]) => name.startsWith(t().headerKeywordPrefix))
    .map(([, col]) => col)
    .sort((a, b) => a - b);
  const example = exampleOf(kind).join('\u0000');
  const rows: SheetRow[] = [];
  const last = sheet.rowCount;
  for (let n = 2; n <= last; n += 1) {
    const line = sheet.getRow(n);
    const cell = (col: number | undefined) => (col === undefined ? '' : textOf(line.getCell(col)));
    const row: SheetRow = {
      row: n,
      input: cell(inputCol),
      type: cell(typeCol),
      keywords: keywordCols.map(cell).filter((k) => k !== ''),
      memo: cell(memoCol),
    };
    if (row.input === '' && row.type === '' && row.keywords.length === 0 && row.memo === '') continue;
    const asTemplate = [
      row.input,
      ...(kind === 'goods' ? [row.type] : []),
      ...keywordCols.map(cell),
      ...(kind === 'goods' ? [row.memo] : []),
    ];
    if (asTemplate.join('\u0000') === example) continue;
    rows.push(row);
    if (rows.length > BULK_MAX_ROWS) throw new AppError('BULK_TOO_MANY_ROWS');
  }
  if (rows.length === 0) throw new AppError('BULK_FILE_EMPTY');
  return rows;
}
