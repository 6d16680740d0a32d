/** First-run setup of the admin account. */
import { defineErrors } from './define-errors';

export const setupErrors = defineErrors({
  SETUP_CLOSED: { status: 409, message: '관리자 계정이 이미 있습니다. 관리자 계정으로 로그인해 주세요.' },
  SETUP_TOKEN_INVALID: {
    status: 403,
    message: '설정 링크가 올바르지 않거나 이미 사용되었습니다. 앱을 다시 시작하면 새 설정 링크가 출력됩니다.',
  },
});
