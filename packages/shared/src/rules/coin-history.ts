import { type LedgerKind, type LedgerPurpose, LEDGER_CATEGORY_OF } from '../constants/coins';
import { ko } from '../messages/ko';

const t = ko.coinHistory;

interface HistoryRowLike {
  kind: LedgerKind | string;
  purpose: LedgerPurpose | null;
  itemTitle: string | null;
  itemNo: string | null;
  memo: string | null;
}

/** The row's kind as the ledger shows it: one of the seven of issue 28 §3 (구매 … 회수). */
export function coinHistoryKind(row: Pick<HistoryRowLike, 'kind'>): string {
  const category = (LEDGER_CATEGORY_OF as Record<string, keyof typeof t.categories | undefined>)[row.kind];
  return category ? t.categories[category] : row.kind;
}

/**
 * The row's detail: the product's title and number for a spend (an automatic renewal says so,
 * since its kind is 연장 like the member's own), else the memo.
 */
export function coinHistoryDetail(row: HistoryRowLike): string {
  if (!row.purpose || (row.itemTitle === null && row.itemNo === null)) return row.memo ?? '';
  const parts = [row.itemTitle ?? t.itemUntitled];
  if (row.itemNo) parts.push(t.itemNumber(row.itemNo));
  if (row.purpose === 'autoRenew') parts.unshift(t.purposes.autoRenew);
  return parts.join(' · ');
}
