import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { ko } from '@seller/shared';

/** Test support: xlsx files filled the way a member fills the template, and multipart bodies. */

/** A workbook with the given header row and data rows (strings; '' for an empty cell). */
export async function sheetFile(headers: string[], rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Sheet1');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The downloaded template with rows written under its example row. */
export async function fillTemplate(template: Buffer, rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  rows.forEach((row, i) => {
    row.forEach((value, col) => {
      sheet.getCell(3 + i, col + 1).value = value === '' ? null : value;
    });
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A multipart/form-data body with one file part (and the session cookie, when given). */
export function multipartFile(file: Buffer, filename: string, cookie?: string) {
  const boundary = 'bulkaddboundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(cookie ? { cookie } : {}) },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const column = (n: number) => {
  let s = '';
  for (let c = n; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return s;
};

/**
 * An xlsx written part by part (fflate), for files no spreadsheet program writes: `rows` maps a
 * sheet row number to its cells; a cell is a shared string's index (`{ s: 0 }`), an inline string
 * or a number. Parts go in the order Excel writes them (the sheet before the shared strings, the
 * workbook last, as exceljs does too), unless `workbookFirst`.
 */
export function rawXlsx(opts: {
  sharedStrings?: string[];
  rows: Iterable<[number, Array<{ s: number } | string | number | null>]>;
  sheetXml?: string;
  extraParts?: Record<string, Uint8Array>;
}): Buffer {
  const enc = (s: string) => strToU8(s);
  let sheetData = '';
  for (const [r, cells] of opts.rows) {
    sheetData += `<row r="${r}">`;
    cells.forEach((cell, i) => {
      const ref = `${column(i + 1)}${r}`;
      if (cell === null) return;
      if (typeof cell === 'number') sheetData += `<c r="${ref}"><v>${cell}</v></c>`;
      else if (typeof cell === 'string')
        sheetData += `<c r="${ref}" t="inlineStr"><is><t>${xmlEscape(cell)}</t></is></c>`;
      else sheetData += `<c r="${ref}" t="s"><v>${cell.s}</v></c>`;
    });
    sheetData += '</row>';
  }
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const parts: Record<string, Uint8Array> = {
    '[Content_Types].xml': enc(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': enc(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/_rels/workbook.xml.rels': enc(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': enc(
      opts.sheetXml ??
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>${sheetData}</sheetData></worksheet>`,
    ),
    ...(opts.sharedStrings
      ? {
          'xl/sharedStrings.xml': enc(
            `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}" count="${opts.sharedStrings.length}" uniqueCount="${opts.sharedStrings.length}">` +
              opts.sharedStrings.map((s) => `<si><t>${xmlEscape(s)}</t></si>`).join('') +
              '</sst>',
          ),
        }
      : {}),
    ...opts.extraParts,
    'xl/workbook.xml': enc(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
  };
  return Buffer.from(zipSync(parts));
}

/** The goods template's header row, as rawXlsx cells. */
export const goodsHeader = (): string[] => [
  ko.bulkAdd.headerProduct,
  ko.bulkAdd.headerType,
  ...[1, 2, 3, 4, 5].map(ko.bulkAdd.headerKeyword),
  ko.bulkAdd.headerMemo,
];
