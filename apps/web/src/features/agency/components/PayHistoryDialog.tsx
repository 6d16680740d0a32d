import { Suspense, lazy, useState } from 'react';
import { Tabs } from 'radix-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isGrantId } from '@seller/shared/constants/idempotency';
import * as ko from '@seller/shared/messages/sections';
import type { MemberGroupRow } from '@seller/shared/schemas/members';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError } from '../../../lib/api';
import { useKeyedMutation } from '../../../lib/use-keyed-mutation';
import {
  type HistoryRow,
  cancelCharge,
  fetchCancelQuote,
  fetchChargeHistory,
  fetchCoinUseHistory,
} from '../api/agency-api';
import { CoinLedgerView } from '../../../components/coin-ledger/CoinLedgerView';
import { CancelQuoteView } from './CancelQuoteView';
import { queryKeys } from '../../../lib/query-keys';

const HistoryGrid = lazy(() => import('./AdminGrids').then((m) => ({ default: m.HistoryGrid })));

const t = ko.memberAdminUi;
const tabClass =
  'rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 transition data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm';
/** The header coin balance (the auth feature's query key): a cancellation may change the caller's own. */

/** 결제 내역 시스템: a member's purchases and grants; managers cancel either with a reason. */
export function PayHistoryDialog({
  target,
  canCancel,
  onClose,
  onChanged,
}: {
  target: MemberGroupRow | null;
  canCancel: boolean;
  onClose: () => void;
  /** After a cancellation: the list's balances changed. */
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<HistoryRow | null>(null);
  const key = queryKeys.admin.chargeHistory(target?.userMbrSn ?? 0);
  const history = useQuery({
    queryKey: key,
    enabled: target !== null,
    staleTime: 0,
    retry: false,
    queryFn: () =>
      fetchChargeHistory({
        userMbrSn: target!.userMbrSn,
        mbrEmail: target!.mbrEmail,
        companyName: target!.companyNm,
      }),
  });

  let body;
  if (history.isPending) {
    body = <Skeleton className="mt-4 h-[500px] w-full" />;
  } else if (history.isError) {
    // A refused or failed answer vs. a call that never got one (spec 01 §8).
    const text =
      isApiError(history.error) && history.error.status > 0 ? t.historyLoadFailed : t.historyLoadError;
    body = <ErrorState text={text} onRetry={() => void history.refetch()} />;
  } else if (history.data.userCoinHist.length === 0) {
    body = <EmptyState title={t.historyEmpty} className="py-16" />;
  } else {
    body = (
      <div className="mt-4">
        <Suspense fallback={<Skeleton className="h-[500px] w-full" />}>
          <HistoryGrid rows={history.data.userCoinHist} canCancel={canCancel} onCancel={setCancelling} />
        </Suspense>
      </div>
    );
  }

  return (
    <>
      <Dialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={t.historyTitle}
        className="max-w-7xl"
        footer={
          <DialogClose asChild>
            <Button variant="outline" data-testid="pay-history-close">
              {t.close}
            </Button>
          </DialogClose>
        }
      >
        <div data-testid="pay-history" className="mt-3">
          {target && (
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-2">
                <dt className="font-semibold text-slate-500">{ko.agencyUi.companyName}</dt>
                <dd className="text-slate-900">{target.companyNm ?? '-'}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="font-semibold text-slate-500">{ko.agencyUi.email}</dt>
                <dd className="text-slate-900" data-testid="pay-history-email">
                  {target.mbrEmail}
                </dd>
              </div>
            </dl>
          )}
          {/* Charges (purchases, grants) and every coin movement with what each spend paid for. */}
          <Tabs.Root defaultValue="charges" className="mt-4">
            <Tabs.List aria-label={t.historyTitle} className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
              <Tabs.Trigger value="charges" className={tabClass} data-testid="pay-history-tab-charges">
                {ko.coinHistory.tabPayments}
              </Tabs.Trigger>
              <Tabs.Trigger value="coins" className={tabClass} data-testid="pay-history-tab-coins">
                {ko.coinHistory.tabCoins}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="charges">{body}</Tabs.Content>
            <Tabs.Content value="coins" className="mt-4">
              {target && (
                <CoinLedgerView
                  queryKey={queryKeys.admin.coinLedger(target.userMbrSn)}
                  fetchPage={(page, size) => fetchCoinUseHistory(target.userMbrSn, page, size)}
                />
              )}
            </Tabs.Content>
          </Tabs.Root>
        </div>
      </Dialog>
      <CancelReasonDialog
        row={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          void queryClient.invalidateQueries({ queryKey: key });
          void queryClient.invalidateQueries({ queryKey: queryKeys.coins.all });
          void queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit });
          onChanged();
        }}
      />
    </>
  );
}

/**
 * 결제 취소 사유 (지급 취소 사유 for a grant): the server's quote of what the cancellation will do,
 * a required reason, and 확인, which sends the confirmed figures (the server refuses others) with
 * the dialog's Idempotency-Key. One request per click: a double click cancels once and shows one
 * answer.
 */
function CancelReasonDialog({
  row,
  onClose,
  onDone,
}: {
  row: HistoryRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const grant = row !== null && isGrantId(row.selCoinUseSn);
  const quote = useQuery({
    queryKey: queryKeys.admin.cancelQuote(row?.selCoinUseSn ?? ''),
    enabled: row !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: () => fetchCancelQuote(row!.selCoinUseSn),
  });
  const cancel = useKeyedMutation({
    mutationFn: (
      vars: { selCoinUseSn: string; reason: string; quoted: { refundAmount: number; coins: number } },
      key: string,
    ) => cancelCharge(vars, key),
    onSuccess: () => {
      toast.success(grant ? t.grantCancelled : t.cancelled);
      setReason('');
      setError(null);
      onDone();
    },
    onError: (e) => {
      // The amounts changed since the quote (the member spent coins): show the new quote.
      if (isApiError(e) && e.code === 'CANCEL_QUOTE_CHANGED') {
        setError(e.message);
        void quote.refetch();
        return;
      }
      // The server answered (refused, PortOne refused) vs. no answer at all (spec 01 §8).
      const [failed, broken] = grant
        ? [t.grantCancelFailed, t.grantCancelError]
        : [t.cancelFailed, t.cancelError];
      if (isApiError(e) && e.status > 0) {
        toast.error(failed, e.message && e.message !== failed ? { description: e.message } : undefined);
      } else toast.error(broken);
    },
  });
  const close = () => {
    setReason('');
    setError(null);
    cancel.renewKey();
    onClose();
  };
  const confirm = () => {
    if (!row || !quote.data) return;
    const text = reason.trim();
    if (!text) {
      setError(t.reasonRequired);
      return;
    }
    cancel.submit({
      selCoinUseSn: row.selCoinUseSn,
      reason: text,
      quoted: { refundAmount: quote.data.refundAmount, coins: quote.data.coinsTakenBack },
    });
  };

  let summary;
  if (quote.isPending) {
    summary = (
      <div role="status" className="flex flex-col gap-2" data-testid="cancel-quote-loading">
        <span className="sr-only">{t.quoteLoading}</span>
        <Skeleton className="h-28 w-full" />
      </div>
    );
  } else if (quote.isError) {
    summary = (
      <div
        role="alert"
        className="rounded-xl bg-red-50 p-4 text-sm text-red-700"
        data-testid="cancel-quote-error"
      >
        <p className="font-semibold">{t.quoteFailed}</p>
        {isApiError(quote.error) && quote.error.status > 0 && <p className="mt-1">{quote.error.message}</p>}
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void quote.refetch()}>
          {t.quoteRetry}
        </Button>
      </div>
    );
  } else {
    summary = <CancelQuoteView quote={quote.data} />;
  }

  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => {
        // Not while the cancellation runs: its answer is shown here.
        if (!open && !cancel.isPending) close();
      }}
      title={grant ? t.cancelGrantTitle : t.cancelTitle}
      description={t.quoteIrreversible}
      footer={
        <>
          <Button variant="outline" data-testid="cancel-dismiss" disabled={cancel.isPending} onClick={close}>
            {t.cancel}
          </Button>
          <Button
            variant="danger"
            data-testid="cancel-confirm"
            loading={cancel.isPending}
            disabled={!quote.data || quote.isFetching}
            onClick={confirm}
          >
            {t.confirm}
          </Button>
        </>
      }
    >
      <section className="mt-4" aria-label={t.quoteHeading}>
        <h3 className="mb-2 text-sm font-semibold text-slate-700">{t.quoteHeading}</h3>
        {summary}
      </section>
      <label className="mt-4 flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-slate-700">{t.cancelReasonLabel}</span>
        <textarea
          data-testid="cancel-reason"
          rows={3}
          maxLength={200}
          value={reason}
          placeholder={t.cancelReasonPlaceholder}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(null);
          }}
          className="w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-[15px] focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200"
        />
      </label>
      {error && (
        <p
          role="alert"
          data-testid="cancel-reason-error"
          className="mt-2 text-[13px] font-medium text-red-600"
        >
          {error}
        </p>
      )}
    </Dialog>
  );
}
