/** Client reports (issue 29 §1). */
import { defineErrors } from './define-errors';

export const clientReportsErrors = defineErrors({
  CLIENT_REPORT_NOT_FOUND: { status: 404, message: '리포트 링크를 찾을 수 없습니다.' },
  CLIENT_REPORT_ITEM_NOT_FOUND: {
    status: 404,
    message: '리포트에 넣을 수 없는 상품이나 플레이스가 있습니다. 목록을 새로 고친 뒤 다시 선택해 주세요.',
  },
  CLIENT_REPORT_LIMIT: {
    status: 409,
    message: '리포트 링크는 50개까지 만들 수 있습니다. 쓰지 않는 링크를 취소해 주세요.',
  },
  REPORT_LINK_GONE: {
    status: 404,
    message: '만료되었거나 취소된 리포트입니다. 리포트를 보낸 분께 새 링크를 요청해 주세요.',
  },
  // Issue 35 §5, §12: PDFs off the event loop; monthly-mail addresses confirm first.
  REPORT_PDF_BUSY: { status: 503, message: 'PDF를 만드는 요청이 많습니다. 잠시 후 다시 시도해 주세요.' },
  REPORT_RECIPIENT_NOT_FOUND: { status: 404, message: '이 리포트의 받는 사람 중에 그 주소가 없습니다.' },
  REPORT_RECIPIENT_CONFIRMED: { status: 409, message: '이미 수신을 확인한 주소입니다.' },
  REPORT_RECIPIENT_UNSUBSCRIBED: {
    status: 409,
    message: '수신을 거부한 주소라 확인 메일을 다시 보낼 수 없습니다.',
  },
  REPORT_CONFIRM_DAILY_LIMIT: {
    status: 429,
    message: '이 주소로는 오늘 확인 메일을 더 보낼 수 없습니다. 내일 다시 보내 주세요.',
  },
  REPORT_CONFIRM_MEMBER_LIMIT: {
    status: 429,
    message: '오늘 보낼 수 있는 확인 메일을 모두 보냈습니다. 내일 다시 보내 주세요.',
  },
  REPORT_CONFIRM_MAIL_FAILED: {
    status: 503,
    message: '확인 메일을 보내지 못했습니다. 잠시 후 다시 보내 주세요.',
  },
});
