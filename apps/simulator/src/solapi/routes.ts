/**
 * SOLAPI stand-in: 알림톡 (ATA) with SMS fallback and plain SMS, as the server's adapter uses them
 * (docs: developers.solapi.com, api-reference/messages/sendMany, getMessageList, authentication):
 *   POST /solapi/messages/v4/send-many/detail  {messages:[{to, from, text?, type?, kakaoOptions?:
 *        {pfId, templateId, variables, disableSms}}]} → {groupInfo, messageList, failedMessageList}.
 *        401 for a bad `Authorization: HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…` (hex
 *        HMAC-SHA256 of date+salt under the secret, date within 15 minutes, salt used once);
 *        403 NotEnoughBalance when the account's balance cannot pay the whole request. A template
 *        unknown, not approved, of another channel, or with other variables fails that message
 *        (failedMessageList), the others are accepted.
 *   GET  /solapi/messages/v4/list?criteria=messageId&cond=eq&value=<id> → {messageList:{<id>:{…}}}
 *        the result, polled: 4000 delivered once looked up, or by the recipient number's last
 *        four digits (deterministic failure modes):
 *          …0000  not a KakaoTalk user: delivered as SMS instead (replacement, type SMS), or
 *                 3104 failed when disableSms is true;
 *          …9999  unreachable: 3104 failed (the SMS fails too).
 * Phones (behind the simulator secret): GET /__control/solapi/messages[?to=] what each number
 * "received" (ATA or SMS text), newest first; POST /__control/solapi/account {balance?, rejected?:
 * templateIds not approved}; both cleared by /__control/reset.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../app';
import { applyFault } from '../faults';
import texts from './texts.json' with { type: 'json' };

/** The simulator's account; the server's simulator defaults (adapters/services.ts) must match. */
export const SOLAPI_SIM = {
  apiKey: 'NCSSIMULATORKEY1',
  apiSecret: 'sim-solapi-secret',
  pfId: 'KA01PF-SIM-SELLERTOOLKIT',
  sender: '0212345678',
  templates: {
    drop: 'KA01TP-SIM-DROP',
    rise: 'KA01TP-SIM-RISE',
    enterTop: 'KA01TP-SIM-ENTERTOP',
    leaveTop: 'KA01TP-SIM-LEAVETOP',
    outOfRange: 'KA01TP-SIM-OUTOFRANGE',
  },
  /** Won per message, as SOLAPI bills (an account's own price list may differ). */
  prices: { ATA: 13, SMS: 20 },
  balance: 100_000,
} as const;

const DATE_SKEW_MS = 15 * 60_000;
const VARIABLE = /#\{[^}]+\}/g;

type Kind = keyof typeof SOLAPI_SIM.templates;
interface Template {
  templateId: string;
  pfId: string;
  content: string;
  variables: string[];
}

interface SolapiMessage {
  messageId: string;
  groupId: string;
  to: string;
  from: string;
  /** What was asked: ATA (알림톡) or SMS. */
  type: 'ATA' | 'SMS';
  templateId: string | null;
  text: string;
  disableSms: boolean;
  statusCode: string;
  statusMessage: string;
  /** Delivered as SMS instead of 알림톡. */
  replacement: boolean;
  /** Looked up (or read from the phone): the result is final from then on. */
  settled: boolean;
  dateCreated: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

const templates = (): Map<string, Template> =>
  new Map(
    (Object.keys(SOLAPI_SIM.templates) as Kind[]).map((kind) => {
      const content = texts.templates[kind];
      const t = {
        templateId: SOLAPI_SIM.templates[kind],
        pfId: SOLAPI_SIM.pfId,
        content,
        variables: [...new Set(content.match(VARIABLE) ?? [])],
      };
      return [t.templateId, t];
    }),
  );

/** Checks SOLAPI's HMAC header; the reason when it fails. */
function authFailure(header: string | undefined, seen: Set<string>, now: Date): string | null {
  const m = /^HMAC-SHA256 (.+)$/.exec(header ?? '');
  if (!m) return 'InvalidAuthType';
  const parts = Object.fromEntries(
    m[1]!.split(',').map((p) => {
      const [k, ...v] = p.trim().split('=');
      return [k, v.join('=')];
    }),
  ) as Record<string, string | undefined>;
  if (parts.apiKey !== SOLAPI_SIM.apiKey) return 'InvalidAPIKey';
  const date = Date.parse(parts.date ?? '');
  if (!Number.isFinite(date) || Math.abs(date - now.getTime()) > DATE_SKEW_MS) return 'RequestTimeTooSkewed';
  if (!parts.salt || seen.has(parts.salt)) return 'DuplicatedSignature';
  const expected = createHmac('sha256', SOLAPI_SIM.apiSecret)
    .update(`${parts.date}${parts.salt}`)
    .digest('hex');
  if (parts.signature !== expected) return 'SignatureDoesNotMatch';
  seen.add(parts.salt);
  return null;
}

export function registerSolapi(app: FastifyInstance, state: SimulatorState): void {
  const now = () => state.options.now?.() ?? new Date();
  let messages: SolapiMessage[] = [];
  let balance: number = SOLAPI_SIM.balance;
  let rejected = new Set<string>();
  const salts = new Set<string>();
  let seq = 0;
  state.onReset.push(() => {
    messages = [];
    balance = SOLAPI_SIM.balance;
    rejected = new Set();
    salts.clear();
  });
  const known = templates();
  const id = (prefix: string) => {
    seq += 1;
    const stamp = now().toISOString().replace(/\D/g, '').slice(0, 14);
    return `${prefix}4V${stamp}SIM${String(seq).padStart(8, '0')}`;
  };
  const refuse = (reply: FastifyReply, status: number, errorCode: string, errorMessage: string) =>
    reply.status(status).send({ errorCode, errorMessage });
  const authorized = (req: FastifyRequest, reply: FastifyReply) => {
    const failure = authFailure(req.headers.authorization, salts, now());
    if (failure) refuse(reply, 401, failure, failure);
    return !failure;
  };

  /** A message's failure before it is accepted (the template's), or its rendered text. */
  function check(
    m: Obj,
  ):
    | { error: [string, string] }
    | { text: string; type: 'ATA' | 'SMS'; templateId: string | null; disableSms: boolean } {
    const k = m.kakaoOptions;
    if (!isObj(k)) {
      const text = str(m.text);
      if (!text) return { error: ['1010', 'text is required'] };
      return { text, type: 'SMS', templateId: null, disableSms: false };
    }
    const t = known.get(str(k.templateId));
    if (!t) return { error: ['3040', texts.templateNotFound] };
    if (rejected.has(t.templateId)) return { error: ['3041', texts.templateNotApproved] };
    if (str(k.pfId) !== t.pfId) return { error: ['3042', texts.pfIdMismatch] };
    const vars = isObj(k.variables) ? k.variables : {};
    const sent = Object.keys(vars).sort();
    if (
      sent.join('|') !== [...t.variables].sort().join('|') ||
      Object.values(vars).some((v) => typeof v !== 'string')
    )
      return { error: ['3043', texts.variablesMismatch] };
    const text = t.content.replace(VARIABLE, (name) => String(vars[name]));
    return { text, type: 'ATA', templateId: t.templateId, disableSms: k.disableSms === true };
  }

  app.post('/solapi/messages/v4/send-many/detail', async (req: FastifyRequest<{ Body: unknown }>, reply) => {
    state.calls.hit('solapi', 'POST /messages/v4/send-many/detail');
    if (await applyFault(state.faults, 'solapi', reply)) return reply;
    if (!authorized(req, reply)) return reply;
    const body = isObj(req.body) ? req.body : {};
    const list = Array.isArray(body.messages) ? body.messages.filter(isObj) : [];
    if (list.length === 0) return refuse(reply, 400, 'ValidationError', 'messages is required');
    const checked = list.map((m) => ({ m, c: check(m) }));
    const cost = checked.reduce((sum, { c }) => sum + ('error' in c ? 0 : SOLAPI_SIM.prices[c.type]), 0);
    if (cost > balance) return refuse(reply, 403, 'NotEnoughBalance', texts.notEnoughBalance);
    balance -= cost;
    const groupId = id('G');
    const messageList: Obj[] = [];
    const failedMessageList: Obj[] = [];
    for (const { m, c } of checked) {
      const messageId = id('M');
      const to = str(m.to).replace(/\D/g, '');
      if ('error' in c) {
        failedMessageList.push({
          to,
          from: str(m.from),
          type: 'ATA',
          messageId,
          statusCode: c.error[0],
          statusMessage: c.error[1],
        });
        continue;
      }
      messages.push({
        messageId,
        groupId,
        to,
        from: str(m.from),
        type: c.type,
        templateId: c.templateId,
        text: c.text,
        disableSms: c.disableSms,
        statusCode: '2000',
        statusMessage: texts.accepted,
        replacement: false,
        settled: false,
        dateCreated: now().toISOString(),
      });
      messageList.push({ messageId, statusCode: '2000', statusMessage: texts.accepted });
    }
    if (messages.length > 1000) messages = messages.slice(-1000);
    return {
      groupInfo: {
        groupId,
        count: {
          total: list.length,
          registeredSuccess: messageList.length,
          registeredFailed: failedMessageList.length,
        },
      },
      messageList,
      failedMessageList,
    };
  });

  /** The final result, decided on the first lookup by the number's last digits. */
  function settle(m: SolapiMessage) {
    if (m.settled) return;
    m.settled = true;
    if (m.to.endsWith('9999')) {
      Object.assign(m, { statusCode: '3104', statusMessage: texts.unreachable });
    } else if (m.to.endsWith('0000') && m.type === 'ATA') {
      if (m.disableSms) Object.assign(m, { statusCode: '3104', statusMessage: texts.notKakaoUser });
      else Object.assign(m, { statusCode: '4000', statusMessage: texts.delivered, replacement: true });
    } else {
      Object.assign(m, { statusCode: '4000', statusMessage: texts.delivered });
    }
  }

  const view = (m: SolapiMessage) => ({
    _id: m.messageId,
    messageId: m.messageId,
    groupId: m.groupId,
    to: m.to,
    from: m.from,
    type: m.replacement ? 'SMS' : m.type,
    text: m.text,
    statusCode: m.statusCode,
    reason: m.statusCode === '4000' || m.statusCode === '2000' ? null : m.statusMessage,
    replacement: m.replacement,
    kakaoOptions: m.templateId
      ? { pfId: SOLAPI_SIM.pfId, templateId: m.templateId, disableSms: m.disableSms }
      : null,
    dateCreated: m.dateCreated,
    dateUpdated: now().toISOString(),
  });

  app.get(
    '/solapi/messages/v4/list',
    async (req: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply) => {
      state.calls.hit('solapi', 'GET /messages/v4/list');
      if (await applyFault(state.faults, 'solapi', reply)) return reply;
      if (!authorized(req, reply)) return reply;
      const { criteria, value } = req.query;
      const found =
        criteria === 'messageId' && value
          ? messages.filter((m) => m.messageId === value)
          : messages.slice(-20);
      const answer: Record<string, unknown> = {};
      for (const m of found) {
        settle(m);
        answer[m.messageId] = view(m);
      }
      return { startKey: null, limit: 20, messageList: answer };
    },
  );

  // What each phone "received": 알림톡, or its text as SMS (fallback, codes); failures received nothing.
  app.get('/__control/solapi/messages', async (req: FastifyRequest<{ Querystring: { to?: string } }>) => {
    const to = req.query.to?.replace(/\D/g, '');
    return {
      balance,
      messages: [...messages]
        .reverse()
        .filter((m) => !to || m.to === to)
        .map((m) => {
          settle(m);
          return {
            messageId: m.messageId,
            to: m.to,
            type: m.replacement ? 'SMS' : m.type,
            templateId: m.templateId,
            text: m.text,
            statusCode: m.statusCode,
            received: m.statusCode === '4000',
            date: m.dateCreated,
          };
        }),
    };
  });
  app.post('/__control/solapi/account', async (req: FastifyRequest<{ Body: unknown }>) => {
    const b = isObj(req.body) ? req.body : {};
    if (typeof b.balance === 'number') balance = b.balance;
    if (Array.isArray(b.rejected)) rejected = new Set(b.rejected.map(String));
    return { balance, rejected: [...rejected] };
  });
}
