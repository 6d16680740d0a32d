import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../ui/Input';

const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-[15px] text-slate-900 focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200';

/**
 * How long a revocable thing lasts (a number of days, or never), as the API-token and client-report
 * forms both ask it; the values are the form's strings ('30', 'never').
 */
export function ExpirySelect({
  id,
  days,
  t,
  registration,
}: {
  id: string;
  days: readonly number[];
  t: { expiry: string; expiryDays: (days: number) => string; expiryNever: string };
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={t.expiry}>
      <select id={id} className={selectClass} {...registration}>
        {days.map((d) => (
          <option key={d} value={String(d)}>
            {t.expiryDays(d)}
          </option>
        ))}
        <option value="never">{t.expiryNever}</option>
      </select>
    </Field>
  );
}
