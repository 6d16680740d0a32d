import { CoinLedgerView } from '../../../components/coin-ledger/CoinLedgerView';
import { fetchCoinHistory } from '../api/my-page-api';
import { queryKeys } from '../../../lib/query-keys';

/** 코인 내역 of the signed-in member (issue 23 point 10: each spend says what it paid for). */
export function CoinHistoryView() {
  return <CoinLedgerView queryKey={queryKeys.myPage.coinHistory} fetchPage={fetchCoinHistory} />;
}
