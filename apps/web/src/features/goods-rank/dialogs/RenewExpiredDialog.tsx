import { useState } from 'react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { QuoteDetails } from '../components/QuoteDetails';
import { TopUpLink } from '../components/RowParts';
import { useRenewExpired } from '../hooks/use-goods-actions';
import { useRenewExpiredQuote } from '../hooks/use-quotes';
import { failureMessage, isCoinShortage } from '../model/rules';
import { displayDate, parseInstant } from '../model/time';

const t = ko.goodsRankUi;

/**
 * 모두 연장 (issue 39 §3): the server's quote lists every expired product and what renewing them
 * takes; the confirm sends exactly the quoted ones in one call with this dialog's Idempotency-Key
 * (a double click or a retry renews once). `titles` names the listed products.
 */
export function RenewExpiredDialog({
  titles,
  onClose,
}: {
  titles: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  const quote = useRenewExpiredQuote();
  const renew = useRenewExpired();
  const [error, setError] = useState<{ text: string; topUp: boolean } | null>(null);
  const ids = quote.data?.gdpSns ?? [];

  const submit = () => {
    setError(null);
    renew.submit(ids, {
      onSuccess: (answer) => {
        const done = answer?.data?.renewed ?? ids.length;
        const end = displayDate(parseInstant(answer?.data?.coinEndDt ?? quote.data?.endAt));
        toast.success(done < ids.length ? t.renewAllFewer(done, ids.length) : t.renewAllDone(done, end));
        onClose();
      },
      onError: (err) =>
        setError(
          isCoinShortage(err)
            ? { text: ko.goodsRank.notEnoughCoinsTopUp, topUp: true }
            : { text: failureMessage(err, t.renewFailed), topUp: false },
        ),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.renewAllTitle}
      description={t.renewAllText(quote.data?.count ?? titles.size)}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{ko.common.cancel}</Button>
          </DialogClose>
          <Button
            data-testid="renew-all-submit"
            loading={renew.isPending}
            disabled={!quote.data?.enough || ids.length === 0}
            onClick={submit}
          >
            {t.renewAllSubmit(ids.length)}
          </Button>
        </>
      }
    >
      {ids.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-semibold text-slate-500">{t.renewAllList}</p>
          <ul data-testid="renew-all-list" className="mt-1 max-h-40 overflow-y-auto text-sm text-slate-800">
            {ids.map((id) => (
              <li key={id} className="truncate py-0.5">
                {titles.get(id) ?? t.lookupPending}
              </li>
            ))}
          </ul>
        </div>
      )}
      <QuoteDetails quote={quote} />
      {error && (
        <p role="alert" data-testid="renew-all-error" className="mt-3 text-[13px] font-medium text-red-600">
          {error.text} {error.topUp && <TopUpLink />}
        </p>
      )}
    </Dialog>
  );
}
