import { useEffect, useId, useRef } from 'react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from './Button';

/**
 * Spec 01 §2.2: the popup behind menu entries that are not open yet. The browser's own modal
 * `<dialog>` rather than Radix's (components/ui/Dialog.tsx): the header opens it, so it is in every
 * page's first load, and Radix's dialog brought its focus trap and scroll lock with it. showModal()
 * gives the same behaviour: the page behind is inert (focus stays in the popup), focus moves to its
 * button, Escape closes it and focus goes back to what opened it; `closedby="any"` closes it on a
 * click outside, and styles.css keeps the page still behind it. It looks like MessageDialog.
 */
export function ComingSoonDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog?.showModal) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      closedby="any"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={() => onOpenChange(false)}
      className="m-auto w-[calc(100vw-2rem)] max-w-sm rounded-2xl bg-white p-6 text-center text-slate-900 shadow-xl backdrop:bg-slate-900/45 backdrop:backdrop-blur-[2px] open:animate-[dialog-in_180ms_ease-out] open:backdrop:animate-[fade-in_150ms_ease-out] focus:outline-none"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {ko.common.comingSoonTitle}
      </h2>
      <p id={textId} className="mt-2 text-[15px] leading-relaxed text-slate-600">
        {ko.common.comingSoonText}
      </p>
      {/* A form of method "dialog" closes its dialog when submitted: the browser's own close button. */}
      <form method="dialog" className="mt-6 flex justify-end gap-2">
        <Button type="submit" className="w-full">
          {ko.common.close}
        </Button>
      </form>
    </dialog>
  );
}
