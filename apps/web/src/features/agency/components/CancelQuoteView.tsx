import * as ko from '@seller/shared/messages/sections';
import type { CancelQuote } from '@seller/shared/schemas/payments';
import { formatNumber } from '../../../lib/format';

const q = ko.memberAdminUi.quote;
const coins = (n: number) => `${formatNumber(n)}${ko.common.coin}`;
const won = (n: number) => `${formatNumber(n)}${ko.common.won}`;

/**
 * What a cancellation will do, as the server computed it (payCancelQuote): a purchase's refund
 * with the coins taken back and the 10% charge when it applies, or a grant's coins taken back.
 */
export function CancelQuoteView({ quote }: { quote: CancelQuote }) {
  const rows: Array<[label: string, value: string, id: string]> =
    quote.kind === 'PAYMENT'
      ? [
          [q.paidAmount, won(quote.paidAmount), 'paid'],
          [q.usedCoins, coins(quote.usedCoins), 'used'],
          [q.coinsTakenBack, coins(quote.coinsTakenBack), 'coins'],
          quote.feePercent > 0
            ? [q.fee(quote.feePercent), `−${won(quote.feeAmount)}`, 'fee']
            : [q.noFee, q.none, 'fee'],
        ]
      : [
          [q.paidGranted, coins(quote.paidGranted), 'paid-granted'],
          [q.serviceGranted, coins(quote.serviceGranted), 'service-granted'],
          [q.paidTakenBack, coins(quote.paidTakenBack), 'paid-back'],
          [q.serviceTakenBack, coins(quote.serviceTakenBack), 'service-back'],
        ];
  const total: [string, string] =
    quote.kind === 'PAYMENT'
      ? [q.refundAmount, won(quote.refundAmount)]
      : [q.coinsTakenBack, coins(quote.coinsTakenBack)];
  let note: string;
  if (quote.kind === 'GRANT') note = quote.coinsTakenBack === 0 ? q.grantNothingNote : q.grantNote;
  else note = quote.refundType === 'FULL' ? q.fullNote : q.partialNote;
  return (
    <div data-testid="cancel-quote" data-kind={quote.kind}>
      <div className="rounded-xl bg-slate-50 p-4 text-sm">
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5">
          {rows.map(([label, value, id]) => (
            <div key={id} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right font-medium text-slate-900 tabular-nums" data-testid={`quote-${id}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <span className="font-semibold text-slate-900">{total[0]}</span>
          <strong className="text-base font-bold text-red-600 tabular-nums" data-testid="quote-total">
            {total[1]}
          </strong>
        </p>
      </div>
      <p className="mt-2 text-[13px] leading-relaxed text-slate-600">{note}</p>
    </div>
  );
}
