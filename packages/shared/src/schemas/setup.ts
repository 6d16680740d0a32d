/** /setup: the first manager, made through the one-time link the first start prints (issue 25). */
import { z } from './zod';
import { ko } from '../messages/ko';
import { emailField, nameField, passwordField } from './accounts';

/** The link's token: 43 base64url characters (32 random bytes); anything else is refused early. */
export const setupToken = z.string().trim().min(1).max(200);

export const setupCheckBody = z.object({ token: setupToken });

export const setupBody = z.object({
  token: setupToken,
  mbrEmail: emailField,
  mbrPw: passwordField,
  name: nameField,
});
export type SetupBody = z.input<typeof setupBody>;

/** The screen's form: the server's fields plus the repeated password. */
export const setupForm = z
  .object({
    mbrEmail: emailField,
    mbrPw: passwordField,
    mbrRePw: z.string(),
    name: nameField,
  })
  .refine((b) => b.mbrPw === b.mbrRePw, { message: ko.validation.passwordMismatch, path: ['mbrRePw'] });
export type SetupForm = z.input<typeof setupForm>;

export const setupAnswer = z.object({
  mbrSn: z.number(),
  mbrEmail: z.string(),
});
export type SetupAnswer = z.infer<typeof setupAnswer>;
