import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { CircleCheck, Info } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { placeAddForm, type PlaceAddForm } from '@seller/shared/schemas/rank-tracking-forms';
import type { PlaceViewAnswer } from '@seller/shared/schemas/place-rank';
import { AddButton, addBoxClass } from '../../../components/rank-tracking/AddBox';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Input } from '../../../components/ui/Input';
import { cn } from '../../../lib/cn';
import { useRegisterPlace } from '../hooks/use-place-actions';
import { registerFailure } from '../model/rules';

const m = ko.placeRank;
const t = ko.placeRankUi;

type Message = { text: string; tone: 'error' | 'success' } | null;

/** Spec 02 §2.3, §5: register by keyword plus place id; the server's answer shows inline. */
export function AddPlaceBox({ limits }: { limits: PlaceViewAnswer['limits'] | null }) {
  const id = useId();
  const form = useForm<PlaceAddForm>({
    resolver: zodResolver(placeAddForm),
    defaultValues: { keyword: '', placeId: '' },
  });
  const [message, setMessage] = useState<Message>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const register = useRegisterPlace();
  // The mutation's pending flag reaches the next render only; a second Enter may come sooner.
  const inFlight = useRef(false);
  const { errors } = form.formState;
  const inputError = errors.keyword?.message ?? errors.placeId?.message;
  const shown: Message = inputError ? { text: inputError, tone: 'error' } : message;

  const send = ({ keyword, placeId }: PlaceAddForm, confirmDuplicate: boolean) => {
    inFlight.current = true;
    register.mutate(
      { placeId, keyword, confirmDuplicate },
      {
        onSuccess: (answer) => {
          const text = answer?.message || m.registered;
          setMessage({ text, tone: 'success' });
          toast.success(text);
          form.reset();
          setDuplicate(null);
        },
        onError: (err) => {
          const failure = registerFailure(err);
          if (failure.duplicate && !confirmDuplicate) {
            setMessage(null);
            setDuplicate(failure.message);
          } else {
            setDuplicate(null);
            setMessage({ text: failure.message, tone: 'error' });
          }
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const submit = form.handleSubmit((values) => {
    setMessage(null);
    send(values, false);
  });

  const messageId = `${id}-message`;
  return (
    <form
      onSubmit={(e) => {
        if (inFlight.current || register.isPending) {
          e.preventDefault();
          return setMessage({ text: m.alreadyProcessing, tone: 'error' });
        }
        void submit(e);
      }}
      noValidate
      aria-describedby={shown ? messageId : undefined}
      className={addBoxClass}
    >
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_auto] md:items-end">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-keyword`} className="text-sm font-semibold text-slate-700">
            {t.keywordLabel}
          </label>
          <Input
            id={`${id}-keyword`}
            data-testid="place-add-keyword"
            maxLength={100}
            autoComplete="off"
            placeholder={t.keywordPlaceholder}
            invalid={Boolean(errors.keyword)}
            {...form.register('keyword')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-place`} className="text-sm font-semibold text-slate-700">
            {t.placeIdLabel}
          </label>
          <Input
            id={`${id}-place`}
            data-testid="place-add-id"
            maxLength={500}
            autoComplete="off"
            inputMode="url"
            placeholder={t.placeIdPlaceholder}
            aria-describedby={`${id}-hint`}
            invalid={Boolean(errors.placeId)}
            {...form.register('placeId')}
          />
        </div>
        <AddButton data-testid="place-add-submit" pending={register.isPending} label={t.add} />
      </div>
      <p id={`${id}-hint`} className="mt-2 text-[13px] text-slate-500">
        {t.placeIdHint}
      </p>
      <div
        id={messageId}
        role={shown?.tone === 'error' ? 'alert' : 'status'}
        data-testid="place-add-message"
        data-tone={shown?.tone}
        className={cn(
          'mt-1 min-h-5 text-[13px] font-medium',
          shown?.tone === 'error' ? 'text-red-600' : 'text-emerald-700',
        )}
      >
        {shown && (
          <span className="inline-flex items-center gap-1.5">
            {shown.tone === 'success' && <CircleCheck aria-hidden="true" className="size-4" />}
            {shown.text}
          </span>
        )}
      </div>
      <div
        data-testid="place-notice"
        className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-50/70 px-3.5 py-2.5 text-[13px] text-brand-900"
      >
        <Info aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        <span className="font-medium">
          {t.notice(limits?.dailyRegistrations ?? 2, limits?.maxPlaces ?? 10)}
        </span>
        <span className="text-brand-800/80">{t.noticeDeleted}</span>
        {limits && (
          <span className="ml-auto font-semibold tabular-nums" data-testid="place-today-count">
            {t.todayCount(limits.registeredToday, limits.dailyRegistrations)}
          </span>
        )}
      </div>
      <ConfirmDialog
        open={duplicate !== null}
        onOpenChange={(open) => !open && setDuplicate(null)}
        title={t.duplicateTitle}
        text={duplicate ?? ''}
        confirmLabel={t.duplicateConfirm}
        tone="primary"
        loading={register.isPending}
        onConfirm={() => send(placeAddForm.parse(form.getValues()), true)}
      />
    </form>
  );
}
