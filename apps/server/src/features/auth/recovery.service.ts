import { type FoundAccount, isPassword, normalizeEmail } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { deleteMemberSessions } from './auth.repository';
import type { AccountsDeps } from './accounts.ports';
import { consumeCode, findMember, membersOfPerson, setPasswordHash } from './accounts.repository';
import { maskEmail } from './auth.domain';
import type { EmailCodeService } from './email-codes.service';
import type { IdentityService } from './identity.service';

/** The new-password rules of the recovery and my-page forms; failures answer 422 (spec 02 §8). */
export function checkNewPassword(mbrPw: string, mbrRePw: string): void {
  if (!mbrPw) throw new AppError('PASSWORD_EMPTY');
  if (!isPassword(mbrPw)) throw new AppError('PASSWORD_INVALID');
  if (mbrPw !== mbrRePw) throw new AppError('PASSWORD_MISMATCH');
}

/**
 * Account recovery (spec 01 §2.6, §4): find the accounts of a verified person, or prove an e-mail
 * with a code; then set a new password. Every session and every API token of the account ends.
 */
export function createRecoveryService(
  deps: AccountsDeps & { codes: EmailCodeService; identity: IdentityService },
) {
  const { db, now } = deps;
  return {
    /** myIdEmailListSearch: the active accounts of the person this browser verified. */
    async findAccounts(anonHash: string | null): Promise<FoundAccount[]> {
      const person = await deps.identity.current(anonHash);
      if (!person) throw new AppError('IDENTITY_REQUIRED');
      const rows = await membersOfPerson(db, person);
      return rows.map((m) => ({
        mbrSn: m.mbrSn,
        mbrEmail: maskEmail(m.email),
        mbrTpCd: m.memberType,
        kakaoLinked: Boolean(m.kakaoId),
        frstRgstDt: m.createdAt.toISOString(),
      }));
    },

    /** A new password for an account listed by identity (mbrSn) or proven by e-mail code (mbrEmail). */
    async resetPassword(input: {
      anonHash: string | null;
      mbrSn?: number | undefined;
      mbrEmail?: string | undefined;
      mbrPw: string;
      mbrRePw: string;
    }): Promise<void> {
      if (!input.mbrSn && !input.mbrEmail) throw new AppError('ACCOUNT_NOT_SELECTED');
      checkNewPassword(input.mbrPw, input.mbrRePw);
      if (!input.anonHash) throw new AppError('RESET_EXPIRED');
      const at = now();
      const passwordHash = await hashPassword(input.mbrPw);

      if (input.mbrSn) {
        const person = await deps.identity.current(input.anonHash);
        if (!person) throw new AppError('RESET_EXPIRED');
        const accounts = await membersOfPerson(db, person);
        if (!accounts.some((m) => m.mbrSn === input.mbrSn)) throw new AppError('ACCOUNT_NOT_SELECTED');
        const mbrSn = input.mbrSn;
        await db.transaction(async (tx) => {
          if (!(await deps.identity.consume(person.id, tx))) throw new AppError('RESET_EXPIRED');
          await setPasswordHash(tx, mbrSn, passwordHash, at);
          await deleteMemberSessions(tx, mbrSn);
          await deps.revokeApiTokens(tx, mbrSn);
        });
        return;
      }

      const code = await deps.codes.verified(input.anonHash, 'reset', normalizeEmail(input.mbrEmail!));
      const mbrSn = code?.mbrSn;
      if (!code || !mbrSn) throw new AppError('RESET_EXPIRED');
      const member = await findMember(db, mbrSn);
      if (member?.status !== 'ACTIVE') throw new AppError('RESET_EXPIRED');
      await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, code.id, at))) throw new AppError('RESET_EXPIRED');
        await setPasswordHash(tx, mbrSn, passwordHash, at);
        await deleteMemberSessions(tx, mbrSn);
        await deps.revokeApiTokens(tx, mbrSn);
      });
    },
  };
}
