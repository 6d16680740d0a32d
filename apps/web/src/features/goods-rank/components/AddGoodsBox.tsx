import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@seller/shared/schemas/zod';
import { toast } from 'sonner';
import { COIN_COST_REGISTER, TRACKING_DAYS } from '@seller/shared/constants/coins';
import * as ko from '@seller/shared/messages/sections';
import { productInputSchema } from '@seller/shared/schemas/goods-rank';
import { MAX_KEYWORDS } from '@seller/shared/rules/goods-rank';
import type { SimulatorExample } from '@seller/shared/rules/simulator-examples';
import { AddButton, addBoxClass } from '../../../components/rank-tracking/AddBox';
import { KeywordChips } from '../../../components/rank-tracking/KeywordChips';
import { addKeywords } from '../../../components/rank-tracking/keyword-chips';
import { Input } from '../../../components/ui/Input';
import { useAppConfig } from '../../../lib/app-config';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useRegisterGoods } from '../hooks/use-goods-actions';
import { useRegisterQuote } from '../hooks/use-quotes';
import { displayDate, parseInstant } from '../model/time';
import { revealRow } from '../model/reveal-row';
import {
  addFailureMessage,
  canRegister,
  duplicateRowOf,
  isCoinShortage,
  readProductInput,
} from '../model/rules';
import { FinderDialog, type FinderPick } from '../dialogs/FinderDialog';
import { TopUpLink } from './RowParts';
import { KeywordSuggestions, type KnownProduct } from './KeywordSuggestions';
import { TryExamples } from './TryExamples';
import { TypeToggle } from './TypeToggle';

const g = ko.goodsRank;
const t = ko.goodsRankUi;
const q = ko.goodsQuote;

type AddError = { text: string; topUp: boolean; existing?: number };
type AddForm = z.input<typeof productInputSchema>;
type Read = z.output<typeof productInputSchema>;

/**
 * Spec 02 §2.1, §5: register a product by store product number or catalogue id, or by a pasted
 * store or catalogue link (issue 23 point 8), which sets the toggle to the kind it names.
 */
export function AddGoodsBox({ balance }: { balance: number | null }) {
  const id = useId();
  const form = useForm<AddForm, unknown, Read>({
    resolver: zodResolver(productInputSchema),
    defaultValues: { type: 'prodNum', currentInput: '' },
    // A link that names no product says so while it is typed (issue 23 point 8).
    mode: 'onChange',
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const value = useWatch({ control: form.control, name: 'currentInput' });
  const [error, setError] = useState<AddError | null>(null);
  // Keywords registered with the product in the same call (issue 39 §1).
  const [chips, setChips] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const [finding, setFinding] = useState(false);
  // The product whose title the box was given (a finder pick, a 체험용 상품), for 추천 키워드.
  const [known, setKnown] = useState<KnownProduct | null>(null);
  const register = useRegisterGoods();
  // A product picked from the keyword search fills the box: its number, and the keyword as a chip.
  const pick = (p: FinderPick) => {
    form.setValue('type', p.type);
    form.setValue('currentInput', p.number, { shouldValidate: true });
    setChips((c) => addKeywords(c, p.keyword, MAX_KEYWORDS).chips);
    setKnown({ type: p.type, number: p.number, title: p.title, keyword: p.keyword });
    setError(null);
    setFinding(false);
    toast.info(ko.goodsFinder.picked(p.title));
  };
  // 체험용 상품 (issue 39 §1): in simulator mode, one of the simulator's products fills the box.
  const { simulator } = useAppConfig();
  const tryExample = (e: SimulatorExample) => {
    form.setValue('type', e.type);
    form.setValue('currentInput', e.number, { shouldValidate: true });
    setChips((c) => addKeywords(c, e.keyword, MAX_KEYWORDS).chips);
    setKnown({ type: e.type, number: e.number, title: e.title, keyword: e.keyword });
    setError(null);
    toast.info(ko.goodsExamples.filled(e.label));
  };
  // What one registration takes now (issue 28 §3), asked again whenever the balance changes.
  const quote = useRegisterQuote(balance);
  const short = quote.data && !quote.data.enough ? quote.data.message : null;
  // The mutation's own pending flag reaches the next render only; a second Enter may come sooner.
  const inFlight = useRef(false);

  const send = (read: Read) => {
    if (!canRegister(balance)) {
      inFlight.current = false;
      return setError({ text: g.notEnoughCoins, topUp: true });
    }
    setError(null);
    // What is still typed in the keyword field goes too, as a seller expects of "추가".
    const keywords = addKeywords(chips, draft, MAX_KEYWORDS).chips;
    register.mutate(
      { type: read.type, input: form.getValues('currentInput').trim(), keywords },
      {
        onSuccess: (answer) => {
          form.reset({ type: form.getValues('type'), currentInput: '' });
          setChips([]);
          setDraft('');
          setKnown(null);
          // A second click while this one ran said 'already processing'; it is done now.
          setError(null);
          const added = answer.data.keywords.length;
          toast.success(added > 0 ? t.addedWithKeywords(added) : t.addedNoKeywords);
        },
        onError: (err) => {
          // Already tracked: point to the row (issue 23 point 5).
          const existing = duplicateRowOf(err) ?? undefined;
          if (existing !== undefined) revealRow(existing);
          setError({ text: addFailureMessage(err), topUp: isCoinShortage(err), existing });
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };
  const submit = form.handleSubmit(send, () => {
    inFlight.current = false;
  });

  // A link names its own kind: the toggle follows it, and the line under the box says what was read.
  const reading = value.trim() === '' ? null : readProductInput(value, type);
  const fromLink = reading?.read?.fromLink ? reading.read : null;
  const product = reading?.read
    ? { type: reading.read.type, number: reading.read.number, input: value.trim() }
    : null;
  const followLink = (next: string) => {
    setError(null);
    const r = next.trim() === '' ? null : readProductInput(next, form.getValues('type'));
    if (r?.read?.fromLink && r.read.type !== form.getValues('type'))
      form.setValue('type', r.read.type, { shouldValidate: true });
  };
  // The schema's message, once something is typed or the form was sent empty.
  const inputError = form.formState.errors.currentInput?.message;
  const shown: AddError | null =
    error ??
    (inputError && (value.trim() !== '' || form.formState.isSubmitted)
      ? { text: inputError, topUp: false }
      : null);

  const errorId = `${id}-error`;
  return (
    <>
      <form
        ref={formRef}
        onSubmit={(e) => {
          if (inFlight.current || register.isPending) {
            e.preventDefault();
            return setError({ text: g.alreadyProcessing, topUp: false });
          }
          inFlight.current = true;
          void submit(e);
        }}
        noValidate
        // One column on a phone: number, keywords, then 추가 under them (the row's items join the
        // form's column through `contents`); from md the number row, the cost line, the keywords.
        className={cn(addBoxClass, 'flex flex-col gap-3 md:block')}
      >
        <div className="contents md:flex md:flex-row md:items-center md:gap-3">
          <div className="order-1 md:order-none">
            <TypeToggle
              value={type}
              onChange={(next) => form.setValue('type', next, { shouldValidate: value.trim() !== '' })}
              idPrefix="goods-add"
            />
          </div>
          <label htmlFor={id} className="sr-only">
            {t.inputLabel}
          </label>
          <Input
            id={id}
            data-testid="goods-add-input"
            inputMode="url"
            autoComplete="off"
            {...form.register('currentInput', {
              onChange: (e: ChangeEvent<HTMLInputElement>) => followLink(e.target.value),
            })}
            onKeyDown={(e) => {
              // The disabled button blocks a second Enter; say why instead of doing nothing.
              if (e.key === 'Enter' && register.isPending)
                setError({ text: g.alreadyProcessing, topUp: false });
            }}
            placeholder={type === 'prodNum' ? t.placeholderProdNum : t.placeholderMidNum}
            invalid={shown !== null}
            aria-describedby={shown ? errorId : undefined}
            className="order-2 md:order-none md:flex-1"
          />
          <AddButton
            className="order-4 md:order-none"
            data-testid="goods-add-submit"
            pending={register.isPending}
            disabled={short !== null}
            aria-describedby={short ? `${id}-quote` : undefined}
            label={t.add}
          />
        </div>
        <div className="order-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-[13px] md:order-none md:mt-2">
          {shown ? (
            <p id={errorId} role="alert" data-testid="goods-add-error" className="font-medium text-red-600">
              {shown.text} {shown.topUp && <TopUpLink />}
              {shown.existing !== undefined && (
                <button
                  type="button"
                  data-testid="goods-add-show-existing"
                  onClick={() => revealRow(shown.existing!)}
                  className="ml-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {t.showExisting}
                </button>
              )}
            </p>
          ) : short ? (
            <p
              id={`${id}-quote`}
              role="alert"
              data-testid="register-quote-short"
              className="font-medium text-red-600"
            >
              {short} <TopUpLink />
            </p>
          ) : fromLink ? (
            <p role="status" data-testid="goods-add-read" className="font-medium text-emerald-700">
              {t.linkRead(fromLink.type === 'prodNum' ? t.typeProdNum : t.typeMidNum, fromLink.number)}
            </p>
          ) : (
            <RegisterQuoteLine quote={quote} />
          )}
          {balance !== null && (
            <p className="text-slate-600 tabular-nums">{t.balance(formatNumber(balance))}</p>
          )}
        </div>
        <div className="order-6 md:order-none md:mt-3">
          <button
            type="button"
            data-testid="finder-open"
            onClick={() => setFinding(true)}
            className="inline-flex items-center gap-1 text-[13px] font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {ko.goodsFinder.open}
          </button>
        </div>
        <KeywordChips
          className="order-3 md:order-none md:mt-3"
          id={`${id}-keywords`}
          chips={chips}
          onChips={setChips}
          draft={draft}
          onDraft={setDraft}
          max={MAX_KEYWORDS}
          disabled={register.isPending}
          onSubmit={() => formRef.current?.requestSubmit()}
        />
        {product && (
          <KeywordSuggestions
            // Another product starts over: what was suggested belongs to the one before.
            key={`${product.type}:${product.number}`}
            className="order-3 md:order-none md:mt-2"
            product={product}
            known={known}
            chips={chips}
            onChips={setChips}
            max={MAX_KEYWORDS}
            disabled={register.isPending}
          />
        )}
        {simulator && (
          <TryExamples
            className="order-7 md:order-none md:mt-3"
            onPick={tryExample}
            disabled={register.isPending}
          />
        )}
      </form>
      {/* Outside the form: a portal's events still bubble to React ancestors (its Enter would add). */}
      <FinderDialog open={finding} onOpenChange={setFinding} onPick={pick} />
    </>
  );
}

/** The add box's cost line: the server's quote of one registration, or the rule while it comes. */
function RegisterQuoteLine({ quote }: { quote: ReturnType<typeof useRegisterQuote> }) {
  if (quote.data) {
    const d = quote.data;
    return (
      <p data-testid="register-quote" className="text-slate-600 tabular-nums">
        {q.registerLine(
          formatNumber(d.coins),
          formatNumber(d.balanceAfter),
          displayDate(parseInstant(d.endAt)),
        )}
      </p>
    );
  }
  if (quote.isError) {
    return (
      <p role="alert" data-testid="quote-error" className="text-red-600">
        {q.failed}{' '}
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
  return (
    <p role="status" data-testid="quote-loading" className="text-slate-500">
      {t.addCost(COIN_COST_REGISTER, TRACKING_DAYS)} · {q.loading}
    </p>
  );
}
