/** 알림톡 rank alerts to phone numbers (issue 40 §3). */
import { defineErrors } from './define-errors';

export const alimtalkErrors = defineErrors({
  ALIMTALK_UNAVAILABLE: {
    status: 503,
    message: '알림톡 발송 서비스가 설정되어 있지 않습니다. 관리자에게 문의해 주세요.',
  },
  ALIMTALK_RECIPIENT_NOT_FOUND: { status: 404, message: '등록된 번호를 찾을 수 없습니다.' },
  ALIMTALK_RECIPIENTS_FULL: { status: 409, message: '번호는 5개까지 등록할 수 있습니다.' },
  ALIMTALK_PHONE_DUPLICATE: { status: 409, message: '이미 등록한 번호입니다.' },
  ALIMTALK_ALREADY_VERIFIED: { status: 409, message: '이미 인증한 번호입니다.' },
  ALIMTALK_CODE_TOO_SOON: {
    status: 429,
    message: '인증번호를 방금 보냈습니다. 1분 뒤에 다시 요청해 주세요.',
  },
  ALIMTALK_CODE_DAILY_LIMIT: {
    status: 429,
    message: '오늘은 이 번호로 인증번호를 더 보낼 수 없습니다. 내일 다시 시도해 주세요.',
  },
  ALIMTALK_CODE_MEMBER_LIMIT: {
    status: 429,
    message: '오늘은 인증번호를 더 보낼 수 없습니다. 내일 다시 시도해 주세요.',
  },
  ALIMTALK_CODE_INVALID: { status: 400, message: '인증번호가 맞지 않습니다. 다시 확인해 주세요.' },
  ALIMTALK_CODE_EXPIRED: {
    status: 400,
    message: '인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.',
  },
  ALIMTALK_CODE_ATTEMPTS: {
    status: 429,
    message: '인증번호를 여러 번 틀렸습니다. 인증번호를 다시 받아 주세요.',
  },
  ALIMTALK_CODE_SEND_FAILED: {
    status: 502,
    message: '인증번호 문자를 보내지 못했습니다. 번호를 확인하고 잠시 후 다시 시도해 주세요.',
  },
  ALIMTALK_NOT_VERIFIED: {
    status: 409,
    message: '인증하지 않은 번호에는 알림을 보낼 수 없습니다. 먼저 번호를 인증해 주세요.',
  },
  ALIMTALK_QUOTE_CHANGED: {
    status: 409,
    message: '알림톡 요금이 바뀌었습니다. 바뀐 비용을 확인한 뒤 다시 저장해 주세요.',
  },
});
