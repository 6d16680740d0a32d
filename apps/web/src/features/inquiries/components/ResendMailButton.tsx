import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { RotateCw } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import type { InquiryAdminDetail, InquiryAdminReply } from '@seller/shared/schemas/inquiries';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/api';
import { resendReplyMail } from '../api/inquiries-api';

const t = ko.inquiry;

/**
 * 다시 보내기 under a reply whose mail failed every automatic try (issue 40 §2): after a
 * confirmation naming the address, one more try; the answer (the detail, the mail 'pending')
 * replaces the cached one, and the dialog reads it again until the mail settles.
 */
export function ResendMailButton({
  inquiry,
  reply,
  onSaved,
}: {
  inquiry: InquiryAdminDetail;
  reply: InquiryAdminReply;
  onSaved: (next: InquiryAdminDetail) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const resend = useMutation({
    mutationFn: () => resendReplyMail(inquiry.inquirySn, reply.replySn),
    onSuccess: (answer) => {
      setConfirming(false);
      onSaved(answer.data);
      toast.success(answer.message || t.resent);
    },
    onError: (e) => {
      setConfirming(false);
      toast.error(errorMessage(e));
    },
  });
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setConfirming(true)}
        loading={resend.isPending}
        data-testid="reply-mail-resend"
      >
        <RotateCw aria-hidden="true" className="size-3.5" />
        {t.resend}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.resendConfirmTitle}
        text={t.resendConfirmText(inquiry.email)}
        confirmLabel={t.resendConfirm}
        tone="primary"
        loading={resend.isPending}
        onConfirm={() => resend.mutate()}
      />
    </>
  );
}
