/** Personal API tokens (issue 29 §3). */
import { defineErrors } from './define-errors';

export const apiTokensErrors = defineErrors({
  API_TOKEN_INVALID: {
    status: 401,
    message: 'API 토큰이 올바르지 않거나 폐기·만료되었습니다. 마이페이지 → API에서 새 토큰을 만들어 주세요.',
  },
  API_TOKEN_READ_ONLY: {
    status: 403,
    message: '읽기 전용 토큰으로는 바꿀 수 없습니다. 읽기·쓰기 토큰을 사용해 주세요.',
  },
  API_TOKEN_NOT_FOUND: { status: 404, message: '토큰을 찾을 수 없습니다.' },
  API_TOKEN_LIMIT: {
    status: 409,
    message: '토큰은 20개까지 만들 수 있습니다. 쓰지 않는 토큰을 폐기해 주세요.',
  },
  // Issue 35 §4: a token is made only after the password is typed again.
  API_TOKEN_PASSWORD_NOT_SET: {
    status: 409,
    message:
      '비밀번호가 없는 계정(카카오 로그인)은 토큰을 만들 수 없습니다. 로그인 화면의 비밀번호 찾기에서 비밀번호를 먼저 만들어 주세요.',
  },
});
