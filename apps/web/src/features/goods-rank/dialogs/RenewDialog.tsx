import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { COIN_COST_RENEW } from '@seller/shared/constants/coins';
import * as ko from '@seller/shared/messages/sections';
import { renewedEnd } from '@seller/shared/rules/goods-period';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { formatNumber } from '../../../lib/format';
import { TopUpLink } from '../components/RowParts';
import { useRenew } from '../hooks/use-goods-actions';
import { canRenew, failureMessage, isCoinShortage } from '../model/rules';
import { displayDate, isValidDate, parseInstant } from '../model/time';
import type { GoodsRowView } from '../model/view-model';

const t = ko.goodsRankUi;

/** Spec 02 §4: renewal costs 10 coins and adds one month; 402 asks the member to top up. */
export function RenewDialog({
  view,
  balance,
  now,
  onClose,
}: {
  view: GoodsRowView;
  balance: number;
  now: Date;
  onClose: () => void;
}) {
  const renew = useRenew();
  const inFlight = useRef(false);
  const [error, setError] = useState<{ text: string; topUp: boolean } | null>(null);
  const newEnd = isValidDate(view.end) ? renewedEnd(view.end, now) : null;

  const submit = () => {
    if (inFlight.current) return;
    if (!canRenew(balance)) {
      setError({ text: ko.goodsRank.notEnoughCoinsTopUp, topUp: true });
      return;
    }
    setError(null);
    inFlight.current = true;
    renew.mutate(view.gdpSn, {
      onSuccess: (answer) => {
        const end = parseInstant(answer?.data?.coinEndDt);
        toast.success(t.renewed(displayDate(isValidDate(end) ? end : (newEnd ?? end))));
        onClose();
      },
      onError: (err) =>
        setError(
          isCoinShortage(err)
            ? { text: ko.goodsRank.notEnoughCoinsTopUp, topUp: true }
            : { text: failureMessage(err, t.renewFailed), topUp: false },
        ),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  const rows: [string, string][] = [
    [t.renewCost, t.coins(formatNumber(COIN_COST_RENEW))],
    [t.renewBalance, t.coins(formatNumber(balance))],
    [t.currentEnd, view.endLabel],
    [t.newEnd, newEnd ? displayDate(newEnd) : '-'],
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.renewTitle}
      description={t.renewText}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{ko.common.cancel}</Button>
          </DialogClose>
          <Button data-testid="renew-submit" loading={renew.isPending} onClick={submit}>
            {t.renewNow}
          </Button>
        </>
      }
    >
      <p className="mt-3 line-clamp-2 text-sm font-medium text-slate-900">{view.title ?? t.lookupPending}</p>
      <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {error && (
        <p role="alert" data-testid="renew-error" className="mt-3 text-[13px] font-medium text-red-600">
          {error.text} {error.topUp && <TopUpLink />}
        </p>
      )}
    </Dialog>
  );
}
