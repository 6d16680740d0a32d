/**
 * Wire contract of sign-up, e-mail codes, identity verification, Kakao login and account recovery
 * (spec 01 §2.5–2.7, §4, §7). Server bodies and the web forms share these schemas.
 */
import { z } from './zod';
import { ko } from '../messages/ko';
import { EMAIL_CODE_PATTERN, isEmail, isName, isPassword } from '../rules/member';

const v = ko.validation;
const av = ko.accountValidation;

export const emailField = z
  .string({ error: v.emailRequired })
  .trim()
  .min(1, v.emailRequired)
  .max(100, v.emailInvalid)
  .refine(isEmail, v.emailInvalid);

/** checkdUplication and mail/send (form or JSON). */
export const emailBody = z.looseObject({ mbrEmail: emailField });

export const EMAIL_CODE_PURPOSES = ['join', 'reset'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];
const purpose = z.enum(EMAIL_CODE_PURPOSES).default('join');

export const mailSendBody = z.looseObject({ mbrEmail: emailField, purpose });
export type MailSendBody = z.input<typeof mailSendBody>;

export const codeField = z
  .string({ error: av.codeRequired })
  .trim()
  .min(1, av.codeRequired)
  .regex(EMAIL_CODE_PATTERN, av.codeFormat);

export const mailVerifyBody = z.looseObject({ mbrEmail: emailField, code: codeField, purpose });
export type MailVerifyBody = z.input<typeof mailVerifyBody>;

/** A consent flag: true/false, or the Y/N the original sends. */
const flag = z
  .union([z.boolean(), z.enum(['Y', 'N'])])
  .optional()
  .transform((x) => x === true || x === 'Y');

export const agreementsField = z
  .looseObject({ child: flag, terms: flag, privacy: flag, promotions: flag })
  .optional()
  .transform((a) => a ?? { child: false, terms: false, privacy: false, promotions: false });

export const passwordField = z
  .string({ error: v.passwordEmpty })
  .min(1, v.passwordEmpty)
  .max(100, v.passwordRule)
  .refine(isPassword, v.passwordRule);

export const nameField = z
  .string({ error: av.nameRequired })
  .trim()
  .min(1, av.nameRequired)
  .refine(isName, v.nameInvalid);

/**
 * memberInsert: re-validated on the server. Phone and birth come from the identity verification
 * kept on the server; the payload's copies (and any verification result fields) are ignored.
 */
export const joinBody = z
  .looseObject({
    mbrEmail: emailField,
    mbrPw: passwordField,
    reMbrPw: z.string({ error: v.passwordEmpty }).min(1, v.passwordEmpty).max(100, v.passwordMismatch),
    mbrNm: nameField,
    agreements: agreementsField,
  })
  .refine((b) => b.mbrPw === b.reMbrPw, { message: v.passwordMismatch, path: ['reMbrPw'] });
export type JoinBody = z.input<typeof joinBody>;

/** A new password with its repeat (the find-account and my-page forms). */
export const newPasswordForm = z
  .object({
    mbrPw: passwordField,
    mbrRePw: z.string().min(1, v.passwordEmpty),
  })
  .refine((b) => b.mbrPw === b.mbrRePw, { message: v.passwordMismatch, path: ['mbrRePw'] });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

/**
 * Password bodies on the server: only shapes here, the rules are checked by the service so a
 * failure answers 422 with the message the form shows (spec 02 §8).
 */
const rawPassword = z.string().max(100).optional().default('');

/** Sets a new password after recovery: by identity (mbrSn of a listed account) or by e-mail code. */
export const passwordResetBody = z.looseObject({
  mbrSn: z.coerce.number().int().positive().optional(),
  mbrEmail: z.string().trim().max(100).optional(),
  mbrPw: rawPassword,
  mbrRePw: rawPassword,
});
export type PasswordResetBody = z.input<typeof passwordResetBody>;

export const passwordCheckBody = z.looseObject({
  currentPassword: z
    .string({ error: av.currentPasswordRequired })
    .min(1, av.currentPasswordRequired)
    .max(100, ko.account.passwordWrong),
});
export type PasswordCheckBody = z.input<typeof passwordCheckBody>;

export const passwordChangeBody = z.looseObject({ mbrPw: rawPassword, mbrRePw: rawPassword });
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

/** What getSessionData answers: the verified person, without ci/di. */
export const identitySessionData = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  birth: z.string().nullable(),
  gender: z.enum(['MALE', 'FEMALE', 'OTHER']).nullable(),
  verifiedAt: z.string(),
  /** The person already has an active account: sign-up would be refused (one account a person). */
  alreadyMember: z.boolean(),
});
export type IdentitySessionData = z.infer<typeof identitySessionData>;

/** userCertification: the session's identity proof, with the verified person masked (/auth). */
export const certificationResult = z.object({
  /** "김*입" */
  name: z.string(),
  /** "010-****-5678", or null when the provider gave no phone. */
  phone: z.string().nullable(),
  /** Until when the proof opens my-page info (ISO time). */
  validUntil: z.string(),
});
export type CertificationResult = z.infer<typeof certificationResult>;

/** A row of myIdEmailListSearch: e-mails are masked. */
export const foundAccount = z.object({
  mbrSn: z.number(),
  mbrEmail: z.string(),
  mbrTpCd: z.string(),
  kakaoLinked: z.boolean(),
  frstRgstDt: z.string(),
});
export type FoundAccount = z.infer<typeof foundAccount>;

/** What the identity frame posts to its parent page. */
export const IDENTITY_MESSAGE_TYPE = 'seller-identity-verification';
export interface IdentityFrameMessage {
  type: typeof IDENTITY_MESSAGE_TYPE;
  ok: boolean;
  message: string;
}

/** A new Kakao person agrees (issue 22 §9): the same consents as the join page. */
export const kakaoSignupBody = z.looseObject({ agreements: agreementsField });
export type KakaoSignupBody = z.input<typeof kakaoSignupBody>;

/** GET /v1/auth/kakao/signup: who is about to sign up with Kakao in this browser. */
export const kakaoPendingSignup = z.object({
  email: z.string(),
  nickname: z.string(),
});
export type KakaoPendingSignup = z.infer<typeof kakaoPendingSignup>;

/** POST /v1/auth/kakao/signup: signed in, or the e-mail now has an account (the link question). */
export const kakaoSignupAnswer = z.object({
  next: z.enum(['signedIn', 'link']),
});
export type KakaoSignupAnswer = z.infer<typeof kakaoSignupAnswer>;

/** Kakao callback outcomes carried to /login as ?kakaoError= */
export const KAKAO_ERRORS = ['STATE_MISMATCH', 'CANCELLED', 'EMAIL_REQUIRED', 'FAILED', 'INACTIVE'] as const;
export type KakaoErrorCode = (typeof KAKAO_ERRORS)[number];

/** The password and name part of the join form (e-mail, identity and consents are their own steps). */
export const joinForm = z
  .object({
    mbrPw: passwordField,
    reMbrPw: z.string().min(1, v.passwordEmpty),
    mbrNm: nameField,
  })
  .refine((b) => b.mbrPw === b.reMbrPw, { message: v.passwordMismatch, path: ['reMbrPw'] });
export type JoinForm = z.infer<typeof joinForm>;
