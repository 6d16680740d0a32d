/**
 * Web security proofs (issue 11, point 6), server side. The browser side (the app works under its
 * CSP; stored XSS in every free-text field) is e2e/security.e2e.ts.
 *
 * | guarantee                                                               | proved by                                                   |
 * | ----------------------------------------------------------------------- | ----------------------------------------------------------- |
 * | session cookie: httpOnly, SameSite=Lax, Path=/, 256-bit, expiry = TTL    | this file: "session cookie"                                  |
 * | Secure on every cookie (and its clearing) when PUBLIC_URL is https only  | this file: "session cookie"                                  |
 * | anonymous-state cookie (pre) has the same flags, 60-minute expiry        | this file: "session cookie"                                  |
 * | login rotates the session; the cookie from before stops working         | auth/auth.routes.test.ts "rotates the session at login"      |
 * | a cookie value chosen by an attacker never becomes a session (fixation)  | this file: "session lifecycle"                               |
 * | Kakao login rotates the session too                                     | this file: "session lifecycle"                               |
 * | logout deletes the session server-side; the old cookie is refused       | auth/auth.routes.test.ts "logout answers LOGOUT SUCCESS…"    |
 * | forged, oversized and expired session cookies are refused               | auth/auth.routes.test.ts "ignores forged…", "expired…"       |
 * | password change ends the member's other sessions                        | my-page/my-page.routes.test.ts "changes the password only…" |
 * | password reset (identity or e-mail code) ends every session             | auth/recovery.routes.test.ts "sets the password…", "…code…" |
 * | withdrawal ends every session and clears the cookie                     | my-page/my-page.routes.test.ts "deactivates the account…"   |
 * | Kakao link (yes to the merge question) signs nobody in                   | auth/kakao.routes.test.ts "asks first (isMemberExists=need)…" |
 * | Kakao callback: state bound to this browser, used once (no login CSRF)  | auth/kakao.routes.test.ts "refuses a state that does not…"  |
 * | every POST/PUT/PATCH/DELETE route refuses a foreign or null Origin and  | this file: "Origin check" (generated from collectRoutes)     |
 * |   Sec-Fetch-Site: cross-site with 403 ORIGIN_REJECTED and a Korean text  |                                                             |
 * | same-origin and Origin-less calls pass the check (edges: who sends a     | this file: "Origin check";                                   |
 * |   cookie without Origin, Origin = Host ≠ PUBLIC_URL)                    |   http/origin-check.test.ts "Origin edge cases"              |
 * | opt-outs (PortOne webhook, one-click unsubscribe) prove themselves by a  | this file: "Origin check", "security headers";             |
 * |   signature or signed token; nothing else opts out                      |   payments/payments.routes.test.ts (signed webhooks)        |
 * | no CORS: foreign origins never get Access-Control-Allow-Origin           | this file: "Origin check"                                    |
 * | sign-in, code send/verify, sign-up, duplication check, identity portal, | this file: "rate limits" (generated from collectRoutes)      |
 * |   find-id, password reset/check/change, withdrawal, API token           |                                                              |
 * |   creation, inquiry, checkout                                           |                                                              |
 * |   are limited per address with a Korean 429; X-Forwarded-For is ignored  |                                                             |
 * | sign-in limit answers 429 after LOGIN_RATE_LIMIT_MAX                     | auth/auth.routes.test.ts "rate-limits sign-in attempts"      |
 * | an e-mail code: 5 wrong tries, then refused; newest code only; expiry   | auth/join.routes.test.ts "refuses wrong codes…", "checks…"   |
 * | e-mail code resend throttle: one a minute per e-mail and per browser    | auth/join.routes.test.ts "throttles resending…"              |
 * | CSP without unsafe-inline/eval scripts, object-src none, base-uri,      | this file: "security headers"                                |
 * |   frame-ancestors; nosniff; X-Frame-Options; Referrer-Policy; HSTS and  |                                                             |
 * |   upgrade-insecure-requests over https only — on every kind of answer   |                                                             |
 * | third-party script hosts only when the feature that needs them is on    | this file: "security headers"                                |
 * | the identity portal pages run without inline script                     | auth/join.routes.test.ts "serves a CSP-friendly portal…"    |
 * | uploaded images are served with a sandboxing CSP and their stored type  | notices/notices.routes.test.ts "stores an image…"            |
 * | notice HTML is sanitised at save (stored XSS)                           | notices/notices.routes.test.ts "neutralises stored XSS…"     |
 * | no answer reflects input as HTML: SPA fallback, API 404s, validation    | this file: "reflected XSS" (every GET route swept)           |
 * |   errors, identity return page, Kakao callback, payment callback query  |                                                             |
 */
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { buildApp, createServices } from '../app';
import { isTokenRoute } from './api-token';
import { type Config, loadConfig } from '../config';
import { type TestApp, createMember, createTestApp, login, post, uniqueEmail } from '../test/app';
import { type AccountsTestApp, Browser, createAccountsTestApp } from '../test/accounts';
import { createTestDatabase } from '../test/database';
import { inlineJobs } from '../test/jobs';
import { jobDefinitions } from '../jobs/definitions';
import { control } from '../test/simulator';
import { collectRoutes, type RouteInfo } from './access';

const XSS = [
  '"><script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  'javascript:window.__xss=1',
] as const;
/** What must never come back inside an HTML answer. */
const REFLECTED = /<script>window\.__xss|<img src=x|javascript:window/i;

const FOREIGN = 'https://evil.example';
/**
 * The state-changing calls that skip the Origin check, and why they may: the PortOne webhook is
 * verified by its Standard Webhooks signature; the one-click unsubscribe (RFC 8058, POSTed by mail
 * apps) by the signed token in its link.
 */
const OPT_OUTS = [
  'POST /v1/payment/webhook',
  'POST /v1/rank-alerts/unsubscribe',
  // The client report mail's one-click unsubscribe (issue 35 §12): the random token in its link.
  'POST /v1/report-mail/unsubscribe',
  // The public API (issue 29 §3): a Bearer token, never the cookie (http/api-token.ts); its
  // document and reference page read nothing of a member (issue 40 §4).
  'GET /api/v1/openapi.json',
  'GET /api/v1/docs',
  'GET /api/v1/docs/json',
  'GET /api/v1/docs/yaml',
  'GET /api/v1/docs/static/index.html',
  'GET /api/v1/docs/static/swagger-initializer.js',
  'GET /api/v1/docs/static/*',
  'GET /api/v1/products',
  'GET /api/v1/places',
  'GET /api/v1/keywords/:id/history',
  'POST /api/v1/products',
  'POST /api/v1/products/:id/keywords',
  'DELETE /api/v1/keywords/:id',
  'GET /api/v1/place-keywords/:id/history',
  'POST /api/v1/places',
  'POST /api/v1/places/:id/keywords',
  'DELETE /api/v1/place-keywords/:id',
  // MCP over the public API (issue 44): the same Bearer token.
  'POST /mcp',
  'GET /mcp',
  'DELETE /mcp',
];
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A concrete URL for a route pattern (params and wildcards filled in). */
const concrete = (url: string, param = '1') =>
  url.replace(/:[A-Za-z]+/g, encodeURIComponent(param)).replace(/\*$/, 'x');

/** One Set-Cookie header of a response, split into its name, value and attributes. */
function setCookie(res: LightMyRequestResponse, name: string) {
  const raw = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${name}=`));
  if (!raw) return undefined;
  const [pair, ...rest] = raw.split(';').map((s) => s.trim());
  const attrs = new Map(
    rest.map((a) => {
      const i = a.indexOf('=');
      return i < 0 ? [a.toLowerCase(), ''] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
    }),
  );
  return { raw, value: pair!.slice(name.length + 1), attrs };
}

/** The CSP of a response as directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const json = (res: LightMyRequestResponse): { code?: string; message?: string } | null => {
  try {
    return res.json();
  } catch {
    return null;
  }
};

let t: AccountsTestApp;
let managerCookie: string;
beforeAll(async () => {
  t = await createAccountsTestApp();
  const manager = await createMember(t, { role: 'MNGR_MBR' });
  managerCookie = await login(t, manager.email);
});
afterAll(() => t.close());

// ---- Kakao helpers (the simulator's consent page, as in kakao.routes.test.ts) ---------------------
/** A new Kakao person signs up: the callback asks for the consents, the yes signs in (its answer). */
async function kakaoSignIn(app: AccountsTestApp, b: Browser, account: { kakaoId: string; email: string }) {
  const link = await b.get('/v1/member/user/kakaoLoginLink');
  const state = new URL(link.json().data as string).searchParams.get('state')!;
  const { code } = await control<{ code: string }>(app.sim, 'POST', '/__control/kakao/codes', {
    redirectUri: `${app.config.publicUrl}/v1/auth/kakao/callback`,
    nickname: 'Kakao',
    ...account,
  });
  const callback = await b.get(`/v1/auth/kakao/callback?code=${code}&state=${state}`);
  expect([callback.statusCode, callback.headers.location]).toEqual([
    302,
    '/login?loginType=social&kakaoSignup=need',
  ]);
  return b.post('/v1/auth/kakao/signup', {
    agreements: { child: true, terms: true, privacy: true, promotions: false },
  });
}
const kakaoId = () => String(5_000_000_000 + Math.floor(Math.random() * 1_000_000_000));

describe('session cookie', () => {
  it('over http: httpOnly, SameSite=Lax, Path=/, not Secure, 256 random bits, expiring with the session', async () => {
    const m = await createMember(t);
    const before = Date.now();
    const res = await post(t, '/v1/member/user/login', { mbrEmail: m.email, mbrPw: m.password });
    expect(res.statusCode).toBe(200);
    const sid = setCookie(res, 'sid')!;
    expect(sid.attrs.has('httponly')).toBe(true);
    expect(sid.attrs.get('samesite')).toBe('Lax');
    expect(sid.attrs.get('path')).toBe('/');
    expect(sid.attrs.has('secure')).toBe(false);
    expect(sid.attrs.has('domain')).toBe(false); // host-only: never shared with sibling hosts
    expect(sid.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A persistent cookie that ends when the server-side session does (SESSION_TTL_HOURS, 168 by default).
    const expires = Date.parse(sid.attrs.get('expires')!);
    const ttl = t.config.sessionTtlHours * 3_600_000;
    expect(expires).toBeGreaterThanOrEqual(before + ttl - 2_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + ttl + 1_000);
    const row = await t.database.sql.executeSql(
      'select expires_at from sessions where mbr_sn = $1 order by expires_at desc limit 1',
      [m.mbrSn],
    );
    const stored = new Date((row.rows[0] as { expires_at: string | Date }).expires_at).getTime();
    expect(Math.abs(stored - expires)).toBeLessThan(1_000);

    // Logout clears it with the same path, so the browser really drops it.
    const out = await post(t, '/v1/member/user/logout', {}, `sid=${sid.value}`);
    const cleared = setCookie(out, 'sid')!;
    expect(cleared.value).toBe('');
    expect(cleared.attrs.get('path')).toBe('/');
    expect(Date.parse(cleared.attrs.get('expires')!)).toBeLessThan(Date.now());
  });

  it('the anonymous-state cookie (codes, identity, Kakao state) has the same flags and a 60-minute life', async () => {
    const b = new Browser(t);
    const res = await b.get('/v1/member/user/kakaoLoginLink');
    const pre = setCookie(res, 'pre')!;
    expect(pre.attrs.has('httponly')).toBe(true);
    expect(pre.attrs.get('samesite')).toBe('Lax');
    expect(pre.attrs.get('path')).toBe('/');
    expect(pre.attrs.has('secure')).toBe(false);
    const left = Date.parse(pre.attrs.get('expires')!) - Date.now();
    expect(left).toBeGreaterThan(59 * 60_000);
    expect(left).toBeLessThanOrEqual(60 * 60_000);
  });

  describe('when PUBLIC_URL is https', () => {
    let s: AccountsTestApp;
    beforeAll(async () => {
      s = await createAccountsTestApp({ PUBLIC_URL: 'https://seller.example', SESSION_TTL_HOURS: '2' });
    });
    afterAll(() => s.close());

    it('every cookie the app sets or clears is Secure, and the session follows SESSION_TTL_HOURS', async () => {
      const m = await createMember(s);
      const res = await post(s, '/v1/member/user/login', { mbrEmail: m.email, mbrPw: m.password });
      const sid = setCookie(res, 'sid')!;
      expect(sid.attrs.has('secure')).toBe(true);
      expect(sid.attrs.has('httponly')).toBe(true);
      expect(sid.attrs.get('samesite')).toBe('Lax');
      const left = Date.parse(sid.attrs.get('expires')!) - Date.now();
      expect(left).toBeGreaterThan(2 * 3_600_000 - 60_000);
      expect(left).toBeLessThanOrEqual(2 * 3_600_000);

      const out = await post(s, '/v1/member/user/logout', {}, `sid=${sid.value}`);
      expect(setCookie(out, 'sid')!.attrs.has('secure')).toBe(true);

      const b = new Browser(s);
      const link = await b.get('/v1/member/user/kakaoLoginLink');
      expect(setCookie(link, 'pre')!.attrs.has('secure')).toBe(true);
      const kakao = await kakaoSignIn(s, b, { kakaoId: kakaoId(), email: uniqueEmail('kakao') });
      expect(kakao.statusCode).toBe(200);
      const kakaoSid = setCookie(kakao, 'sid')!;
      expect([kakaoSid.attrs.has('secure'), kakaoSid.attrs.has('httponly')]).toEqual([true, true]);
      expect(kakaoSid.attrs.get('samesite')).toBe('Lax');

      // Withdrawal clears the session cookie, Secure as well.
      const w = await createMember(s);
      const cookie = await login(s, w.email);
      const gone = await post(
        s,
        '/v1/member/myPage/userSecession',
        { reason: '더 이상 사용하지 않습니다.', mbrEmail: w.email },
        cookie,
      );
      expect(gone.statusCode).toBe(200);
      const cleared = setCookie(gone, 'sid')!;
      expect([cleared.value, cleared.attrs.has('secure'), cleared.attrs.get('path')]).toEqual([
        '',
        true,
        '/',
      ]);
    });

    it('sends HSTS and upgrade-insecure-requests over https', async () => {
      const res = await s.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=(\d+); includeSubDomains/);
      const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['strict-transport-security']))![1]);
      expect(maxAge).toBeGreaterThanOrEqual(180 * 86_400);
      expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
    });
  });
});

describe('session lifecycle', () => {
  it('a cookie value chosen by someone else never becomes a session (no fixation)', async () => {
    const m = await createMember(t);
    const planted = 'A'.repeat(43);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/member/user/login',
      payload: { mbrEmail: m.email, mbrPw: m.password },
      headers: { cookie: `sid=${planted}` },
    });
    expect(res.statusCode).toBe(200);
    expect(setCookie(res, 'sid')!.value).not.toBe(planted);
    expect((await post(t, '/v1/member/user/memberSession', {}, `sid=${planted}`)).json().data).toBeNull();
  });

  it('Kakao login rotates the session: the browser’s previous session ends on the server', async () => {
    const m = await createMember(t);
    const b = new Browser(t);
    const first = await b.post('/v1/member/user/login', { mbrEmail: m.email, mbrPw: m.password });
    expect(first.statusCode).toBe(200);
    const before = b.cookies.get('sid')!;
    const res = await kakaoSignIn(t, b, { kakaoId: kakaoId(), email: uniqueEmail('kakao') });
    expect([res.statusCode, res.json().data]).toEqual([200, { next: 'signedIn' }]);
    const after = b.cookies.get('sid')!;
    expect(after).not.toBe(before);
    expect((await post(t, '/v1/member/user/memberSession', {}, `sid=${before}`)).json().data).toBeNull();
    expect((await b.post('/v1/member/user/memberSession')).json().data.mbrTpCd).toBe('KAKAO');
    const left = await t.database.sql.executeSql(
      'select count(*)::int as n from sessions where mbr_sn = $1',
      [m.mbrSn],
    );
    expect(left.rows[0]).toEqual({ n: 0 });
  });
});

describe('Origin check, generated from the route table', () => {
  let routes: RouteInfo[];
  beforeAll(() => {
    routes = collectRoutes(t.app).filter((r) => STATE_CHANGING.has(r.method));
  });

  it('covers the route table; only calls that carry their own credential opt out', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const optedOut = collectRoutes(t.app)
      .filter((r) => !r.originCheck)
      .map((r) => `${r.method} ${r.url}`);
    // Provider and mail-client calls come from servers without our cookie; each proves itself.
    expect(optedOut).toContain('POST /v1/payment/webhook');
    expect(OPT_OUTS).toEqual(expect.arrayContaining(optedOut));
    for (const route of optedOut) {
      const [method, url] = route.split(' ') as ['POST' | 'GET', string];
      // From a foreign site, with a session cookie but without the call's own credential: refused.
      const res = await t.app.inject({
        method,
        url: `${concrete(url)}?token=${encodeURIComponent('forged.token')}`,
        headers: { origin: FOREIGN, cookie: managerCookie, 'content-type': 'application/json' },
        ...(method === 'GET'
          ? {}
          : { payload: JSON.stringify({ type: 'Transaction.Paid', data: { paymentId: 'x' } }) }),
      });
      // The public API's credential is the Bearer token: without it, 401 whatever the cookie; its
      // document and reference page take none and show the same to anyone.
      const open = collectRoutes(t.app).some(
        (r) => `${r.method} ${r.url}` === route && r.access === 'public' && url.startsWith('/api/v1/'),
      );
      if (open) expect([200, 302, 404], route).toContain(res.statusCode);
      else expect(res.statusCode, route).toBe(isTokenRoute(url) ? 401 : 400);
    }
  });

  it('every state-changing route refuses a foreign Origin, a null Origin and a cross-site fetch with 403', async () => {
    const refused = { code: 'ORIGIN_REJECTED', message: ko.errors.ORIGIN_REJECTED, data: null };
    const attempts: Array<[string, Record<string, string>]> = [
      // The classic CSRF: an auto-submitted form on another site, riding the victim's cookie.
      ['foreign Origin', { origin: FOREIGN, 'sec-fetch-site': 'cross-site' }],
      ['foreign Origin only', { origin: FOREIGN }],
      ['sibling host', { origin: 'http://evil.localhost:8081', 'sec-fetch-site': 'same-site' }],
      ['null Origin (sandboxed frame, data: URL)', { origin: 'null' }],
      ['cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
      ['Origin of another port', { origin: t.config.publicUrl.replace(/:\d+$/, ':9999') }],
      ['Origin of another scheme', { origin: t.config.publicUrl.replace(/^http:/, 'https:') }],
      // Issue 35 §13: only PUBLIC_URL is ours, not whatever Host the request names.
      ['Origin of the Host the request names', { origin: 'http://127.0.0.1:8081', host: '127.0.0.1:8081' }],
      // A browser (it sends fetch metadata) whose Origin was stripped, with the session cookie.
      ['no Origin, fetch metadata and the session cookie', { 'sec-fetch-site': 'same-site' }],
    ];
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.originCheck)) {
      for (const [what, headers] of attempts) {
        const res = await t.app.inject({
          method: r.method as 'POST',
          url: concrete(r.url),
          headers: {
            ...headers,
            cookie: managerCookie,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: 'mbrEmail=victim%40example.com&content=x',
        });
        if (res.statusCode !== 403 || JSON.stringify(json(res)) !== JSON.stringify(refused))
          failures.push(`${r.method} ${r.url} (${what}): ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
    // Nothing went through: the manager's session (logout is one of the routes) is still alive.
    expect((await post(t, '/v1/member/user/memberSession', {}, managerCookie)).json().data).not.toBeNull();
  });

  it('same-origin calls and calls without Origin (servers, tools) pass the check', async () => {
    // Without a session cookie; with one, origin-check.test.ts › Origin edge cases.
    const allowed: Array<[string, Record<string, string>]> = [
      ['same origin', { origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin' }],
      ['no Origin, no fetch metadata', {}],
      ['user-initiated navigation', { 'sec-fetch-site': 'none' }],
    ];
    const failures: string[] = [];
    for (const r of routes) {
      for (const [what, headers] of allowed) {
        // Anonymous and with an empty body: the answer is whatever the route says to that, never 403 ORIGIN_REJECTED.
        const res = await t.app.inject({
          method: r.method as 'POST',
          url: concrete(r.url),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{}',
        });
        if (json(res)?.code === 'ORIGIN_REJECTED') failures.push(`${r.method} ${r.url} (${what})`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers with CORS headers, so a foreign page cannot read an answer', async () => {
    for (const [method, url] of [
      ['GET', '/api/app-config'],
      ['GET', '/v2/notice/getNotice-list?pageNum=1&pageSize=1'],
      ['POST', '/v1/member/user/memberSession'],
      ['OPTIONS', '/v1/member/user/memberSession'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: {
          origin: FOREIGN,
          cookie: managerCookie,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined();
      expect(res.headers['access-control-allow-credentials'], `${method} ${url}`).toBeUndefined();
    }
  });
});

describe('rate limits, generated from the route table', () => {
  const MAX = 3;
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      LOGIN_RATE_LIMIT_MAX: String(MAX),
      LOGIN_RATE_LIMIT_WINDOW_MS: '600000',
    });
  });
  afterAll(() => limited.close());

  it('sign-in, codes, sign-up, identity, recovery, password, withdrawal, inquiry and checkout calls are limited', () => {
    const table = new Map(collectRoutes(limited.app).map((r) => [`${r.method} ${r.url}`, r.rateLimit]));
    const sensitive = [
      'POST /v1/member/user/login',
      'POST /v1/member/mail/send',
      'POST /v1/member/mail/verify',
      'POST /v1/member/cmmn/checkdUplication',
      'POST /v1/member/join/memberInsert',
      'GET /v1/member/join/portal',
      'POST /v1/member/user/myIdEmailListSearch',
      'POST /v1/member/user/passwordReset',
      'POST /v1/member/cmmn/checkEmailEffectiveness',
      'POST /v1/member/user/passwordCheck',
      'POST /v1/member/myPage/passwordChange',
      'POST /v1/member/myPage/userSecession',
      // Making an API token checks the password (issue 35 §4).
      'POST /v1/member/myPage/apiTokens',
      'POST /v1/inquiry/insert',
      'POST /v1/payment/order',
      'GET /v1/member/user/kakaoLoginLink',
      'POST /v1/setup/check',
      'POST /v1/setup',
    ];
    for (const route of sensitive) {
      expect(table.get(route), route).toEqual({ max: MAX, timeWindow: 600_000 });
    }
  });

  it('every limited route answers 429 with the Korean message past its limit, per address', async () => {
    const routes = collectRoutes(limited.app).filter((r) => r.rateLimit);
    expect(routes.length).toBeGreaterThanOrEqual(13);
    let n = 0;
    for (const r of routes) {
      n += 1;
      const ip = `10.77.${Math.floor(n / 200)}.${n % 200}`;
      const call = (remoteAddress: string, headers: Record<string, string> = {}) =>
        limited.app.inject({
          method: r.method as 'GET' | 'POST',
          url: concrete(r.url),
          remoteAddress,
          headers: r.method === 'GET' ? headers : { ...headers, 'content-type': 'application/json' },
          ...(r.method === 'GET' ? {} : { payload: '{}' }),
        });
      for (let i = 0; i < r.rateLimit!.max; i++) {
        const res = await call(ip);
        expect(res.statusCode, `${r.method} ${r.url} call ${i + 1}`).not.toBe(429);
      }
      const over = await call(ip);
      expect(over.statusCode, `${r.method} ${r.url}`).toBe(429);
      expect(over.json()).toEqual({ code: 'RATE_LIMITED', message: ko.errors.RATE_LIMITED, data: null });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.headers['x-content-type-options']).toBe('nosniff');
      expect(over.headers['content-security-policy']).toContain("default-src 'self'");
      // A forged X-Forwarded-For does not buy new attempts (TRUST_PROXY is off) …
      expect((await call(ip, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(429);
      // … while another address is not affected.
      expect((await call(`10.78.0.${n}`)).statusCode).not.toBe(429);
    }
  });
});

describe('security headers', () => {
  let dist: string;
  let spa: TestApp;
  const WEBHOOK_SECRET = `whsec_${Buffer.from('web-security-test-webhook-key!!!').toString('base64')}`;
  beforeAll(async () => {
    // A stand-in for the built SPA, so the fallback and the static files are served as in production.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-security-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="ko"><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};');
    spa = await createAppWithDist(
      // A provider credential: the real-services configuration (no simulator origins in the CSP).
      { PORTONE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      dist,
    );
  });
  afterAll(async () => {
    await spa.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  function expectHeaders(res: LightMyRequestResponse, what: string) {
    const policy = csp(res);
    const script = policy.get('script-src') ?? policy.get('default-src') ?? [];
    expect(policy.get('default-src'), what).toEqual(["'self'"]);
    expect(script, what).toContain("'self'");
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:', 'blob:'])
      expect(script, `${what}: script-src ${bad}`).not.toContain(bad);
    expect(policy.get('object-src'), what).toEqual(["'none'"]);
    expect(policy.get('base-uri'), what).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors'), what).toEqual(["'self'"]);
    expect(policy.get('form-action'), what).toBeDefined();
    for (const [name, sources] of policy) expect(sources, `${what}: ${name}`).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options'], what).toBe('nosniff');
    expect(res.headers['x-frame-options'], what).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    // Served over http: no HSTS (a browser would pin http://localhost otherwise), no upgrade.
    expect(res.headers['strict-transport-security'], what).toBeUndefined();
    expect(policy.has('upgrade-insecure-requests'), what).toBe(false);
  }

  it('are on every kind of answer: the SPA, its files, JSON, errors, text and the identity frame', async () => {
    const m = await createMember(spa);
    const cookie = await login(spa, m.email);
    const answers: Array<[string, Promise<LightMyRequestResponse>]> = [
      ['SPA page', spa.app.inject({ method: 'GET', url: '/coin' })],
      ['SPA file', spa.app.inject({ method: 'GET', url: '/assets/app.js' })],
      ['JSON', spa.app.inject({ method: 'GET', url: '/api/app-config' })],
      ['text (login)', post(spa, '/v1/member/user/login', { mbrEmail: m.email, mbrPw: m.password })],
      ['400', post(spa, '/v1/member/user/login', { mbrEmail: '' })],
      ['401', post(spa, '/v1/confCmmn/coinSelect')],
      ['403 role', post(spa, '/v1/coin/coinPayInsert', {}, cookie)],
      [
        '403 origin',
        spa.app.inject({ method: 'POST', url: '/v1/member/user/logout', headers: { origin: FOREIGN } }),
      ],
      ['404 API', spa.app.inject({ method: 'GET', url: '/v1/nope' })],
      ['404 file', spa.app.inject({ method: 'GET', url: '/assets/missing.js' })],
      ['identity frame', spa.app.inject({ method: 'GET', url: '/v1/member/join/portal' })],
      ['identity return', spa.app.inject({ method: 'GET', url: '/v1/member/join/portal/return' })],
    ];
    for (const [what, answer] of answers) expectHeaders(await answer, what);
    // With real providers the identity frame loads PortOne's SDK, which the CSP allows.
    const portal = await spa.app.inject({ method: 'GET', url: '/v1/member/join/portal' });
    expect(portal.body).toContain('https://cdn.portone.io/v2/browser-sdk.js');
    expect(csp(portal).get('script-src')).toContain('https://cdn.portone.io');
  });

  it('lists only the third-party hosts the configuration needs', async () => {
    const real = csp(await spa.app.inject({ method: 'GET', url: '/' }));
    // No simulator without SIMULATOR=on; no ad script without an AdFit unit.
    expect([...real.values()].flat().some((s) => /localhost|127\.0\.0\.1/.test(s))).toBe(false);
    expect(real.get('script-src')).toEqual(["'self'", 'https://cdn.portone.io']);
    // The PortOne SDK calls and frames PortOne's checkout services (still on the iamport domains).
    for (const d of ['connect-src', 'frame-src'])
      expect(real.get(d)).toEqual(expect.arrayContaining(['https://*.portone.io', 'https://*.iamport.co']));
    expect(real.get('frame-src')).not.toContain('https://*.daum.net');

    const simulated = csp(await t.app.inject({ method: 'GET', url: '/healthz' }));
    // Simulator mode: the simulator's pages (checkout, identity, Kakao) and images, and no PortOne SDK.
    expect(simulated.get('frame-src')).toContain(`http://localhost:${t.sim.port}`);
    expect(simulated.get('script-src')).toEqual(["'self'"]);

    const withAds = await createTestApp({ ADFIT_UNIT_ID: 'DAN-test' });
    try {
      const ads = csp(await withAds.app.inject({ method: 'GET', url: '/healthz' }));
      expect(ads.get('script-src')).toContain('https://t1.daumcdn.net');
    } finally {
      await withAds.close();
    }
  });

  it('the webhook that skips the Origin check authenticates by its signature instead', async () => {
    const body = JSON.stringify({
      type: 'Transaction.Paid',
      timestamp: new Date().toISOString(),
      data: { paymentId: 'not-ours', transactionId: 'tx' },
    });
    const id = 'msg_web_security';
    const ts = String(Math.floor(Date.now() / 1000));
    const key = Buffer.from(WEBHOOK_SECRET.slice('whsec_'.length), 'base64');
    const signature = createHmac('sha256', key).update(`${id}.${ts}.${body}`).digest('base64');
    const send = (headers: Record<string, string>) =>
      spa.app.inject({
        method: 'POST',
        url: '/v1/payment/webhook',
        headers: { 'content-type': 'application/json', origin: FOREIGN, ...headers },
        payload: body,
      });
    const unsigned = await send({});
    expect([unsigned.statusCode, json(unsigned)?.code]).toEqual([400, 'WEBHOOK_REJECTED']);
    const forged = await send({ 'webhook-id': id, 'webhook-timestamp': ts, 'webhook-signature': 'v1,AAAA' });
    expect([forged.statusCode, json(forged)?.code]).toEqual([400, 'WEBHOOK_REJECTED']);
    const signed = await send({
      'webhook-id': id,
      'webhook-timestamp': ts,
      'webhook-signature': `v1,${signature}`,
    });
    expect([signed.statusCode, signed.json().data]).toEqual([200, { handled: false }]);
  });

  describe('reflected XSS', () => {
    const index = () => fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

    it('the SPA fallback answers the same static page whatever the path or query says', async () => {
      const page = (await spa.app.inject({ method: 'GET', url: '/' })).body;
      expect(page).toContain(index().slice(0, index().indexOf('</head>')));
      for (const url of [
        `/${encodeURIComponent(XSS[0])}`,
        `/payment/callback?code=FAILURE&message=${encodeURIComponent(XSS[1])}`,
        `/payment/callback?paymentId=${encodeURIComponent(XSS[0])}&txId=${encodeURIComponent(XSS[1])}`,
        `/search?keyword=${encodeURIComponent(XSS[0])}`,
        `/login?next=${encodeURIComponent(XSS[2])}&kakaoError=${encodeURIComponent(XSS[1])}`,
        `/notification?ntcSn=${encodeURIComponent(XSS[1])}`,
        '/..%2f..%2f..%2fetc%2fpasswd',
      ]) {
        const res = await spa.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.body, url).toBe(page);
      }
    });

    it('errors are JSON with a fixed Korean message, never the input', async () => {
      const answers = [
        spa.app.inject({ method: 'GET', url: `/v1/${encodeURIComponent(XSS[0])}` }),
        spa.app.inject({ method: 'GET', url: `/assets/${encodeURIComponent(XSS[1])}.js` }),
        spa.app.inject({ method: 'GET', url: `/uploads/notices/${encodeURIComponent(XSS[1])}` }),
        spa.app.inject({ method: 'GET', url: `/v2/notice/getNotice-list/${encodeURIComponent(XSS[0])}` }),
        spa.app.inject({
          method: 'GET',
          url: `/v2/notice/getNotice-list?pageNum=${encodeURIComponent(XSS[1])}`,
        }),
        // Answered by Fastify before routing: a malformed URL and an over-long path parameter.
        spa.app.inject({ method: 'GET', url: `/%E0%A4%A${encodeURIComponent(XSS[0])}` }),
        spa.app.inject({
          method: 'GET',
          url: `/v2/notice/getNotice-list/${encodeURIComponent(XSS[1]).repeat(5)}`,
        }),
        post(spa, '/v1/member/user/login', { mbrEmail: XSS[1], mbrPw: XSS[0] }),
        post(spa, '/v1/member/cmmn/checkdUplication', { mbrEmail: XSS[0] }),
        post(spa, '/v1/inquiry/insert', { name: XSS[0], email: XSS[1], subject: XSS[2], message: 1 }),
        spa.app.inject({
          method: 'POST',
          url: '/v1/member/user/login',
          headers: { 'content-type': 'application/json' },
          payload: `{"mbrEmail":"${XSS[1].replaceAll('"', '\\"')}"`,
        }),
        spa.app.inject({
          method: 'POST',
          url: '/v1/member/user/login',
          headers: { 'content-type': 'text/html' },
          payload: XSS[0],
        }),
      ];
      for (const res of await Promise.all(answers)) {
        const what = `${res.statusCode} ${res.body.slice(0, 100)}`;
        expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, what).toBeLessThan(500);
        expect(res.headers['content-type'], what).toMatch(/^application\/json/);
        expect(res.headers['x-content-type-options'], what).toBe('nosniff');
        expect(res.body, what).not.toMatch(REFLECTED);
        expect(res.body, what).not.toContain('window.__xss');
        expect(json(res)?.message, what).toMatch(/[가-힣]/);
      }
    });

    it('every GET route, given payloads in its path and query, answers no HTML carrying them', async () => {
      const failures: string[] = [];
      const query = `?${XSS.map((x, i) => `q${i}=${encodeURIComponent(x)}`).join('&')}&keyword=${encodeURIComponent(XSS[0])}&identityVerificationId=${encodeURIComponent(XSS[1])}&error=${encodeURIComponent(XSS[0])}&state=${encodeURIComponent(XSS[1])}&code=${encodeURIComponent(XSS[0])}&token=${encodeURIComponent(XSS[1])}`;
      for (const app of [t, spa]) {
        for (const r of collectRoutes(app.app).filter((x) => x.method === 'GET')) {
          for (const cookie of [undefined, managerCookie]) {
            const res = await app.app.inject({
              method: 'GET',
              url: concrete(r.url, XSS[0]) + query,
              headers: cookie && app === t ? { cookie } : {},
            });
            const type = String(res.headers['content-type'] ?? '');
            const location = String(res.headers.location ?? '');
            // 503 is an honest answer where a provider is not configured; a 500 is a defect.
            if (res.statusCode === 500 || res.statusCode > 503) failures.push(`${r.url}: ${res.statusCode}`);
            if (/html/.test(type) && (REFLECTED.test(res.body) || res.body.includes('window.__xss')))
              failures.push(`${r.url}: HTML reflects the input`);
            if (REFLECTED.test(decodeURIComponent(location)) || location.includes('__xss'))
              failures.push(`${r.url}: redirect carries the input`);
            if (res.headers['x-content-type-options'] !== 'nosniff') failures.push(`${r.url}: sniffable`);
          }
        }
      }
      expect(failures).toEqual([]);
      // Without a Kakao key the login link is "unavailable" (it was an unhandled 500).
      const kakao = await spa.app.inject({ method: 'GET', url: '/v1/member/user/kakaoLoginLink' });
      expect([kakao.statusCode, json(kakao)?.message]).toEqual([503, ko.errors.KAKAO_UNAVAILABLE]);
    });

    it('the identity frame’s return page and the Kakao callback carry fixed texts only', async () => {
      const b = new Browser(t);
      const ret = await b.get(
        `/v1/member/join/portal/return?identityVerificationId=${encodeURIComponent(XSS[0])}`,
      );
      expect(ret.headers['content-type']).toMatch(/^text\/html/);
      expect(ret.body).not.toMatch(REFLECTED);
      expect(ret.body).not.toMatch(/<script>(?!<\/script>)/); // scripts only by src
      const kakao = await b.get(
        `/v1/auth/kakao/callback?error=${encodeURIComponent(XSS[0])}&state=${encodeURIComponent(XSS[1])}&code=${encodeURIComponent(XSS[2])}`,
      );
      expect([kakao.statusCode, kakao.headers.location]).toEqual([
        302,
        '/login?loginType=social&kakaoError=STATE_MISMATCH',
      ]);
    });
  });
});

/** createTestApp with the SPA served from `webDist` (the built app may not exist during unit tests). */
async function createAppWithDist(env: Record<string, string>, webDist: string): Promise<TestApp> {
  const base = loadConfig();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
      DATA_DIR: 'data/test-unused',
      LOGIN_RATE_LIMIT_MAX: '1000',
      ...(base.databaseUrl ? { DATABASE_URL: base.databaseUrl } : {}),
      ...env,
    }),
    webDist,
  };
  const database = await createTestDatabase();
  const jobs = inlineJobs();
  const deps = { database, queue: jobs };
  const services = createServices(config, deps);
  jobs.use(jobDefinitions(services, database.db, config, () => null));
  const app = await buildApp({ config, deps, services });
  await app.ready();
  return {
    app,
    database,
    config,
    services,
    jobs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
