import type { ReactNode } from 'react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';

/** An action that changes or destroys something asks first (ARCHITECTURE §3b). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  onConfirm,
  loading = false,
  tone = 'danger',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  loading?: boolean;
  /** 'danger' for destructive actions, 'primary' for changes that can be undone. */
  tone?: 'danger' | 'primary';
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={text}
      hideCloseButton
      className="max-w-sm"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{ko.common.cancel}</Button>
          </DialogClose>
          <Button variant={tone} loading={loading} onClick={onConfirm} data-testid="confirm-action">
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
