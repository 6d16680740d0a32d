import type { ReactNode } from 'react';
import { Switch } from 'radix-ui';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../../lib/cn';
import type { RulesForm, RulesFormErrors } from '../model/rules-form';

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
  value,
  onChange,
  label,
  disabled,
  error,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  label: string;
  disabled: boolean;
  error: string | undefined;
}) {
  return (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={3}
      value={value}
      disabled={disabled}
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => onChange(e.target.value.replace(/[^\d]/g, ''))}
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
  on,
  onToggle,
  title,
  disabled,
  error,
  children,
}: {
  id: string;
  on: boolean;
  onToggle: (on: boolean) => void;
  title: string;
  disabled: boolean;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-2 py-3.5 sm:flex-row sm:items-center sm:gap-4">
      <label className="flex min-w-36 items-center gap-2.5 text-[15px] font-semibold text-slate-800">
        <input
          type="checkbox"
          id={id}
          checked={on}
          disabled={disabled}
          onChange={(e) => onToggle(e.target.checked)}
          className="size-4.5 rounded border-slate-300 accent-brand-600"
        />
        {title}
      </label>
      <div className="flex flex-1 flex-col gap-1">
        <div
          className={cn(
            'flex flex-wrap items-center gap-2 text-sm text-slate-700',
            (!on || disabled) && 'text-slate-400',
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

/** The rule switches and thresholds, shared by my page and the product / place dialog. */
export function RulesFields({
  idPrefix,
  form,
  errors,
  onChange,
  disabled = false,
}: {
  idPrefix: string;
  form: RulesForm;
  errors: RulesFormErrors;
  onChange: (next: RulesForm) => void;
  disabled?: boolean;
}) {
  const off = disabled || !form.enabled;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="flex flex-col gap-2">
      <Toggle
        id={id('enabled')}
        label={a.enabled}
        checked={form.enabled}
        disabled={disabled}
        onChange={(enabled) => onChange({ ...form, enabled })}
        testId="alert-enabled"
      />
      {!form.enabled && <p className="text-sm text-slate-500">{a.enabledOff}</p>}
      <ul
        className={cn('divide-y divide-slate-100 border-t border-slate-100', off && 'opacity-70')}
        aria-disabled={off || undefined}
      >
        <Rule
          id={id('drop')}
          title={a.dropLabel}
          on={form.drop.on}
          disabled={off}
          error={form.drop.on ? errors.drop : undefined}
          onToggle={(on) => onChange({ ...form, drop: { ...form.drop, on } })}
        >
          <NumberBox
            id={id('drop-n')}
            value={form.drop.n}
            label={a.thresholdLabel(a.dropLabel)}
            disabled={off || !form.drop.on}
            error={form.drop.on ? errors.drop : undefined}
            onChange={(n) => onChange({ ...form, drop: { ...form.drop, n } })}
          />
          <span>{a.dropText}</span>
        </Rule>
        <Rule
          id={id('rise')}
          title={a.riseLabel}
          on={form.rise.on}
          disabled={off}
          error={form.rise.on ? errors.rise : undefined}
          onToggle={(on) => onChange({ ...form, rise: { ...form.rise, on } })}
        >
          <NumberBox
            id={id('rise-n')}
            value={form.rise.n}
            label={a.thresholdLabel(a.riseLabel)}
            disabled={off || !form.rise.on}
            error={form.rise.on ? errors.rise : undefined}
            onChange={(n) => onChange({ ...form, rise: { ...form.rise, n } })}
          />
          <span>{a.riseText}</span>
        </Rule>
        <Rule
          id={id('top')}
          title={a.topLabel}
          on={form.top.on}
          disabled={off}
          error={form.top.on ? errors.top : undefined}
          onToggle={(on) => onChange({ ...form, top: { ...form.top, on } })}
        >
          <span>{a.topPrefix}</span>
          <NumberBox
            id={id('top-n')}
            value={form.top.n}
            label={a.thresholdLabel(a.topLabel)}
            disabled={off || !form.top.on}
            error={form.top.on ? errors.top : undefined}
            onChange={(n) => onChange({ ...form, top: { ...form.top, n } })}
          />
          <span>{a.topSuffix}</span>
          {(
            [
              ['enter', a.topEnter],
              ['leave', a.topLeave],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className="inline-flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={form.top[key]}
                disabled={off || !form.top.on}
                onChange={(e) => onChange({ ...form, top: { ...form.top, [key]: e.target.checked } })}
                className="size-4 rounded border-slate-300 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </Rule>
        <Rule
          id={id('out')}
          title={a.outOfRangeLabel}
          on={form.outOfRange}
          disabled={off}
          onToggle={(outOfRange) => onChange({ ...form, outOfRange })}
        >
          <span>{a.outOfRangeText}</span>
        </Rule>
      </ul>
    </div>
  );
}
