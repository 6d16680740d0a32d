import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import {
  fetchAutoRenewQuote,
  fetchRegisterQuote,
  fetchRenewExpiredQuote,
  fetchRenewQuote,
} from '../api/goods-rank-api';

// Cost before spending (issue 28 §3). A quote's end date moves with the clock and its balance with
// every spend, so it is asked again when a dialog opens and kept at most a minute.
const FRESH = { staleTime: 60_000, gcTime: 60_000, retry: 1 } as const;

/** What registering one product would take now; asked once the list's balance is known. */
export const useRegisterQuote = (balance: number | null) =>
  useQuery({
    queryKey: queryKeys.goods.registerQuote(balance),
    queryFn: () => fetchRegisterQuote(1),
    enabled: balance !== null,
    ...FRESH,
  });

export const useRenewQuote = (goodsId: number) =>
  useQuery({
    queryKey: queryKeys.goods.renewQuote(goodsId),
    queryFn: () => fetchRenewQuote(goodsId),
    ...FRESH,
    staleTime: 0,
  });

export const useAutoRenewQuote = (goodsId: number) =>
  useQuery({
    queryKey: queryKeys.goods.autoRenewQuote(goodsId),
    queryFn: () => fetchAutoRenewQuote(goodsId),
    ...FRESH,
    staleTime: 0,
  });

/** 모두 연장: every expired product and its price, asked anew each time the dialog opens. */
export const useRenewExpiredQuote = () =>
  useQuery({
    queryKey: queryKeys.goods.renewExpiredQuote,
    queryFn: fetchRenewExpiredQuote,
    ...FRESH,
    staleTime: 0,
  });
