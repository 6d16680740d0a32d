import { Link } from 'react-router';
import { Coins } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '../../lib/format';
import { useCoins } from '../../features/auth';
import { Skeleton } from '../../components/ui/Skeleton';

/** The member's balance, e.g. "1,234" and the coin label (spec 01 §2.2); links to the membership page to buy more. */
export function CoinBalance() {
  const coins = useCoins();
  return (
    <Link
      to="/coin"
      title={ko.shell.balanceLabel}
      className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-brand-50 px-2.5 text-sm font-semibold whitespace-nowrap text-brand-700 transition hover:bg-brand-100 sm:px-3"
    >
      <Coins aria-hidden="true" className="hidden size-4 sm:block" />
      {coins.isPending ? (
        <>
          <Skeleton className="h-3.5 w-10 bg-brand-200/70" />
          <span className="sr-only">{ko.shell.balanceLoading}</span>
        </>
      ) : (
        <span data-testid="coin-balance" className="tabular-nums">
          {coins.data === undefined ? '-' : formatNumber(coins.data)} {ko.common.coin}
        </span>
      )}
    </Link>
  );
}
