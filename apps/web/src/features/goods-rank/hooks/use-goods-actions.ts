import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useKeyedMutation } from '../../../lib/use-keyed-mutation';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import {
  addKeyword,
  changeGoods,
  checkGoodsNow,
  deleteGoods,
  deleteKeyword,
  type GoodsListState,
  type GoodsType,
  registerGoods,
  renewExpiredGoods,
  renewGoods,
  saveMemo,
  setAutoRenew,
  setRepresentative,
  updateOrder,
} from '../api/goods-rank-api';
import { orderPayload, patchRow } from '../model/list-updates';
import { failureMessage } from '../model/rules';
import { useRefreshGoods } from './use-goods-list';
import { queryKeys } from '../../../lib/query-keys';

const t = ko.goodsRankUi;

/** Every change reloads the list and the coin balance when it settles, whatever the outcome. */
function useSettled() {
  const refresh = useRefreshGoods();
  return () => void refresh();
}

/**
 * Spends coins: one Idempotency-Key per registration (kept for a retry after a failure). The
 * answer carries the balance after the charge, which goes straight into the header's copy
 * (issue 38 §5): after a success only the list is asked again.
 */
export function useRegisterGoods() {
  const queryClient = useQueryClient();
  const onSettled = useSettled();
  return useKeyedMutation({
    mutationFn: (
      { type, input, keywords }: { type: GoodsType; input: string; keywords: readonly string[] },
      key: string,
    ) => registerGoods(type, input, keywords, key),
    onSuccess: (answer) => {
      queryClient.setQueriesData<number>({ queryKey: queryKeys.coins.all }, answer.data.balance);
      void queryClient.invalidateQueries({ queryKey: queryKeys.goods.list });
    },
    onError: onSettled,
  });
}

export function useChangeGoods() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: ({ oldGdpSn, type, input }: { oldGdpSn: number; type: GoodsType; input: string }) =>
      changeGoods(oldGdpSn, type, input),
    onSettled,
  });
}

export function useDeleteGoods() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (ids: { gdpSn: number; midNo: string }[]) => deleteGoods(ids),
    onSettled,
  });
}

export function useAddKeyword() {
  const onSettled = useSettled();
  return useKeyedMutation({
    mutationFn: ({ gdpSn: goodsId, keyword }: { gdpSn: number; keyword: string }, key: string) =>
      addKeyword(goodsId, keyword, key),
    onSettled,
  });
}

export function useSetRepresentative() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: ({ gdpSn: goodsId, gdkdSn: keywordId }: { gdpSn: number; gdkdSn: number }) =>
      setRepresentative(goodsId, keywordId),
    onSettled,
  });
}

export function useDeleteKeyword() {
  const onSettled = useSettled();
  return useMutation({ mutationFn: (keywordId: number) => deleteKeyword(keywordId), onSettled });
}

export function useSaveMemo() {
  const queryClient = useQueryClient();
  const onSettled = useSettled();
  return useMutation({
    mutationFn: ({ gdpSn: goodsId, midNo, content }: { gdpSn: number; midNo: string; content: string }) =>
      saveMemo(goodsId, midNo, content),
    onSuccess: (answer, { gdpSn: goodsId, content }) => {
      const saved = typeof answer?.content === 'string' ? answer.content : content;
      queryClient.setQueryData<GoodsListState>(queryKeys.goods.list, (old) =>
        old ? patchRow(old, goodsId, { content: saved }) : old,
      );
    },
    onSettled,
  });
}

/** Spends coins: one Idempotency-Key per opened renewal dialog (kept for a retry after a failure). */
export function useRenew() {
  const onSettled = useSettled();
  return useKeyedMutation({
    mutationFn: (goodsId: number, key: string) => renewGoods(goodsId, key),
    onSettled,
  });
}

/** 모두 연장 (issue 39 §3): one Idempotency-Key per opened dialog, kept for a retry after a failure. */
export function useRenewExpired() {
  const onSettled = useSettled();
  return useKeyedMutation({
    mutationFn: (goodsIds: readonly number[], key: string) => renewExpiredGoods(goodsIds, key),
    onSettled,
  });
}

/** Spec 02 §4: the switch flips at once and flips back with a toast when the call fails. */
export function useAutoRenew() {
  const queryClient = useQueryClient();
  const onSettled = useSettled();
  return useMutation({
    mutationFn: ({ gdpSn: goodsId, on }: { gdpSn: number; on: boolean }) =>
      setAutoRenew(goodsId, on ? 'Y' : 'N'),
    onMutate: async ({ gdpSn: goodsId, on }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.goods.list });
      const previous = queryClient.getQueryData<GoodsListState>(queryKeys.goods.list);
      if (previous)
        queryClient.setQueryData(
          queryKeys.goods.list,
          patchRow(previous, goodsId, { autRnwl: on ? 'Y' : 'N' }),
        );
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.goods.list, context.previous);
      toast.error(failureMessage(error, t.autoRenewFailed));
    },
    onSuccess: (_answer, { on }) => {
      toast.success(on ? t.autoRenewOn : t.autoRenewOff);
    },
    onSettled,
  });
}

/** Drag reorder: the new order shows at once and is saved; a failure restores the old order. */
export function useReorder() {
  const queryClient = useQueryClient();
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (next: GoodsListState) => updateOrder(orderPayload(next)),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.goods.list });
      const previous = queryClient.getQueryData<GoodsListState>(queryKeys.goods.list);
      queryClient.setQueryData(queryKeys.goods.list, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.goods.list, context.previous);
      toast.error(failureMessage(error, t.orderSaveFailed));
    },
    onSettled,
  });
}

/** "Check now": the list polls while the check runs and shows its results as they arrive. */
export function useCheckNow() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (goodsId: number) => checkGoodsNow(goodsId),
    onSuccess: () => toast.success(t.checkNowQueued),
    onError: (error) => toast.error(failureMessage(error, t.checkNowFailed)),
    onSettled,
  });
}
