import { CoinLedgerView } from '../../../components/coin-ledger/CoinLedgerView';
import { fetchCoinHistory } from '../api/my-page-api';

/** 코인 내역 of the signed-in member (issue 23 point 10: each spend says what it paid for). */
export function CoinHistoryView() {
  return <CoinLedgerView queryKey={['my-page', 'coin-history']} fetchPage={fetchCoinHistory} />;
}
