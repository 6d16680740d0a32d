import { CoinLedgerView } from '../../../components/coin-ledger/CoinLedgerView';
import { COIN_HISTORY_FILE_URL, fetchCoinHistory } from '../api/my-page-api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * 코인 내역 of the signed-in member (issue 23 point 10: each spend says what it paid for; issue 28
 * §3: the seven kinds, page sizes, the xlsx download).
 */
export function CoinHistoryView() {
  return (
    <CoinLedgerView
      queryKey={queryKeys.myPage.coinHistory}
      fetchPage={fetchCoinHistory}
      downloadUrl={COIN_HISTORY_FILE_URL}
    />
  );
}
