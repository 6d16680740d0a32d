import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Coins, Download } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { coinHistoryDetail, coinHistoryKind } from '@seller/shared/rules/coin-history';
import { formatNumber, kstStamp } from '@seller/shared/rules/kst';
import { Button, buttonClass } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { cn } from '../../lib/cn';
import type { CoinHistoryAnswer } from '@seller/shared/schemas/payments';

const t = ko.coinHistory;

/** +1,000 / -10 (as my page's payment rows show coins). */
const signedCoins = (delta: number): string => `${delta > 0 ? '+' : ''}${formatNumber(delta)}`;
/** Rows a page may show (issue 28 §3); the server takes up to 100. */
const LEDGER_PAGE_SIZES = [20, 50, 100] as const;

/**
 * 코인 내역 (the member's my page and the manager's pay-history dialog): every ledger row of a member (kind, +/- coins, balance after, date, and what it was
 * for: a spend names its product, its number and 등록 / 연장 / 자동 연장, issue 23 point 10).
 */
export function CoinLedgerView({
  queryKey,
  fetchPage,
  downloadUrl,
}: {
  queryKey: readonly unknown[];
  fetchPage: (pageNum: number, pageSize: number) => Promise<CoinHistoryAnswer>;
  /** The whole ledger as xlsx (the member's own page; issue 28 §3). */
  downloadUrl?: string;
}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(LEDGER_PAGE_SIZES[0]);
  const history = useQuery({
    queryKey: [...queryKey, pageSize, page],
    queryFn: () => fetchPage(page, pageSize),
    placeholderData: keepPreviousData,
  });
  if (history.isPending) {
    return (
      <div role="status" aria-label={ko.common.loading} className="flex flex-col gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (history.isError) return <ErrorState text={t.failed} onRetry={() => void history.refetch()} />;
  const { list, total } = history.data;
  if (!list.length && page === 1) {
    return (
      <EmptyState
        icon={<Coins aria-hidden="true" className="size-10" />}
        title={t.empty}
        text={t.emptyText}
      />
    );
  }
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div data-testid="coin-history">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600 tabular-nums" data-testid="coin-history-total">
          {t.totalRows(formatNumber(total))}
        </p>
        <div className="flex items-center gap-2">
          <label className="sr-only" htmlFor="coin-history-page-size">
            {t.pageSize}
          </label>
          <select
            id="coin-history-page-size"
            data-testid="coin-history-page-size"
            value={pageSize}
            onChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(1);
            }}
            className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            {LEDGER_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {t.pageSizeOption(n)}
              </option>
            ))}
          </select>
          {downloadUrl && (
            // A plain link: the browser downloads the file itself (its own progress and errors),
            // as the goods list's 엑셀 다운로드 does.
            <a
              href={downloadUrl}
              download
              data-testid="coin-history-download"
              className={buttonClass('outline', 'sm')}
            >
              <Download aria-hidden="true" className="size-4" />
              {t.download}
            </a>
          )}
        </div>
      </div>
      <div className="overflow-x-auto rounded-2xl border border-slate-200">
        <table className="w-full text-sm sm:min-w-[560px]">
          <thead className="sticky top-0 bg-slate-50 text-left text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-3 whitespace-nowrap sm:px-4 font-semibold">
                {t.date}
              </th>
              <th scope="col" className="px-3 py-3 whitespace-nowrap sm:px-4 font-semibold">
                {t.kind}
              </th>
              <th scope="col" className="px-3 py-3 whitespace-nowrap sm:px-4 text-right font-semibold">
                {t.delta}
              </th>
              <th scope="col" className="px-3 py-3 whitespace-nowrap sm:px-4 text-right font-semibold">
                {t.balance}
              </th>
              <th
                scope="col"
                className="hidden px-3 py-3 whitespace-nowrap sm:px-4 font-semibold sm:table-cell"
              >
                {t.memo}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.map((row) => (
              <tr
                key={row.id}
                data-testid="coin-history-row"
                data-kind={row.kind}
                data-purpose={row.purpose ?? undefined}
              >
                <td className="w-24 px-3 py-3 text-slate-600 tabular-nums sm:w-auto sm:px-4 sm:whitespace-nowrap">
                  {kstStamp(new Date(row.createdAt))}
                </td>
                <td className="px-3 py-3 sm:px-4 text-slate-900">
                  <span className="whitespace-nowrap">{coinHistoryKind(row)}</span>
                  {/* On a phone the 내용 column is folded under the kind, so the reason stays in view. */}
                  <span className="mt-0.5 block text-xs break-keep text-slate-500 sm:hidden">
                    {coinHistoryDetail(row)}
                  </span>
                </td>
                <td
                  className={cn(
                    'px-3 py-3 sm:px-4 text-right font-semibold whitespace-nowrap tabular-nums',
                    row.delta > 0 ? 'text-emerald-700' : 'text-red-600',
                  )}
                >
                  {signedCoins(row.delta)}
                </td>
                <td className="px-3 py-3 sm:px-4 text-right whitespace-nowrap tabular-nums">
                  {formatNumber(row.balanceAfter)}
                </td>
                <td
                  className="hidden px-3 py-3 sm:px-4 text-slate-600 sm:table-cell"
                  data-testid="coin-history-detail"
                >
                  {coinHistoryDetail(row)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <div className="mt-4 flex items-center justify-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t.prev}
          </Button>
          <span className="text-sm text-slate-600 tabular-nums">{t.pageOf(page, pages)}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t.next}
          </Button>
        </div>
      )}
    </div>
  );
}
