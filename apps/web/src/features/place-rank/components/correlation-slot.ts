import { createContext, type ReactNode } from 'react';

/**
 * Renders what goes most with rank on a place keyword this month (issue 42); given by the app
 * (rank-changes), absent in tests.
 */
export type RenderPlaceCorrelation = (target: { plkwrdSn: number }) => ReactNode;

export const PlaceCorrelationSlot = createContext<RenderPlaceCorrelation | null>(null);
