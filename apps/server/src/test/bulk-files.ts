import ExcelJS from 'exceljs';

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
