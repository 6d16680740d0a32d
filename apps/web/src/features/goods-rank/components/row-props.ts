import type { OnOpenDialog } from '../dialogs/dialog-state';
import type { GoodsRowView } from '../model/view-model';

/** What a table row and a mobile card both need. */
export interface RowProps {
  view: GoodsRowView;
  selected: boolean;
  onSelect: (goodsId: number, selected: boolean) => void;
  onOpen: OnOpenDialog;
  onAutoRenew: (goodsId: number, on: boolean) => void;
  autoRenewBusy: boolean;
}
