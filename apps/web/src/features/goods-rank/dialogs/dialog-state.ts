/** Which modal is open, for which product (and keyword, for the history tabs). */
type DialogKind = 'history' | 'keywords' | 'info' | 'change' | 'memo' | 'renew' | 'alerts';

export interface OpenDialog {
  kind: DialogKind;
  gdpSn: number;
  gdkdSn?: number;
}

export type OnOpenDialog = (kind: DialogKind, gdpSn: number, gdkdSn?: number) => void;
