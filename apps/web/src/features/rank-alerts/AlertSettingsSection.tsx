import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Mail, MapPin, ShoppingBag } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { rulesSummary } from '@seller/shared/rules/rank-alerts';
import type { AlertSettingsAnswer, AlertTargetKind } from '@seller/shared/schemas/rank-alerts';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { fetchSettings, resetTarget, saveSettings } from './api/rank-alerts-api';
import { RulesFields, Toggle } from './components/RulesFields';
import { KakaoTalkSection } from './KakaoTalkSection';
import { AlimtalkSection } from './alimtalk/AlimtalkSection';
import { notificationTitle } from './model/notifications';
import { type MemberRulesForm, memberRulesFormSchema, toForm, toRules } from './model/rules-form';
import { queryKeys } from '../../lib/query-keys';

const a = ko.rankAlerts;
const card = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

function SettingsForm({ data }: { data: AlertSettingsAnswer }) {
  const queryClient = useQueryClient();
  const form = useForm<MemberRulesForm>({
    resolver: zodResolver(memberRulesFormSchema),
    defaultValues: { ...toForm(data.rules), digest: data.rules.digest },
  });
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: () => {
      toast.success(a.saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rankAlerts.all });
    },
    onError: (err) => toast.error(errorMessage(err) || a.saveFailed),
  });

  const submit = form.handleSubmit((values) => save.mutate({ ...toRules(values), digest: values.digest }));

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className={card}
        data-testid="alert-settings"
        aria-busy={save.isPending}
      >
        <p className="mb-4 text-sm leading-relaxed text-slate-600">{a.settingsIntro}</p>
        <RulesFields idPrefix="alerts" />
        <div className="mt-2 flex flex-col gap-2 rounded-xl bg-slate-50 p-4">
          <Controller
            control={form.control}
            name="digest"
            render={({ field }) => (
              <Toggle
                id="alerts-digest"
                label={a.digestLabel}
                checked={field.value}
                onChange={field.onChange}
                disabled={!data.mailAvailable}
                testId="alert-digest"
              />
            )}
          />
          <p className="text-sm text-slate-600">{a.digestText}</p>
          {data.mailAvailable ? (
            <p className="inline-flex items-center gap-1.5 text-xs text-slate-500">
              <Mail aria-hidden="true" className="size-3.5" />
              {a.digestTo(data.email)}
            </p>
          ) : (
            <p className="text-xs font-medium text-amber-700">{a.digestUnavailable}</p>
          )}
        </div>
        <div className="mt-5 flex justify-end">
          <Button type="submit" loading={save.isPending} data-testid="alert-save" className="min-w-24">
            {save.isPending ? a.saving : a.save}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function Overrides({ data }: { data: AlertSettingsAnswer }) {
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<{ kind: AlertTargetKind; id: number; title: string } | null>(null);
  const reset = useMutation({
    mutationFn: (t: { kind: AlertTargetKind; id: number }) => resetTarget(t.kind, t.id),
    onSuccess: () => {
      toast.success(a.resetDone);
      setConfirm(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rankAlerts.all });
    },
    onError: (err) => toast.error(errorMessage(err) || a.resetFailed),
  });
  return (
    <section className={card} aria-labelledby="alert-overrides-title">
      <h3 id="alert-overrides-title" className="text-base font-bold text-slate-900">
        {a.overridesTitle}
      </h3>
      {data.overrides.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{a.overridesEmpty}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-500">{a.overridesText}</p>
          <ul className="mt-3 divide-y divide-slate-100">
            {data.overrides.map((o) => {
              const title = notificationTitle(o);
              const Icon = o.kind === 'goods' ? ShoppingBag : MapPin;
              return (
                <li
                  key={`${o.kind}-${o.id}`}
                  data-testid="override-row"
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4"
                >
                  <div className="flex min-w-0 flex-1 items-start gap-2.5">
                    <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                    <div className="min-w-0">
                      <p className="truncate text-[15px] font-semibold text-slate-900">
                        <span className="mr-1.5 text-xs font-medium text-slate-500">
                          {o.kind === 'goods' ? a.kindGoods : a.kindPlace}
                        </span>
                        {title}
                      </p>
                      <p className="text-sm text-slate-600">{rulesSummary(o.rules)}</p>
                    </div>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    data-testid="override-reset"
                    onClick={() => setConfirm({ kind: o.kind, id: o.id, title })}
                  >
                    {a.resetOverride}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={a.resetTitle}
        text={confirm ? a.resetText(confirm.title) : ''}
        confirmLabel={a.resetOverride}
        tone="primary"
        loading={reset.isPending}
        onConfirm={() => confirm && reset.mutate(confirm)}
      />
    </section>
  );
}

/** My page › 알림 설정: the member's rules, the daily mail, and products or places with their own rules. */
export function AlertSettingsSection() {
  const settings = useQuery({ queryKey: queryKeys.rankAlerts.settings, queryFn: fetchSettings });
  if (settings.isPending) {
    return (
      <div role="status" className={`${card} flex flex-col gap-4`}>
        <span className="sr-only">{ko.common.loading}</span>
        <Skeleton className="h-4 w-3/4" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    );
  }
  if (settings.isError) {
    return (
      <ErrorState
        title={a.settingsLoadError}
        text={errorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
        className={card}
      />
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {/* Keyed by the saved rules, so a save or an unsubscribe elsewhere refreshes the form. */}
      <SettingsForm key={JSON.stringify(settings.data.rules)} data={settings.data} />
      <KakaoTalkSection />
      <AlimtalkSection />
      <Overrides data={settings.data} />
    </div>
  );
}
