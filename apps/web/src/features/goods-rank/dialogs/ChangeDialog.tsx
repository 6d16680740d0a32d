import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@seller/shared/schemas/zod';
import { toast } from 'sonner';
import { ArrowDown, History } from 'lucide-react';
import { type GoodsPreview, productInputSchema } from '@seller/shared/schemas/goods-rank';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { ImageThumb } from '../../../components/ui/ImageThumb';
import { Input } from '../../../components/ui/Input';
import { formatNumber } from '../../../lib/format';
import { type GoodsType, previewGoods } from '../api/goods-rank-api';
import { TypeToggle } from '../components/TypeToggle';
import { useChangeGoods } from '../hooks/use-goods-actions';
import { changeFailureMessage, readProductInput } from '../model/rules';
import type { GoodsRowView } from '../model/view-model';

const t = ko.goodsRankUi;

type ChangeForm = z.input<typeof productInputSchema>;
type Read = z.output<typeof productInputSchema>;

/** A product as the confirmation shows it: picture, title, store (or 가격비교) and price. */
function ProductLine({
  label,
  image,
  title,
  store,
  price,
  testId,
}: {
  label: string;
  image: string | null;
  title: string | null;
  store: string | null;
  price: number | null;
  testId: string;
}) {
  return (
    <div
      data-testid={testId}
      className="flex min-w-0 items-start gap-3 rounded-xl border border-slate-200 p-3"
    >
      <ImageThumb src={image} className="size-14 sm:size-16" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-xs font-semibold text-slate-500">{label}</span>
        <p
          className="line-clamp-2 text-sm leading-snug font-medium text-slate-900"
          data-testid={`${testId}-title`}
        >
          {title ?? t.untitled}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
          {store === null ? (
            <span className="rounded bg-emerald-50 px-1.5 py-0.5 font-semibold text-emerald-700">
              {t.priceComparison}
            </span>
          ) : (
            <span data-testid={`${testId}-store`}>{store}</span>
          )}
          {price !== null && <span className="tabular-nums">{`${formatNumber(price)}${ko.common.won}`}</span>}
        </p>
      </div>
    </div>
  );
}

/**
 * Spec 02 §4, §5 with issue 23 points 7 and 8: swap the tracked product without spending coins.
 * The number or link is looked up first (free) and the confirmation shows the product it names;
 * the keywords and their rank history stay, and the chart marks the day of the change.
 */
export function ChangeDialog({ view, onClose }: { view: GoodsRowView; onClose: () => void }) {
  const id = useId();
  // The number or link is checked by the schema the server reads it with (productInputSchema).
  const form = useForm<ChangeForm, unknown, Read>({
    resolver: zodResolver(productInputSchema),
    defaultValues: { type: view.priceComparison ? 'midNum' : 'prodNum', currentInput: '' },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const [target, setTarget] = useState<GoodsPreview | null>(null);
  // What the look-up or the change answered; the field's own message comes from the form.
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? form.formState.errors.currentInput?.message ?? null;
  const change = useChangeGoods();
  const preview = useMutation({
    mutationFn: (input: { type: GoodsType; value: string }) =>
      previewGoods(input.type, input.value, view.gdpSn),
  });
  const inFlight = useRef(false);

  const lookUp = form.handleSubmit((read) => {
    if (preview.isPending) return;
    setProblem(null);
    preview.mutate(
      { type: read.type, value: read.number },
      {
        onSuccess: ({ data }) => {
          if (data.duplicateOf !== null) setProblem(ko.goodsRank.goodsDuplicate);
          else if ((data.mallPid ?? data.midNo) === (view.mallPid ?? view.midNo)) setProblem(t.changeSame);
          else setTarget(data);
        },
        onError: (err) => setProblem(changeFailureMessage(err)),
      },
    );
  });

  const confirm = () => {
    if (!target) return;
    if (inFlight.current || change.isPending) {
      setProblem(ko.goodsRank.alreadyProcessing);
      return;
    }
    setProblem(null);
    inFlight.current = true;
    // The confirmed product's own number, so what changes is what was shown.
    change.mutate(
      { oldGdpSn: view.gdpSn, type: target.type, input: target.number },
      {
        onSuccess: () => {
          toast.success(t.changed);
          onClose();
        },
        onError: (err) => {
          setProblem(changeFailureMessage(err));
          setTarget(null);
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
  const current = (
    <ProductLine
      label={t.changeFrom}
      image={view.row.goodsImg}
      title={view.title}
      store={view.priceComparison ? null : view.storeName}
      price={view.row.price}
      testId="change-from"
    />
  );

  if (target) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t.changeConfirm}
        footer={
          <>
            <Button variant="outline" onClick={() => setTarget(null)} disabled={change.isPending}>
              {t.back}
            </Button>
            <Button data-testid="change-confirm" loading={change.isPending} onClick={confirm}>
              {t.changeSubmit}
            </Button>
          </>
        }
      >
        <div className="mt-3 flex flex-col gap-1.5">
          {current}
          <ArrowDown aria-hidden="true" className="mx-auto size-4 text-slate-400" />
          <ProductLine
            label={t.changeTo}
            image={target.image}
            title={target.title}
            store={target.storeName}
            price={target.price}
            testId="change-to"
          />
        </div>
        <p
          data-testid="change-keeps-history"
          className="mt-3 flex items-start gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900"
        >
          <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-600" />
          {t.changeWarning}
        </p>
        {errorLine}
      </Dialog>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.changeTitle} description={t.changeText}>
      <form onSubmit={(e) => void lookUp(e)} noValidate className="mt-4 flex flex-col gap-3">
        {current}
        <TypeToggle
          value={type}
          onChange={(next) => form.setValue('type', next, { shouldValidate: form.formState.isSubmitted })}
          idPrefix="change"
        />
        <label htmlFor={id} className="sr-only">
          {t.inputLabel}
        </label>
        <Input
          id={id}
          data-testid="change-input"
          inputMode="url"
          autoComplete="off"
          {...form.register('currentInput', {
            onChange: (e: { target: { value: string } }) => {
              setProblem(null);
              // A link names its own kind: the toggle follows it.
              const { read } = readProductInput(e.target.value, form.getValues('type'));
              if (read?.fromLink && read.type !== form.getValues('type')) form.setValue('type', read.type);
            },
          })}
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
          <Button type="submit" data-testid="change-submit" loading={preview.isPending}>
            {t.changeLookup}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
