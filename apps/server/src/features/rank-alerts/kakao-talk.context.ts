import { type KakaoTalkMode, type KakaoTalkStatus, ko } from '@seller/shared';
import type { Db } from '../../db/client';
import { type TokenKeys, tokenKeys } from './kakao-talk.domain';
import * as talk from './kakao-talk.repository';
import type { KakaoTalkPort } from './rank-alerts.ports';
import * as alerts from './rank-alerts.repository';

/*
 * What every use case of the KakaoTalk channel shares (issue 38 §4: the service is split by use
 * case, kakao-talk.service.ts composes them): the dependencies, the token seal and the member's
 * channel status.
 */

export interface KakaoTalkDeps {
  db: Db;
  /** Kakao's login and message API (the same app as the Kakao login). */
  kakao: KakaoTalkPort;
  publicUrl: string;
  /** Where Kakao sends the browser back after the consent (PUBLIC_URL + the callback route). */
  redirectUri: string;
  /** TOKEN_ENCRYPTION_KEY: seals tokens outside the database's reach; null seals with the database secret. */
  encryptionKey: string | null;
  now?: () => Date;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

export const k = ko.rankAlerts.kakao;
export const TALK_SCOPE = 'talk_message';

/** The shared parts of the KakaoTalk use cases (see the top of this file). */
export function createTalkContext(deps: KakaoTalkDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const warn = deps.warn ?? (() => undefined);
  let key: Promise<TokenKeys> | null = null;
  const sealKey = () =>
    (key ??= alerts.signingKey(db).then(
      (secret) => tokenKeys(secret, deps.encryptionKey),
      (e: unknown) => {
        key = null;
        throw e;
      },
    ));
  const available = () => {
    try {
      deps.kakao.authorizeUrl({ state: 'probe', redirectUri: deps.redirectUri });
      return true;
    } catch {
      return false;
    }
  };

  const expiry = (seconds: number | null, at: Date) =>
    seconds ? new Date(at.getTime() + seconds * 1000) : null;

  async function status(memberId: number): Promise<KakaoTalkStatus> {
    const [link, member] = await Promise.all([talk.linkOf(db, memberId), talk.memberKakao(db, memberId)]);
    const consented = Boolean(link?.accessTokenEnc) && (link?.scopes ?? '').split(' ').includes(TALK_SCOPE);
    return {
      available: available(),
      linked: Boolean(member?.kakaoId),
      consented,
      mode: consented ? ((link?.mode ?? 'off') as KakaoTalkMode) : 'off',
      offReason: link?.offReason === 'revoked' ? 'revoked' : null,
    };
  }

  return { deps, db, now, warn, sealKey, expiry, status };
}

export type TalkContext = ReturnType<typeof createTalkContext>;
