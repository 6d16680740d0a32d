import { createContext, type ReactNode } from 'react';

/**
 * Renders the 변화 기록 of one tracked keyword (issue 42); given by the app (rank-changes), absent
 * in tests: the history dialog then shows no such tab.
 */
export type RenderRankChanges = (target: { gdkdSn: number; keyword: string }) => ReactNode;

export const RankChangesSlot = createContext<RenderRankChanges | null>(null);
