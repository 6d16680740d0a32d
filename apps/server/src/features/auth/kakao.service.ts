import { randomBytes } from 'node:crypto';
import type { KakaoErrorCode } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import type { AccountsDeps } from './accounts.ports';
import {
  findByKakaoId,
  setKakaoId,
  setKakaoLink,
  setKakaoState,
  takeKakaoLink,
  takeKakaoState,
} from './accounts.repository';
import { KAKAO_STEP_MINUTES, hashToken, minutesAfter, uniqueViolation } from './auth.domain';

export type KakaoOutcome =
  | { kind: 'signedIn'; token: string; expiresAt: Date }
  | { kind: 'needLink' }
  | { kind: 'error'; error: KakaoErrorCode };

/**
 * Kakao login (spec 01 §4; integrations.md §7). The state is bound to the browser session and
 * used once; a Kakao e-mail matching an existing account is only linked after the member says yes.
 */
export function createKakaoService(deps: AccountsDeps) {
  const { db, now } = deps;
  return {
    async loginLink(anonHash: string): Promise<string> {
      const state = randomBytes(24).toString('base64url');
      let url: string;
      try {
        url = deps.kakao.authorizeUrl({ state, redirectUri: deps.kakaoRedirectUri });
      } catch (err) {
        // Kakao not configured (no REST API key): the login button answers "unavailable", not a 500.
        deps.logError?.(err, 'kakao login link');
        throw new AppError('KAKAO_UNAVAILABLE');
      }
      await setKakaoState(db, anonHash, hashToken(state), minutesAfter(now(), KAKAO_STEP_MINUTES));
      return url;
    },

    async callback(input: {
      anonHash: string | null;
      code?: string | undefined;
      state?: string | undefined;
      error?: string | undefined;
      previousHash: string | null;
      userAgent?: string;
      ip?: string;
    }): Promise<KakaoOutcome> {
      const fail = (error: KakaoErrorCode): KakaoOutcome => ({ kind: 'error', error });
      if (!input.anonHash || !input.state || input.state.length > 200) return fail('STATE_MISMATCH');
      if (!(await takeKakaoState(db, input.anonHash, hashToken(input.state), now())))
        return fail('STATE_MISMATCH');
      if (input.error || !input.code) return fail('CANCELLED');

      let user;
      try {
        const token = await deps.kakao.exchangeCode({ code: input.code, redirectUri: deps.kakaoRedirectUri });
        user = await deps.kakao.getUser(token.accessToken);
      } catch (err) {
        deps.logError?.(err, 'kakao login');
        return fail('FAILED');
      }
      const session = { previousHash: input.previousHash, userAgent: input.userAgent, ip: input.ip };
      const signIn = async (mbrSn: number): Promise<KakaoOutcome> => ({
        kind: 'signedIn',
        ...(await deps.openSession({
          mbrSn,
          previousHash: session.previousHash,
          ...(session.userAgent ? { userAgent: session.userAgent } : {}),
          ...(session.ip ? { ip: session.ip } : {}),
        })),
      });

      const linked = await findByKakaoId(db, user.id);
      if (linked) return linked.status === 'ACTIVE' ? signIn(linked.mbrSn) : fail('INACTIVE');

      // Only a verified e-mail may be trusted to name an account (integrations.md §7).
      if (!user.email || !user.emailVerified) return fail('EMAIL_REQUIRED');
      const byEmail = await deps.members.findByEmail(db, user.email);
      if (byEmail) {
        if (byEmail.status !== 'ACTIVE') return fail('INACTIVE');
        await setKakaoLink(db, input.anonHash, {
          kakaoId: user.id,
          mbrSn: byEmail.mbrSn,
          expiresAt: minutesAfter(now(), KAKAO_STEP_MINUTES),
        });
        return { kind: 'needLink' };
      }

      const at = now();
      try {
        const created = await db.transaction((tx) =>
          deps.members.insertMember(tx, {
            email: user.email!,
            passwordHash: null,
            name: (user.nickname ?? '').trim().slice(0, 30),
            memberType: 'KAKAO',
            kakaoId: user.id,
            createdAt: at,
            updatedAt: at,
          }),
        );
        return await signIn(created.mbrSn);
      } catch (err) {
        if (uniqueViolation(err) === null) throw err;
        // The same Kakao account signing up twice at once: the first one won, sign in to it.
        const winner = await findByKakaoId(db, user.id);
        if (winner?.status === 'ACTIVE') return signIn(winner.mbrSn);
        return fail('FAILED');
      }
    },

    /** The member said yes: link the pending Kakao account to the existing one. */
    async link(anonHash: string | null): Promise<void> {
      if (!anonHash) throw new AppError('KAKAO_LINK_EXPIRED');
      const pending = await takeKakaoLink(db, anonHash, now());
      if (!pending) throw new AppError('KAKAO_LINK_EXPIRED');
      const owner = await findByKakaoId(db, pending.kakaoId);
      if (owner) {
        if (owner.mbrSn === pending.mbrSn) return;
        throw new AppError('KAKAO_LINK_EXPIRED');
      }
      try {
        if (!(await setKakaoId(db, pending.mbrSn, pending.kakaoId, now())))
          throw new AppError('KAKAO_LINK_EXPIRED');
      } catch (err) {
        if (uniqueViolation(err) !== null) throw new AppError('KAKAO_LINK_EXPIRED');
        throw err;
      }
    },
  };
}

export type KakaoService = ReturnType<typeof createKakaoService>;
