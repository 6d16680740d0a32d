import type { LedgerKind, LedgerPurpose } from '../constants/coins';
import { ko } from '../messages/ko';

const t = ko.coinHistory;

interface HistoryRowLike {
  kind: LedgerKind | string;
  purpose: LedgerPurpose | null;
  itemTitle: string | null;
  itemNo: string | null;
  memo: string | null;
}

/** The row's kind as the coin history shows it: a spend says what it paid for (자동 연장 vs 연장). */
export function coinHistoryKind(row: Pick<HistoryRowLike, 'kind' | 'purpose'>): string {
  if (row.purpose) return t.purposes[row.purpose];
  return (t.kinds as Record<string, string>)[row.kind] ?? row.kind;
}

/** The row's detail: the product's title and number for a spend, else the memo. */
export function coinHistoryDetail(row: HistoryRowLike): string {
  if (!row.purpose || (row.itemTitle === null && row.itemNo === null)) return row.memo ?? '';
  const parts = [row.itemTitle ?? t.itemUntitled];
  if (row.itemNo) parts.push(t.itemNumber(row.itemNo));
  return parts.join(' · ');
}
