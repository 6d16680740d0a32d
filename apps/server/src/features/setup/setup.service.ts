import fs from 'node:fs';
import type { SetupAnswer } from '@seller/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newSetupToken, setupTokenHash } from './setup.domain';
import { consumeSetupToken, insertSetupToken, isUnusedToken } from './setup.repository';

/**
 * The first manager without identity verification, for whoever holds the link printed at start
 * (issue 25): open only while no manager exists, each token once, across instances (the token's
 * hash and its use are rows; the manager count is decided under a transaction lock).
 */
/** What setup needs of the members feature (composed in app.ts). */
export interface SetupMembersPort {
  countManagers(db: DbOrTx): Promise<number>;
  /** Serialises decisions on the manager count across instances (a transaction lock). */
  lockManagerCount(tx: Tx): Promise<void>;
  /** Checks and hashes, then runs `around` in a transaction where `insert` makes the member. */
  createWithin<T>(
    input: { email: string; password: string; name: string; role: 'MNGR_MBR' },
    around: (tx: Tx, insert: () => Promise<NewManager>) => Promise<T>,
  ): Promise<T>;
  audit(
    tx: Tx,
    entry: {
      actorMbrSn: number;
      action: 'FIRST_MANAGER';
      targetMbrSn: number;
      before: null;
      after: unknown;
      at: Date;
    },
  ): Promise<void>;
}

interface NewManager {
  mbrSn: number;
  email: string;
  name: string;
  role: string;
}

export function createSetupService(deps: {
  db: Db;
  now: () => Date;
  members: SetupMembersPort;
  /** The link's file (setup.startup.ts), removed once the manager exists. */
  linkFile: string;
}) {
  const { db, now, members } = deps;

  async function refuse(tokenHash: string, tx: DbOrTx = db): Promise<void> {
    if ((await members.countManagers(tx)) > 0) throw new AppError('SETUP_CLOSED');
    if (!(await isUnusedToken(tx, tokenHash))) throw new AppError('SETUP_TOKEN_INVALID');
  }

  return {
    /** At start: a new token while no manager exists (its link to print), else null. */
    async issueToken(): Promise<string | null> {
      if ((await members.countManagers(db)) > 0) return null;
      const token = newSetupToken();
      await insertSetupToken(db, setupTokenHash(token), now());
      return token;
    },

    /** The page's first call: throws SETUP_CLOSED or SETUP_TOKEN_INVALID when the form would be refused. */
    async check(token: string): Promise<void> {
      await refuse(setupTokenHash(token));
    },

    /**
     * The manager, the token's use and the audit row in one transaction: a taken e-mail leaves
     * the token unused, and two requests (same token or two tokens) make at most one manager.
     */
    async createFirstManager(input: {
      token: string;
      email: string;
      password: string;
      name: string;
    }): Promise<SetupAnswer> {
      const tokenHash = setupTokenHash(input.token);
      // Refused before the slow password hash when it would be refused anyway.
      await refuse(tokenHash);
      const member = await members.createWithin(
        { email: input.email, password: input.password, name: input.name, role: 'MNGR_MBR' },
        async (tx, insert) => {
          await members.lockManagerCount(tx);
          await refuse(tokenHash, tx);
          const created = await insert();
          const at = now();
          if (!(await consumeSetupToken(tx, tokenHash, at, created.mbrSn))) {
            throw new AppError('SETUP_TOKEN_INVALID');
          }
          await members.audit(tx, {
            actorMbrSn: created.mbrSn,
            action: 'FIRST_MANAGER',
            targetMbrSn: created.mbrSn,
            before: null,
            after: { email: created.email, name: created.name, role: created.role, via: 'setup' },
            at,
          });
          return created;
        },
      );
      fs.rmSync(deps.linkFile, { force: true });
      return { mbrSn: member.mbrSn, mbrEmail: member.email };
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
