/** Which modal is open, for which product (and keyword, for the history tabs). */
type DialogKind =
  | 'history'
  | 'keywords'
  | 'info'
  | 'change'
  | 'memo'
  | 'renew'
  | 'alerts'
  // Issue 28 §3: turning auto-renewal on shows what it will spend.
  | 'autoRenew';

export interface OpenDialog {
  kind: DialogKind;
  gdpSn: number;
  gdkdSn?: number;
}

export type OnOpenDialog = (kind: DialogKind, gdpSn: number, gdkdSn?: number) => void;
