/**
 * Sessions, sign-up, e-mail codes, identity verification, Kakao login, account recovery, and a
 * signed-in member proving identity or password again (spec 01 §7, spec 02 §7).
 */
import {
  certificationResult,
  emailBody,
  foundAccount,
  identitySessionData,
  joinBody,
  kakaoPendingSignup,
  kakaoSignupAnswer,
  kakaoSignupBody,
  mailSendBody,
  mailVerifyBody,
  passwordChangeBody,
  passwordCheckBody,
  passwordResetBody,
} from '../schemas/accounts';
import { LOGIN_SUCCESS, LOGOUT_SUCCESS, loginBody, memberSessionAnswer } from '../schemas/auth';
import { doneAnswer, okAnswer } from '../schemas/envelope';
import { z } from '../schemas/zod';
import { contract } from './contract';

const foundAccounts = z.array(foundAccount);

// Plain routes (not API answers), in accounts.routes.ts: the identity frame's pages and script
// (/v1/member/join/portal, portal.js, portal/return: HTML and JavaScript, PortOne's redirect comes
// back to portal/return) and Kakao's OAuth callback (/v1/auth/kakao/callback: a 302 to /login).
export const authContract = {
  // ---- sessions: login and logout answer text/plain, as spec 02 §7 has them ----
  login: contract({
    method: 'POST',
    path: '/v1/member/user/login',
    access: 'public',
    body: loginBody,
    text: true,
    answer: z.literal(LOGIN_SUCCESS),
    errors: ['LOGIN_FAILED', 'RATE_LIMITED'],
    summary: 'Signs in with e-mail and password (sets the session cookie)',
  }),
  logout: contract({
    method: 'POST',
    path: '/v1/member/user/logout',
    access: 'public',
    text: true,
    answer: z.literal(LOGOUT_SUCCESS),
    summary: "Ends this browser's session",
  }),
  session: contract({
    method: 'POST',
    path: '/v1/member/user/memberSession',
    access: 'public',
    answer: memberSessionAnswer,
    summary: "This browser's member, or null when signed out",
  }),

  // ---- sign-up and e-mail codes ----
  checkEmail: contract({
    method: 'POST',
    path: '/v1/member/cmmn/checkdUplication',
    access: 'public',
    body: emailBody,
    text: true,
    answer: z.string(),
    errors: ['EMAIL_TAKEN', 'RATE_LIMITED'],
    summary: 'Whether the e-mail is free for sign-up (a Korean text when it is)',
  }),
  sendCode: contract({
    method: 'POST',
    path: '/v1/member/mail/send',
    access: 'public',
    body: mailSendBody,
    answer: okAnswer(z.object({ expiresInSeconds: z.number(), resendAfterSeconds: z.number() })),
    errors: [
      'EMAIL_TAKEN',
      'CODE_RESEND_TOO_SOON',
      'CODE_DAILY_LIMIT',
      'CODE_DAILY_LIMIT_CLIENT',
      'MAIL_SEND_FAILED',
      'RATE_LIMITED',
    ],
    summary: 'Mails a sign-up or password-reset code to the address',
  }),
  verifyCode: contract({
    method: 'POST',
    path: '/v1/member/mail/verify',
    access: 'public',
    body: mailVerifyBody,
    answer: doneAnswer,
    errors: ['CODE_MISMATCH', 'CODE_ATTEMPTS_EXCEEDED', 'CODE_EXPIRED', 'RATE_LIMITED'],
    summary: "Checks the mailed code in this browser's session",
  }),
  join: contract({
    method: 'POST',
    path: '/v1/member/join/memberInsert',
    access: 'public',
    body: joinBody,
    answer: okAnswer(z.object({ mbrSn: z.number() })),
    errors: [
      'CONSENT_REQUIRED',
      'EMAIL_NOT_VERIFIED',
      'IDENTITY_REQUIRED',
      'EMAIL_TAKEN',
      'CI_TAKEN',
      'RATE_LIMITED',
    ],
    summary: 'Makes the account from the verified e-mail and identity of this browser',
  }),
  identitySession: contract({
    method: 'GET',
    path: '/v1/member/join/getSessionData',
    access: 'public',
    answer: okAnswer(identitySessionData.nullable()),
    summary: 'The person this browser verified (no ci/di), or null',
  }),

  // ---- Kakao login ----
  kakaoLoginLink: contract({
    method: 'GET',
    path: '/v1/member/user/kakaoLoginLink',
    access: 'public',
    answer: okAnswer(z.string()),
    errors: ['KAKAO_UNAVAILABLE', 'RATE_LIMITED'],
    summary: "Kakao's authorize URL for this browser",
  }),
  kakaoLink: contract({
    method: 'POST',
    path: '/v1/auth/kakao/needLinkKakaoAccount',
    access: 'public',
    answer: doneAnswer,
    errors: ['KAKAO_LINK_EXPIRED'],
    summary: 'Links the pending Kakao account to the existing member with its e-mail',
  }),
  kakaoSignup: contract({
    method: 'GET',
    path: '/v1/auth/kakao/signup',
    access: 'public',
    answer: okAnswer(kakaoPendingSignup),
    errors: ['KAKAO_SIGNUP_EXPIRED'],
    summary: 'Who is waiting to sign up with Kakao in this browser',
  }),
  kakaoSignupComplete: contract({
    method: 'POST',
    path: '/v1/auth/kakao/signup',
    access: 'public',
    body: kakaoSignupBody,
    answer: okAnswer(kakaoSignupAnswer),
    errors: ['KAKAO_SIGNUP_EXPIRED', 'CONSENT_REQUIRED', 'ACCOUNT_INACTIVE', 'RATE_LIMITED'],
    summary: 'The new Kakao person agreed: makes the member and signs in (or asks for the link)',
  }),
  kakaoSignupCancel: contract({
    method: 'POST',
    path: '/v1/auth/kakao/signup/cancel',
    access: 'public',
    answer: doneAnswer,
    summary: "Forgets this browser's pending Kakao sign-up",
  }),

  // ---- account recovery ----
  findAccounts: contract({
    method: 'POST',
    path: '/v1/member/user/myIdEmailListSearch',
    access: 'public',
    // The list at the top level too, as spec 01 §7 shows it.
    answer: okAnswer(z.object({ userInfos: foundAccounts })).extend({ userInfos: foundAccounts }),
    errors: ['IDENTITY_REQUIRED', 'RATE_LIMITED'],
    summary: 'The accounts of the person this browser verified (masked)',
  }),
  resetPassword: contract({
    method: 'POST',
    path: '/v1/member/user/passwordReset',
    access: 'public',
    body: passwordResetBody,
    answer: doneAnswer,
    errors: [
      'ACCOUNT_NOT_SELECTED',
      'PASSWORD_EMPTY',
      'PASSWORD_INVALID',
      'PASSWORD_MISMATCH',
      'RESET_EXPIRED',
      'RATE_LIMITED',
    ],
    summary: 'A new password for an account found by identity or proven by an e-mail code',
  }),

  verifiedMember: contract({
    method: 'POST',
    path: '/v1/member/cmmn/checkEmailEffectiveness',
    access: 'public',
    body: emailBody,
    // The serial at the top level too (spec 01 §7: "result (member serial)").
    answer: okAnswer(z.object({ result: z.number().int() })).extend({ result: z.number().int() }),
    errors: ['EMAIL_NOT_VERIFIED', 'RATE_LIMITED'],
    summary:
      'The member serial of an address this browser proved with a password-reset code (none for any other address)',
  }),

  // ---- a signed-in member proves identity or password again ----
  certify: contract({
    method: 'POST',
    path: '/v1/member/myPage/userCertification',
    access: 'member',
    answer: okAnswer(certificationResult),
    errors: ['IDENTITY_REQUIRED', 'MEMBER_NOT_FOUND', 'IDENTITY_MISMATCH', 'CI_TAKEN'],
    summary: "Binds the identity this browser just verified to the member's session",
  }),
  passwordCheck: contract({
    method: 'POST',
    path: '/v1/member/user/passwordCheck',
    access: 'member',
    body: passwordCheckBody,
    answer: doneAnswer,
    errors: ['PASSWORD_WRONG', 'RATE_LIMITED'],
    summary: "Checks the member's current password (a password change follows within minutes)",
  }),
  passwordChange: contract({
    method: 'POST',
    path: '/v1/member/myPage/passwordChange',
    access: 'member',
    body: passwordChangeBody,
    answer: doneAnswer,
    errors: [
      'PASSWORD_CHECK_REQUIRED',
      'PASSWORD_EMPTY',
      'PASSWORD_INVALID',
      'PASSWORD_MISMATCH',
      'RATE_LIMITED',
    ],
    summary: "A new password after a recent check; the member's other sessions and API tokens end",
  }),
} as const;
