import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Copy } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/Button';
import { Dialog, DialogClose } from '../ui/Dialog';

export interface ShownOnceTexts {
  createdTitle: string;
  createdText: string;
  copy: string;
  copied: string;
  copyFailed: string;
  close: string;
}

/**
 * The secret a member sees once, right after making it (an API token, a report link): the server
 * keeps only its hash, so this dialog is the only place to copy it. Shared by the API-token and
 * client-report sections so both behave the same.
 */
export function ShownOnceDialog({
  value,
  onClose,
  t,
  testId,
  actions,
}: {
  /** The secret; null keeps the dialog closed. */
  value: string | null;
  onClose: () => void;
  t: ShownOnceTexts;
  /** Prefix of the test ids: `${testId}-value`, `-copy`, `-close`. */
  testId: string;
  /** More buttons beside "copy" (e.g. open the link); with them the buttons go under the value. */
  actions?: ReactNode;
}) {
  const copy = (
    <Button
      data-testid={`${testId}-copy`}
      onClick={() =>
        void navigator.clipboard.writeText(value ?? '').then(
          () => toast.success(t.copied, { duration: 1000 }),
          () => toast.error(t.copyFailed),
        )
      }
    >
      <Copy aria-hidden="true" className="size-4" />
      {t.copy}
    </Button>
  );
  return (
    <Dialog
      open={value !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.createdTitle}
      description={t.createdText}
      footer={
        <DialogClose asChild>
          <Button variant="outline" data-testid={`${testId}-close`}>
            {t.close}
          </Button>
        </DialogClose>
      }
    >
      <div className={cn('flex flex-col gap-2', !actions && 'sm:flex-row')}>
        <code
          data-testid={`${testId}-value`}
          className={cn(
            'rounded-lg bg-slate-100 px-3 py-2.5 font-mono text-sm break-all text-slate-900 select-all',
            !actions && 'min-w-0 flex-1',
          )}
        >
          {value}
        </code>
        {actions ? (
          <div className="flex flex-wrap gap-2">
            {copy}
            {actions}
          </div>
        ) : (
          copy
        )}
      </div>
    </Dialog>
  );
}
