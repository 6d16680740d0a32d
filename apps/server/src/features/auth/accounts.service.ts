import { kstDate } from '@seller/shared';
import type { AccountsDeps } from './accounts.ports';
import {
  deleteExpiredAnon,
  deleteOldMailCounts,
  findAnon,
  insertAnon,
  scrubExpiredKakaoSignups,
  scrubStaleIdentities,
  touchAnon,
} from './accounts.repository';
import { createAccountSecurityService } from './account-security.service';
import {
  ANON_TTL_MINUTES,
  IDENTITY_VALID_MINUTES,
  hashToken,
  minutesAfter,
  minutesBefore,
  newSessionToken,
} from './auth.domain';
import { createEmailCodeService } from './email-codes.service';
import { createIdentityService } from './identity.service';
import { createJoinService } from './join.service';
import { createKakaoService } from './kakao.service';
import { createRecoveryService } from './recovery.service';

export type { AccountsDeps } from './accounts.ports';

/**
 * Sign-up, identity verification, Kakao login, recovery and session re-proofs, over one
 * anonymous browser session kept on the server.
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
        await scrubExpiredKakaoSignups(db, at);
        await deleteOldMailCounts(db, kstDate(at));
        return deleteExpiredAnon(db, at);
      },
    },
    codes,
    identity,
    join: createJoinService(withProofs),
    kakao: createKakaoService(deps),
    recovery: createRecoveryService(withProofs),
    security: createAccountSecurityService(withProofs),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
