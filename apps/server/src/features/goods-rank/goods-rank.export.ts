import ExcelJS from 'exceljs';
import { isRanked, kstDate, ko, pageOfRank, rankChange, rankChangeLabel } from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './goods-rank.repository';

const h = ko.goodsRankExport;
const rankCell = (r: number | null) => (isRanked(r) ? r : h.outOfRank);

function styleHeader(sheet: ExcelJS.Worksheet): void {
  const row = sheet.getRow(1);
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3FB' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/** xlsx downloads of the tracked-goods list and of one product's full history (Korean headers). */
export function createGoodsRankExport(deps: { db: Db }) {
  return {
    async list(mbrSn: number): Promise<Buffer> {
      const goods = await repo.goodsOfMember(deps.db, mbrSn);
      const keywords = await repo.keywordsOfGoods(
        deps.db,
        goods.map((g) => g.gdpSn),
      );
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet(h.listSheet);
      sheet.columns = [
        { header: h.no, width: 6 },
        { header: h.title, width: 40 },
        { header: h.store, width: 16 },
        { header: h.productNo, width: 16 },
        { header: h.catalogId, width: 16 },
        { header: h.keyword, width: 20 },
        { header: h.representative, width: 6 },
        { header: h.rankCurrent, width: 10 },
        { header: h.rankPrevious, width: 10 },
        { header: h.change, width: 8 },
        { header: h.page, width: 8 },
        { header: h.memo, width: 30 },
        { header: h.endDate, width: 12 },
        { header: h.autoRenew, width: 8 },
      ];
      goods.forEach((g, i) => {
        const kws = keywords.filter((k) => k.gdpSn === g.gdpSn);
        const base = [i + 1, g.title ?? '', g.storeName ?? h.priceComparison, g.mallPid ?? '', g.midNo ?? ''];
        const tail = [g.memo, kstDate(g.coinEndAt), g.autoRenew ? h.yes : h.no_];
        if (kws.length === 0) sheet.addRow([...base, '', '', '', '', '', '', ...tail]);
        kws.forEach((k) =>
          sheet.addRow([
            ...base,
            k.keyword,
            k.representative ? h.yes : '',
            rankCell(k.rankCurrent),
            rankCell(k.rankPrevious),
            rankChangeLabel(rankChange(k.rankCurrent, k.rankPrevious)),
            pageOfRank(k.rankCurrent) ?? '',
            ...tail,
          ]),
        );
      });
      styleHeader(sheet);
      return Buffer.from(await wb.xlsx.writeBuffer());
    },

    async history(mbrSn: number, gdpSn: number): Promise<Buffer> {
      const g = await repo.ownedGoods(deps.db, mbrSn, gdpSn);
      if (!g) throw new AppError('GOODS_NOT_FOUND');
      const kws = await repo.keywordsOfGoods(deps.db, [gdpSn]);
      const series = await Promise.all(kws.map((k) => repo.historyOf(deps.db, k.gdkdSn)));
      const days = [...new Set(series.flat().map((r) => r.day))].sort();
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet(h.historySheet);
      sheet.columns = [{ header: h.date, width: 12 }, ...kws.map((k) => ({ header: k.keyword, width: 18 }))];
      for (const day of days) {
        sheet.addRow([
          day,
          ...series.map((s) => {
            const r = s.find((x) => x.day === day);
            return r ? rankCell(r.rank) : '';
          }),
        ]);
      }
      styleHeader(sheet);
      return Buffer.from(await wb.xlsx.writeBuffer());
    },
  };
}

export type GoodsRankExport = ReturnType<typeof createGoodsRankExport>;
