import { ProviderError, type ProviderErrorKind } from '../http';

export interface SolapiSend {
  to: string;
  templateId: string;
  variables: Record<string, string>;
  /** The rendered text, sent as SMS when the number cannot receive 알림톡. */
  text: string;
}

type SolapiAccepted =
  | { accepted: true; messageId: string; groupId: string | null }
  /** Refused for this message (template unknown or not approved, variables, number): SOLAPI's code. */
  | { accepted: false; code: string | null; detail: string };

export interface SolapiResult {
  state: 'pending' | 'delivered' | 'fallback' | 'failed';
  code: string;
  detail: string | null;
}

export interface SolapiMessage {
  messageId: string;
  statusCode: string;
  type?: string | null;
  replacement?: boolean | null;
  reason?: string | null;
}

/** SOLAPI as the 알림톡 feature uses it (features/rank-alerts/alimtalk.ports.ts has the same shape). */
export interface SolapiPort {
  /** Keys, channel and sender set (or the simulator's). */
  readonly configured: boolean;
  /** The approved template id of each alert kind (SOLAPI_TEMPLATES, or the simulator's). */
  readonly templates: Readonly<Record<string, string>>;
  sendAlimtalk(m: SolapiSend): Promise<SolapiAccepted>;
  sendSms(to: string, text: string): Promise<SolapiAccepted>;
  /** The message's result, or null when SOLAPI does not know it (yet). */
  result(messageId: string): Promise<SolapiResult | null>;
}

/** A failed SOLAPI call; kind 'balance' is the account's NotEnoughBalance. */
export class SolapiError extends ProviderError {
  constructor(
    kind: ProviderErrorKind | 'balance',
    message: string,
    readonly code: string | null,
    status?: number,
    body?: unknown,
  ) {
    super('solapi', kind === 'balance' ? 'forbidden' : kind, message, status, body);
    this.balance = kind === 'balance';
  }
  readonly balance: boolean;
}
