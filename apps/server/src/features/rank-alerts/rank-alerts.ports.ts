import type { MailMessage } from '../../adapters/mail/mail';

/** Outgoing mail: the app's mail adapter (the simulator's SMTP inbox in simulator mode). */
export interface AlertMailPort {
  /** False without an SMTP URL: alerts then stay in the app. */
  readonly configured: boolean;
  sendMail(message: MailMessage): Promise<unknown>;
}

/**
 * Runs one Korea day's rank checks of every tracked keyword now (shopping and places). The rank
 * features own the checks; the app wires their engines in. Used by the manager's "run now".
 */
export type DailyChecksPort = (day: string) => Promise<{ checked: number; failed: number }>;

// ---- KakaoTalk channel (issue 28 §2) ----

export interface TalkToken {
  accessToken: string;
  expiresIn: number | null;
  /** Null on a refresh unless Kakao renewed it. */
  refreshToken: string | null;
  refreshTokenExpiresIn: number | null;
  scopes: string[];
}

/** Kakao's default text template: text ≤ 200 characters, a link, a button title. */
export interface TalkTemplate {
  object_type: 'text';
  text: string;
  link: { web_url: string; mobile_web_url: string };
  button_title?: string;
}

/**
 * Kakao's login and "send to me" message API as the channel uses them (the Kakao adapter). Errors
 * carry Kakao's `status` (401 bad token, 403 no consent), `code` (-401, -402, KOE322) and `error`.
 */
export interface KakaoTalkPort {
  /** Throws when the server has no Kakao app key. */
  authorizeUrl(input: { state: string; redirectUri: string; scope?: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<TalkToken>;
  getUser(accessToken: string): Promise<{ id: string }>;
  refresh(refreshToken: string): Promise<TalkToken>;
  sendMemo(accessToken: string, template: TalkTemplate): Promise<void>;
}
