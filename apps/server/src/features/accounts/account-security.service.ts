import { isPassword } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AccountsDeps } from './accounts.ports';
import {
  bindIdentity,
  deleteOtherSessions,
  findActiveByCi,
  findMember,
  sessionFlags,
  setPasswordHash,
  setSessionFlags,
} from './accounts.repository';
import type { CertificationResult } from '@seller/shared';
import { minutesAfter, minutesBefore } from '../../lib/minutes';
import { PASSWORD_CHECK_MINUTES, SESSION_IDENTITY_MINUTES, maskName, maskPhone } from './accounts.domain';
import type { IdentityService } from './identity.service';

/** The new-password rules of the recovery and my-page forms; failures answer 422 (spec 02 §8). */
export function checkNewPassword(mbrPw: string, mbrRePw: string): void {
  if (!mbrPw) throw new AppError('PASSWORD_EMPTY');
  if (!isPassword(mbrPw)) throw new AppError('PASSWORD_INVALID');
  if (mbrPw !== mbrRePw) throw new AppError('PASSWORD_MISMATCH');
}

/**
 * What a signed-in member proves again in this session: identity (my-page info, spec 02 §4) and
 * the current password (before a password change).
 */
export function createAccountSecurityService(deps: AccountsDeps & { identity: IdentityService }) {
  const { db, now } = deps;
  return {
    /**
     * userCertification: the identity this browser just verified must be the member's. A member
     * made before identity verification (no ci yet) is bound to it, unless another active account
     * already belongs to that person.
     */
    async certify(input: {
      sessionHash: string;
      anonHash: string | null;
      mbrSn: number;
    }): Promise<CertificationResult> {
      const person = await deps.identity.current(input.anonHash);
      if (!person?.ci) throw new AppError('IDENTITY_REQUIRED');
      const member = await findMember(db, input.mbrSn);
      if (!member) throw new AppError('MEMBER_NOT_FOUND');
      const at = now();
      await db.transaction(async (tx) => {
        if (member.ci) {
          if (member.ci !== person.ci) throw new AppError('IDENTITY_MISMATCH');
        } else {
          if (await findActiveByCi(tx, person.ci!, member.mbrSn)) throw new AppError('CI_TAKEN');
          await bindIdentity(tx, member.mbrSn, { ...person, ci: person.ci! }, at);
        }
        if (!(await deps.identity.consume(person.id, tx))) throw new AppError('IDENTITY_REQUIRED');
        await setSessionFlags(tx, input.sessionHash, { identityVerifiedAt: at });
      });
      // What the /auth screen shows back; the verified person itself is dropped with its use.
      return {
        name: maskName(person.name),
        phone: maskPhone(person.phone),
        validUntil: minutesAfter(at, SESSION_IDENTITY_MINUTES).toISOString(),
      };
    },

    async isCertified(sessionHash: string | null): Promise<boolean> {
      if (!sessionHash) return false;
      const flags = await sessionFlags(db, sessionHash);
      const at = flags?.identityVerifiedAt;
      return Boolean(at && at >= minutesBefore(now(), SESSION_IDENTITY_MINUTES));
    },

    async checkPassword(input: {
      sessionHash: string;
      mbrSn: number;
      currentPassword: string;
    }): Promise<void> {
      const member = await findMember(db, input.mbrSn);
      if (!member?.passwordHash || !(await verifyPassword(member.passwordHash, input.currentPassword))) {
        throw new AppError('PASSWORD_WRONG');
      }
      await setSessionFlags(db, input.sessionHash, { passwordCheckedAt: now() });
    },

    /**
     * A new password after a recent password check; the member's other sessions and every API
     * token end.
     */
    async changePassword(input: { sessionHash: string; mbrSn: number; mbrPw: string; mbrRePw: string }) {
      const flags = await sessionFlags(db, input.sessionHash);
      const checked = flags?.passwordCheckedAt;
      if (!checked || checked < minutesBefore(now(), PASSWORD_CHECK_MINUTES)) {
        throw new AppError('PASSWORD_CHECK_REQUIRED');
      }
      checkNewPassword(input.mbrPw, input.mbrRePw);
      const passwordHash = await hashPassword(input.mbrPw);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, input.mbrSn, passwordHash, now());
        await setSessionFlags(tx, input.sessionHash, { passwordCheckedAt: null });
        await deleteOtherSessions(tx, input.mbrSn, input.sessionHash);
        await deps.revokeApiTokens(tx, input.mbrSn);
      });
    },
  };
}
