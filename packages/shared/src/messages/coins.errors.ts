/** Coin balance and coin history. */
import { defineErrors } from './define-errors';

export const coinsErrors = defineErrors({
  INSUFFICIENT_COINS: { status: 402, message: '코인이 부족합니다.' },
  COIN_BALANCE_LIMIT: {
    status: 409,
    message: '보유 코인은 1조 코인을 넘을 수 없습니다. 지급할 코인 수를 확인해 주세요.',
  },
  // Issue 28 §3: a coin ledger too long for one xlsx file.
  COIN_HISTORY_TOO_LARGE: {
    status: 400,
    message: '코인 내역이 너무 많아 한 파일로 내려받을 수 없습니다. 고객센터로 문의해 주세요.',
  },
});
