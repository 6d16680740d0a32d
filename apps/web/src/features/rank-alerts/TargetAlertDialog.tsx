import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { rulesSummary } from '@seller/shared/rules/rank-alerts';
import type { AlertTargetKind, TargetAlertAnswer } from '@seller/shared/schemas/rank-alerts';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog, DialogClose } from '../../components/ui/Dialog';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { fetchTarget, resetTarget, saveTarget } from './api/rank-alerts-api';
import { RulesFields } from './components/RulesFields';
import { notificationTitle } from './model/notifications';
import { type RulesForm, rulesFormSchema, toForm, toRules } from './model/rules-form';
import { queryKeys } from '../../lib/query-keys';

const a = ko.rankAlerts;

export interface TargetAlertDialogProps {
  kind: AlertTargetKind;
  /** gdpSn or plceSn. */
  id: number;
  onClose: () => void;
}

function Choice({
  name,
  value,
  checked,
  onSelect,
  label,
  hint,
  testId,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  label: string;
  hint?: React.ReactNode;
  testId: string;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-3.5 transition-colors',
        checked ? 'border-brand-500 bg-brand-50/50' : 'border-slate-200 hover:bg-slate-50',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        data-testid={testId}
        className="mt-1 size-4 accent-brand-600"
      />
      <span className="flex flex-col gap-0.5">
        <span className="text-[15px] font-semibold text-slate-900">{label}</span>
        {hint && <span className="text-sm text-slate-600">{hint}</span>}
      </span>
    </label>
  );
}

function TargetForm({ data, onClose }: { data: TargetAlertAnswer; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { kind, id } = data.target;
  const [own, setOwn] = useState(data.override !== null);
  const form = useForm<RulesForm>({
    resolver: zodResolver(rulesFormSchema),
    defaultValues: toForm(data.override ?? data.member),
  });
  const [confirmReset, setConfirmReset] = useState(false);
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.rankAlerts.all });
    onClose();
  };
  const save = useMutation({
    mutationFn: (rules: Parameters<typeof saveTarget>[2]) => saveTarget(kind, id, rules),
    onSuccess: () => {
      toast.success(a.saved);
      done();
    },
    onError: (err) => toast.error(errorMessage(err) || a.saveFailed),
  });
  const reset = useMutation({
    mutationFn: () => resetTarget(kind, id),
    onSuccess: () => {
      toast.success(a.resetDone);
      setConfirmReset(false);
      done();
    },
    onError: (err) => {
      setConfirmReset(false);
      toast.error(errorMessage(err) || a.resetFailed);
    },
  });

  const saveOwn = form.handleSubmit((values) => save.mutate(toRules(values)));
  const submit = (event: React.FormEvent) => {
    if (own) return void saveOwn(event);
    event.preventDefault();
    // Going back to the defaults throws the product's own rules away: ask first.
    if (data.override) setConfirmReset(true);
    else onClose();
  };

  const name = `alert-mode-${kind}-${id}`;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
        <p className="line-clamp-1 text-sm text-slate-500">{notificationTitle(data.target)}</p>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{a.targetTitle}</legend>
          <Choice
            name={name}
            value="default"
            checked={!own}
            onSelect={() => setOwn(false)}
            label={a.useDefaults}
            testId="target-alerts-default"
            hint={
              <>
                {a.defaultsAre(rulesSummary(data.member))}{' '}
                <Link
                  to="/myPage/alerts"
                  onClick={onClose}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {a.editDefaults}
                </Link>
              </>
            }
          />
          <Choice
            name={name}
            value="own"
            checked={own}
            onSelect={() => setOwn(true)}
            label={kind === 'goods' ? a.useOwnGoods : a.useOwnPlace}
            testId="target-alerts-own"
          />
        </fieldset>
        {own && (
          <div className="rounded-xl border border-slate-200 p-4">
            <RulesFields idPrefix={`target-${kind}-${id}`} />
          </div>
        )}
        <div className="mt-2 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{ko.common.cancel}</Button>
          </DialogClose>
          <Button
            type="submit"
            loading={save.isPending}
            data-testid="target-alerts-save"
            className="min-w-20"
          >
            {a.save}
          </Button>
        </div>
        <ConfirmDialog
          open={confirmReset}
          onOpenChange={setConfirmReset}
          title={a.resetTitle}
          text={a.resetText(notificationTitle(data.target))}
          confirmLabel={a.resetOverride}
          tone="primary"
          loading={reset.isPending}
          onConfirm={() => reset.mutate()}
        />
      </form>
    </FormProvider>
  );
}

/** "알림 설정" of one tracked product or place: follow the member's rules, or its own. */
export function TargetAlertDialog({ kind, id, onClose }: TargetAlertDialogProps) {
  const target = useQuery({
    queryKey: queryKeys.rankAlerts.target(kind, id),
    queryFn: () => fetchTarget(kind, id),
    staleTime: 0,
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={a.targetTitle}
      className="max-h-[92dvh] max-w-xl overflow-y-auto"
    >
      <div data-testid="target-alerts-dialog">
        {target.isPending ? (
          <div role="status" className="mt-4 flex flex-col gap-3">
            <span className="sr-only">{ko.common.loading}</span>
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : target.isError ? (
          <ErrorState
            title={a.targetLoadError}
            text={errorMessage(target.error)}
            onRetry={() => void target.refetch()}
            className="py-6"
          />
        ) : (
          <TargetForm data={target.data} onClose={onClose} />
        )}
      </div>
    </Dialog>
  );
}

export default TargetAlertDialog;
