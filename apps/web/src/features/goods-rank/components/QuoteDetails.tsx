import type { UseQueryResult } from '@tanstack/react-query';
import * as ko from '@seller/shared/messages/sections';
import type { SpendQuote } from '@seller/shared/schemas/goods-rank';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatNumber } from '../../../lib/format';
import { failureMessage } from '../model/rules';
import { displayDate, parseInstant } from '../model/time';
import { TopUpLink } from './RowParts';

const q = ko.goodsQuote;
const coins = (n: number) => ko.goodsRankUi.coins(formatNumber(n));

/**
 * The server's quote before a spend (issue 28 §3): the coins it takes, the balance now and after,
 * and the end date it gives; a skeleton while it comes, a retry when it fails, and the Korean
 * reason with a top-up link when the balance is short. `lead` rows (e.g. the current end) go first.
 */
export function QuoteDetails({
  quote,
  lead = [],
}: {
  quote: UseQueryResult<SpendQuote>;
  lead?: [string, string][];
}) {
  if (quote.isPending) {
    return (
      <div role="status" data-testid="quote-loading" className="mt-3 rounded-xl bg-slate-50 p-4">
        <span className="sr-only">{q.loading}</span>
        <div className="flex flex-col gap-2.5">
          {Array.from({ length: 4 + lead.length }, (_, i) => (
            <Skeleton key={i} className="h-4 w-full" />
          ))}
        </div>
      </div>
    );
  }
  if (quote.isError) {
    return (
      <p role="alert" data-testid="quote-error" className="mt-3 text-[13px] font-medium text-red-600">
        {failureMessage(quote.error, q.failed)}{' '}
        <button
          type="button"
          onClick={() => void quote.refetch()}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {q.retry}
        </button>
      </p>
    );
  }
  const d = quote.data;
  const rows: [string, string, string][] = [
    ...lead.map(([label, value]): [string, string, string] => [label, value, 'lead']),
    ...(d.chargeAt
      ? [[q.chargeAt, displayDate(parseInstant(d.chargeAt)), 'charge-at'] as [string, string, string]]
      : []),
    [q.coins, coins(d.coins), 'coins'],
    [q.balance, coins(d.balance), 'balance'],
    [q.balanceAfter, d.enough ? coins(d.balanceAfter) : '-', 'balance-after'],
    [d.action === 'register' ? q.endDate : q.newEnd, displayDate(parseInstant(d.endAt)), 'end'],
  ];
  return (
    <div data-testid="quote" data-enough={d.enough ? 'yes' : 'no'}>
      <dl className="mt-3 grid grid-cols-[minmax(0,8rem)_1fr] gap-x-3 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
        {rows.map(([label, value, id]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd data-testid={`quote-${id}`} className="text-right font-semibold text-slate-900 tabular-nums">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {d.message && (
        <p role="alert" data-testid="quote-short" className="mt-3 text-[13px] font-medium text-red-600">
          {d.message} <TopUpLink />
        </p>
      )}
    </div>
  );
}
