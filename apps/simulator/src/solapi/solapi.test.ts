import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';
import { CONTROL, TEST_SECRET } from '../test-support';
import { SOLAPI_SIM } from './routes';

const auth = (secret: string = SOLAPI_SIM.apiSecret, date = new Date().toISOString()) => {
  const salt = randomBytes(16).toString('hex');
  const signature = createHmac('sha256', secret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${SOLAPI_SIM.apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
};
const VARS = {
  '#{상품}': '무선 이어폰',
  '#{키워드}': '블루투스 이어폰',
  '#{이전순위}': '3위',
  '#{현재순위}': '15위',
  '#{변동}': '▼12',
  '#{링크}': 'http://localhost/goodsTrackingRouter?history=1',
};
const ata = (to: string, over: Record<string, unknown> = {}) => ({
  to,
  from: SOLAPI_SIM.sender,
  kakaoOptions: { pfId: SOLAPI_SIM.pfId, templateId: SOLAPI_SIM.templates.drop, variables: VARS, ...over },
});

describe('SOLAPI simulator', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = buildSimulator({ secret: TEST_SECRET, logLevel: 'silent' }));
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__control/reset', headers: CONTROL });
  });
  const send = (messages: unknown[], authorization = auth()) =>
    app.inject({
      method: 'POST',
      url: '/solapi/messages/v4/send-many/detail',
      headers: { authorization },
      payload: { messages },
    });
  const lookup = (id: string) =>
    app.inject({
      url: `/solapi/messages/v4/list?criteria=messageId&cond=eq&value=${id}`,
      headers: { authorization: auth() },
    });
  const phone = async (to: string) =>
    (await app.inject({ url: `/__control/solapi/messages?to=${to}`, headers: CONTROL })).json();

  it('sends 알림톡 from an approved template, renders it on the phone, reports 4000 on lookup', async () => {
    const res = await send([ata('01012345678')]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.failedMessageList).toEqual([]);
    const id = body.messageList[0].messageId as string;
    const result = (await lookup(id)).json().messageList[id];
    expect(result).toMatchObject({ statusCode: '4000', type: 'ATA', replacement: false });
    const inbox = await phone('010-1234-5678');
    expect(inbox.messages[0]).toMatchObject({ type: 'ATA', received: true });
    expect(inbox.messages[0].text).toContain("키워드 '블루투스 이어폰' 3위 → 15위 (▼12)");
    expect(inbox.balance).toBe(SOLAPI_SIM.balance - SOLAPI_SIM.prices.ATA);
  });

  it('refuses a bad signature, an old date and a reused salt', async () => {
    expect((await send([ata('01012345678')], auth('wrong'))).json().errorCode).toBe('SignatureDoesNotMatch');
    const old = new Date(Date.now() - 3_600_000).toISOString();
    expect((await send([ata('01012345678')], auth(SOLAPI_SIM.apiSecret, old))).statusCode).toBe(401);
    const once = auth();
    expect((await send([ata('01012345678')], once)).statusCode).toBe(200);
    expect((await send([ata('01012345678')], once)).json().errorCode).toBe('DuplicatedSignature');
  });

  it('fails messages of unknown or unapproved templates and of other variables', async () => {
    await app.inject({
      method: 'POST',
      url: '/__control/solapi/account',
      headers: CONTROL,
      payload: { rejected: [SOLAPI_SIM.templates.rise] },
    });
    const body = (
      await send([
        ata('01011110001', { templateId: 'KA01TP-NOPE' }),
        ata('01011110002', { templateId: SOLAPI_SIM.templates.rise }),
        ata('01011110003', { variables: { '#{상품}': 'x' } }),
        ata('01011110004'),
      ])
    ).json();
    expect(body.failedMessageList.map((f: { statusCode: string }) => f.statusCode)).toEqual([
      '3040',
      '3041',
      '3043',
    ]);
    expect(body.messageList).toHaveLength(1);
  });

  it('answers NotEnoughBalance when the account cannot pay', async () => {
    await app.inject({
      method: 'POST',
      url: '/__control/solapi/account',
      headers: CONTROL,
      payload: { balance: 5 },
    });
    const res = await send([ata('01012345678')]);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('NotEnoughBalance');
  });

  it('delivers …0000 as SMS instead, or fails it with disableSms; …9999 fails', async () => {
    const body = (
      await send([
        ata('01022220000'),
        ata('01033330000', { disableSms: true }),
        ata('01044449999'),
        { to: '01055556666', from: SOLAPI_SIM.sender, text: '[셀러툴킷] 인증번호 123456' },
      ])
    ).json();
    const [fallback, off, unreachable] = body.messageList.map((m: { messageId: string }) => m.messageId);
    expect((await lookup(fallback)).json().messageList[fallback]).toMatchObject({
      statusCode: '4000',
      type: 'SMS',
      replacement: true,
    });
    expect((await lookup(off)).json().messageList[off].statusCode).toBe('3104');
    expect((await lookup(unreachable)).json().messageList[unreachable].statusCode).toBe('3104');
    expect((await phone('01055556666')).messages[0]).toMatchObject({ type: 'SMS', received: true });
    expect((await phone('01044449999')).messages[0].received).toBe(false);
  });
});
