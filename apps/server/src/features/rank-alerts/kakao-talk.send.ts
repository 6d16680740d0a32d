import { kstDate } from '@seller/shared';
import { kakaoFailure, open, seal } from './kakao-talk.domain';
import type { TalkContext } from './kakao-talk.context';
import * as talk from './kakao-talk.repository';
import type { TalkTemplate as KakaoTextTemplate, TalkToken as KakaoToken } from './rank-alerts.ports';

export type SendOutcome = 'sent' | 'revoked' | 'unconnected';

/** Sending a message as the member (alerts and the test), and what a revoked consent does. */
export function talkSending(ctx: TalkContext) {
  const { deps, db, now, sealKey, expiry } = ctx;

  /** Kakao said the consent is gone: the channel goes off, nothing queued is sent, the bell says why. */
  async function revoked(memberId: number) {
    await db.transaction(async (tx) => {
      if (await talk.turnOff(tx, memberId, 'revoked', now())) {
        await talk.insertOffNotice(tx, memberId, kstDate(now()));
      }
      await talk.dropPending(tx, memberId, 'kakao consent revoked');
    });
  }

  /** Sends as the member; on 401 refreshes the token and tries once more. Other failures throw. */
  async function sendAs(memberId: number, template: KakaoTextTemplate): Promise<SendOutcome> {
    const link = await talk.linkOf(db, memberId);
    if (!link?.accessTokenEnc) return 'unconnected';
    const secret = await sealKey();
    try {
      await deps.kakao.sendMemo(open(secret, link.accessTokenEnc), template);
      return 'sent';
    } catch (e) {
      const failure = kakaoFailure(e);
      if (failure === 'revoked') return 'revoked';
      if (failure !== 'tokenExpired' || !link.refreshTokenEnc) throw e;
    }
    let fresh: KakaoToken;
    try {
      fresh = await deps.kakao.refresh(open(secret, link.refreshTokenEnc));
    } catch (e) {
      if (kakaoFailure(e) === 'revoked') return 'revoked';
      throw e;
    }
    const at = now();
    await talk.saveAccess(
      db,
      memberId,
      {
        accessTokenEnc: seal(secret, fresh.accessToken),
        accessExpiresAt: expiry(fresh.expiresIn, at),
        ...(fresh.refreshToken
          ? {
              refreshTokenEnc: seal(secret, fresh.refreshToken),
              refreshExpiresAt: expiry(fresh.refreshTokenExpiresIn, at),
            }
          : {}),
      },
      at,
    );
    try {
      await deps.kakao.sendMemo(fresh.accessToken, template);
      return 'sent';
    } catch (e) {
      if (kakaoFailure(e) !== 'other') return 'revoked';
      throw e;
    }
  }

  const template = (text: string, url: string, button: string): KakaoTextTemplate => ({
    object_type: 'text',
    text,
    link: { web_url: url, mobile_web_url: url },
    button_title: button,
  });

  return { revoked, sendAs, template };
}

export type TalkSending = ReturnType<typeof talkSending>;
