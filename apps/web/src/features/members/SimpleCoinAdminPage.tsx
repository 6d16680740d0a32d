import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Minus, Plus, Search } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '@seller/shared/rules/kst';
import {
  type AdminEmailSearchForm,
  type SimpleMemberResult,
  adminEmailSearchForm,
} from '@seller/shared/schemas/members';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { countValue, digitsOnly } from '../../lib/digits';
import { useKeyedMutation } from '../../lib/use-keyed-mutation';
import { addMemberCoins, lookupMember } from './api/members-api';
import { stepAmount } from './model';
import { queryKeys } from '../../lib/query-keys';

const t = ko.simpleCoinUi;

/**
 * /coinManagement (spec 01 §2.12): find a member by e-mail, then add coins. The +/- buttons work
 * from the integer `coins` the lookup answers (the balance) and step the amount to add.
 */
export function SimpleCoinAdminPage() {
  const queryClient = useQueryClient();
  const searchForm = useForm<AdminEmailSearchForm>({
    resolver: zodResolver(adminEmailSearchForm),
    defaultValues: { mbrEmail: '' },
  });
  const emailError = searchForm.formState.errors.mbrEmail?.message;
  const [result, setResult] = useState<SimpleMemberResult | null>(null);
  const [amount, setAmount] = useState('');

  const lookup = useMutation({
    mutationFn: lookupMember,
    onSuccess: (data) => {
      setResult(data);
      setAmount('');
      // Another member (or the same one looked up again): the next 저장 is a new addition.
      save.renewKey();
    },
    onError: () => {
      // Spec 01 §8: '사용자가 없습니다.' and the result cleared.
      setResult(null);
      toast.error(t.notFound);
    },
  });

  // One addition per 저장: a double click, or a retry after a lost answer, adds once.
  const save = useKeyedMutation({
    mutationFn: (vars: { result: SimpleMemberResult; amount: number }, key: string) =>
      addMemberCoins(vars.result, vars.amount, key),
    onSuccess: ({ data }) => {
      toast.success(t.added);
      // The page's reload: the figures as the server now has them.
      setResult(data);
      setAmount('');
      void queryClient.invalidateQueries({ queryKey: queryKeys.coins.all });
    },
    onError: () => toast.error(t.problem),
  });

  // An empty box says what to type (under the field) instead of doing nothing.
  const search = searchForm.handleSubmit(({ mbrEmail }) => lookup.mutate(mbrEmail.trim()));
  // The buttons act only on an answer with an integer `coins` (spec 01 §2.12), which ours has.
  const canStep = result !== null && Number.isInteger(result.coins);
  const current = countValue(amount) ?? 0;
  const step = (d: 1 | -1) => {
    if (canStep) setAmount(String(stepAmount(current, d)));
  };
  const submit = () => {
    if (!result || current <= 0) {
      toast.error(t.problem);
      return;
    }
    save.submit({ result, amount: current });
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 md:py-10" data-testid="simple-coin-admin">
      <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-1 text-slate-600">{t.text}</p>
      <form noValidate onSubmit={(e) => void search(e)} className="mt-6">
        <div className="flex gap-2">
          <Input
            type="email"
            aria-label={t.email}
            data-testid="simple-email"
            placeholder={t.emailPlaceholder}
            invalid={Boolean(emailError)}
            aria-describedby={emailError ? 'simple-email-error' : undefined}
            {...searchForm.register('mbrEmail')}
          />
          <Button type="submit" data-testid="simple-search" loading={lookup.isPending} className="h-11">
            <Search aria-hidden="true" className="size-4" />
            {t.search}
          </Button>
        </div>
        {emailError && (
          <p
            id="simple-email-error"
            role="alert"
            data-testid="simple-email-error"
            className="mt-1.5 text-[13px] font-medium text-red-600"
          >
            {emailError}
          </p>
        )}
      </form>

      {result && (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-sm" data-testid="simple-result">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="px-4 py-3 font-semibold">{t.columns.seq}</th>
                <th className="px-4 py-3 font-semibold">{t.columns.email}</th>
                <th className="px-4 py-3 text-right font-semibold">{t.columns.current}</th>
                <th className="px-4 py-3 text-right font-semibold">{t.columns.inUse}</th>
                <th className="px-4 py-3 text-right font-semibold">{t.columns.total}</th>
                <th className="px-4 py-3 text-right font-semibold">{t.columns.payment}</th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-t border-slate-100">
                <td className="px-4 py-3 tabular-nums">{result.mbrSn}</td>
                <td className="px-4 py-3">{result.mbrEmail}</td>
                <td className="px-4 py-3 text-right tabular-nums" data-testid="simple-current">
                  {formatNumber(result.sellerCoinCnt)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatNumber(result.ingCoinCnt)}</td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatNumber(result.totSelcoinPaymtCnt)}
                  {ko.common.coin}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatNumber(result.totPaymtMony)}
                  {ko.common.won}
                </td>
              </tr>
            </tbody>
          </table>
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-4 py-3">
            <span className="text-sm font-semibold text-slate-700">{t.amount}</span>
            <Button
              variant="outline"
              size="icon"
              aria-label={t.minus}
              data-testid="simple-minus"
              disabled={!canStep}
              onClick={() => step(-1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </Button>
            <Input
              aria-label={t.amount}
              data-testid="simple-amount"
              inputMode="numeric"
              className="h-10 w-32 text-right tabular-nums"
              value={amount}
              onChange={(e) => setAmount(digitsOnly(e.target.value))}
            />
            <Button
              variant="outline"
              size="icon"
              aria-label={t.plus}
              data-testid="simple-plus"
              disabled={!canStep}
              onClick={() => step(1)}
            >
              <Plus aria-hidden="true" className="size-4" />
            </Button>
            <span className="text-sm text-slate-500" data-testid="simple-after">
              {t.afterSave(formatNumber(result.coins + current))}
            </span>
            <Button className="ml-auto" data-testid="simple-save" loading={save.isPending} onClick={submit}>
              {t.save}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

export default SimpleCoinAdminPage;
