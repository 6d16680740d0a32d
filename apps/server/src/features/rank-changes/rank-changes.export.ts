import type ExcelJS from 'exceljs';
import { ko } from '@seller/shared';
import type { Db } from '../../db/client';
import type { RankChanges } from './rank-changes.service';
import * as repo from './rank-changes.repository';

const h = ko.rankChangesExport;
const u = ko.rankChangesUi;

type Around = { rank: number | null; day: string | null; pending: boolean };
/** A rank around a change: the rank (0 = outside), "아직" before the day, blank when not recorded. */
const aroundCell = (r: Around) => (r.pending ? u.pending : r.rank === null ? '' : u.rankText(r.rank));
const flag = (v: boolean | null) => (v === null ? '' : v ? h.yes : h.no);

/** The text of a change, as the screen words it (the web's model keeps the same words). */
function changeCell(c: { kind: string; from: string | number | null; to: string | number | null }): string {
  const n = (v: unknown) => Number(v).toLocaleString('ko-KR');
  switch (c.kind) {
    case 'title':
      return u.titleChanged(String(c.from), String(c.to));
    case 'price': {
      const pct = ((Number(c.to) - Number(c.from)) / Number(c.from)) * 100;
      return u.priceChanged(n(c.from), n(c.to), `${pct > 0 ? '+' : ''}${pct.toFixed(0)}%`);
    }
    case 'reviews':
      return u.reviewsUp(n(c.from), n(c.to));
    case 'ad':
      return u.wentAd;
    default:
      return u.wentOrganic;
  }
}

/**
 * Two sheets of a product's history workbook (issue 42 §3): what the page said beside every
 * recorded rank (a figure the page did not give is an empty cell, never 0), and the 30 days'
 * 변화 기록 with the member's own events, each with the rank D-1 / D+1 / D+7.
 */
export function createRankChangesExport(deps: { db: Db; changes: RankChanges }) {
  return async function addSheets(
    wb: ExcelJS.Workbook,
    memberId: number,
    keywords: readonly { gdkdSn: number; keyword: string }[],
  ): Promise<void> {
    const attrs = wb.addWorksheet(h.attributesSheet);
    attrs.columns = [
      { header: h.date, width: 12 },
      { header: h.keyword, width: 20 },
      { header: h.rank, width: 8 },
      { header: h.title, width: 40 },
      { header: h.price, width: 10 },
      { header: h.reviews, width: 10 },
      { header: h.purchases, width: 10 },
      { header: h.rating, width: 8 },
      { header: h.advertised, width: 10 },
    ];
    const changes = wb.addWorksheet(h.changesSheet);
    changes.columns = [
      { header: h.date, width: 12 },
      { header: h.keyword, width: 20 },
      { header: h.who, width: 30 },
      { header: h.what, width: 44 },
      { header: h.before, width: 12 },
      { header: h.after, width: 12 },
      { header: h.week, width: 12 },
    ];
    for (const k of keywords) {
      for (const d of await repo.ownDays(deps.db, k.gdkdSn, '1900-01-01'))
        attrs.addRow([
          d.day,
          k.keyword,
          d.rank === 0 ? u.rankText(0) : d.rank,
          d.title ?? '',
          d.price ?? '',
          d.reviewCount ?? '',
          d.purchaseCount ?? '',
          d.rating === null ? '' : Number(d.rating),
          flag(d.advertised),
        ]);
      const view = await deps.changes.view(memberId, k.gdkdSn);
      const rows = [
        ...view.changes.map((c) => ({
          day: c.day,
          who: c.who === 'own' ? h.own : c.title,
          what: changeCell(c),
          around: c,
        })),
        ...view.events.map((e) => ({ day: e.day, who: h.own, what: u.ownEvent(e.label), around: e })),
      ].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
      for (const r of rows)
        changes.addRow([
          r.day,
          k.keyword,
          r.who,
          r.what,
          aroundCell(r.around.before),
          aroundCell(r.around.after),
          aroundCell(r.around.week),
        ]);
    }
    for (const sheet of [attrs, changes]) {
      sheet.getRow(1).font = { bold: true };
      sheet.views = [{ state: 'frozen', ySplit: 1 }];
    }
  };
}

export type RankChangesSheets = ReturnType<typeof createRankChangesExport>;
