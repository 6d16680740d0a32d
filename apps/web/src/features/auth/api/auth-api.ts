import type { LoginBody, SessionUser } from '@seller/shared/schemas/auth';
import { ROLES, type Role } from '@seller/shared/constants/roles';
import { isApiError } from '../../../lib/api';
import { call } from '../../../lib/api-call';

// Answers are checked by hand rather than with the zod schemas so zod stays out of the first load.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { mbrSn: memberId, mbrEmail, mbrNm, mbrAtrbCd, psitnGrpcoCd, psitnGrpcoSn, mbrTpCd } = value;
  if (typeof memberId !== 'number' || typeof mbrEmail !== 'string') return null;
  const role: Role = ROLES.includes(mbrAtrbCd as Role) ? (mbrAtrbCd as Role) : 'GNRL_MBR';
  return {
    mbrSn: memberId,
    mbrEmail,
    mbrNm: typeof mbrNm === 'string' ? mbrNm : '',
    mbrAtrbCd: role,
    psitnGrpcoCd: typeof psitnGrpcoCd === 'string' ? psitnGrpcoCd : null,
    psitnGrpcoSn: typeof psitnGrpcoSn === 'number' ? psitnGrpcoSn : null,
    mbrTpCd: typeof mbrTpCd === 'string' ? mbrTpCd : '',
  };
}

/** The member in memberSession's answer ({data: member | null}); null when anonymous. */
function sessionFromAnswer(answer: unknown): SessionUser | null {
  return isRecord(answer) ? toSessionUser(answer.data) : null;
}

export async function fetchSession(): Promise<SessionUser | null> {
  try {
    return sessionFromAnswer(await call('POST', '/v1/member/user/memberSession', {}));
  } catch (error) {
    // An expired cookie is simply "anonymous", not an error screen.
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export async function fetchCoins(): Promise<number> {
  return (await call('POST', '/v1/confCmmn/coinSelect', {})).data.sellerCoinCnt;
}

/** Answers the text LOGIN_SUCCESS (spec 02 §7) and sets the session cookie. */
export function login(body: LoginBody) {
  return call('POST', '/v1/member/user/login', { body });
}

export function logout() {
  return call('POST', '/v1/member/user/logout', {});
}
