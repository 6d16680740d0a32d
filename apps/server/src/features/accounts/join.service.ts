import { normalizeEmail } from '@seller/shared';
import type { joinBody } from '@seller/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { AccountsDeps } from './accounts.ports';
import { consumeCode, findActiveByCi, insertConsents } from './accounts.repository';
import { uniqueViolation } from '../../lib/unique-violation';
import { consentRows, requiredConsents } from './accounts.domain';
import type { EmailCodeService } from './email-codes.service';
import type { IdentityService } from './identity.service';

export type ParsedJoin = z.output<typeof joinBody>;
/**
 * memberInsert (spec 01 §2.7, §5): everything is checked again here. The e-mail must have been
 * verified and the person identified in this browser session; phone and birth come from the
 * identity verification, never from the payload.
 */
export function createJoinService(
  deps: AccountsDeps & { codes: EmailCodeService; identity: IdentityService },
) {
  const { db, now } = deps;
  return {
    /** The duplication check (spec 01 §7): whether an e-mail is free for a new account. */
    async emailAvailable(email: string): Promise<boolean> {
      return !(await deps.members.findByEmail(db, normalizeEmail(email)));
    },

    async join(anonHash: string | null, body: ParsedJoin): Promise<{ mbrSn: number }> {
      const a = body.agreements;
      if (!requiredConsents(a)) throw new AppError('CONSENT_REQUIRED');
      if (!anonHash) throw new AppError('EMAIL_NOT_VERIFIED');
      const email = normalizeEmail(body.mbrEmail);
      const code = await deps.codes.verified(anonHash, 'join', email);
      if (!code) throw new AppError('EMAIL_NOT_VERIFIED');
      const person = await deps.identity.current(anonHash);
      if (!person?.ci) throw new AppError('IDENTITY_REQUIRED');
      const passwordHash = await hashPassword(body.mbrPw);
      const at = now();
      try {
        return await db.transaction(async (tx) => {
          if (await deps.members.findByEmail(tx, email)) throw new AppError('EMAIL_TAKEN');
          if (await findActiveByCi(tx, person.ci!)) throw new AppError('CI_TAKEN');
          // Both proofs are single-use: a second sign-up from the same browser must prove again.
          if (!(await consumeCode(tx, code.id, at))) throw new AppError('EMAIL_NOT_VERIFIED');
          if (!(await deps.identity.consume(person.id, tx))) throw new AppError('IDENTITY_REQUIRED');
          const member = await deps.members.insertMember(tx, {
            email: body.mbrEmail.trim(),
            passwordHash,
            name: body.mbrNm,
            phone: person.phone,
            birth: person.birth,
            gender: person.gender,
            ci: person.ci,
            di: person.di,
            memberType: 'EMAIL',
            createdAt: at,
            updatedAt: at,
          });
          await insertConsents(tx, consentRows(member.mbrSn, a, at));
          return { mbrSn: member.mbrSn };
        });
      } catch (err) {
        // Two sign-ups racing past the checks: the unique indexes decide, with the same messages.
        const constraint = uniqueViolation(err);
        if (constraint === null) throw err;
        throw new AppError(constraint.includes('ci') ? 'CI_TAKEN' : 'EMAIL_TAKEN');
      }
    },
  };
}
