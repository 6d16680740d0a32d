import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { AlertTriangle, MessageCircle } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import {
  KAKAO_TALK_ON_MODES,
  KAKAO_TALK_RESULTS,
  type KakaoTalkResult,
  type KakaoTalkStatus,
} from '@seller/shared/schemas/rank-alerts';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { queryKeys } from '../../lib/query-keys';
import {
  connectKakaoTalk,
  fetchKakaoTalk,
  saveKakaoTalkMode,
  sendKakaoTalkTest,
} from './api/rank-alerts-api';

const k = ko.rankAlerts.kakao;
const card = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';
const formSchema = z.object({ mode: z.enum(KAKAO_TALK_ON_MODES, { error: k.modeInvalid }) });
type Form = z.infer<typeof formSchema>;

const isResult = (v: string | null): v is KakaoTalkResult =>
  v !== null && (KAKAO_TALK_RESULTS as readonly string[]).includes(v);

/** The outcome of the consent redirect (`?kakao=…`) as a toast, once; the address is cleaned. */
function useConsentResult() {
  const [params, setParams] = useSearchParams();
  const result = params.get('kakao');
  useEffect(() => {
    if (!isResult(result)) return;
    if (result === 'on') toast.success(k.results.on);
    else toast.error(k.results[result]);
    setParams(
      (p) => {
        p.delete('kakao');
        return p;
      },
      { replace: true },
    );
  }, [result, setParams]);
}

function ModeChoice({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (v: Form['mode']) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-slate-700">{k.modeLabel}</legend>
      <div className="grid gap-2 md:grid-cols-3">
        {KAKAO_TALK_ON_MODES.map((mode) => (
          <label
            key={mode}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3.5 transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-200',
              value === mode ? 'border-brand-500 bg-brand-50/50' : 'border-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="kakao-mode"
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              data-testid={`kakao-mode-${mode}`}
              className="mt-1 size-4 accent-brand-600"
            />
            <span className="flex flex-col gap-0.5">
              <span className="text-[15px] font-semibold text-slate-900">{k.modes[mode]}</span>
              <span className="text-sm text-slate-600">{k.modeHints[mode]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function KakaoTalkForm({ data }: { data: KakaoTalkStatus }) {
  const queryClient = useQueryClient();
  const [confirmOff, setConfirmOff] = useState(false);
  const on = data.mode !== 'off';
  const form = useForm<Form>({
    resolver: zodResolver(formSchema),
    defaultValues: { mode: on ? (data.mode as Form['mode']) : 'daily' },
  });
  const refresh = (next: KakaoTalkStatus) => queryClient.setQueryData(queryKeys.rankAlerts.kakaoTalk, next);
  const connect = useMutation({
    mutationFn: connectKakaoTalk,
    // Kakao's consent page; it comes back to /myPage/alerts?kakao=… through the server.
    onSuccess: (url) => window.location.assign(url),
    onError: (err) => toast.error(errorMessage(err) || k.results.failed),
  });
  const save = useMutation({
    mutationFn: saveKakaoTalkMode,
    onSuccess: (next) => {
      refresh(next);
      toast.success(next.mode === 'off' ? k.turnedOff : k.saved);
      setConfirmOff(false);
    },
    onError: (err) => {
      toast.error(errorMessage(err));
      void queryClient.invalidateQueries({ queryKey: queryKeys.rankAlerts.kakaoTalk });
    },
  });
  const test = useMutation({
    mutationFn: sendKakaoTalkTest,
    onSuccess: () => toast.success(k.testSent),
    onError: (err) => {
      toast.error(errorMessage(err));
      // A revoked consent turns the channel off on the server: show it, and the bell's notice.
      void queryClient.invalidateQueries({ queryKey: queryKeys.rankAlerts.all });
    },
  });
  const submit = form.handleSubmit(({ mode }) => (data.consented ? save.mutate(mode) : connect.mutate(mode)));
  const busy = connect.isPending || save.isPending;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 flex flex-col gap-4" aria-busy={busy}>
      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => <ModeChoice value={field.value} onChange={field.onChange} disabled={busy} />}
      />
      {form.formState.errors.mode && (
        <p role="alert" className="text-sm text-red-600">
          {form.formState.errors.mode.message}
        </p>
      )}
      {!data.linked && <p className="text-sm text-slate-600">{k.notLinked}</p>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {on && (
          <>
            <Button type="button" variant="ghost" onClick={() => setConfirmOff(true)} data-testid="kakao-off">
              {k.turnOff}
            </Button>
            <Button
              type="button"
              variant="outline"
              loading={test.isPending}
              onClick={() => test.mutate()}
              data-testid="kakao-test"
            >
              {k.test}
            </Button>
          </>
        )}
        {on ? (
          <Button type="submit" loading={save.isPending} data-testid="kakao-save">
            {k.save}
          </Button>
        ) : (
          <Button type="submit" variant="kakao" loading={busy} data-testid="kakao-on">
            {connect.isPending ? k.connecting : data.linked ? k.turnOn : k.turnOnLinking}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title={k.turnOff}
        text={k.turnOffConfirm}
        confirmLabel={k.turnOff}
        loading={save.isPending}
        onConfirm={() => save.mutate('off')}
      />
    </form>
  );
}

/** My page › 알림 설정 › 카카오톡 알림 (issue 28 §2). */
export function KakaoTalkSection() {
  useConsentResult();
  const status = useQuery({ queryKey: queryKeys.rankAlerts.kakaoTalk, queryFn: fetchKakaoTalk });
  let body;
  if (status.isPending) {
    body = (
      <div role="status" className="mt-4 flex flex-col gap-3">
        <span className="sr-only">{ko.common.loading}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-9 w-40 self-end" />
      </div>
    );
  } else if (status.isError) {
    body = (
      <ErrorState
        title={k.loadError}
        text={errorMessage(status.error)}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (!status.data.available) {
    body = <p className="mt-3 text-sm text-slate-600">{k.unavailable}</p>;
  } else {
    body = (
      <>
        {status.data.offReason === 'revoked' && (
          <p
            role="status"
            data-testid="kakao-revoked"
            className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 p-3.5 text-sm text-amber-800"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {k.revoked}
          </p>
        )}
        {/* Keyed by the mode, so a change elsewhere (revocation, another tab) resets the choice. */}
        <KakaoTalkForm key={`${status.data.mode}-${status.data.consented}`} data={status.data} />
      </>
    );
  }
  const on = status.data?.mode !== undefined && status.data.mode !== 'off';
  return (
    <section className={card} aria-labelledby="kakao-talk-title" data-testid="kakao-talk">
      {/* The state beside the title, not at the card's right edge, where the chat button floats. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3
          id="kakao-talk-title"
          className="inline-flex items-center gap-2 text-base font-bold text-slate-900"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-7 items-center justify-center rounded-full bg-[#FEE500] text-[#191600]"
          >
            <MessageCircle className="size-4" />
          </span>
          {k.title}
        </h3>
        {status.isSuccess && (
          <span
            data-testid="kakao-status"
            className={cn(
              'rounded-full px-2.5 py-1 text-xs font-semibold',
              on ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600',
            )}
          >
            {on ? k.statusOn : k.statusOff}
          </span>
        )}
      </div>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{k.intro}</p>
      {body}
    </section>
  );
}
