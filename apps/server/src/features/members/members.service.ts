import { type Role, isEmail, isName, isPassword, ko } from '@seller/shared';
import type { Db } from '../../db/client';
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
  return {
    async create(input: NewMember) {
      const email = input.email.trim();
      if (!isEmail(email)) throw new AppError('VALIDATION', ko.validation.emailInvalid);
      if (!isPassword(input.password)) throw new AppError('VALIDATION', ko.validation.passwordRule);
      if (!isName(input.name)) throw new AppError('VALIDATION', ko.validation.nameInvalid);
      const passwordHash = await hashPassword(input.password);
      return deps.db.transaction(async (tx) => {
        if (await findByEmail(tx, email)) throw new AppError('EMAIL_TAKEN');
        try {
          return await insertMember(tx, {
            email,
            passwordHash,
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
      });
    },
  };
}

export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export type MembersService = ReturnType<typeof createMembersService>;
