/**
 * The Origin check's edge cases (issue 35 §13; SECURITY.md, "Origin edge cases", says why):
 * only PUBLIC_URL's origin is ours, whatever Host the request names; a state-changing request
 * without Origin passes only without a session cookie, or without fetch metadata (a non-browser
 * client); the public API's Bearer clients are not cookie sessions and skip the check. The check
 * over every route is web-security.test.ts › Origin check.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { type TestApp, createMember, createTestApp, login, newKey } from '../test/app';

let t: TestApp;
let cookie: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const member = await createMember(t);
  cookie = await login(t, member.email);
  const made = await t.app.inject({
    method: 'POST',
    url: '/v1/member/myPage/apiTokens',
    headers: { cookie, origin: t.config.publicUrl },
    payload: { name: 'sheet', scope: 'write', expiresInDays: 30, currentPassword: member.password },
  });
  expect(made.statusCode).toBe(200);
  token = made.json<{ data: { token: string } }>().data.token;
});
afterAll(() => t.close());

/** The session look-up: a POST that changes nothing and says whether the cookie signed in. */
const memberSession = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/v1/member/user/memberSession', headers });
const refused = (res: LightMyRequestResponse) =>
  res.statusCode === 403 && res.json<{ code: string }>().code === 'ORIGIN_REJECTED';
const signedIn = (res: LightMyRequestResponse) =>
  res.statusCode === 200 && res.json<{ data: unknown }>().data !== null;

describe('Origin edge cases (issue 35 §13)', () => {
  it('PUBLIC_URL’s origin is accepted, with the session', async () => {
    expect(
      signedIn(await memberSession({ cookie, origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin' })),
    ).toBe(true);
  });

  it('an Origin equal to the Host the request names, but not PUBLIC_URL, is refused (with or without a session)', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      // What the old check accepted: a browser on another name of this server.
      ['another name of this machine', { origin: 'http://127.0.0.1:8081', host: '127.0.0.1:8081' }],
      // DNS rebinding, or a proxy passing the client's Host on: the attacker's page names its own host.
      ['the attacker’s own host', { origin: 'http://attacker.example', host: 'attacker.example' }],
      ['PUBLIC_URL’s host on another scheme', { origin: 'https://localhost:8081', host: 'localhost:8081' }],
    ];
    for (const [what, headers] of cases) {
      const withSession = await memberSession({ ...headers, cookie });
      expect(refused(withSession), what).toBe(true);
      expect(withSession.json(), what).toEqual({
        code: 'ORIGIN_REJECTED',
        message: ko.errors.ORIGIN_REJECTED,
        data: null,
      });
      // Without a session too: a sign-in form posted from such a page is a login CSRF.
      expect(refused(await memberSession(headers)), `${what}, no cookie`).toBe(true);
    }
  });

  it('no Origin with a session cookie: accepted without fetch metadata (a non-browser client)', async () => {
    expect(signedIn(await memberSession({ cookie }))).toBe(true);
  });

  it('no Origin with a session cookie and fetch metadata (a browser whose Origin was stripped) is refused', async () => {
    for (const site of ['same-origin', 'same-site', 'none', 'cross-site'])
      expect(refused(await memberSession({ cookie, 'sec-fetch-site': site })), site).toBe(true);
    // The anonymous sign-up session (Kakao consents) counts as a session too.
    expect(refused(await memberSession({ cookie: 'pre=anything', 'sec-fetch-site': 'same-site' }))).toBe(
      true,
    );
  });

  it('no Origin and no session cookie: accepted whatever the fetch metadata, except cross-site', async () => {
    for (const site of [undefined, 'same-origin', 'same-site', 'none']) {
      const res = await memberSession(site ? { 'sec-fetch-site': site } : {});
      expect(res.statusCode, String(site)).toBe(200);
    }
    expect(refused(await memberSession({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(refused(await memberSession({ origin: 'null' }))).toBe(true);
  });

  it('a Bearer client of the public API works from any origin (its token, not the cookie, authorizes)', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/keywords/999999',
      headers: {
        authorization: `Bearer ${token}`,
        origin: 'https://sheets.example',
        'sec-fetch-site': 'cross-site',
        cookie,
        'idempotency-key': newKey(),
      },
    });
    expect(res.json<{ code: string }>().code).not.toBe('ORIGIN_REJECTED');
    expect(res.statusCode).toBe(404);
    // Without its token the same call is refused by the token check, not let through by the cookie.
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/keywords/999999',
      headers: { origin: 'https://sheets.example', cookie, 'idempotency-key': newKey() },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
