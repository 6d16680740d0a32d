import { type FoundAccount, normalizeEmail } from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { AccountsService } from '../accounts/index';
import { maskEmail } from './recovery.domain';
import { membersOfPerson } from './recovery.repository';

export interface RecoveryDeps {
  db: Db;
  now: () => Date;
  /** The proofs (identity, e-mail codes), the member look-up and the password rules of accounts. */
  accounts: Pick<AccountsService, 'identity' | 'codes' | 'members' | 'passwords'>;
  /** Ends every session of the member (the session feature), in the reset's transaction. */
  endSessions(tx: DbOrTx, memberId: number): Promise<void>;
  /** Revokes every API token of the member (api-tokens): none outlives the old password. */
  revokeApiTokens(tx: DbOrTx, memberId: number): Promise<number>;
}

/**
 * Account recovery (spec 01 §2.6, §4): find the accounts of a verified person, or prove an e-mail
 * with a code; then set a new password. Every session and every API token of the account ends.
 */
export function createRecoveryService(deps: RecoveryDeps) {
  const { db, now } = deps;
  const { identity, codes, members, passwords } = deps.accounts;
  return {
    /** myIdEmailListSearch: the active accounts of the person this browser verified. */
    async findAccounts(anonHash: string | null): Promise<FoundAccount[]> {
      const person = await identity.current(anonHash);
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

    /**
     * checkEmailEffectiveness: the member serial of an address this browser proved with a reset
     * code. Only a browser holding a verified code for the address learns it, so it tells no one
     * more than the duplication check does (whether an address has an account), and nothing at
     * all without the code sent to that address.
     */
    async verifiedMember(anonHash: string | null, email: string): Promise<number> {
      const code = anonHash ? await codes.verified(anonHash, 'reset', normalizeEmail(email)) : undefined;
      const memberId = code?.mbrSn;
      if (!memberId) throw new AppError('EMAIL_NOT_VERIFIED');
      if ((await members.find(memberId))?.status !== 'ACTIVE') throw new AppError('EMAIL_NOT_VERIFIED');
      return memberId;
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
      passwords.check(input.mbrPw, input.mbrRePw);
      if (!input.anonHash) throw new AppError('RESET_EXPIRED');
      const at = now();
      const passwordHash = await hashPassword(input.mbrPw);

      if (input.mbrSn) {
        const person = await identity.current(input.anonHash);
        if (!person) throw new AppError('RESET_EXPIRED');
        const accounts = await membersOfPerson(db, person);
        if (!accounts.some((m) => m.mbrSn === input.mbrSn)) throw new AppError('ACCOUNT_NOT_SELECTED');
        const memberId = input.mbrSn;
        await db.transaction(async (tx) => {
          if (!(await identity.consume(person.id, tx))) throw new AppError('RESET_EXPIRED');
          await passwords.set(tx, memberId, passwordHash, at);
          await deps.endSessions(tx, memberId);
          await deps.revokeApiTokens(tx, memberId);
        });
        return;
      }

      const code = await codes.verified(input.anonHash, 'reset', normalizeEmail(input.mbrEmail!));
      const memberId = code?.mbrSn;
      if (!code || !memberId) throw new AppError('RESET_EXPIRED');
      const member = await members.find(memberId);
      if (member?.status !== 'ACTIVE') throw new AppError('RESET_EXPIRED');
      await db.transaction(async (tx) => {
        if (!(await codes.consume(tx, code.id, at))) throw new AppError('RESET_EXPIRED');
        await passwords.set(tx, memberId, passwordHash, at);
        await deps.endSessions(tx, memberId);
        await deps.revokeApiTokens(tx, memberId);
      });
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
