import type { ReactNode } from 'react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';

/** An alert: title, text and one close button (replaces window.alert). */
export function MessageDialog({
  open,
  onOpenChange,
  title,
  text,
  closeLabel = ko.common.close,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  text: ReactNode;
  closeLabel?: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={text}
      hideCloseButton
      className="max-w-sm text-center"
      footer={
        <DialogClose asChild>
          <Button className="w-full">{closeLabel}</Button>
        </DialogClose>
      }
    />
  );
}
