import { type ReactNode, useRef } from 'react';
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

/**
 * Where focus was when the dialog opened. Radix hands focus back to its Dialog.Trigger on close,
 * but the app opens its dialogs from state (no trigger), so focus fell to <body> (issue 39 §2):
 * the opener is kept here and focused again, unless it left the page meanwhile.
 */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this before it moves focus into the dialog: the active element is the opener.
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return; // Radix's own (its trigger, if any)
      event.preventDefault();
      target.focus();
    },
  };
}

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
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/45 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          {...returnFocus}
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
