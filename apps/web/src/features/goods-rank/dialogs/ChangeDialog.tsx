import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { TriangleAlert } from 'lucide-react';
import { ko } from '@seller/shared/messages/ko';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { Input } from '../../../components/ui/Input';
import type { GoodsType } from '../api/goods-rank-api';
import { TypeToggle } from '../components/TypeToggle';
import { useChangeGoods } from '../hooks/use-goods-actions';
import { changeFailureMessage, changeInputError, digitsOnly } from '../model/rules';
import type { GoodsRowView } from '../model/view-model';

const t = ko.goodsRankUi;

/** Spec 02 §4, §5: swap the tracked product without spending coins; the old one is gone for good. */
export function ChangeDialog({ view, onClose }: { view: GoodsRowView; onClose: () => void }) {
  const id = useId();
  const [type, setType] = useState<GoodsType>(view.priceComparison ? 'midNum' : 'prodNum');
  const [digits, setDigits] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [error, setError] = useState<string | null>(null);
  const change = useChangeGoods();
  const inFlight = useRef(false);

  const toConfirm = (e: FormEvent) => {
    e.preventDefault();
    const problem = changeInputError(digits);
    setError(problem);
    if (!problem) setStep('confirm');
  };

  const confirm = () => {
    if (inFlight.current || change.isPending) {
      setError(ko.goodsRank.alreadyProcessing);
      return;
    }
    setError(null);
    inFlight.current = true;
    change.mutate(
      { oldGdpSn: view.gdpSn, type, input: digits },
      {
        onSuccess: () => {
          toast.success(t.changed);
          onClose();
        },
        onError: (err) => {
          setError(changeFailureMessage(err));
          setStep('form');
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const errorLine = error && (
    <p
      id={`${id}-error`}
      role="alert"
      data-testid="change-error"
      className="mt-2 text-[13px] font-medium text-red-600"
    >
      {error}
    </p>
  );

  if (step === 'confirm') {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t.changeConfirm}
        footer={
          <>
            <Button variant="outline" onClick={() => setStep('form')} disabled={change.isPending}>
              {t.back}
            </Button>
            <Button
              variant="danger"
              data-testid="change-confirm"
              loading={change.isPending}
              onClick={confirm}
            >
              {t.changeSubmit}
            </Button>
          </>
        }
      >
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
          {t.changeWarning}
        </p>
        {errorLine}
      </Dialog>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.changeTitle} description={t.changeText}>
      <form onSubmit={toConfirm} noValidate className="mt-4 flex flex-col gap-3">
        <p className="line-clamp-2 text-sm text-slate-600">{view.title ?? t.lookupPending}</p>
        <TypeToggle value={type} onChange={setType} idPrefix="change" />
        <label htmlFor={id} className="sr-only">
          {t.inputLabel}
        </label>
        <Input
          id={id}
          data-testid="change-input"
          inputMode="numeric"
          autoComplete="off"
          value={digits}
          onChange={(e) => {
            setDigits(digitsOnly(e.target.value));
            setError(null);
          }}
          placeholder={type === 'prodNum' ? t.placeholderProdNum : t.placeholderMidNum}
          invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {errorLine}
        <p className="text-[13px] text-slate-500">{t.changeWarning}</p>
        <div className="mt-2 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{ko.common.cancel}</Button>
          </DialogClose>
          <Button type="submit" data-testid="change-submit">
            {t.change}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
