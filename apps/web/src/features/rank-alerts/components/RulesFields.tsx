import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Switch } from 'radix-ui';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../../lib/cn';
import type { RulesForm } from '../model/rules-form';

const a = ko.rankAlerts;

export function Toggle({
  id,
  checked,
  onChange,
  label,
  disabled,
  testId,
}: {
  id: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="text-[15px] font-semibold text-slate-900">
        {label}
      </label>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        data-testid={testId}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none disabled:opacity-60 data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </div>
  );
}

function NumberBox({
  id,
  name,
  label,
  disabled,
  error,
}: {
  id: string;
  name: 'drop.n' | 'rise.n' | 'top.n';
  label: string;
  disabled: boolean;
  error: string | undefined;
}) {
  const { register, setValue } = useFormContext<RulesForm>();
  return (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={3}
      disabled={disabled}
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      {...register(name, {
        onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
          setValue(name, e.target.value.replace(/[^\d]/g, ''), { shouldValidate: false }),
      })}
      className={cn(
        'h-9 w-16 rounded-lg border border-slate-300 bg-white px-2 text-center text-[15px] text-slate-900 tabular-nums',
        'focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200',
        'disabled:bg-slate-100 disabled:text-slate-400',
        error && 'border-red-500',
      )}
    />
  );
}

function Rule({
  id,
  name,
  number,
  title,
  disabled,
  error,
  children,
}: {
  id: string;
  name: 'drop.on' | 'rise.on' | 'top.on' | 'outOfRange';
  /** The rule's number, checked again when the rule is switched (after a first save). */
  number?: 'drop.n' | 'rise.n' | 'top.n';
  title: string;
  disabled: boolean;
  error?: string | undefined;
  children: ReactNode;
}) {
  const { register, control } = useFormContext<RulesForm>();
  const on = useWatch({ control, name });
  return (
    <li className="flex flex-col gap-2 py-3.5 sm:flex-row sm:items-center sm:gap-4">
      <label className="flex min-w-36 items-center gap-2.5 text-[15px] font-semibold text-slate-800">
        <input
          type="checkbox"
          id={id}
          disabled={disabled}
          {...register(name, number ? { deps: [number] } : {})}
          className="size-4.5 rounded border-slate-300 accent-brand-600"
        />
        {title}
      </label>
      <div className="flex flex-1 flex-col gap-1">
        <div
          className={cn(
            'flex flex-wrap items-center gap-2 text-sm text-slate-700',
            (!on || disabled) && 'text-slate-500',
          )}
        >
          {children}
        </div>
        {error && (
          <p id={`${id}-n-error`} role="alert" className="text-[13px] font-medium text-red-600">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The rule switches and thresholds, shared by my page and the product / place dialog: fields of
 * the react-hook-form around them (FormProvider), checked by `rulesFormSchema`.
 */
export function RulesFields({ idPrefix, disabled = false }: { idPrefix: string; disabled?: boolean }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RulesForm>();
  const form = useWatch({ control }) as RulesForm;
  const off = disabled || !form.enabled;
  const id = (name: string) => `${idPrefix}-${name}`;
  // A rule's message shows while the rule is on (an off rule's number is not checked).
  const errorOf = (key: 'drop' | 'rise' | 'top') => (form[key].on ? errors[key]?.n?.message : undefined);
  return (
    <div className="flex flex-col gap-2">
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <Toggle
            id={id('enabled')}
            label={a.enabled}
            checked={field.value}
            disabled={disabled}
            onChange={field.onChange}
            testId="alert-enabled"
          />
        )}
      />
      {!form.enabled && <p className="text-sm text-slate-500">{a.enabledOff}</p>}
      {/* Greyed as a whole while alerts are off; each control inside says it is disabled. */}
      <ul className={cn('divide-y divide-slate-100 border-t border-slate-100', off && 'opacity-70')}>
        <Rule
          id={id('drop')}
          name="drop.on"
          number="drop.n"
          title={a.dropLabel}
          disabled={off}
          error={errorOf('drop')}
        >
          <NumberBox
            id={id('drop-n')}
            name="drop.n"
            label={a.thresholdLabel(a.dropLabel)}
            disabled={off || !form.drop.on}
            error={errorOf('drop')}
          />
          <span>{a.dropText}</span>
        </Rule>
        <Rule
          id={id('rise')}
          name="rise.on"
          number="rise.n"
          title={a.riseLabel}
          disabled={off}
          error={errorOf('rise')}
        >
          <NumberBox
            id={id('rise-n')}
            name="rise.n"
            label={a.thresholdLabel(a.riseLabel)}
            disabled={off || !form.rise.on}
            error={errorOf('rise')}
          />
          <span>{a.riseText}</span>
        </Rule>
        <Rule
          id={id('top')}
          name="top.on"
          number="top.n"
          title={a.topLabel}
          disabled={off}
          error={errorOf('top')}
        >
          <span>{a.topPrefix}</span>
          <NumberBox
            id={id('top-n')}
            name="top.n"
            label={a.thresholdLabel(a.topLabel)}
            disabled={off || !form.top.on}
            error={errorOf('top')}
          />
          <span>{a.topSuffix}</span>
          {(
            [
              ['top.enter', a.topEnter],
              ['top.leave', a.topLeave],
            ] as const
          ).map(([name, label]) => (
            <label key={name} className="inline-flex items-center gap-1.5">
              <input
                type="checkbox"
                disabled={off || !form.top.on}
                {...register(name, { deps: ['top.n'] })}
                className="size-4 rounded border-slate-300 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </Rule>
        <Rule id={id('out')} name="outOfRange" title={a.outOfRangeLabel} disabled={off}>
          <span>{a.outOfRangeText}</span>
        </Rule>
      </ul>
    </div>
  );
}
