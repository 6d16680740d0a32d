import type { ComponentProps } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../ui/Button';
import { cn } from '../../lib/cn';

/** The card the add form of a rank list sits in. */
export const addBoxClass =
  'rounded-2xl border border-slate-200 bg-white p-4 shadow-[0_1px_2px_rgba(15,23,42,0.04)] sm:p-5';

/** The add form's submit button: a plus icon, a spinner while the registration runs. */
export function AddButton({
  pending,
  label,
  className,
  ...rest
}: { pending: boolean; label: string } & Omit<ComponentProps<typeof Button>, 'children' | 'loading'>) {
  return (
    <Button type="submit" loading={pending} className={cn('h-11 md:w-28', className)} {...rest}>
      {!pending && <Plus aria-hidden="true" className="size-4" />}
      {label}
    </Button>
  );
}
