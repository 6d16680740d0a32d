import type { Db } from '../../db/client';
import type { CoinsPort } from '../coins';
import type { ProviderMeter } from '../../lib/provider-usage/port';

/** SOLAPI as this feature uses it (adapters/solapi has the client). */
interface AlimtalkPort {
  readonly configured: boolean;
  /** The approved template id of each alert kind (config, or the simulator's). */
  readonly templates: Readonly<Record<string, string>>;
  sendAlimtalk(m: {
    to: string;
    templateId: string;
    variables: Record<string, string>;
    text: string;
  }): Promise<
    | { accepted: true; messageId: string; groupId: string | null }
    | { accepted: false; code: string | null; detail: string }
  >;
  sendSms(
    to: string,
    text: string,
  ): Promise<
    | { accepted: true; messageId: string; groupId: string | null }
    | { accepted: false; code: string | null; detail: string }
  >;
  result(messageId: string): Promise<{
    state: 'pending' | 'delivered' | 'fallback' | 'failed';
    code: string;
    detail: string | null;
  } | null>;
}

/** The coins feature, as far as 알림톡 needs it. */
type AlimtalkCoinsPort = Pick<CoinsPort, 'balance' | 'spend'>;

export interface AlimtalkDeps {
  db: Db;
  solapi: AlimtalkPort;
  meter: ProviderMeter;
  coins: AlimtalkCoinsPort;
  /** The approved template id of each alert kind. */
  templates: Record<string, string>;
  /** Won micros SOLAPI bills per 알림톡 and per SMS (config.alimtalk). */
  prices: { alimtalk: number; sms: number };
  publicUrl: string;
  /**
   * Counts a hit of `key` in a window, in the database (http/rate-limit-store countHit): the codes
   * of a member and of a phone number a day, across removals and re-adds and across members.
   */
  count: (key: string, windowMs: number) => Promise<{ current: number }>;
  now?: () => Date;
  warn?: (message: string, details: Record<string, unknown>) => void;
}
