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

export type OnOpenDialog = (kind: DialogKind, goodsId: number, keywordId?: number) => void;

/** The history a link asks for (`?history=<gdpSn>`, from a KakaoTalk alert), or none. */
export function linkedHistory(value: string | null): OpenDialog | null {
  const goodsId = /^[1-9]\d{0,9}$/.test(value ?? '') ? Number(value) : 0;
  return goodsId > 0 && goodsId <= 2_147_483_647 ? { kind: 'history', gdpSn: goodsId } : null;
}
