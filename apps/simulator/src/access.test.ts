import { networkInterfaces } from 'node:os';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { INBOX_COOKIE, SECRET_HEADER } from './access';
import { buildSimulator } from './app';
import { startSimulator } from './index';
import { SIMULATOR_SEARCHAPI_KEY } from './searchapi/routes';
import { CONTROL, TEST_SECRET } from './test-support';

const CODE = '654321';
const { app, state } = buildSimulator({ secret: TEST_SECRET, logLevel: 'silent' });
afterAll(() => app.close());

beforeEach(() => {
  state.mail.clear();
  state.mail.add({
    messageId: null,
    from: 'app@example.com',
    to: ['victim@example.com'],
    subject: 'reset code',
    text: `code ${CODE}`,
    html: `<p>code <b>${CODE}</b></p>`,
    date: new Date().toISOString(),
    attachments: [],
  });
});

// Every control route the simulator has (apps/simulator/README.md, Controls).
const CONTROL_CALLS: Array<['GET' | 'POST' | 'DELETE', string]> = [
  ['GET', '/__control/mail?to=victim@example.com'],
  ['GET', '/__control/mail'],
  ['DELETE', '/__control/mail'],
  ['GET', '/__control/calls'],
  ['POST', '/__control/reset'],
  ['POST', '/__control/faults'],
  ['DELETE', '/__control/faults'],
  ['GET', '/__control/clock'],
  ['POST', '/__control/clock'],
  ['POST', '/__control/rank'],
  ['DELETE', '/__control/rank'],
  ['POST', '/__control/place-rank'],
  ['GET', '/__control/market/products?keyword=x'],
  ['GET', '/__control/market/places?keyword=x'],
  ['POST', '/__control/naver-quota'],
  ['POST', '/__control/naver-clients'],
  ['POST', '/__control/searchad'],
  ['POST', '/__control/portone/payments'],
  ['GET', '/__control/portone/payments/p-1'],
  ['POST', '/__control/portone/webhooks'],
  ['GET', '/__control/portone/webhooks'],
  ['POST', '/__control/portone/identity-verifications'],
  ['POST', '/__control/portone/identity-options'],
  ['POST', '/__control/kakao/codes'],
];

describe('simulator access: controls and inbox need the secret', () => {
  it('refuses every control call without the secret or with a wrong one, revealing and doing nothing', async () => {
    for (const [method, url] of CONTROL_CALLS) {
      for (const headers of [{}, { [SECRET_HEADER]: 'wrong' }, { [SECRET_HEADER]: '' }]) {
        const res = await app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
        expect([method, url, res.statusCode]).toEqual([method, url, 401]);
        expect(res.body).not.toContain(CODE);
      }
    }
    // The refused DELETE and reset did not empty the inbox.
    expect(state.mail.list()).toHaveLength(1);
    const ok = await app.inject({ url: '/__control/mail?to=victim@example.com', headers: CONTROL });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain(CODE);
  });

  it('no spelling of a control or inbox path gets past the check', async () => {
    for (const url of [
      '/%5F%5Fcontrol/mail',
      '/%5f%5fcontrol/mail',
      '/__control%2Fmail',
      '//__control/mail',
      '/__control//mail',
      '/__control/mail/',
      '/__CONTROL/mail',
      '/__control/./mail',
      '/x/../__control/mail',
      '/%6Dail',
      '/mail/',
      '/mail/1/',
      '/%6Dail/1/html',
      '/mail/%31',
    ]) {
      const res = await app.inject({ url });
      expect([url, res.statusCode === 200]).toEqual([url, false]);
      expect(res.body).not.toContain(CODE);
    }
  });

  it('refuses the inbox pages without the secret', async () => {
    const id = state.mail.list()[0]!.id;
    for (const url of ['/mail', `/mail/${id}`, `/mail/${id}/html`, '/mail?key=wrong', '/mail?key=']) {
      const res = await app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 401]);
      expect(res.body).not.toContain(CODE);
      expect(res.body).not.toContain('victim@example.com');
    }
    const badCookie = await app.inject({ url: '/mail', cookies: { [INBOX_COOKIE]: 'wrong' } });
    expect(badCookie.statusCode).toBe(401);
  });

  it('the inbox link sets an httpOnly cookie, drops the key from the address, and the cookie opens the inbox', async () => {
    const link = await app.inject({ url: `/mail?key=${encodeURIComponent(TEST_SECRET)}` });
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe('/mail');
    const [cookie] = link.cookies;
    expect(cookie).toMatchObject({ name: INBOX_COOKIE, path: '/mail', httpOnly: true, sameSite: 'Strict' });
    const cookies = { [INBOX_COOKIE]: cookie!.value };
    const inbox = await app.inject({ url: '/mail', cookies });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain('reset code');
    const id = state.mail.list()[0]!.id;
    expect((await app.inject({ url: `/mail/${id}`, cookies })).body).toContain(CODE);
    expect((await app.inject({ url: `/mail/${id}/html`, cookies })).body).toContain(CODE);
    // A link to one message keeps its path.
    const one = await app.inject({ url: `/mail/${id}?key=${encodeURIComponent(TEST_SECRET)}` });
    expect([one.statusCode, one.headers.location]).toEqual([303, `/mail/${id}`]);
    // The header works too (scripts), without a cookie.
    expect((await app.inject({ url: '/mail', headers: CONTROL })).statusCode).toBe(200);
  });

  it('keeps the provider-facing routes open, as the real services are', async () => {
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/__sim/sim.css' })).statusCode).toBe(200);
    const local = await app.inject({
      url: `/naver-openapi/v1/search/local.json?query=${encodeURIComponent('강남 카페')}`,
      headers: { 'x-naver-client-id': 'sim-client', 'x-naver-client-secret': 'sim-secret' },
    });
    expect(local.statusCode).toBe(200);
    const shopping = await app.inject({
      url: `/searchapi/api/v1/search?engine=naver_shopping&q=${encodeURIComponent('camping')}`,
      headers: { authorization: `Bearer ${SIMULATOR_SEARCHAPI_KEY}` },
    });
    expect(shopping.statusCode).toBe(200);
    const checkout = await app.inject({
      url: `/portone/checkout?${new URLSearchParams({
        storeId: 'store-sim',
        channelKey: 'channel-key-sim',
        paymentId: 'open-1',
        orderName: 'coins',
        totalAmount: '1000',
        currency: 'KRW',
        payMethod: 'CARD',
        redirectUrl: 'http://localhost:8081/payment/callback',
      })}`,
    });
    expect(checkout.statusCode).toBe(200);
    const kakao = await app.inject({
      url: '/kakao-auth/oauth/authorize?client_id=k&redirect_uri=http://localhost:8081/cb&response_type=code',
    });
    expect(kakao.statusCode).toBe(200);
  });
});

describe('startSimulator', () => {
  it('listens on 127.0.0.1 by default with a random secret per start and an inbox link carrying it', async () => {
    const a = await startSimulator({ port: 0, smtpPort: 0, logLevel: 'silent' });
    const b = await startSimulator({ port: 0, smtpPort: null, logLevel: 'silent' });
    try {
      expect(a.host).toBe('127.0.0.1');
      expect(a.secret).toMatch(/^[\w-]{32,}$/);
      expect(b.secret).not.toBe(a.secret);
      expect(a.inboxUrl).toBe(`http://localhost:${a.port}/mail?key=${a.secret}`);
      expect((await fetch(`${a.url}/__control/mail`)).status).toBe(401);
      expect(
        (await fetch(`${a.url}/__control/mail`, { headers: { [SECRET_HEADER]: a.secret } })).status,
      ).toBe(200);
      expect(
        (await fetch(`${a.url}/__control/mail`, { headers: { [SECRET_HEADER]: b.secret } })).status,
      ).toBe(401);
      // Not reachable through this machine's other addresses (HTTP nor SMTP), where it has one.
      const lan = Object.values(networkInterfaces())
        .flat()
        .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
      if (lan) {
        for (const port of [a.port, a.smtpPort!]) {
          const reached = await fetch(`http://${lan}:${port}/healthz`, {
            signal: AbortSignal.timeout(2000),
          }).then(
            () => true,
            (e: Error) => (e.cause as { code?: string } | undefined)?.code !== 'ECONNREFUSED',
          );
          expect([lan, port, reached]).toEqual([lan, port, false]);
        }
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('takes a given secret and host', async () => {
    const sim = await startSimulator({
      port: 0,
      smtpPort: null,
      logLevel: 'silent',
      secret: 'given',
      host: '0.0.0.0',
    });
    try {
      expect([sim.host, sim.secret]).toEqual(['0.0.0.0', 'given']);
      expect(
        (await fetch(`${sim.url}/__control/calls`, { headers: { [SECRET_HEADER]: 'given' } })).status,
      ).toBe(200);
    } finally {
      await sim.close();
    }
  });
});
