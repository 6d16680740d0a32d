import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Coins, Infinity as InfinityIcon, Minus, Plus, ShoppingCart, Sparkles, X } from 'lucide-react';
import { COIN_PACKS, TRACKING_DAYS, type CoinPack } from '@seller/shared/constants/coins';
import * as ko from '@seller/shared/messages/sections';
import { PRICE_PER_ITEM, type PackLine, orderTotals } from '@seller/shared/rules/coin-order';
import { formatNumber } from '@seller/shared/rules/kst';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogClose } from '../../components/ui/Dialog';
import { cn } from '../../lib/cn';
import { EMPTY, type Selection, add, linesOf, loadSelection, qtyOf, saveSelection, setQty } from './model';

const t = ko.coinShop;
const won = (n: number) => t.price(formatNumber(n));

export interface CoinPageProps {
  /** undefined while the session is loading. */
  signedIn: boolean | undefined;
  /** Opens the payment window for these packs (the payments feature, composed by the app). */
  onPay: (lines: PackLine[]) => void;
  paying: boolean;
  /** The payment result dialog (the payments feature). */
  notice?: ReactNode;
  /** The packs in the cart were just paid for: the cart empties (issue 23 point 11). */
  paid?: boolean;
}

function QtyStepper({ pack, qty, onChange }: { pack: CoinPack; qty: number; onChange: (n: number) => void }) {
  const label = formatNumber(pack.coins);
  return (
    <div className="flex items-center gap-1.5">
      <Button
        size="icon"
        variant="outline"
        className="size-9"
        aria-label={`${t.qtyLabel(label)} ${t.decrease}`}
        data-testid={`pack-dec-${pack.coins}`}
        onClick={() => onChange(qty - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </Button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={99}
        value={qty}
        aria-label={t.qtyLabel(label)}
        data-testid={`pack-qty-${pack.coins}`}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-9 w-14 rounded-lg border border-slate-300 text-center text-[15px] font-semibold tabular-nums focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <Button
        size="icon"
        variant="outline"
        className="size-9"
        aria-label={`${t.qtyLabel(label)} ${t.increase}`}
        data-testid={`pack-inc-${pack.coins}`}
        disabled={qty >= 99}
        onClick={() => onChange(qty + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

function PackCard({
  pack,
  qty,
  onAdd,
  onQty,
}: {
  pack: CoinPack;
  qty: number;
  onAdd: () => void;
  onQty: (n: number) => void;
}) {
  const selected = qty > 0;
  return (
    <li
      data-testid={`coin-pack-${pack.coins}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm transition',
        selected ? 'border-brand-500 ring-2 ring-brand-100' : 'border-slate-200 hover:border-brand-300',
        pack.popular && !selected && 'border-brand-300',
      )}
    >
      {pack.popular && (
        <span className="absolute -top-3 left-5 inline-flex items-center gap-1 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold text-white shadow">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t.popular}
        </span>
      )}
      <div className="flex items-center gap-2 text-brand-600">
        <Coins aria-hidden="true" className="size-5" />
        <h3 className="text-xl font-extrabold text-slate-900 tabular-nums">
          {t.coins(formatNumber(pack.coins))}
        </h3>
      </div>
      <p className="mt-3 text-2xl font-bold text-slate-900 tabular-nums">{won(pack.price)}</p>
      <p className="mt-1 text-sm text-slate-500 tabular-nums">
        {t.perCoin(formatNumber(pack.price / pack.coins))}
      </p>
      <div className="mt-5 flex min-h-10 items-center justify-between gap-2">
        {selected ? (
          <>
            <QtyStepper pack={pack} qty={qty} onChange={onQty} />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onQty(0)}
              aria-label={`${t.coins(formatNumber(pack.coins))} ${t.remove}`}
            >
              {t.remove}
            </Button>
          </>
        ) : (
          <Button
            className="w-full"
            variant={pack.popular ? 'primary' : 'secondary'}
            onClick={onAdd}
            data-testid={`pack-select-${pack.coins}`}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t.select}
          </Button>
        )}
      </div>
    </li>
  );
}

/** /coin (spec 02 §2.5, §9): the three packs, quantities, the order summary and the pay button. */
export function CoinPage({ signedIn, onPay, paying, notice, paid = false }: CoinPageProps) {
  const [selection, setSelection] = useState<Selection>(() => (paid ? EMPTY : loadSelection()));
  const [problem, setProblem] = useState<string | null>(null);
  const [needLogin, setNeedLogin] = useState(false);
  useEffect(() => saveSelection(selection), [selection]);
  // A payment that ended on this page (desktop) empties the cart when its success is known.
  useEffect(() => {
    if (paid) setSelection(EMPTY);
  }, [paid]);

  const lines = linesOf(selection);
  const priced = orderTotals(lines);
  const totals = priced.ok ? priced.totals : null;

  const update = (next: Selection) => {
    setSelection(next);
    setProblem(null);
  };
  const pay = () => {
    if (!signedIn) {
      setNeedLogin(true);
      return;
    }
    if (!totals) {
      setProblem(ko.payments.packRequired);
      return;
    }
    onPay(lines);
  };

  const payButton = (testId: string, className?: string) => (
    <Button size="lg" className={cn('w-full', className)} onClick={pay} loading={paying} data-testid={testId}>
      {paying ? t.paying : t.pay}
    </Button>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-28 md:py-12">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold text-brand-600">{t.eyebrow}</p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.title}</h1>
        <p className="mt-3 text-slate-600">{t.text}</p>
      </header>
      <div
        data-testid="coin-promo"
        className="mt-6 flex flex-col gap-2 rounded-2xl bg-gradient-to-r from-brand-600 to-brand-500 px-5 py-4 text-white sm:flex-row sm:items-center sm:gap-6"
      >
        <p className="flex items-center gap-2 text-lg font-bold">
          <Sparkles aria-hidden="true" className="size-5" />
          {t.promo(formatNumber(PRICE_PER_ITEM), TRACKING_DAYS)}
        </p>
        <p className="flex items-center gap-2 text-[15px] text-brand-50">
          <InfinityIcon aria-hidden="true" className="size-5" />
          {t.promoNoExpiry}
        </p>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_340px]">
        <section aria-label={t.packsLabel}>
          <ul className="grid gap-5 pt-3 sm:grid-cols-3">
            {COIN_PACKS.map((pack) => (
              <PackCard
                key={pack.coins}
                pack={pack}
                qty={qtyOf(selection, pack.coins)}
                onAdd={() => update(add(selection, pack.coins))}
                onQty={(n) => update(setQty(selection, pack.coins, n))}
              />
            ))}
          </ul>
        </section>

        <aside aria-labelledby="coin-summary-title" className="lg:sticky lg:top-24 lg:self-start">
          <div
            data-testid="coin-summary"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="coin-summary-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <ShoppingCart aria-hidden="true" className="size-5 text-brand-600" />
              {t.summaryTitle}
            </h2>
            {totals ? (
              <ul className="mt-4 flex flex-col gap-2 text-[15px]">
                {totals.lines.map((l) => (
                  <li key={l.pack.coins} className="flex items-center justify-between gap-2">
                    <span className="text-slate-700">{t.line(formatNumber(l.pack.coins), l.qty)}</span>
                    <span className="flex items-center gap-1 font-semibold tabular-nums">
                      {won(l.amount)}
                      <button
                        type="button"
                        className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
                        aria-label={`${t.coins(formatNumber(l.pack.coins))} ${t.remove}`}
                        onClick={() => update(setQty(selection, l.pack.coins, 0))}
                      >
                        <X aria-hidden="true" className="size-4" />
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
                {t.summaryEmpty}
              </p>
            )}
            <dl className="mt-5 flex flex-col gap-2 border-t border-slate-100 pt-4">
              <div className="flex justify-between text-[15px]">
                <dt className="text-slate-600">{t.totalCoins}</dt>
                <dd data-testid="summary-total-coins" className="font-semibold tabular-nums">
                  {t.coins(formatNumber(totals?.totalCoins ?? 0))}
                </dd>
              </div>
              <div className="flex items-baseline justify-between">
                <dt className="font-semibold text-slate-900">{t.totalAmount}</dt>
                <dd
                  data-testid="summary-total-amount"
                  className="text-2xl font-extrabold text-brand-700 tabular-nums"
                >
                  {won(totals?.totalAmount ?? 0)}
                </dd>
              </div>
            </dl>
            {problem && (
              <p role="alert" data-testid="coin-pay-error" className="mt-3 text-sm font-medium text-red-600">
                {problem}
              </p>
            )}
            {payButton('coin-pay', 'mt-4')}
            <p className="mt-3 text-xs text-slate-500">{t.cardNote}</p>
            <p className="mt-1 text-xs leading-relaxed text-slate-500">
              {t.refundNote}{' '}
              <Link to="/termsOfUse" className="font-medium text-brand-700 underline underline-offset-2">
                {t.termsLink}
              </Link>
            </p>
          </div>
        </aside>
      </div>

      {/* Phones: the total and the pay button stay in reach below the packs. */}
      {totals && (
        <div
          // The floating chat button rises above this bar (app/shell/ChatButton).
          data-sticky-action-bar=""
          className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden"
        >
          <div className="mx-auto flex max-w-6xl items-center gap-4">
            <div className="min-w-0 flex-1">
              <p className="text-xs text-slate-500">{t.totalAmount}</p>
              <p className="text-lg font-extrabold text-brand-700 tabular-nums">{won(totals.totalAmount)}</p>
            </div>
            {payButton('coin-pay-mobile', 'w-auto px-8')}
          </div>
        </div>
      )}

      <Dialog
        open={needLogin}
        onOpenChange={setNeedLogin}
        title={t.loginRequiredTitle}
        description={t.loginRequired}
        hideCloseButton
        className="max-w-sm text-center"
        footer={
          <div data-testid="login-required" className="flex w-full gap-2">
            <DialogClose asChild>
              <Button variant="outline" className="flex-1">
                {ko.common.close}
              </Button>
            </DialogClose>
            <Button asChild className="flex-1">
              <Link to={`/login?next=${encodeURIComponent('/coin')}`}>{t.goLogin}</Link>
            </Button>
          </div>
        }
      />
      {notice}
    </div>
  );
}
