/** Kakao Login port (REST, integrations.md §7). */
import { ProviderError } from '../http';

export interface KakaoToken {
  accessToken: string;
  tokenType: string;
  expiresIn: number | null;
  refreshToken: string | null;
  refreshTokenExpiresIn: number | null;
  /** Granted consent items, e.g. ["account_email", "profile_nickname"]. */
  scopes: string[];
}

export interface KakaoUser {
  /** Kakao member number (a 64-bit integer) kept as a decimal string so it stays exact. */
  id: string;
  /** Only when the member agreed to give it (account_email consent). */
  email: string | null;
  /** Only a verified, valid email may be trusted to match an existing account. */
  emailVerified: boolean;
  nickname: string | null;
  profileImageUrl: string | null;
  connectedAt: string | null;
}

interface KakaoAuthorizeInput {
  /** Anti-CSRF value the callback must match. */
  state: string;
  redirectUri: string;
  /** Extra consent items, e.g. "account_email". */
  scope?: string;
  /** "login" forces the Kakao login screen even with a Kakao session. */
  prompt?: string;
}

export interface KakaoLoginPort {
  /** Where to send the browser (Kakao's authorize page, or the simulator's in simulator mode). */
  authorizeUrl(input: KakaoAuthorizeInput): string;
  /** Exchanges the single-use code; redirectUri must equal the one used to authorize. */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<KakaoToken>;
  getUser(accessToken: string): Promise<KakaoUser>;
}

/** Kakao's default text template (message-template/default): text ≤ 200 characters, a link, ≤ 2 buttons. */
interface KakaoTextTemplate {
  object_type: 'text';
  text: string;
  link: { web_url: string; mobile_web_url: string };
  button_title?: string;
  buttons?: { title: string; link: { web_url: string; mobile_web_url: string } }[];
}

/** KakaoTalk "send to me" (issue 28 §2), on the same app and tokens as the login. */
export interface KakaoTalkPort extends KakaoLoginPort {
  /** grant_type=refresh_token; refreshToken is null in the answer unless Kakao renewed it. */
  refresh(refreshToken: string): Promise<KakaoToken>;
  /** POST /v2/api/talk/memo/default/send; 401 (-401) bad token, 403 (-402) no talk_message consent. */
  sendMemo(accessToken: string, template: KakaoTextTemplate): Promise<void>;
}

/** ProviderError plus Kakao's error fields: OAuth `error`/`error_code` (KOE320…) or kapi `code` (-401). */
export class KakaoError extends ProviderError {
  constructor(
    kind: ProviderError['kind'],
    message: string,
    readonly error: string | null,
    readonly code: string | null,
    status?: number,
    body?: unknown,
  ) {
    super('kakao', kind, message, status, body);
    this.name = 'KakaoError';
  }
}
