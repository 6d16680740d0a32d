/**
 * SOLAPI (developers.solapi.com) over our HTTP client: 알림톡 with SMS fallback and plain SMS by
 * POST /messages/v4/send-many/detail, the result by GET /messages/v4/list (polling), signed with
 * the HMAC-SHA256 header of SOLAPI's API-key authentication (a fresh date and salt per attempt).
 *
 * Not the `solapi` npm SDK: it brings its own fetch and the `effect` runtime (≈100 kB of types
 * alone), where every other adapter runs through adapters/http.ts for timeouts, retries, metrics
 * and the simulator's base URL (docs/integrations-notes.md, SOLAPI). Answers are parsed with zod,
 * loosely: fields we do not read are ignored, the ones we read are checked.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ProviderError, request, type RetryPolicy } from '../http';
import {
  type SolapiMessage,
  type SolapiPort,
  type SolapiResult,
  type SolapiSend,
  SolapiError,
} from './types';

export interface SolapiClientOptions {
  baseUrl: string;
  apiKey?: string;
  apiSecret?: string;
  /** The 카카오 비즈니스 채널 (pfId) the templates belong to. */
  pfId?: string;
  /** The registered sender number (발신번호) of SMS and of the fallback. */
  sender?: string;
  /** The approved template id of each alert kind. */
  templates?: Record<string, string>;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  now?: () => Date;
}

/** `Authorization: HMAC-SHA256 apiKey=…, date=…, salt=…, signature=hex(HMAC(secret, date+salt))`. */
export function solapiAuthorization(apiKey: string, apiSecret: string, date: Date, salt?: string): string {
  const d = date.toISOString();
  const s = salt ?? randomBytes(16).toString('hex');
  const signature = createHmac('sha256', apiSecret)
    .update(d + s)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${d}, salt=${s}, signature=${signature}`;
}

const sendAnswer = z.looseObject({
  groupInfo: z.looseObject({ groupId: z.string() }).optional(),
  messageList: z
    .array(z.looseObject({ messageId: z.string(), statusCode: z.string().optional() }))
    .default([]),
  failedMessageList: z
    .array(
      z.looseObject({
        messageId: z.string().optional(),
        statusCode: z.coerce.string().optional(),
        statusMessage: z.string().optional(),
      }),
    )
    .default([]),
});

const listedMessage = z.looseObject({
  messageId: z.string(),
  statusCode: z.coerce.string(),
  type: z.string().nullable().optional(),
  replacement: z.boolean().nullable().optional(),
  reason: z.string().nullable().optional(),
});
const listAnswer = z.looseObject({ messageList: z.record(z.string(), listedMessage).default({}) });

/**
 * A message's status code as a result. 2000 (accepted) and 3000 (at the carrier) are not final yet;
 * 4000 is received, as 알림톡 or, when SOLAPI replaced it, as SMS; anything else is a failure
 * (codes: SOLAPI's 메시지 상태 코드 document; UNCONFIRMED which field marks the replacement, see
 * docs/integrations-notes.md).
 */
export function resultOf(m: SolapiMessage): SolapiResult {
  if (m.statusCode === '2000' || m.statusCode === '3000')
    return { state: 'pending', code: m.statusCode, detail: null };
  if (m.statusCode === '4000')
    return {
      state: m.replacement === true || m.type === 'SMS' ? 'fallback' : 'delivered',
      code: m.statusCode,
      detail: null,
    };
  return { state: 'failed', code: m.statusCode, detail: m.reason ?? null };
}

function toSolapiError(e: unknown): never {
  if (e instanceof ProviderError) {
    const b = (e.body ?? {}) as { errorCode?: unknown; errorMessage?: unknown };
    const code = typeof b.errorCode === 'string' ? b.errorCode : null;
    const message = typeof b.errorMessage === 'string' ? b.errorMessage : e.message;
    throw new SolapiError(code === 'NotEnoughBalance' ? 'balance' : e.kind, message, code, e.status, e.body);
  }
  throw e;
}

export function createSolapiClient(opts: SolapiClientOptions): SolapiPort {
  const base = opts.baseUrl.replace(/\/$/, '');
  const now = opts.now ?? (() => new Date());
  const creds = () => {
    if (!opts.apiKey || !opts.apiSecret)
      throw new SolapiError('unconfigured', 'SOLAPI_API_KEY and SOLAPI_API_SECRET are not set', null);
    return { apiKey: opts.apiKey, apiSecret: opts.apiSecret };
  };
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const { apiKey, apiSecret } = creds();
    try {
      return await request({
        service: 'solapi',
        method,
        url: `${base}${path}`,
        body,
        prepare: () => ({ authorization: solapiAuthorization(apiKey, apiSecret, now()) }),
        timeoutMs: opts.timeoutMs ?? 10_000,
        retry: opts.retry,
        // A send is not retried after a timeout or a 5xx, which may have sent it: it would arrive twice.
        ...(method === 'POST'
          ? { retryOn: (e: ProviderError) => e.kind === 'network' || e.kind === 'rate-limited' }
          : {}),
      });
    } catch (e) {
      return toSolapiError(e);
    }
  };

  async function sendOne(message: Record<string, unknown>) {
    const res = await call('POST', '/messages/v4/send-many/detail', { messages: [message] });
    const parsed = sendAnswer.safeParse(res.body);
    if (!parsed.success)
      throw new SolapiError('malformed', 'send answer is not the expected shape', null, 200, res.body);
    const failed = parsed.data.failedMessageList[0];
    const accepted = parsed.data.messageList[0];
    if (failed || !accepted)
      return {
        accepted: false as const,
        code: failed?.statusCode ?? null,
        detail: failed?.statusMessage ?? 'not accepted',
      };
    return {
      accepted: true as const,
      messageId: accepted.messageId,
      groupId: parsed.data.groupInfo?.groupId ?? null,
    };
  }

  return {
    configured: Boolean(opts.apiKey && opts.apiSecret && opts.pfId && opts.sender),
    templates: opts.templates ?? {},
    sendAlimtalk: (m: SolapiSend) =>
      sendOne({
        to: m.to,
        from: opts.sender,
        // The SMS fallback's text: SOLAPI sends it when the number cannot receive 알림톡.
        text: m.text,
        kakaoOptions: {
          pfId: opts.pfId,
          templateId: m.templateId,
          variables: m.variables,
          disableSms: false,
        },
      }),
    sendSms: (to: string, text: string) => sendOne({ to, from: opts.sender, text, type: 'SMS' }),
    async result(messageId: string): Promise<SolapiResult | null> {
      const q = new URLSearchParams({ criteria: 'messageId', cond: 'eq', value: messageId });
      const res = await call('GET', `/messages/v4/list?${q}`);
      const parsed = listAnswer.safeParse(res.body);
      if (!parsed.success)
        throw new SolapiError('malformed', 'message list is not the expected shape', null, 200, res.body);
      const m: SolapiMessage | undefined = parsed.data.messageList[messageId];
      return m ? resultOf(m) : null;
    },
  };
}
