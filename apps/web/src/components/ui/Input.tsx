import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type InputProps = ComponentProps<'input'> & { invalid?: boolean };

export function Input({ className, invalid, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(
        'h-11 w-full rounded-lg border border-slate-300 bg-white px-3.5 text-[15px] text-slate-900',
        'placeholder:text-slate-400 transition-colors',
        'focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200',
        'disabled:bg-slate-100 disabled:text-slate-500',
        invalid && 'border-red-500 focus:border-red-500 focus-visible:ring-red-100',
        className,
      )}
      {...rest}
    />
  );
}

/** A labelled form row with an inline error (announced through aria-describedby). */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-[13px] font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
