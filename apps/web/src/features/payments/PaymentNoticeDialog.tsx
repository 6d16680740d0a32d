import * as ko from '@seller/shared/messages/sections';
import { MessageDialog } from '../../components/ui/MessageDialog';
import type { PaymentNotice } from './settle';

/** The payment result as an in-page alert (instead of window.alert), readable by its test id. */
export function PaymentNoticeDialog({
  notice,
  onClose,
}: {
  notice: PaymentNotice | null;
  onClose: () => void;
}) {
  return (
    <MessageDialog
      open={notice !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={ko.coinShop.noticeTitle}
      text={
        <span data-testid="payment-notice" data-tone={notice?.tone}>
          {notice?.message}
        </span>
      }
    />
  );
}
