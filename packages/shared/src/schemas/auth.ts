import { z } from './zod';
import { ko } from '../messages/ko';
import { ROLES } from '../constants/roles';

const v = ko.validation;

export const loginBody = z.object({
  mbrEmail: z.string({ error: v.emailRequired }).trim().min(1, v.emailRequired).max(100, v.emailInvalid),
  mbrPw: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).max(100, v.passwordRule),
});
export type LoginBody = z.infer<typeof loginBody>;

/** The session user of spec 01 §3. */
export const sessionUser = z.object({
  mbrSn: z.number(),
  mbrEmail: z.string(),
  mbrNm: z.string(),
  mbrAtrbCd: z.enum(ROLES),
  psitnGrpcoCd: z.string().nullable(),
  psitnGrpcoSn: z.number().nullable(),
  mbrTpCd: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const memberSessionAnswer = z.object({ data: sessionUser.nullable() });

export const coinBalance = z.object({ sellerCoinCnt: z.number().int() });
export type CoinBalance = z.infer<typeof coinBalance>;

export const LOGIN_SUCCESS = 'LOGIN_SUCCESS';
export const LOGOUT_SUCCESS = 'LOGOUT SUCCESS';
