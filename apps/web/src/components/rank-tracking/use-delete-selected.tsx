import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { ActionAnswer } from './KeywordManagerDialog';

/** The texts of deleting the selected items; both sources' message sections carry them. */
export interface DeleteTexts {
  noItemsSelected: string;
  deleteTitle: string;
  deleteText: (n: number) => string;
  delete: string;
  deleted: string;
  deleteFailed: string;
}

/**
 * "Delete selected" of a rank list: `ask` refuses an empty selection with a toast, else opens the
 * confirmation (`dialog`, to render); confirming calls `remove` and stays open with a toast when
 * it fails, so the member can try again or cancel.
 */
export function useDeleteSelected({
  texts,
  count,
  remove,
  failure,
  onDeleted,
}: {
  texts: DeleteTexts;
  count: number;
  remove: () => Promise<ActionAnswer>;
  failure: (error: unknown, fallback: string) => string;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const run = useMutation({ mutationFn: () => remove() });
  const ask = () => {
    if (count === 0) toast.error(texts.noItemsSelected);
    else setOpen(true);
  };
  const confirm = () =>
    run.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(answer?.message || texts.deleted);
        setOpen(false);
        onDeleted();
      },
      onError: (err) => toast.error(failure(err, texts.deleteFailed)),
    });
  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={texts.deleteTitle}
      text={texts.deleteText(count)}
      confirmLabel={texts.delete}
      loading={run.isPending}
      onConfirm={confirm}
    />
  );
  return { ask, dialog };
}
