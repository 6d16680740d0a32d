import { createContext, type ReactNode } from 'react';

/** Renders the alert settings of one product; given by the app (rank-alerts), absent in tests. */
export type RenderAlertSettings = (target: { gdpSn: number; onClose: () => void }) => ReactNode;

export const AlertSettingsSlot = createContext<RenderAlertSettings | null>(null);
