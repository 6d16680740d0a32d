import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type MemberGroupRow, kstDate, ko } from '@seller/shared';
import type { ListMode } from './members.directory.repository';

const t = ko.memberAdminUi;
const c = t.excelColumns;

/** The most rows one download holds; a wider filter is refused with a message (never cut short). */
export const MEMBER_EXPORT_MAX = 50_000;

const KOREA_OFFSET_MS = 9 * 3_600_000;
/**
 * Excel dates have no zone: the cell holds the Korea wall-clock time (an instant shifted by +9 h,
 * which exceljs writes as that UTC time), so the sheet shows what the grid shows.
 */
const koreaWallClock = (iso: string | null): Date | null =>
  iso === null ? null : new Date(Date.parse(iso) + KOREA_OFFSET_MS);

const NUMBER = '#,##0';
const DATE_TIME = 'yyyy.mm.dd hh:mm';

/** The download's file name (without .xlsx): the screen and the Korea date. */
export const memberExportName = (mode: ListMode, at: Date): string =>
  `${mode === 'agency' ? t.excelFileAgency : t.excelFileMembers}_${kstDate(at)}`;

/**
 * The rows of the admin grid as an xlsx stream: Korean headers, the grid's columns plus the paid
 * and service parts, numbers as numbers with thousands separators, dates in Korea time. Written
 * with exceljs's streaming writer, so a large list is never a whole workbook in memory.
 */
export function memberWorkbook(rows: MemberGroupRow[], mode: ListMode): Readable {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = wb.addWorksheet(mode === 'agency' ? t.excelSheetAgency : t.excelSheetMembers, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const number = { numFmt: NUMBER, alignment: { horizontal: 'right' as const } };
  sheet.columns = [
    { header: c.rowNum, key: 'rowNum', width: 8, style: number },
    { header: c.mbrEmail, key: 'mbrEmail', width: 34 },
    { header: c.companyNm, key: 'companyNm', width: 20 },
    {
      header: mode === 'agency' ? c.sartGroupDtAgency : c.sartGroupDtMember,
      key: 'sartGroupDt',
      width: 18,
      style: { numFmt: DATE_TIME },
    },
    { header: c.productCnt, key: 'productCnt', width: 13, style: number },
    { header: c.sellerCoinCnt, key: 'sellerCoinCnt', width: 13, style: number },
    { header: c.selcoinIngCnt, key: 'selcoinIngCnt', width: 13, style: number },
    { header: c.amountSelCoin, key: 'amountSelCoin', width: 13, style: number },
    { header: c.totSvSellCoin, key: 'totSvSellCoin', width: 13, style: number },
    { header: c.totAmountSelCoin, key: 'totAmountSelCoin', width: 14, style: number },
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { horizontal: 'center' };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3FB' } };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 10 } };
  header.commit();
  for (const r of rows) {
    sheet.addRow({ ...r, companyNm: r.companyNm ?? '', sartGroupDt: koreaWallClock(r.sartGroupDt) }).commit();
  }
  sheet.commit();
  wb.commit().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
