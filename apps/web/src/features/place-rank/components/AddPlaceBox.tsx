import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CircleCheck, Info, Plus } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import type { PlaceViewAnswer } from '@seller/shared/schemas/place-rank';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Input } from '../../../components/ui/Input';
import { cn } from '../../../lib/cn';
import { useRegisterPlace } from '../hooks/use-place-actions';
import { addInputError, registerFailure } from '../model/rules';

const m = ko.placeRank;
const t = ko.placeRankUi;

type Message = { text: string; tone: 'error' | 'success' } | null;

/** Spec 02 §2.3, §5: register by keyword plus place id; the server's answer shows inline. */
export function AddPlaceBox({ limits }: { limits: PlaceViewAnswer['limits'] | null }) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [placeId, setPlaceId] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const register = useRegisterPlace();
  // The mutation's pending flag reaches the next render only; a second Enter may come sooner.
  const inFlight = useRef(false);

  const send = (confirmDuplicate: boolean) => {
    inFlight.current = true;
    register.mutate(
      { placeId: placeId.trim(), keyword: keyword.trim(), confirmDuplicate },
      {
        onSuccess: (answer) => {
          const text = answer?.message || m.registered;
          setMessage({ text, tone: 'success' });
          toast.success(text);
          setKeyword('');
          setPlaceId('');
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current || register.isPending)
      return setMessage({ text: m.alreadyProcessing, tone: 'error' });
    const problem = addInputError(keyword, placeId);
    if (problem) return setMessage({ text: problem, tone: 'error' });
    setMessage(null);
    send(false);
  };

  const messageId = `${id}-message`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-describedby={message ? messageId : undefined}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-[0_1px_2px_rgba(15,23,42,0.04)] sm:p-5"
    >
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_auto] md:items-end">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-keyword`} className="text-sm font-semibold text-slate-700">
            {t.keywordLabel}
          </label>
          <Input
            id={`${id}-keyword`}
            data-testid="place-add-keyword"
            value={keyword}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t.keywordPlaceholder}
            invalid={message?.tone === 'error' && keyword.trim() === ''}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-place`} className="text-sm font-semibold text-slate-700">
            {t.placeIdLabel}
          </label>
          <Input
            id={`${id}-place`}
            data-testid="place-add-id"
            value={placeId}
            maxLength={500}
            autoComplete="off"
            inputMode="url"
            onChange={(e) => setPlaceId(e.target.value)}
            placeholder={t.placeIdPlaceholder}
            aria-describedby={`${id}-hint`}
            invalid={message?.tone === 'error' && placeId.trim() === ''}
          />
        </div>
        <Button
          type="submit"
          data-testid="place-add-submit"
          loading={register.isPending}
          className="h-11 md:w-28"
        >
          {!register.isPending && <Plus aria-hidden="true" className="size-4" />}
          {t.add}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-2 text-[13px] text-slate-500">
        {t.placeIdHint}
      </p>
      <div
        id={messageId}
        role={message?.tone === 'error' ? 'alert' : 'status'}
        data-testid="place-add-message"
        data-tone={message?.tone}
        className={cn(
          'mt-1 min-h-5 text-[13px] font-medium',
          message?.tone === 'error' ? 'text-red-600' : 'text-emerald-700',
        )}
      >
        {message && (
          <span className="inline-flex items-center gap-1.5">
            {message.tone === 'success' && <CircleCheck aria-hidden="true" className="size-4" />}
            {message.text}
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
        onConfirm={() => send(true)}
      />
    </form>
  );
}
