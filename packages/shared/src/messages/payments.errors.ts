/** Coin purchases, refunds and admin grants. */
import { defineErrors } from './define-errors';
import { payments } from './payments';

export const paymentsErrors = defineErrors({
  PACK_REQUIRED: { status: 400, message: payments.packRequired },
  PACK_INVALID: { status: 400, message: payments.packInvalid },
  PAYMENT_UNAVAILABLE: { status: 503, message: payments.unavailable },
  PAYMENT_NOT_FOUND: { status: 404, message: payments.notFound },
  PAYMENT_NOT_PAID: { status: 409, message: payments.notPaid },
  PAYMENT_FAILED: { status: 409, message: payments.failed },
  PAYMENT_CANCELLED: { status: 409, message: payments.cancelledPayment },
  PAYMENT_MISMATCH: { status: 409, message: payments.mismatch },
  PAYMENT_VERIFY_FAILED: { status: 503, message: payments.verifyFailed },
  WEBHOOK_REJECTED: { status: 400, message: payments.webhookRejected },
  CANCEL_NOT_ALLOWED: { status: 409, message: payments.cancelNotAllowed },
  NOTHING_TO_REFUND: { status: 409, message: payments.nothingToRefund },
  CANCEL_FAILED: { status: 502, message: payments.cancelFailed },
  ALREADY_CANCELLED: { status: 409, message: '이미 취소된 내역입니다.' },
  CANCEL_QUOTE_CHANGED: {
    status: 409,
    message: '확인하신 뒤 환불 금액이나 회수할 코인이 바뀌었습니다. 바뀐 내용을 확인하고 다시 눌러 주세요.',
  },
  GRANT_NOT_FOUND: { status: 404, message: '지급 내역을 찾을 수 없습니다.' },
});
