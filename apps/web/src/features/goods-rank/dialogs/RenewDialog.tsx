import { useRef, useState } from 'react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { QuoteDetails } from '../components/QuoteDetails';
import { TopUpLink } from '../components/RowParts';
import { useRenew } from '../hooks/use-goods-actions';
import { useRenewQuote } from '../hooks/use-quotes';
import { canRenew, failureMessage, isCoinShortage } from '../model/rules';
import { displayDate, isValidDate, parseInstant } from '../model/time';
import type { GoodsRowView } from '../model/view-model';

const t = ko.goodsRankUi;

/**
 * Spec 02 §4: renewal costs 10 coins and adds one month; 402 asks the member to top up. The
 * coins, the balance after and the new end are the server's quote (issue 28 §3), and 연장하기
 * waits for it and stays disabled while the balance is short.
 */
export function RenewDialog({
  view,
  balance,
  onClose,
}: {
  view: GoodsRowView;
  balance: number;
  onClose: () => void;
}) {
  const renew = useRenew();
  const quote = useRenewQuote(view.gdpSn);
  const inFlight = useRef(false);
  const [error, setError] = useState<{ text: string; topUp: boolean } | null>(null);
  const quotedEnd = quote.data ? parseInstant(quote.data.endAt) : null;

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
        toast.success(t.renewed(displayDate(isValidDate(end) ? end : (quotedEnd ?? end))));
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
          <Button
            data-testid="renew-submit"
            loading={renew.isPending}
            disabled={!quote.data?.enough}
            onClick={submit}
          >
            {t.renewNow}
          </Button>
        </>
      }
    >
      <p className="mt-3 line-clamp-2 text-sm font-medium text-slate-900">{view.title ?? t.lookupPending}</p>
      <QuoteDetails quote={quote} lead={[[t.currentEnd, view.endLabel]]} />
      {error && (
        <p role="alert" data-testid="renew-error" className="mt-3 text-[13px] font-medium text-red-600">
          {error.text} {error.topUp && <TopUpLink />}
        </p>
      )}
    </Dialog>
  );
}
