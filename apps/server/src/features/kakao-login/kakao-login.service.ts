import { randomBytes } from 'node:crypto';
import type { KakaoErrorCode } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import type { KakaoLoginDeps } from './kakao-login.ports';
import {
  clearKakaoSignup,
  findByKakaoId,
  findKakaoSignup,
  setKakaoId,
  setKakaoLink,
  setKakaoSignup,
  setKakaoState,
  takeKakaoLink,
  takeKakaoSignup,
  takeKakaoState,
} from './kakao-login.repository';
import { hashToken } from '../../lib/tokens';
import { minutesAfter } from '../../lib/minutes';
import { uniqueViolation } from '../../lib/unique-violation';
import { KAKAO_STEP_MINUTES } from './kakao-login.domain';

export type KakaoOutcome =
  | { kind: 'signedIn'; token: string; expiresAt: Date }
  | { kind: 'needLink' }
  | { kind: 'needConsent' }
  | { kind: 'error'; error: KakaoErrorCode };

type Agreements = { child: boolean; terms: boolean; privacy: boolean; promotions: boolean };
type SessionInput = { previousHash: string | null; userAgent?: string | undefined; ip?: string | undefined };

/**
 * Kakao login (spec 01 §4; integrations.md §7). The state is bound to the browser session and
 * used once; a Kakao e-mail matching an existing account is only linked after the member says yes.
 */
export function createKakaoService(deps: KakaoLoginDeps) {
  const { db, now } = deps;
  const openFor = async (memberId: number, session: SessionInput) => ({
    kind: 'signedIn' as const,
    ...(await deps.openSession({
      mbrSn: memberId,
      previousHash: session.previousHash,
      ...(session.userAgent ? { userAgent: session.userAgent } : {}),
      ...(session.ip ? { ip: session.ip } : {}),
    })),
  });

  /**
   * One try at turning this browser's pending Kakao sign-up into a member with its consents, in
   * one transaction (a failure puts the pending sign-up back). The same Kakao account made in
   * another browser meanwhile is signed in to; an e-mail taken meanwhile asks for the link.
   */
  const createFromPending = (anonHash: string, agreements: Agreements) =>
    db.transaction(async (tx): Promise<{ mbrSn: number } | { needLink: true }> => {
      const at = now();
      const pending = await takeKakaoSignup(tx, anonHash, at);
      if (!pending) throw new AppError('KAKAO_SIGNUP_EXPIRED');
      const linked = await findByKakaoId(tx, pending.kakaoId);
      if (linked) {
        if (linked.status !== 'ACTIVE') throw new AppError('ACCOUNT_INACTIVE');
        return { mbrSn: linked.mbrSn };
      }
      const byEmail = await deps.members.findByEmail(tx, pending.email);
      if (byEmail) {
        if (byEmail.status !== 'ACTIVE') throw new AppError('ACCOUNT_INACTIVE');
        await setKakaoLink(tx, anonHash, {
          kakaoId: pending.kakaoId,
          mbrSn: byEmail.mbrSn,
          expiresAt: minutesAfter(at, KAKAO_STEP_MINUTES),
        });
        return { needLink: true };
      }
      const member = await deps.members.insertMember(tx, {
        email: pending.email,
        passwordHash: null,
        name: pending.name,
        memberType: 'KAKAO',
        kakaoId: pending.kakaoId,
        createdAt: at,
        updatedAt: at,
      });
      await deps.consents.insert(tx, member.mbrSn, agreements, at);
      return { mbrSn: member.mbrSn };
    });

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
      const signIn = (memberId: number) => openFor(memberId, input);

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

      // A new person: no account before the terms, privacy and age consents (issue 22 §9). The
      // person waits in this browser's session until they agree (signup) or say no (cancel).
      await setKakaoSignup(db, input.anonHash, {
        kakaoId: user.id,
        email: user.email,
        name: (user.nickname ?? '').trim().slice(0, 30),
        expiresAt: minutesAfter(now(), KAKAO_STEP_MINUTES),
      });
      return { kind: 'needConsent' };
    },

    /** Who is waiting to sign up with Kakao in this browser (for the consent dialog). */
    async pendingSignup(anonHash: string | null): Promise<{ email: string; nickname: string }> {
      const pending = anonHash ? await findKakaoSignup(db, anonHash, now()) : null;
      if (!pending) throw new AppError('KAKAO_SIGNUP_EXPIRED');
      return { email: pending.email, nickname: pending.name };
    },

    /**
     * The new Kakao person agreed: the member and its four consent rows are made together and the
     * browser is signed in. Without the required consents nothing happens (the question stays).
     */
    async completeSignup(
      input: SessionInput & { anonHash: string | null; agreements: Agreements },
    ): Promise<{ kind: 'signedIn'; token: string; expiresAt: Date } | { kind: 'needLink' }> {
      if (!input.anonHash) throw new AppError('KAKAO_SIGNUP_EXPIRED');
      if (!deps.consents.required(input.agreements)) throw new AppError('CONSENT_REQUIRED');
      let result;
      try {
        result = await createFromPending(input.anonHash, input.agreements);
      } catch (err) {
        if (uniqueViolation(err) === null) throw err;
        // Another browser made the same Kakao account or took the e-mail between our checks and
        // our insert: the transaction rolled back, so the second try sees the winner.
        result = await createFromPending(input.anonHash, input.agreements);
      }
      if ('needLink' in result) return { kind: 'needLink' };
      return openFor(result.mbrSn, input);
    },

    /** The new Kakao person said no: their pending sign-up is forgotten, nothing was made. */
    async cancelSignup(anonHash: string | null): Promise<void> {
      if (anonHash) await clearKakaoSignup(db, anonHash);
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

export type KakaoLoginService = ReturnType<typeof createKakaoService>;
