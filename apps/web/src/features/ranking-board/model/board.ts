import type { RankingPeriod } from '@seller/shared/schemas/ranking-board';

export const BOARD_TABS = ['keywords', 'viewed', 'purchased', 'brands'] as const;
export type BoardTab = (typeof BOARD_TABS)[number];

/** The tab and period in the address (?tab=&period=), so a board can be linked and reloaded. */
export function readBoardParams(params: URLSearchParams): { tab: BoardTab; period: RankingPeriod } {
  const tab = params.get('tab');
  const period = params.get('period');
  return {
    tab: (BOARD_TABS as readonly string[]).includes(tab ?? '') ? (tab as BoardTab) : 'keywords',
    period: period === 'P7D' ? 'P7D' : 'P1D',
  };
}

export type ChangeView =
  { kind: 'up'; by: number } | { kind: 'down'; by: number } | { kind: 'same' } | { kind: 'new' };

/** The service's change (previous rank − current; null = new): ▲ up, ▼ down, NEW, or a dash. */
export function changeView(change: number | null): ChangeView {
  if (change === null) return { kind: 'new' };
  if (change > 0) return { kind: 'up', by: change };
  if (change < 0) return { kind: 'down', by: -change };
  return { kind: 'same' };
}
