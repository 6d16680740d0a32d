import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CheckCircle2, Trash2 } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { ALERT_RULES, type AlertRule } from '@seller/shared/schemas/rank-alerts';
import type { AlimtalkQuote, AlimtalkRecipient } from '@seller/shared/schemas/rank-alerts-alimtalk';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Input } from '../../../components/ui/Input';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import {
  alimtalkKey,
  quoteAlimtalk,
  removeAlimtalkNumber,
  resendAlimtalkCode,
  saveAlimtalkRules,
  verifyAlimtalkNumber,
} from '../api/alimtalk-api';
import { phoneText } from './format';

const t = ko.alimtalk;

/** Seconds until a new code may be asked for (counts down). */
function useSecondsUntil(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
}

function CodeForm({ r }: { r: AlimtalkRecipient }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const wait = useSecondsUntil(r.resendAt);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: alimtalkKey });
  const verify = useMutation({
    mutationFn: () => verifyAlimtalkNumber(r.id, code.trim()),
    onSuccess: () => {
      toast.success(t.verifiedToast);
      refresh();
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const resend = useMutation({
    mutationFn: () => resendAlimtalkCode(r.id),
    onSuccess: (next) => {
      toast.success(t.codeSent(phoneText(next.phone)));
      refresh();
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const id = `alimtalk-code-${r.id}`;
  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        verify.mutate();
      }}
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-700">
          {t.code}
        </label>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          data-testid="alimtalk-code"
        />
      </div>
      <Button
        type="submit"
        loading={verify.isPending}
        disabled={code.length !== 6}
        data-testid="alimtalk-verify"
      >
        {t.verify}
      </Button>
      <Button
        type="button"
        variant="outline"
        loading={resend.isPending}
        disabled={wait > 0}
        onClick={() => resend.mutate()}
      >
        {wait > 0 ? t.resendIn(wait) : t.resendCode}
      </Button>
    </form>
  );
}

function RulesForm({ r }: { r: AlimtalkRecipient }) {
  const queryClient = useQueryClient();
  const [rules, setRules] = useState<AlertRule[]>(r.rules);
  const [quote, setQuote] = useState<AlimtalkQuote | null>(null);
  const ask = useMutation({
    mutationFn: () => quoteAlimtalk(r.id, rules),
    onSuccess: setQuote,
    onError: (err) => toast.error(errorMessage(err)),
  });
  const save = useMutation({
    mutationFn: (q: AlimtalkQuote) => saveAlimtalkRules(r.id, rules, q.coinsPerMessage),
    onSuccess: () => {
      toast.success(t.saved);
      setQuote(null);
      void queryClient.invalidateQueries({ queryKey: alimtalkKey });
    },
    onError: (err) => {
      toast.error(errorMessage(err));
      setQuote(null);
    },
  });
  const toggle = (rule: AlertRule) =>
    setRules((now) => (now.includes(rule) ? now.filter((x) => x !== rule) : [...now, rule]));
  const changed = [...rules].sort().join() !== [...r.rules].sort().join();
  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-700">{t.rulesTitle}</legend>
        <p className="mb-2 text-[13px] text-slate-600">{t.rulesHint}</p>
        <div className="flex flex-wrap gap-2">
          {ALERT_RULES.map((rule) => (
            <label
              key={rule}
              className="flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/60 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-200"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={rules.includes(rule)}
                onChange={() => toggle(rule)}
                data-testid={`alimtalk-rule-${rule}`}
              />
              {t.rules[rule]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button
          type="button"
          disabled={!changed}
          loading={ask.isPending}
          onClick={() => ask.mutate()}
          data-testid="alimtalk-save"
          className="w-full sm:w-auto"
        >
          {t.save}
        </Button>
      </div>
      <ConfirmDialog
        open={quote !== null}
        onOpenChange={(open) => !open && setQuote(null)}
        title={t.quoteTitle}
        tone="primary"
        text={
          quote && (
            <span className="flex flex-col gap-1.5" data-testid="alimtalk-quote">
              {quote.maxMessages === 0 ? (
                <span>{t.quoteNone}</span>
              ) : (
                <>
                  <strong className="text-slate-900">
                    {t.quoteLine(quote.coinsPerMessage, quote.maxMessages, quote.maxCoins)}
                  </strong>
                  <span>{t.quoteRecent(quote.recentMessages, quote.recentCoins)}</span>
                  <span>{t.quoteBalance(quote.balance)}</span>
                  <span>{t.quoteNoCoins}</span>
                </>
              )}
            </span>
          )
        }
        confirmLabel={t.quoteConfirm}
        loading={save.isPending}
        onConfirm={() => quote && save.mutate(quote)}
      />
    </div>
  );
}

/** One number: who, its state, the code form until verified, then the kinds it receives. */
export function AlimtalkRecipientCard({ r }: { r: AlimtalkRecipient }) {
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeAlimtalkNumber(r.id),
    onSuccess: () => {
      toast.success(t.removed);
      setConfirm(false);
      void queryClient.invalidateQueries({ queryKey: alimtalkKey });
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
      data-testid={`alimtalk-recipient-${r.phone}`}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-slate-900">{r.label}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {t.roles[r.role]}
        </span>
        <span className="text-sm tabular-nums text-slate-700">{phoneText(r.phone)}</span>
        <span
          data-testid="alimtalk-verified"
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
            r.verified ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-800',
          )}
        >
          {r.verified && <CheckCircle2 aria-hidden="true" className="size-3.5" />}
          {r.verified ? t.verified : t.unverified}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="ml-auto"
          onClick={() => setConfirm(true)}
          aria-label={`${t.remove} ${phoneText(r.phone)}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t.remove}
        </Button>
      </div>
      {r.verified ? <RulesForm key={r.rules.join()} r={r} /> : <CodeForm r={r} />}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t.remove}
        text={t.removeConfirm(phoneText(r.phone))}
        confirmLabel={t.remove}
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}
