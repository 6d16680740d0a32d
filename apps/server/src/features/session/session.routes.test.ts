import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { type TestApp, createMember, createTestApp, login, post, sessionCookie } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

describe('POST /v1/member/user/login', () => {
  it('answers LOGIN_SUCCESS as text and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const m = await createMember(t);
    const res = await post(t, '/v1/member/user/login', { mbrEmail: m.email, mbrPw: m.password });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('LOGIN_SUCCESS');
    const c = res.cookies.find((x) => x.name === 'sid');
    expect(c?.httpOnly).toBe(true);
    expect(c?.sameSite).toBe('Lax');
    expect(c?.secure).toBeFalsy(); // served over http in tests
    expect(c?.value.length).toBeGreaterThanOrEqual(40);
  });

  it('accepts the email in any letter case', async () => {
    const m = await createMember(t);
    const res = await post(t, '/v1/member/user/login', {
      mbrEmail: m.email.toUpperCase(),
      mbrPw: m.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 with the login-failed message for a wrong password or unknown email', async () => {
    const m = await createMember(t);
    for (const payload of [
      { mbrEmail: m.email, mbrPw: 'Wrong123!' },
      { mbrEmail: 'nobody@example.com', mbrPw: 'Wrong123!' },
    ]) {
      const res = await post(t, '/v1/member/user/login', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'LOGIN_FAILED', message: ko.errors.LOGIN_FAILED, data: null });
      expect(res.cookies.find((x) => x.name === 'sid')).toBeUndefined();
    }
  });

  it('refuses empty fields with the spec messages and wrong types with a 400', async () => {
    const noEmail = await post(t, '/v1/member/user/login', { mbrEmail: '', mbrPw: 'x' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(ko.validation.emailRequired);
    const noPw = await post(t, '/v1/member/user/login', { mbrEmail: 'a@b.com', mbrPw: '' });
    expect(noPw.json().message).toBe(ko.validation.passwordRequired);
    const wrongType = await post(t, '/v1/member/user/login', { mbrEmail: 12, mbrPw: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/v1/member/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mbrEmail":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/[가-힣]/);
  });

  it('refuses a withdrawn member', async () => {
    const m = await createMember(t);
    await t.database.sql.executeSql(`update members set status = 'WITHDRAWN' where mbr_sn = $1`, [m.mbrSn]);
    const res = await post(t, '/v1/member/user/login', { mbrEmail: m.email, mbrPw: m.password });
    expect(res.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('memberSession answers the session user of spec 01 §3, or null when anonymous', async () => {
    const m = await createMember(t, { role: 'MNPY_MBR', name: 'Agency' });
    const cookie = await login(t, m.email);
    const res = await post(t, '/v1/member/user/memberSession', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        mbrSn: m.mbrSn,
        mbrEmail: m.email,
        mbrNm: 'Agency',
        mbrAtrbCd: 'MNPY_MBR',
        psitnGrpcoCd: null,
        psitnGrpcoSn: null,
        mbrTpCd: 'EMAIL',
      },
    });
    const anon = await post(t, '/v1/member/user/memberSession');
    expect(anon.json()).toEqual({ data: null });
  });

  it('rotates the session at login: the cookie from before no longer works', async () => {
    const m = await createMember(t);
    const first = await login(t, m.email);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/member/user/login',
      payload: { mbrEmail: m.email, mbrPw: m.password },
      headers: { cookie: first },
    });
    const second = sessionCookie(again);
    expect(second).not.toBe(first);
    expect((await post(t, '/v1/member/user/memberSession', {}, first)).json().data).toBeNull();
    expect((await post(t, '/v1/member/user/memberSession', {}, second)).json().data.mbrSn).toBe(m.mbrSn);
  });

  it('logout answers LOGOUT SUCCESS, clears the cookie and invalidates the session on the server', async () => {
    const m = await createMember(t);
    const cookie = await login(t, m.email);
    const res = await post(t, '/v1/member/user/logout', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('LOGOUT SUCCESS');
    expect(res.cookies.find((x) => x.name === 'sid')?.value).toBe('');
    // Replaying the old cookie after logout gets nothing.
    expect((await post(t, '/v1/member/user/memberSession', {}, cookie)).json().data).toBeNull();
    expect((await post(t, '/v1/confCmmn/coinSelect', {}, cookie)).statusCode).toBe(401);
  });

  it('ignores forged or oversized cookies', async () => {
    for (const cookie of ['sid=forged', `sid=${'x'.repeat(5000)}`]) {
      const res = await post(t, '/v1/member/user/memberSession', {}, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toBeNull();
    }
  });

  it('expired sessions are refused and removed by the cleanup', async () => {
    const m = await createMember(t);
    const cookie = await login(t, m.email);
    await t.database.sql.executeSql(
      `update sessions set expires_at = now() - interval '1 minute' where mbr_sn = $1`,
      [m.mbrSn],
    );
    expect((await post(t, '/v1/member/user/memberSession', {}, cookie)).json().data).toBeNull();
    expect(await t.services.auth.cleanupExpired()).toBeGreaterThanOrEqual(1);
    const left = await t.database.sql.executeSql(
      'select count(*)::int as n from sessions where mbr_sn = $1',
      [m.mbrSn],
    );
    expect(left.rows[0]).toEqual({ n: 0 });
  });
});

describe('POST /v1/confCmmn/coinSelect', () => {
  it('answers the balance of the signed-in member only, whatever mbrSn the payload names', async () => {
    const me = await createMember(t);
    const rich = await createMember(t);
    await t.services.coins.operatorGrant(me.mbrSn, 30);
    await t.services.coins.operatorGrant(rich.mbrSn, 5000);
    const cookie = await login(t, me.email);
    const res = await post(t, '/v1/confCmmn/coinSelect', { mbrSn: rich.mbrSn }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'OK', message: '', data: { sellerCoinCnt: 30 } });
  });

  it('refuses anonymous callers with 401 and a Korean message', async () => {
    const res = await post(t, '/v1/confCmmn/coinSelect', { mbrSn: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: ko.errors.UNAUTHENTICATED, data: null });
  });
});

describe('web security', () => {
  it('refuses a state-changing call from a foreign Origin or a cross-site fetch', async () => {
    const m = await createMember(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/v1/member/user/login',
      payload: { mbrEmail: m.email, mbrPw: m.password },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('ORIGIN_REJECTED');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/v1/member/user/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/v1/member/user/login',
      payload: { mbrEmail: m.email, mbrPw: m.password },
      headers: { origin: t.config.publicUrl },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('sends security headers with a CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('rate-limits sign-in attempts', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '5' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/v1/member/user/login',
        payload: { mbrEmail: 'brute@example.com', mbrPw: `Guess${i}!aa` },
        remoteAddress: '10.9.8.7',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toBe(ko.errors.RATE_LIMITED);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    await limited.close();
  });
});

describe('system', () => {
  it('readyz reports the database, its migrations and the job engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      migrations: 'applied',
      jobs: 'disabled',
    });
  });

  it('unknown API paths answer a Korean 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
    const postRes = await post(t, '/api/nope');
    expect(postRes.statusCode).toBe(404);
  });

  it('every route declares an access rule', async () => {
    const { collectRoutes } = await import('../../http/access');
    const routes = collectRoutes(t.app);
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.every((r) => r.access)).toBe(true);
  });
});
