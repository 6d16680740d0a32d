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
import { api } from '../../../lib/api';

// Sign-up, e-mail codes, identity verification, Kakao link and account recovery (spec 01 §7).
// Answers are read by hand so zod stays out of the pages that do not need it.

type Envelope<T> = { code: string; message: string; data: T };

/** Resolves when the e-mail is free (the server answers the text 가입가능); rejects with its message. */
export async function checkDuplication(mbrEmail: string): Promise<void> {
  await api.post<string>('/v1/member/cmmn/checkdUplication', { mbrEmail });
}

export async function sendCode(mbrEmail: string, purpose: EmailCodePurpose) {
  return api.post<Envelope<{ expiresInSeconds: number; resendAfterSeconds: number }>>(
    '/v1/member/mail/send',
    {
      mbrEmail,
      purpose,
    },
  );
}

export async function verifyCode(mbrEmail: string, code: string, purpose: EmailCodePurpose) {
  return api.post<Envelope<null>>('/v1/member/mail/verify', { mbrEmail, code, purpose });
}

export async function join(body: JoinBody) {
  return api.post<Envelope<{ mbrSn: number }>>('/v1/member/join/memberInsert', body);
}

export async function fetchIdentitySession(): Promise<IdentitySessionData | null> {
  const answer = await api.get<Envelope<IdentitySessionData | null> | null>('/v1/member/join/getSessionData');
  return answer?.data ?? null;
}

export async function findAccounts(): Promise<{ userInfos: FoundAccount[]; message: string }> {
  const answer = await api.post<{ userInfos?: FoundAccount[]; message?: string }>(
    '/v1/member/user/myIdEmailListSearch',
    {},
  );
  return { userInfos: answer.userInfos ?? [], message: answer.message ?? '' };
}

export async function resetPassword(body: {
  mbrSn?: number;
  mbrEmail?: string;
  mbrPw: string;
  mbrRePw: string;
}) {
  return api.post<Envelope<null>>('/v1/member/user/passwordReset', body);
}

export async function linkKakaoAccount() {
  return api.post<Envelope<null>>('/v1/auth/kakao/needLinkKakaoAccount', {});
}

/** Who is waiting to sign up with Kakao in this browser (rejects KAKAO_SIGNUP_EXPIRED when nobody). */
export async function fetchKakaoSignup(): Promise<KakaoPendingSignup> {
  return (await api.get<Envelope<KakaoPendingSignup>>('/v1/auth/kakao/signup')).data;
}

export function completeKakaoSignup(body: KakaoSignupBody) {
  return api.post<Envelope<KakaoSignupAnswer>>('/v1/auth/kakao/signup', body);
}

export function cancelKakaoSignup() {
  return api.post<Envelope<null>>('/v1/auth/kakao/signup/cancel', {});
}

/** Binds the identity this browser just verified to the member's session (/auth). */
export function certifySession() {
  return api.post<Envelope<CertificationResult>>('/v1/member/myPage/userCertification', {});
}
