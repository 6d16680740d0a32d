import * as ko from '@seller/shared/messages/sections';
import { MessageDialog } from './MessageDialog';

/** Spec 01 §2.2: the popup behind menu entries that are not open yet. */
export function ComingSoonDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <MessageDialog
      open={open}
      onOpenChange={onOpenChange}
      title={ko.common.comingSoonTitle}
      text={ko.common.comingSoonText}
      closeLabel={ko.common.close}
    />
  );
}
