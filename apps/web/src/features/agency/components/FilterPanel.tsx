import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { RotateCcw, Search } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { PERIODS, type Period } from '@seller/shared/rules/agency';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { cn } from '../../../lib/cn';
import { digitsOnly } from '../../../lib/digits';
import { type AdminFilter, choosePeriod, editDate, initialFilter, resetFilter } from '../filter';

const t = ko.memberAdminUi;

type CountField = 'startCoinCount' | 'endCoinCount' | 'startProductCount' | 'endProductCount';

/**
 * The filter panel of the agency and member management screens (spec 01 §2.11): e-mail, coin and
 * product count ranges (digits only), 등록일/종료일 kept in order, the period buttons, 초기화 and 검색.
 * A period button and 초기화 search at once (the list always matches the panel after a click);
 * typed fields wait for 검색 or Enter.
 */
export function FilterPanel({ today, onSearch }: { today: string; onSearch: (filter: AdminFilter) => void }) {
  const id = useId();
  // No resolver: every field may be empty, and the server checks the search (memberListBody).
  const { register, handleSubmit, getValues, setValue, watch } = useForm<AdminFilter>({
    defaultValues: initialFilter(today),
  });
  const selectedPeriod = watch('selectedPeriod');
  /** The panel's rules (agency/filter.ts) give the whole next filter; the form takes it over. */
  const apply = (next: AdminFilter) => {
    for (const key of Object.keys(next) as (keyof AdminFilter)[]) setValue(key, next[key]);
  };
  const submit = handleSubmit(onSearch);
  const count = (field: CountField, label: string) => (
    <Input
      aria-label={label}
      inputMode="numeric"
      autoComplete="off"
      data-testid={`filter-${field}`}
      className="h-10 w-24 text-right tabular-nums"
      {...register(field, {
        onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValue(field, digitsOnly(e.target.value)),
      })}
    />
  );
  const date = (which: 'start' | 'end') =>
    register(which === 'start' ? 'startDate' : 'endDate', {
      onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
        apply(editDate(getValues(), which, e.target.value, today)),
    });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={t.filterLabel}
      data-testid="admin-filter"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:grid-cols-[1fr_auto]"
    >
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <label className="flex flex-col gap-1.5" htmlFor={`${id}-email`}>
          <span className="text-sm font-semibold text-slate-700">{t.email}</span>
          <Input
            id={`${id}-email`}
            type="search"
            data-testid="filter-email"
            className="h-10"
            placeholder={t.emailPlaceholder}
            {...register('mbrEmail')}
          />
        </label>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold text-slate-700">{t.coinCount}</legend>
          <div className="flex items-center gap-2">
            {count('startCoinCount', `${t.coinCount} ${t.min}`)}
            <span aria-hidden="true" className="text-slate-400">
              {t.rangeSeparator}
            </span>
            {count('endCoinCount', `${t.coinCount} ${t.max}`)}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold text-slate-700">{t.productCount}</legend>
          <div className="flex items-center gap-2">
            {count('startProductCount', `${t.productCount} ${t.min}`)}
            <span aria-hidden="true" className="text-slate-400">
              {t.rangeSeparator}
            </span>
            {count('endProductCount', `${t.productCount} ${t.max}`)}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-end gap-2 md:col-span-2 xl:col-span-3">
          <label className="flex flex-col gap-1.5">
            <span className="text-sm font-semibold text-slate-700">{t.startDate}</span>
            <Input type="date" data-testid="filter-start-date" className="h-10 w-40" {...date('start')} />
          </label>
          <span aria-hidden="true" className="pb-2.5 text-slate-400">
            {t.rangeSeparator}
          </span>
          <label className="flex flex-col gap-1.5">
            <span className="text-sm font-semibold text-slate-700">{t.endDate}</span>
            <Input type="date" data-testid="filter-end-date" className="h-10 w-40" {...date('end')} />
          </label>
          <div
            role="group"
            aria-label={t.periodLabel}
            className="ml-0 flex rounded-lg border border-slate-300 p-0.5 md:ml-2"
          >
            {PERIODS.map((p: Period) => (
              <button
                key={p}
                type="button"
                data-testid={`period-${p}`}
                aria-pressed={selectedPeriod === p}
                onClick={() => {
                  const next = choosePeriod(getValues(), p, today);
                  apply(next);
                  onSearch(next);
                }}
                className={cn(
                  'h-9 rounded-md px-3.5 text-sm font-semibold transition-colors',
                  selectedPeriod === p ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
                )}
              >
                {t.period[p]}
              </button>
            ))}
          </div>
        </div>
      </div>
      <div className="flex items-end gap-2 lg:flex-col lg:justify-end">
        <Button
          type="button"
          variant="outline"
          data-testid="filter-reset"
          className="lg:w-28"
          onClick={() => {
            const next = resetFilter(today);
            apply(next);
            onSearch(next);
          }}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t.reset}
        </Button>
        <Button type="submit" data-testid="filter-search" className="lg:w-28">
          <Search aria-hidden="true" className="size-4" />
          {t.search}
        </Button>
      </div>
    </form>
  );
}
