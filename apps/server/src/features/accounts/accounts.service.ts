import { kstDate } from '@seller/shared';
import type { DbOrTx } from '../../db/client';
import type { AccountsDeps } from './accounts.ports';
import {
  deleteExpiredAnon,
  deleteOldMailCounts,
  findAnon,
  findMember,
  insertAnon,
  insertConsents,
  scrubStaleIdentities,
  setPasswordHash,
  touchAnon,
} from './accounts.repository';
import { checkNewPassword, createAccountSecurityService } from './account-security.service';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { minutesAfter, minutesBefore } from '../../lib/minutes';
import { ANON_TTL_MINUTES, IDENTITY_VALID_MINUTES, consentRows, requiredConsents } from './accounts.domain';
import { createEmailCodeService } from './email-codes.service';
import { createIdentityService } from './identity.service';
import { createJoinService } from './join.service';

export type { AccountsDeps } from './accounts.ports';

type Agreements = Parameters<typeof consentRows>[1];

/**
 * Sign-up, identity verification, e-mail codes and session re-proofs, over one anonymous browser
 * session kept on the server. Kakao login and recovery (their own features) use its proofs,
 * consents and password rules through `members`, `consents` and `passwords` below.
 */
export function createAccountsService(deps: AccountsDeps) {
  const { db, now } = deps;
  const codes = createEmailCodeService(deps);
  const identity = createIdentityService(deps);
  const withProofs = { ...deps, codes, identity };
  return {
    anon: {
      /** The hash of a live anonymous session for this cookie value, or null. */
      async resolve(token: string | undefined): Promise<string | null> {
        if (!token || token.length > 100) return null;
        const hash = hashToken(token);
        return (await findAnon(db, hash, now())) ? hash : null;
      },
      /** The browser's anonymous session, created when missing; its lifetime restarts on use. */
      async ensure(token: string | undefined): Promise<{ hash: string; token: string; expiresAt: Date }> {
        const at = now();
        const expiresAt = minutesAfter(at, ANON_TTL_MINUTES);
        if (token && token.length <= 100) {
          const hash = hashToken(token);
          if (await findAnon(db, hash, at)) {
            await touchAnon(db, hash, expiresAt);
            return { hash, token, expiresAt };
          }
        }
        const fresh = newSessionToken();
        const hash = hashToken(fresh);
        await insertAnon(db, hash, at, expiresAt);
        return { hash, token: fresh, expiresAt };
      },
      /**
       * Expired anonymous sessions go (with their codes and identities); old personal data (stale
       * identities, Kakao sign-ups nobody finished) is dropped from the live ones.
       */
      async cleanup(): Promise<number> {
        const at = now();
        await scrubStaleIdentities(db, minutesBefore(at, IDENTITY_VALID_MINUTES * 2));
        // Other features' data on the anonymous rows (Kakao sign-ups nobody finished).
        for (const scrub of deps.scrubs?.() ?? []) await scrub(at);
        await deleteOldMailCounts(db, kstDate(at));
        return deleteExpiredAnon(db, at);
      },
    },
    codes,
    identity,
    join: createJoinService(withProofs),
    security: createAccountSecurityService(withProofs),
    /** The four consent rows of a new member (join and Kakao sign-up alike). */
    consents: {
      required: requiredConsents,
      insert: (tx: DbOrTx, memberId: number, agreements: Agreements, at: Date) =>
        insertConsents(tx, consentRows(memberId, agreements, at)),
    },
    members: { find: (memberId: number) => findMember(db, memberId) },
    /** The new-password rules and write of the my-page change and the recovery reset. */
    passwords: { check: checkNewPassword, set: setPasswordHash },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
