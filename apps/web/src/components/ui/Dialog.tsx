import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../lib/cn';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row; wrap the closing button in DialogClose. */
  footer?: ReactNode;
  className?: string;
  /** Hide the corner close button (e.g. for short alerts with their own close button). */
  hideCloseButton?: boolean;
}

export const DialogClose = RadixDialog.Close;

/** Modal dialog (Radix: focus trap, Esc and backdrop close, labelled by its title). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
  hideCloseButton = false,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/45 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
            'data-[state=open]:animate-[dialog-in_180ms_ease-out]',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={cn('text-lg font-bold text-slate-900', !hideCloseButton && 'pr-8')}>
            {title}
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-2 text-[15px] leading-relaxed text-slate-600">
              {description}
            </RadixDialog.Description>
          )}
          {children}
          {footer && <div className="mt-6 flex justify-end gap-2">{footer}</div>}
          {!hideCloseButton && (
            <RadixDialog.Close
              aria-label={ko.common.close}
              className="absolute top-4 right-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
