/** Sign-in, sign-up, identity check, e-mail codes and passwords (spec 01). */
import { defineErrors } from './define-errors';
import { account } from './auth';

export const authErrors = defineErrors({
  LOGIN_FAILED: { status: 401, message: '로그인 실패: 이메일 또는 비밀번호가 일치하지 않습니다.' },
  ACCOUNT_INACTIVE: { status: 403, message: '사용할 수 없는 계정입니다. 고객센터로 문의해 주세요.' },
  EMAIL_TAKEN: { status: 409, message: '이미 사용 중인 이메일입니다.' },
  MEMBER_NOT_FOUND: { status: 404, message: '회원을 찾을 수 없습니다.' },
  EMAIL_NOT_VERIFIED: { status: 400, message: account.emailNotVerified },
  CODE_MISMATCH: { status: 400, message: account.codeMismatch },
  CODE_EXPIRED: { status: 400, message: account.codeExpired },
  CODE_ATTEMPTS_EXCEEDED: { status: 429, message: account.codeAttempts },
  CODE_RESEND_TOO_SOON: { status: 429, message: account.codeTooSoon },
  CODE_DAILY_LIMIT: { status: 429, message: account.codeDailyAddress },
  CODE_DAILY_LIMIT_CLIENT: { status: 429, message: account.codeDailyClient },
  MAIL_SEND_FAILED: { status: 503, message: account.mailFailed },
  IDENTITY_REQUIRED: { status: 400, message: account.identityFailed },
  IDENTITY_REPLAYED: { status: 400, message: account.accessPathNotAllowed },
  IDENTITY_MISMATCH: { status: 403, message: account.identityMismatch },
  IDENTITY_UNAVAILABLE: { status: 503, message: account.identityUnavailable },
  CI_TAKEN: { status: 409, message: account.ciTaken },
  CONSENT_REQUIRED: { status: 400, message: account.consentRequired },
  ACCOUNT_NOT_SELECTED: { status: 400, message: account.accountNotSelected },
  RESET_EXPIRED: { status: 400, message: account.resetExpired },
  PASSWORD_INVALID: {
    status: 422,
    message: '비밀번호는 영문, 숫자, 특수문자를 조합하여 8자 이상으로 입력해 주세요.',
  },
  PASSWORD_MISMATCH: { status: 422, message: '비밀번호가 일치하지 않습니다.' },
  PASSWORD_EMPTY: { status: 422, message: '비밀번호가 비어 있습니다.' },
  PASSWORD_WRONG: { status: 400, message: account.passwordWrong },
  PASSWORD_CHECK_REQUIRED: { status: 403, message: account.passwordCheckRequired },
  KAKAO_LINK_EXPIRED: { status: 400, message: account.kakaoLinkExpired },
  KAKAO_SIGNUP_EXPIRED: { status: 400, message: account.kakaoSignupExpired },
  KAKAO_UNAVAILABLE: { status: 503, message: account.kakaoUnavailable },
});
