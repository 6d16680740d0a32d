import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Receipt } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { PaymentHistoryRow } from '@seller/shared/schemas/my-page';
import * as ko from '@seller/shared/messages/sections';
import { formatNumber, kstStamp } from '@seller/shared/rules/kst';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { fetchPaymentHistory } from '../api/my-page-api';
import { cn } from '../../../lib/cn';
import { formatAmount, paymentStatusLabel, paymentStatusTone } from '../model';
import { CoinHistoryView } from './CoinHistoryView';
import { queryKeys } from '../../../lib/query-keys';

const t = ko.myPage;

const TONES = {
  ok: 'bg-emerald-50 text-emerald-700',
  muted: 'bg-slate-100 text-slate-600',
  warn: 'bg-amber-50 text-amber-800',
} as const;

function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[paymentStatusTone(status)],
      )}
    >
      {paymentStatusLabel(status)}
    </span>
  );
}

/** The cancellation of a row (in full or in part), e.g. "25/03/09 10:00 취소 · 8,910원 환불". */
function CancelNote({ row }: { row: PaymentHistoryRow }) {
  if (!row.cancelDate) return null;
  return (
    <p className="mt-0.5 text-xs text-slate-500 tabular-nums">
      {t.payCancelled(kstStamp(new Date(row.cancelDate)), formatAmount(row.cancelAmount))}
    </p>
  );
}

const tabClass =
  'rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 transition data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm';

/** 결제 내역 and 코인 내역, as two tabs of the payment history page. */
export function PayHistorySection() {
  return (
    <Tabs.Root defaultValue="payments">
      <Tabs.List aria-label={t.payHistory} className="mb-5 inline-flex gap-1 rounded-xl bg-slate-100 p-1">
        <Tabs.Trigger value="payments" className={tabClass} data-testid="tab-payments">
          {ko.coinHistory.tabPayments}
        </Tabs.Trigger>
        <Tabs.Trigger value="coins" className={tabClass} data-testid="tab-coins">
          {ko.coinHistory.tabCoins}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="payments">
        <PaymentsView />
      </Tabs.Content>
      <Tabs.Content value="coins">
        <CoinHistoryView />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** 결제 내역 (spec 02 §3 payment history row: status, date, order name, amount). */
function PaymentsView() {
  const history = useQuery({ queryKey: queryKeys.myPage.payments, queryFn: fetchPaymentHistory });
  if (history.isPending) {
    return (
      <div role="status" aria-label={ko.common.loading} className="flex flex-col gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (history.isError) return <ErrorState text={t.payFailed} onRetry={() => void history.refetch()} />;
  if (!history.data.length) {
    return (
      <EmptyState
        icon={<Receipt aria-hidden="true" className="size-10" />}
        title={t.payEmpty}
        text={t.payEmptyText}
        action={
          <Button asChild variant="outline">
            <Link to="/coin">{t.goCoin}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 md:block">
        <table className="w-full text-sm" data-testid="pay-history">
          <thead className="sticky top-0 bg-slate-50 text-left text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t.payStatus}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t.payDate}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t.payOrder}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t.payCoins}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t.payAmount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {history.data.map((row, i) => (
              <tr key={`${row.coinRgstDt}-${i}`} data-testid="pay-history-row" data-status={row.status}>
                <td className="px-4 py-3">
                  <StatusBadge status={row.status} />
                </td>
                <td className="px-4 py-3 text-slate-600 tabular-nums">
                  {kstStamp(new Date(row.coinRgstDt))}
                </td>
                <td className="px-4 py-3 text-slate-900">
                  {row.orderName}
                  <CancelNote row={row} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatNumber(row.coins)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatAmount(row.totalAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {history.data.map((row, i) => (
          <li key={`${row.coinRgstDt}-${i}`} className="rounded-xl border border-slate-200 p-4">
            <div className="flex items-center justify-between">
              <StatusBadge status={row.status} />
              <span className="text-xs text-slate-500 tabular-nums">
                {kstStamp(new Date(row.coinRgstDt))}
              </span>
            </div>
            <p className="mt-2 font-semibold text-slate-900">{row.orderName}</p>
            <CancelNote row={row} />
            <p className="mt-1 text-sm text-slate-600 tabular-nums">
              {formatNumber(row.coins)}
              {ko.common.coin} · {formatAmount(row.totalAmount)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
