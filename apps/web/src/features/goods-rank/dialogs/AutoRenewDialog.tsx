import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { QuoteDetails } from '../components/QuoteDetails';
import { useAutoRenew } from '../hooks/use-goods-actions';
import { useAutoRenewQuote } from '../hooks/use-quotes';
import type { GoodsRowView } from '../model/view-model';

const q = ko.goodsQuote;

/**
 * Turning auto-renewal on (issue 28 §3): it will spend coins at the end date, so the switch asks
 * first with the server's quote: when the coins are taken, how many, the balance after and the
 * end it gives. Turning it off spends nothing and needs no question. A short balance does not
 * block turning it on (the member may top up before the end); the quote says so.
 */
export function AutoRenewDialog({ view, onClose }: { view: GoodsRowView; onClose: () => void }) {
  const quote = useAutoRenewQuote(view.gdpSn);
  const autoRenew = useAutoRenew();
  const confirm = () => {
    autoRenew.mutate({ gdpSn: view.gdpSn, on: true });
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={q.autoRenewTitle}
      description={q.autoRenewText}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{ko.common.cancel}</Button>
          </DialogClose>
          <Button data-testid="auto-renew-confirm" disabled={!quote.data} onClick={confirm}>
            {q.autoRenewConfirm}
          </Button>
        </>
      }
    >
      <p className="mt-3 line-clamp-2 text-sm font-medium text-slate-900">
        {view.title ?? ko.goodsRankUi.lookupPending}
      </p>
      <QuoteDetails quote={quote} lead={[[ko.goodsRankUi.currentEnd, view.endLabel]]} />
    </Dialog>
  );
}
