import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSimulator, type SimulatorState } from '../app';
import { CONTROL, TEST_SECRET } from '../test-support';

const REDIRECT = 'http://localhost:8081/v1/auth/kakao/callback';
const FORM = { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' };

describe('Kakao Login simulator', () => {
  let app: FastifyInstance;
  let state: SimulatorState;
  beforeAll(async () => {
    ({ app, state } = buildSimulator({
      secret: TEST_SECRET,
      logLevel: 'silent',
      kakao: { clientId: 'rest-key', clientSecret: 'secret-1' },
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  const authorizeQuery = (extra: Record<string, string> = {}) =>
    new URLSearchParams({
      client_id: 'rest-key',
      redirect_uri: REDIRECT,
      response_type: 'code',
      state: 'st-123',
      ...extra,
    });
  const consent = async (fields: Record<string, string>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/kakao-auth/oauth/authorize/consent',
      headers: FORM,
      payload: new URLSearchParams({
        client_id: 'rest-key',
        redirect_uri: REDIRECT,
        response_type: 'code',
        state: 'st-123',
        ...fields,
      }).toString(),
    });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.searchParams.get('state')).toBe('st-123');
    return url.searchParams.get('code')!;
  };
  const token = (fields: Record<string, string>, headers: Record<string, string> = FORM) =>
    app.inject({
      method: 'POST',
      url: '/kakao-auth/oauth/token',
      headers,
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'rest-key',
        client_secret: 'secret-1',
        redirect_uri: REDIRECT,
        ...fields,
      }).toString(),
    });
  const me = (accessToken: string) =>
    app.inject({ url: '/kakao-api/v2/user/me', headers: { authorization: `Bearer ${accessToken}` } });

  it('shows the consent page and refuses bad authorize requests with KOE codes', async () => {
    const page = await app.inject({ url: `/kakao-auth/oauth/authorize?${authorizeQuery()}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('동의하고 계속하기');
    expect(page.body).toContain('value="st-123"');
    expect(
      (await app.inject({ url: `/kakao-auth/oauth/authorize?${authorizeQuery({ client_id: 'other' })}` }))
        .body,
    ).toContain('KOE101');
    expect(
      (await app.inject({ url: `/kakao-auth/oauth/authorize?${authorizeQuery({ response_type: 'token' })}` }))
        .body,
    ).toContain('KOE201');
    expect(
      (await app.inject({ url: `/kakao-auth/oauth/authorize?${authorizeQuery({ redirect_uri: 'nope' })}` }))
        .body,
    ).toContain('KOE006');
  });

  it('cancel redirects back with access_denied and the state', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/kakao-auth/oauth/authorize/cancel',
      headers: FORM,
      payload: authorizeQuery().toString(),
    });
    const url = new URL(String(res.headers.location));
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('error_description')).toBeTruthy();
    expect(url.searchParams.get('state')).toBe('st-123');
  });

  it('exchanges a code once for a token and serves the user with a verified email', async () => {
    const code = await consent({
      nickname: 'tester',
      emailConsent: 'on',
      email: 'a@example.com',
      emailVerified: 'on',
    });
    const res = await token({ code });
    expect(res.statusCode).toBe(200);
    const t = res.json();
    expect(t).toMatchObject({
      token_type: 'bearer',
      access_token: expect.any(String),
      expires_in: 21599,
      refresh_token: expect.any(String),
      refresh_token_expires_in: 5183999,
    });
    expect(t.scope).toContain('account_email');

    const user = await me(t.access_token);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      id: expect.any(Number),
      connected_at: expect.any(String),
      kakao_account: {
        email: 'a@example.com',
        is_email_verified: true,
        is_email_valid: true,
        email_needs_agreement: false,
        profile: { nickname: 'tester' },
      },
    });
    // Same account, same member number.
    const code2 = await consent({
      nickname: 'tester',
      emailConsent: 'on',
      email: 'a@example.com',
      emailVerified: 'on',
    });
    const user2 = await me((await token({ code: code2 })).json().access_token);
    expect(user2.json().id).toBe(user.json().id);

    const reuse = await token({ code });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({
      error: 'invalid_grant',
      error_code: 'KOE320',
      error_description: expect.any(String),
    });
  });

  it('serves users without email consent or with an unverified email, and exact 64-bit ids', async () => {
    const noEmail = await consent({ nickname: 'quiet' });
    const u1 = (await me((await token({ code: noEmail })).json().access_token)).json();
    expect(u1.kakao_account.email_needs_agreement).toBe(true);
    expect(u1.kakao_account).not.toHaveProperty('email');

    const unverified = await consent({
      emailConsent: 'on',
      email: 'b@example.com',
      kakaoId: '9223372036854775807',
    });
    const res = await me((await token({ code: unverified })).json().access_token);
    expect(res.json().kakao_account).toMatchObject({ email: 'b@example.com', is_email_verified: false });
    expect(res.body).toContain('"id":9223372036854775807');
  });

  it('checks content type, redirect_uri, client credentials and bearer tokens like Kakao', async () => {
    const code = await consent({});
    const json = await app.inject({
      method: 'POST',
      url: '/kakao-auth/oauth/token',
      payload: { grant_type: 'authorization_code', client_id: 'rest-key', redirect_uri: REDIRECT, code },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'invalid_request' });
    expect((await token({ code, redirect_uri: 'http://evil.example/cb' })).json()).toMatchObject({
      error: 'invalid_grant',
      error_code: 'KOE303',
    });
    expect((await token({ code, client_secret: 'wrong' })).json()).toMatchObject({
      error: 'invalid_client',
      error_code: 'KOE010',
    });
    expect((await token({ code, client_id: 'other' })).statusCode).toBe(401);
    expect((await token({ code, grant_type: 'password' })).json()).toMatchObject({
      error: 'unsupported_grant_type',
    });
    // None of the failures consumed the code.
    expect((await token({ code })).statusCode).toBe(200);

    const bad = await me('not-a-token');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ msg: 'this access token does not exist', code: -401 });
    expect((await app.inject({ url: '/kakao-api/v2/user/me' })).statusCode).toBe(401);
  });

  it('control mints codes without the browser, and faults apply to the REST routes', async () => {
    const res = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/kakao/codes',
      payload: { redirectUri: REDIRECT, clientId: 'rest-key', emailConsent: false },
    });
    expect(res.json().account).toMatchObject({ emailConsent: false });
    expect((await token({ code: res.json().code })).statusCode).toBe(200);
    state.faults.add({ service: 'kakao', count: 1, status: 500 });
    expect((await me('x')).statusCode).toBe(500);
  });
});
