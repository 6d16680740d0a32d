import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { coinHistoryDetail, coinHistoryKind, type CoinHistoryRow, ko } from '@seller/shared';
import { koreaWallClock } from '../../lib/xlsx-reply';

const t = ko.coinHistory;

/** The most rows one download holds; more is refused with a message, never a file cut short. */
export const COIN_HISTORY_EXPORT_MAX = 100_000;

/**
 * The member's coin ledger as an xlsx stream (issue 28 §3): the Korea date and time, the kind
 * among the seven, the change and the balance after as numbers, and what it was for. Written with
 * exceljs's streaming writer, so a long ledger is never a whole workbook in memory.
 */
export function coinHistoryWorkbook(rows: CoinHistoryRow[]): Readable {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = wb.addWorksheet(t.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const number = { numFmt: '#,##0', alignment: { horizontal: 'right' as const } };
  const signed = { numFmt: '+#,##0;-#,##0;0', alignment: { horizontal: 'right' as const } };
  sheet.columns = [
    { header: t.dateKst, key: 'at', width: 18, style: { numFmt: 'yyyy.mm.dd hh:mm' } },
    { header: t.kind, key: 'kind', width: 12 },
    { header: t.amount, key: 'delta', width: 12, style: signed },
    { header: t.balanceAfter, key: 'balanceAfter', width: 14, style: number },
    { header: t.memo, key: 'detail', width: 48 },
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3FB' } };
  header.commit();
  for (const r of rows) {
    sheet
      .addRow({
        at: koreaWallClock(new Date(r.createdAt)),
        kind: coinHistoryKind(r),
        delta: r.delta,
        balanceAfter: r.balanceAfter,
        detail: coinHistoryDetail(r),
      })
      .commit();
  }
  sheet.commit();
  wb.commit().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
