/** Coin purchase, completion and cancellation (spec 01 §4, §8; spec 02 §8); messages of their error codes. */
export const payments = {
  packRequired: '구매할 코인 상품을 1개 이상 선택해 주세요.',
  packInvalid: '코인 상품 또는 수량이 올바르지 않습니다.',
  unavailable: '지금은 결제를 진행할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  notFound: '결제 정보를 찾을 수 없습니다.',
  notPaid: '결제가 아직 완료되지 않았습니다.',
  failed: '결제가 완료되지 않았습니다. 다시 시도해 주세요.',
  cancelledPayment: '취소된 결제입니다.',
  mismatch: '결제 정보가 주문과 일치하지 않아 코인을 지급하지 않았습니다. 고객센터로 문의해 주세요.',
  verifyFailed: '결제 결과를 확인하지 못했습니다. 잠시 후 다시 확인해 주세요.',
  webhookRejected: '웹훅 서명을 확인할 수 없습니다.',
  cancelNotAllowed: '취소할 수 없는 결제입니다.',
  nothingToRefund: '구매한 코인을 모두 사용해 환불할 금액이 없습니다.',
  /** Spec 01 §8. */
  cancelFailed: '결제 취소에 실패했습니다.',
  cancelError: '결제 취소 중 오류가 발생했습니다.',
  /** Spec 01 §4: the manager's cancel succeeded. */
  adminCancelled: '결제가 취소되었습니다.',
  /** Payment callback (spec 01 §4, §8). */
  callbackCancelled: '결제가 취소되었습니다.',
  callbackInvalid: '결제 정보가 올바르지 않습니다.',
  callbackCompleted: '결제가 완료되었습니다. 전체 처리에는 최대 10분이 걸릴 수 있습니다.',
  callbackError: '결제 완료 처리 중 오류가 발생했습니다.',
  callbackException: '결제 처리 중 문제가 발생했습니다.',
  /** Spec 02 §8. */
  payError: '결제 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  orderName: (coins: string): string => `코인 ${coins}개`,
  cancelMemo: (reason: string): string => `결제 취소: ${reason}`,
  cancelRevertMemo: '결제 취소 실패로 회수한 코인을 되돌림',
  /** Ledger memo of coins taken back for a refund made outside the app (PortOne console, card company). */
  externalCancelMemo: '결제대행사에서 환불된 결제의 코인 회수',
  /** payCancel on an order the PortOne console refunded in part. */
  cancelInConsole: 'PortOne 콘솔에서 일부 환불된 결제입니다. 남은 금액도 콘솔에서 취소해 주세요.',
} as const;

export const paymentValidation = {
  packRequired: payments.packRequired,
  packInvalid: payments.packInvalid,
  qtyRange: '수량은 1개부터 99개까지 선택할 수 있습니다.',
  paymentIdRequired: payments.callbackInvalid,
  chargeRequired: '취소할 결제를 선택해 주세요.',
  /** Spec 01 §5, verbatim. */
  reasonRequired: '취소 사유를 입력해주세요.',
  reasonTooLong: '취소 사유는 200자 이내로 입력해 주세요.',
  quoteInvalid: '취소 금액과 코인은 숫자로만 보내 주세요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
} as const;
