import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import {
  SERVICE_MEMO_MAX,
  coinAddAmounts,
  editCoinAddForm,
  emptyCoinAddForm,
  memoCounter,
  serviceMemoEnabled,
} from '@seller/shared/rules/agency';
import type { MemberGroupRow } from '@seller/shared/schemas/members';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field, Input } from '../../../components/ui/Input';
import { isApiError } from '../../../lib/api';
import { useKeyedMutation } from '../../../lib/use-keyed-mutation';
import { grantCoins } from '../api/agency-api';
import { queryKeys } from '../../../lib/query-keys';

const t = ko.memberAdminUi;

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
  const [form, setForm] = useState(emptyCoinAddForm);
  const [error, setError] = useState<string | null>(null);
  const edit = (patch: Partial<typeof form>) => {
    setForm((f) => editCoinAddForm(f, patch));
    setError(null);
  };
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
  const submit = () => {
    if (!target) return;
    if (!coinAddAmounts(form)) {
      setError(t.amountRequired);
      return;
    }
    grant.submit({ userMbrSn: target.userMbrSn, ...form });
  };
  const memoOn = serviceMemoEnabled(form.serviceCoinInput);
  // Closing the popup clears the inputs (spec 01 §4); the next opening is a new grant.
  function close() {
    setForm(emptyCoinAddForm());
    setError(null);
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
          <Button data-testid="add-coins-submit" loading={grant.isPending} onClick={submit}>
            {t.add}
          </Button>
        </>
      }
    >
      <form
        className="mt-4 flex flex-col gap-4"
        data-testid="add-coins"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
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
            value={form.coinInput}
            onChange={(e) => edit({ coinInput: e.target.value })}
          />
        </Field>
        <Field id="add-service-input" label={t.serviceCoinInput}>
          <Input
            id="add-service-input"
            data-testid="add-service-input"
            inputMode="numeric"
            autoComplete="off"
            className="text-right tabular-nums"
            value={form.serviceCoinInput}
            onChange={(e) => edit({ serviceCoinInput: e.target.value })}
          />
        </Field>
        <Field id="add-service-memo" label={t.serviceMemo}>
          <Input
            id="add-service-memo"
            data-testid="add-service-memo"
            disabled={!memoOn}
            maxLength={SERVICE_MEMO_MAX}
            placeholder={t.serviceMemoPlaceholder}
            value={form.serviceMemoInput}
            aria-describedby="add-service-memo-count"
            onChange={(e) => edit({ serviceMemoInput: e.target.value })}
          />
          <span
            id="add-service-memo-count"
            data-testid="add-service-memo-count"
            className="self-end text-xs text-slate-500 tabular-nums"
          >
            {memoCounter(form.serviceMemoInput)}
          </span>
        </Field>
        {error && (
          <p role="alert" className="text-[13px] font-medium text-red-600">
            {error}
          </p>
        )}
        {/* Enter in an input submits. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
