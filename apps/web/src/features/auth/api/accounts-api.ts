import type {
  CertificationResult,
  EmailCodePurpose,
  FoundAccount,
  IdentitySessionData,
  JoinBody,
  KakaoPendingSignup,
  KakaoSignupAnswer,
  KakaoSignupBody,
} from '@seller/shared/schemas/accounts';
import { call } from '../../../lib/api-call';

// Sign-up, e-mail codes, identity verification, Kakao link and account recovery (spec 01 §7).
// Answers are typed by the contracts (packages/shared/src/contracts/auth.ts, type-only: no zod in
// the pages that do not need it).

/** Resolves when the e-mail is free (the server answers the text 가입가능); rejects with its message. */
export async function checkDuplication(mbrEmail: string): Promise<void> {
  await call('POST', '/v1/member/cmmn/checkdUplication', { body: { mbrEmail } });
}

export async function sendCode(mbrEmail: string, purpose: EmailCodePurpose) {
  return call('POST', '/v1/member/mail/send', { body: { mbrEmail, purpose } });
}

export async function verifyCode(mbrEmail: string, code: string, purpose: EmailCodePurpose) {
  return call('POST', '/v1/member/mail/verify', { body: { mbrEmail, code, purpose } });
}

export async function join(body: JoinBody) {
  return call('POST', '/v1/member/join/memberInsert', { body });
}

export async function fetchIdentitySession(): Promise<IdentitySessionData | null> {
  return (await call('GET', '/v1/member/join/getSessionData', {})).data;
}

export async function findAccounts(): Promise<{ userInfos: FoundAccount[]; message: string }> {
  const answered = await call('POST', '/v1/member/user/myIdEmailListSearch', {});
  return { userInfos: answered.userInfos, message: answered.message };
}

export async function resetPassword(body: {
  mbrSn?: number;
  mbrEmail?: string;
  mbrPw: string;
  mbrRePw: string;
}) {
  return call('POST', '/v1/member/user/passwordReset', { body });
}

export async function linkKakaoAccount() {
  return call('POST', '/v1/auth/kakao/needLinkKakaoAccount', {});
}

/** Who is waiting to sign up with Kakao in this browser (rejects KAKAO_SIGNUP_EXPIRED when nobody). */
export async function fetchKakaoSignup(): Promise<KakaoPendingSignup> {
  return (await call('GET', '/v1/auth/kakao/signup', {})).data;
}

export function completeKakaoSignup(
  body: KakaoSignupBody,
): Promise<{ message: string; data: KakaoSignupAnswer }> {
  return call('POST', '/v1/auth/kakao/signup', { body });
}

export function cancelKakaoSignup() {
  return call('POST', '/v1/auth/kakao/signup/cancel', {});
}

/** Binds the identity this browser just verified to the member's session (/auth). */
export function certifySession(): Promise<{ message: string; data: CertificationResult }> {
  return call('POST', '/v1/member/myPage/userCertification', {});
}
