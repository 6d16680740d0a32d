import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { SERVICE_MEMO_MAX } from '@seller/shared/rules/agency';
import { type CoinAddForm, coinAddForm } from '@seller/shared/schemas/agency';
import type { MemberGroupRow } from '@seller/shared/schemas/members';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field, Input } from '../../../components/ui/Input';
import { isApiError } from '../../../lib/api';
import { countValue, digitsOnly } from '../../../lib/digits';
import { useKeyedMutation } from '../../../lib/use-keyed-mutation';
import { grantCoins } from '../api/agency-api';
import { queryKeys } from '../../../lib/query-keys';

const t = ko.memberAdminUi;
const EMPTY: CoinAddForm = { coinInput: '', serviceCoinInput: '', serviceMemoInput: '' };
/** The memo is open only while service coins are above 0. */
const memoEnabled = (serviceCoins: string) => (countValue(serviceCoins) ?? 0) > 0;

/** 코인 추가 시스템: paid coins and service coins (with a memo while service coins are above 0). */
export function CoinAddDialog({
  target,
  onClose,
  onGranted,
}: {
  target: MemberGroupRow | null;
  onClose: () => void;
  onGranted: () => void;
}) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<CoinAddForm>({ resolver: zodResolver(coinAddForm), defaultValues: EMPTY });
  const memoOn = memoEnabled(watch('serviceCoinInput'));
  const memo = watch('serviceMemoInput') ?? '';
  const error = errors.coinInput?.message ?? errors.serviceMemoInput?.message;
  // Coin inputs keep digits only; the memo empties when service coins drop to 0 and stops at 30
  // characters. Any edit takes the message away until the next 추가.
  const digits = (name: 'coinInput' | 'serviceCoinInput') =>
    register(name, {
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        setValue(name, digitsOnly(e.target.value));
        if (name === 'serviceCoinInput' && !memoEnabled(digitsOnly(e.target.value)))
          setValue('serviceMemoInput', '');
        clearErrors();
      },
    });
  // One grant per opened popup: a double click on 추가, or a retry after a lost answer, grants once.
  const grant = useKeyedMutation({
    mutationFn: grantCoins,
    onSuccess: () => {
      toast.success(t.addSuccess);
      void queryClient.invalidateQueries({ queryKey: queryKeys.coins.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit });
      close();
      onGranted();
    },
    onError: (e) => {
      if (isApiError(e) && e.status > 0) {
        toast.error(
          t.addFailed,
          e.message && e.message !== t.addFailed ? { description: e.message } : undefined,
        );
      } else toast.error(t.addError);
    },
  });
  const submit = handleSubmit((values) => {
    if (!target) return;
    grant.submit({
      userMbrSn: target.userMbrSn,
      coinInput: values.coinInput,
      serviceCoinInput: values.serviceCoinInput,
      serviceMemoInput: memoOn ? (values.serviceMemoInput ?? '') : '',
    });
  });
  // Closing the popup clears the inputs (spec 01 §4); the next opening is a new grant.
  function close() {
    reset(EMPTY);
    grant.renewKey();
    onClose();
  }
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t.addTitle}
      footer={
        <>
          <Button variant="outline" data-testid="add-coins-cancel" onClick={close}>
            {t.cancel}
          </Button>
          <Button data-testid="add-coins-submit" loading={grant.isPending} onClick={() => void submit()}>
            {t.add}
          </Button>
        </>
      }
    >
      <form
        className="mt-4 flex flex-col gap-4"
        data-testid="add-coins"
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        {target && (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            <span className="font-semibold text-slate-500">{t.addTarget}</span> {target.mbrEmail}
            {target.companyNm ? ` (${target.companyNm})` : ''}
          </p>
        )}
        <Field id="add-coin-input" label={t.coinInput}>
          <Input
            id="add-coin-input"
            data-testid="add-coin-input"
            inputMode="numeric"
            autoComplete="off"
            className="text-right tabular-nums"
            invalid={Boolean(errors.coinInput)}
            aria-describedby={error ? 'add-coins-error' : undefined}
            {...digits('coinInput')}
          />
        </Field>
        <Field id="add-service-input" label={t.serviceCoinInput}>
          <Input
            id="add-service-input"
            data-testid="add-service-input"
            inputMode="numeric"
            autoComplete="off"
            className="text-right tabular-nums"
            {...digits('serviceCoinInput')}
          />
        </Field>
        <Field id="add-service-memo" label={t.serviceMemo}>
          <Input
            id="add-service-memo"
            data-testid="add-service-memo"
            disabled={!memoOn}
            maxLength={SERVICE_MEMO_MAX}
            placeholder={t.serviceMemoPlaceholder}
            aria-describedby="add-service-memo-count"
            {...register('serviceMemoInput', {
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                setValue('serviceMemoInput', Array.from(e.target.value).slice(0, SERVICE_MEMO_MAX).join(''));
                clearErrors();
              },
            })}
          />
          <span
            id="add-service-memo-count"
            data-testid="add-service-memo-count"
            className="self-end text-xs text-slate-500 tabular-nums"
          >
            {`${Array.from(memo).length}/${SERVICE_MEMO_MAX}`}
          </span>
        </Field>
        {error && (
          <p id="add-coins-error" role="alert" className="text-[13px] font-medium text-red-600">
            {error}
          </p>
        )}
        {/* Enter in an input submits. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
