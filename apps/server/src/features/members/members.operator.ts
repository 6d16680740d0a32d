import { type Role, isPassword, ko } from '@seller/shared';
import type { Db, Tx } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { insertAudit } from './members.audit.repository';
import type { AdminCoinsPort } from './members.admin.service';
import {
  countActiveManagers,
  listMembers,
  lockByEmail,
  lockManagerCount,
  setPassword,
  setRole,
} from './members.repository';
import type { MembersService } from './members.service';

/** Rows `member list` prints at most; the total is printed beside them. */
const OPERATOR_LIST_MAX = 200;

/**
 * What the operator's command (`npm run member -- …`) does, with the admin screens' rules: a
 * withdrawn member is not found, coins move through the ledger, the last manager keeps the role,
 * an existing member becomes an agency on the agency screen (it makes the company and its group;
 * `create --role MNPY_MBR` stays, as before, for seeding test accounts). Every change writes an
 * audit row (actor null: no member acted; `via: 'cli'`) in the change's transaction.
 */
export function createMemberOperatorService(deps: {
  db: Db;
  now: () => Date;
  members: MembersService;
  coins: AdminCoinsPort;
  /** The auth feature's: a reset password ends every session of the member. */
  endSessions: (tx: Tx, memberId: number) => Promise<void>;
  /** The api-tokens feature's: a reset password revokes every API token of the member too. */
  revokeApiTokens: (tx: Tx, memberId: number) => Promise<number>;
}) {
  const { db, now } = deps;

  async function activeTarget(tx: Tx, email: string): Promise<MemberRow> {
    const member = await lockByEmail(tx, email);
    if (!member || member.status === 'WITHDRAWN') throw new AppError('MEMBER_NOT_FOUND');
    return member;
  }

  return {
    list(filter: { email?: string | undefined; role?: Role | undefined }) {
      return listMembers(db, filter, OPERATOR_LIST_MAX);
    },

    async create(input: { email: string; password: string; name: string; role: Role }) {
      return deps.members.createWithin(input, async (tx, insert) => {
        const member = await insert();
        await insertAudit(tx, {
          actorMbrSn: null,
          action: 'MEMBER_CREATE',
          targetMbrSn: member.mbrSn,
          before: null,
          after: { email: member.email, name: member.name, role: member.role, via: 'cli' },
          at: now(),
        });
        return member;
      });
    },

    async changeRole(email: string, role: Role): Promise<{ from: Role; to: Role }> {
      if (role === 'MNPY_MBR') throw new AppError('ROLE_AGENCY_BY_SCREEN');
      return db.transaction(async (tx) => {
        await lockManagerCount(tx);
        const member = await activeTarget(tx, email);
        if (member.role === role) throw new AppError('ROLE_UNCHANGED');
        if (member.role === 'MNGR_MBR' && (await countActiveManagers(tx)) <= 1) {
          throw new AppError('LAST_MANAGER');
        }
        const at = now();
        await setRole(tx, member.mbrSn, role, at);
        await insertAudit(tx, {
          actorMbrSn: null,
          action: 'ROLE_CHANGE',
          targetMbrSn: member.mbrSn,
          before: { role: member.role },
          after: { role, via: 'cli' },
          at,
        });
        return { from: member.role, to: role };
      });
    },

    async resetPassword(email: string, password: string): Promise<void> {
      if (!isPassword(password)) throw new AppError('VALIDATION', ko.validation.passwordRule);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const member = await activeTarget(tx, email);
        const at = now();
        await setPassword(tx, member.mbrSn, passwordHash, at);
        // As the screens' reset does: whoever was signed in with the old password is signed out.
        await deps.endSessions(tx, member.mbrSn);
        const tokensRevoked = await deps.revokeApiTokens(tx, member.mbrSn);
        await insertAudit(tx, {
          actorMbrSn: null,
          action: 'PASSWORD_RESET',
          targetMbrSn: member.mbrSn,
          before: null,
          after: { sessionsEnded: true, tokensRevoked, via: 'cli' },
          at,
        });
      });
    },

    /** An OPERATOR_GRANT ledger row and a COIN_ADD audit row in one transaction; the new balance. */
    async addCoins(email: string, amount: number, memo: string | undefined): Promise<number> {
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        throw new AppError('VALIDATION', ko.validation.amountPositive);
      }
      return db.transaction(async (tx) => {
        const member = await activeTarget(tx, email);
        const before = await deps.coins.lockBalance(tx, member.mbrSn);
        const memoText = memo ?? ko.cli.operatorGrantMemo;
        const after = await deps.coins.apply(tx, {
          mbrSn: member.mbrSn,
          delta: amount,
          kind: 'OPERATOR_GRANT',
          memo: memoText,
        });
        await insertAudit(tx, {
          actorMbrSn: null,
          action: 'COIN_ADD',
          targetMbrSn: member.mbrSn,
          before: { balance: before },
          after: { balance: after, added: amount, memo: memoText, via: 'cli' },
          at: now(),
        });
        return after;
      });
    },
  };
}

export type MemberOperatorService = ReturnType<typeof createMemberOperatorService>;
