import ExcelJS from 'exceljs';
import {
  MAX_RANK,
  type RankProvenance,
  deviceLabel,
  depthText,
  isRanked,
  kstDate,
  kstDateTime,
  ko,
  methodChanged,
  outsideText,
  pageOfRank,
  rankChange,
  rankChangeLabel,
  sourceLabel,
  surfaceLabel,
} from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { currentProvenance, keywordMethodChanged, previousMethod } from '../../lib/rank-engine/provenance';
import * as repo from './goods-rank.repository';

const h = ko.goodsRankExport;
const p = ko.rankProvenance;
/** A rank, or "N위 밖" naming the depth and surface the check read (issue 36 §2). */
const rankCell = (r: number | null, by?: Pick<RankProvenance, 'surface' | 'depth'> | null) =>
  isRanked(r) ? r : by ? outsideText(by, MAX_RANK) : h.outOfRank;
const timeCell = (at: string | Date | null | undefined) => (at ? kstDateTime(new Date(at)) : '');
/** The provenance columns: 출처, 화면, 기기, 확인 깊이, 확인 시각. */
const provenanceCells = (by: RankProvenance | null) =>
  by
    ? [
        sourceLabel(by.source),
        surfaceLabel(by.surface),
        deviceLabel(by.device),
        depthText(by.depth),
        timeCell(by.checkedAt),
      ]
    : ['', '', '', '', ''];
const provenanceColumns = [
  { header: p.source, width: 20 },
  { header: p.surface, width: 10 },
  { header: p.device, width: 8 },
  { header: p.depth, width: 10 },
  { header: p.checkedAt, width: 17 },
];

function styleHeader(sheet: ExcelJS.Worksheet): void {
  const row = sheet.getRow(1);
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3FB' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/** More sheets of a product's history workbook, from another feature (rank-changes' 변화 기록). */
type HistorySheets = (
  wb: ExcelJS.Workbook,
  memberId: number,
  keywords: readonly { gdkdSn: number; keyword: string }[],
) => Promise<void>;

/** xlsx downloads of the tracked-goods list and of one product's full history (Korean headers). */
export function createGoodsRankExport(deps: { db: Db; historySheets?: HistorySheets }) {
  return {
    async list(memberId: number): Promise<Buffer> {
      const goods = await repo.goodsOfMember(deps.db, memberId);
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
        ...provenanceColumns,
        { header: h.memo, width: 30 },
        { header: h.endDate, width: 12 },
        { header: h.autoRenew, width: 8 },
      ];
      goods.forEach((g, i) => {
        const kws = keywords.filter((k) => k.gdpSn === g.gdpSn);
        const base = [i + 1, g.title ?? '', g.storeName ?? h.priceComparison, g.mallPid ?? '', g.midNo ?? ''];
        const tail = [g.memo, kstDate(g.coinEndAt), g.autoRenew ? h.yes : h.no_];
        if (kws.length === 0)
          sheet.addRow([...base, '', '', '', '', '', '', ...provenanceCells(null), ...tail]);
        kws.forEach((k) => {
          const by = currentProvenance(k);
          const before = previousMethod(k);
          sheet.addRow([
            ...base,
            k.keyword,
            k.representative ? h.yes : '',
            rankCell(k.rankCurrent, by),
            rankCell(k.rankPrevious, before ? { surface: before.surface, depth: null } : null),
            // Across a change of source or surface: 수집 방식 변경, never ▲/▼.
            rankChangeLabel(rankChange(k.rankCurrent, k.rankPrevious, keywordMethodChanged(k))),
            pageOfRank(k.rankCurrent) ?? '',
            ...provenanceCells(by),
            ...tail,
          ]);
        });
      });
      styleHeader(sheet);
      return Buffer.from(await wb.xlsx.writeBuffer());
    },

    async history(memberId: number, goodsId: number): Promise<Buffer> {
      const g = await repo.ownedGoods(deps.db, memberId, goodsId);
      if (!g) throw new AppError('GOODS_NOT_FOUND');
      const kws = await repo.keywordsOfGoods(deps.db, [goodsId]);
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
            return r ? rankCell(r.rank, r) : '';
          }),
        ]);
      }
      styleHeader(sheet);
      // Every recorded day with where it came from, and the days the method changed (issue 36 §2).
      const detail = wb.addWorksheet(h.detailSheet);
      detail.columns = [
        { header: h.date, width: 12 },
        { header: h.keyword, width: 20 },
        { header: h.rank, width: 34 },
        ...provenanceColumns,
        { header: h.note, width: 16 },
      ];
      kws.forEach((k, i) => {
        series[i]!.forEach((r, j) => {
          const by = { ...r, checkedAt: r.checkedAt?.toISOString() ?? null };
          const before = series[i]![j - 1];
          detail.addRow([
            r.day,
            k.keyword,
            rankCell(r.rank, by),
            ...provenanceCells(by),
            before && methodChanged(by, before) ? p.methodChanged : '',
          ]);
        });
      });
      styleHeader(detail);
      await deps.historySheets?.(wb, memberId, kws);
      return Buffer.from(await wb.xlsx.writeBuffer());
    },
  };
}

export type GoodsRankExport = ReturnType<typeof createGoodsRankExport>;
