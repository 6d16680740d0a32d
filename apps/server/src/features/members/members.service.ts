import { type Role, isEmail, isName, isPassword, ko } from '@seller/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { findByEmail, insertMember } from './members.repository';

export interface NewMember {
  email: string;
  password: string;
  name: string;
  role?: Role;
  phone?: string | null;
  birth?: string | null;
}

export function createMembersService(deps: { db: Db }) {
  /** The checks and the password hash, before any transaction (hashing is slow). */
  async function prepare(input: NewMember) {
    const email = input.email.trim();
    if (!isEmail(email)) throw new AppError('VALIDATION', ko.validation.emailInvalid);
    if (!isPassword(input.password)) throw new AppError('VALIDATION', ko.validation.passwordRule);
    if (!isName(input.name)) throw new AppError('VALIDATION', ko.validation.nameInvalid);
    return { ...input, email, passwordHash: await hashPassword(input.password) };
  }

  async function insertPrepared(tx: DbOrTx, input: Awaited<ReturnType<typeof prepare>>) {
    if (await findByEmail(tx, input.email)) throw new AppError('EMAIL_TAKEN');
    try {
      return await insertMember(tx, {
        email: input.email,
        passwordHash: input.passwordHash,
        name: input.name,
        role: input.role ?? 'GNRL_MBR',
        phone: input.phone ?? null,
        birth: input.birth ?? null,
      });
    } catch (err) {
      // A concurrent insert of the same email loses on the unique index.
      if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
      throw err;
    }
  }

  return {
    async create(input: NewMember) {
      const ready = await prepare(input);
      return deps.db.transaction((tx) => insertPrepared(tx, ready));
    },

    /**
     * The same member, made inside the caller's transaction after `before` ran there (the first
     * manager: the setup token is consumed in the same transaction, so a refusal undoes both).
     */
    async createWithin<T>(
      input: NewMember,
      around: (tx: Tx, insert: () => Promise<MemberRow>) => Promise<T>,
    ): Promise<T> {
      const ready = await prepare(input);
      return deps.db.transaction((tx) => around(tx, () => insertPrepared(tx, ready)));
    },
  };
}

function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export type MembersService = ReturnType<typeof createMembersService>;
