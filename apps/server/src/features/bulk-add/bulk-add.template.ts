import ExcelJS from 'exceljs';
import { BULK_MAX_ROWS, type BulkKind, ko } from '@seller/shared';
import { exampleOf, headersOf } from './bulk-add.domain';

const t = () => ko.bulkAdd;

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
