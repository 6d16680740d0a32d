import type { IdentitySessionData } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import type { AccountsDeps } from './accounts.ports';
import {
  claimIdentityReturn,
  consumeIdentity,
  findActiveByCi,
  insertIdentity,
  latestVerifiedIdentity,
  setIdentityResult,
  type IdentityRow,
} from './accounts.repository';
import { minutesBefore } from '../../lib/minutes';
import { IDENTITY_VALID_MINUTES, newIdentityVerificationId } from './accounts.domain';

/** A verified person as the server read it from PortOne. */
export type VerifiedIdentity = IdentityRow & { name: string };

const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;

/**
 * PortOne identity verification (integrations.md §6). The id is created here and bound to the
 * browser session; the result is read from PortOne by the server, once.
 */
export function createIdentityService(deps: AccountsDeps) {
  const { db, now } = deps;
  /** The person this browser session verified within the last 30 minutes (not used yet). */
  const current = async (anonHash: string | null): Promise<VerifiedIdentity | null> => {
    if (!anonHash) return null;
    const row = await latestVerifiedIdentity(db, anonHash, minutesBefore(now(), IDENTITY_VALID_MINUTES));
    return row?.name ? (row as VerifiedIdentity) : null;
  };
  return {
    /** A new identityVerificationId for this browser session (the portal page sends it to PortOne). */
    async start(anonHash: string): Promise<string> {
      const id = newIdentityVerificationId();
      await insertIdentity(db, id, anonHash, now());
      return id;
    },

    /**
     * Processes PortOne's return for an id: it must be one this browser session started and not
     * returned before (a replay is refused), and PortOne must say VERIFIED.
     */
    async complete(anonHash: string | null, id: string | undefined): Promise<void> {
      if (!anonHash || !id || id.length > 100) throw new AppError('IDENTITY_REPLAYED');
      const at = now();
      if (!(await claimIdentityReturn(db, id, anonHash, at))) throw new AppError('IDENTITY_REPLAYED');
      let result;
      try {
        result = await deps.portone.getIdentityVerification(id);
      } catch (err) {
        await setIdentityResult(db, id, { status: 'FAILED' });
        deps.logError?.(err, 'identity verification lookup');
        throw new AppError('IDENTITY_UNAVAILABLE');
      }
      const person = result.verifiedCustomer;
      // ci is what keeps one person to one account, so a result without it cannot be used.
      if (result.status !== 'VERIFIED' || !person?.name || !person.ci) {
        await setIdentityResult(db, id, { status: 'FAILED' });
        throw new AppError('IDENTITY_REQUIRED');
      }
      await setIdentityResult(db, id, {
        status: 'VERIFIED',
        at,
        name: person.name.trim(),
        phone: person.phoneNumber?.replace(/\D/g, '') || null,
        birth: person.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(person.birthDate) ? person.birthDate : null,
        gender: person.gender && GENDERS.includes(person.gender) ? person.gender : null,
        ci: person.ci,
        di: person.di,
      });
    },

    current,

    /**
     * getSessionData: the verified person without ci/di, and whether that person already has an
     * active account (sign-up tells it at once instead of at the last step; the person has just
     * proved who they are in this browser, as find-id does).
     */
    async sessionData(anonHash: string | null): Promise<IdentitySessionData | null> {
      const row = await current(anonHash);
      if (!row) return null;
      return {
        alreadyMember: Boolean(row.ci && (await findActiveByCi(db, row.ci))),
        name: row.name,
        phone: row.phone,
        birth: row.birth,
        gender: (row.gender as IdentitySessionData['gender']) ?? null,
        verifiedAt: (row.verifiedAt ?? row.createdAt).toISOString(),
      };
    },

    consume: (id: string, tx: Parameters<typeof consumeIdentity>[0] = db) => consumeIdentity(tx, id, now()),
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
