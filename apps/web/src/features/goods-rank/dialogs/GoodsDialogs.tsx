import { Fragment, useContext } from 'react';
import { AlertSettingsSlot } from '../components/alert-slot';
import type { GoodsRowView } from '../model/view-model';
import { AutoRenewDialog } from './AutoRenewDialog';
import { ChangeDialog } from './ChangeDialog';
import type { OpenDialog } from './dialog-state';
import { HistoryDialog } from './HistoryDialog';
import { InfoDialog } from './InfoDialog';
import { KeywordsDialog } from './KeywordsDialog';
import { MemoDialog } from './MemoDialog';
import { RenewDialog } from './RenewDialog';

/** The one open modal, fed from the live list (a product that vanished closes its modal). */
export function GoodsDialogs({
  open,
  rows,
  balance,
  onClose,
}: {
  open: OpenDialog | null;
  rows: GoodsRowView[];
  balance: number;
  onClose: () => void;
}) {
  const alertSettings = useContext(AlertSettingsSlot);
  const view = open ? rows.find((r) => r.gdpSn === open.gdpSn) : undefined;
  if (!open || !view) return null;
  // Keyed by product so a modal never keeps the state of another one.
  const key = `${open.kind}-${view.gdpSn}`;
  switch (open.kind) {
    case 'history':
      return <HistoryDialog key={key} view={view} gdkdSn={open.gdkdSn} onClose={onClose} />;
    case 'keywords':
      return <KeywordsDialog key={key} view={view} onClose={onClose} />;
    case 'info':
      return <InfoDialog key={key} view={view} onClose={onClose} />;
    case 'change':
      return <ChangeDialog key={key} view={view} onClose={onClose} />;
    case 'memo':
      return <MemoDialog key={key} view={view} onClose={onClose} />;
    case 'renew':
      return <RenewDialog key={key} view={view} balance={balance} onClose={onClose} />;
    case 'autoRenew':
      return <AutoRenewDialog key={key} view={view} onClose={onClose} />;
    case 'alerts':
      return alertSettings ? (
        <Fragment key={key}>{alertSettings({ gdpSn: view.gdpSn, onClose })}</Fragment>
      ) : null;
  }
}
