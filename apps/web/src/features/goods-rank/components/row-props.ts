import type { OnOpenDialog } from '../dialogs/dialog-state';
import type { GoodsRowView } from '../model/view-model';

/** What a table row and a mobile card both need. */
export interface RowProps {
  view: GoodsRowView;
  selected: boolean;
  onSelect: (gdpSn: number, selected: boolean) => void;
  onOpen: OnOpenDialog;
  onAutoRenew: (gdpSn: number, on: boolean) => void;
  autoRenewBusy: boolean;
}
