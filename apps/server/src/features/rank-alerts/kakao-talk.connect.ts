import { createHash, randomBytes } from 'node:crypto';
import type { KakaoTalkMode, KakaoTalkResult, KakaoTalkStatus } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { KAKAO_STATE_MINUTES, seal } from './kakao-talk.domain';
import { type TalkContext, TALK_SCOPE, k } from './kakao-talk.context';
import * as talk from './kakao-talk.repository';
import type { SendOutcome, TalkSending } from './kakao-talk.send';
import type { TalkToken as KakaoToken } from './rank-alerts.ports';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The member's channel: its status, the consent redirect and its answer, the mode, a test message. */
export function talkConnection(ctx: TalkContext, { revoked, sendAs, template }: TalkSending) {
  const { deps, db, now, warn, sealKey, expiry, status } = ctx;
  return {
    status,

    /** Starts the consent redirect: Kakao's page asking for talk_message (and the login if needed). */
    async connect(memberId: number, mode: Exclude<KakaoTalkMode, 'off'>): Promise<{ url: string }> {
      const state = randomBytes(24).toString('base64url');
      let url: string;
      try {
        url = deps.kakao.authorizeUrl({ state, redirectUri: deps.redirectUri, scope: TALK_SCOPE });
      } catch {
        throw new AppError('KAKAO_UNAVAILABLE');
      }
      const at = now();
      await talk.saveState(
        db,
        memberId,
        {
          stateHash: sha256(state),
          expiresAt: new Date(at.getTime() + KAKAO_STATE_MINUTES * 60_000),
          pendingMode: mode,
        },
        at,
      );
      return { url };
    },

    /**
     * Kakao's answer. The signed-in member must be the one who started it (the state), the Kakao
     * account must be theirs (or linked now, if they have none and nobody else has it), and the
     * talk_message consent must have been given.
     */
    async callback(
      memberId: number,
      q: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
    ): Promise<KakaoTalkResult> {
      if (!q.state) return 'expired';
      const mode = await talk.takeState(db, memberId, sha256(q.state), now());
      if (!mode || mode === 'off') return 'expired';
      if (q.error || !q.code) return 'cancelled';
      let token: KakaoToken;
      let kakaoId: string;
      try {
        token = await deps.kakao.exchangeCode({ code: q.code, redirectUri: deps.redirectUri });
        kakaoId = (await deps.kakao.getUser(token.accessToken)).id;
      } catch (e) {
        warn('kakao talk consent failed', { mbrSn: memberId, error: String(e) });
        return 'failed';
      }
      if (!token.scopes.includes(TALK_SCOPE)) return 'noConsent';
      const member = await talk.memberKakao(db, memberId);
      if (!member) return 'failed';
      if (member.kakaoId && member.kakaoId !== kakaoId) return 'otherAccount';
      if (!member.kakaoId) {
        const owner = await talk.memberByKakaoId(db, kakaoId);
        if (owner !== null && owner !== memberId) return 'otherAccount';
      }
      const secret = await sealKey();
      const at = now();
      try {
        await db.transaction(async (tx) => {
          if (!member.kakaoId && !(await talk.linkKakaoId(tx, memberId, kakaoId, at)))
            throw new Error('raced');
          await talk.saveTokens(
            tx,
            memberId,
            {
              accessTokenEnc: seal(secret, token.accessToken),
              refreshTokenEnc: token.refreshToken ? seal(secret, token.refreshToken) : null,
              accessExpiresAt: expiry(token.expiresIn, at),
              refreshExpiresAt: expiry(token.refreshTokenExpiresIn, at),
              scopes: token.scopes.join(' '),
            },
            mode,
            at,
          );
        });
      } catch {
        // Another member linked the same Kakao account between our check and the update.
        return 'otherAccount';
      }
      return 'on';
    },

    /** Changes how alerts arrive; turning on needs the consent first. */
    async setMode(memberId: number, mode: KakaoTalkMode): Promise<KakaoTalkStatus> {
      const current = await status(memberId);
      if (mode !== 'off' && !current.consented) throw new AppError('KAKAO_TALK_NOT_CONNECTED');
      if (current.consented) await talk.setMode(db, memberId, mode, now());
      return status(memberId);
    },

    /** A test message now, through the same path as the alerts (refresh, revocation). */
    async sendTest(memberId: number): Promise<void> {
      if (!(await status(memberId)).consented) throw new AppError('KAKAO_TALK_NOT_CONNECTED');
      let outcome: SendOutcome;
      try {
        outcome = await sendAs(
          memberId,
          template(k.testMessage, `${deps.publicUrl}/myPage/alerts`, k.buttonSettings),
        );
      } catch (e) {
        warn('kakao talk test not sent', { mbrSn: memberId, error: String(e) });
        throw new AppError('KAKAO_TALK_SEND_FAILED');
      }
      if (outcome === 'revoked') {
        await revoked(memberId);
        throw new AppError('KAKAO_TALK_REVOKED');
      }
      if (outcome === 'unconnected') throw new AppError('KAKAO_TALK_NOT_CONNECTED');
    },

    /** Withdrawal: the member's tokens and messages are forgotten, in the withdrawal's transaction. */
    forget: talk.forget,
  };
}
