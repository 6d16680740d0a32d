import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../http';
import {
  addFault,
  callCount,
  control,
  FAST_RETRY,
  resetSimulator,
  startTestSimulator,
  type RunningSimulator,
} from '../../test/simulator';
import { createKakaoClient, parseKakaoToken, parseKakaoUser } from './client';
import { KakaoError, type KakaoLoginPort } from './types';

const raw = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const user = (name: string) => parseKakaoUser(raw(name), JSON.parse(raw(name)));

async function caught(p: Promise<unknown>): Promise<KakaoError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(KakaoError);
    expect(e).toBeInstanceOf(ProviderError);
    return e as KakaoError;
  }
  throw new Error('expected a KakaoError');
}

describe('Kakao parsing of recorded vendor responses', () => {
  it('token', () => {
    expect(parseKakaoToken(JSON.parse(raw('token.json')))).toEqual({
      accessToken: 'Ff6vN3vQd0ZQK1vZr0i2vYyq5cP7u9Q2AAAAAQoNIFYAAAGVkP0xk_yb9l7mX1vL',
      tokenType: 'bearer',
      expiresIn: 21599,
      refreshToken: 'p1wUq3wA0Sb5aYlQW8Xkl9m2c0n4o6p8AAAAAgoNIFYAAAGVkP0xkfyb9l7mX1vL',
      refreshTokenExpiresIn: 5183999,
      scopes: ['account_email', 'profile_nickname'],
    });
  });

  it('user/me with a verified email, without email consent, with an unverified email', () => {
    expect(user('user-me-with-email.json')).toEqual({
      id: '3912487560',
      email: 'sellerkim@kakao.com',
      emailVerified: true,
      nickname: '셀러킴',
      profileImageUrl: null,
      connectedAt: '2025-03-11T04:22:07Z',
    });
    expect(user('user-me-without-email.json')).toMatchObject({
      id: '3912487561',
      email: null,
      emailVerified: false,
      nickname: '조용한셀러',
      profileImageUrl: 'http://k.kakaocdn.net/dn/abc/img_640x640.jpg',
    });
    expect(user('user-me-unverified-email.json')).toMatchObject({
      email: 'newbie@example.com',
      emailVerified: false,
    });
  });

  it('keeps 64-bit member numbers exact', () => {
    const text =
      '{"id":9223372036854775807,"connected_at":"2025-03-11T00:00:00Z","kakao_account":{"profile":{"nickname":"n","id":1}}}';
    expect(parseKakaoUser(text, JSON.parse(text)).id).toBe('9223372036854775807');
    const later = '{"connected_at":"2025-03-11T00:00:00Z","for_partner":{"id":12},"id":9007199254740993}';
    expect(parseKakaoUser(later, JSON.parse(later)).id).toBe('9007199254740993');
  });

  it('rejects bodies without what login needs', async () => {
    expect((await caught(Promise.resolve().then(() => parseKakaoToken({ token_type: 'bearer' })))).kind).toBe(
      'malformed',
    );
    expect((await caught(Promise.resolve().then(() => parseKakaoUser('{}', {})))).kind).toBe('malformed');
    expect(
      (await caught(Promise.resolve().then(() => parseKakaoUser('{"id":"abc"}', { id: 'abc' })))).kind,
    ).toBe('malformed');
  });
});

describe('Kakao client against the simulator', () => {
  let sim: RunningSimulator;
  let kakao: KakaoLoginPort;
  const REDIRECT = 'http://localhost:8081/v1/auth/kakao/callback';
  const client = (over: Partial<Parameters<typeof createKakaoClient>[0]> = {}) =>
    createKakaoClient({
      authBaseUrl: `${sim.url}/kakao-auth`,
      browserAuthBaseUrl: `http://localhost:${sim.port}/kakao-auth`,
      apiBaseUrl: `${sim.url}/kakao-api`,
      clientId: 'sim-kakao-rest-api-key',
      retry: FAST_RETRY,
      timeoutMs: 2_000,
      ...over,
    });

  /** Signs in like a browser: the consent page, then the consent form's redirect. */
  async function browserLogin(fields: Record<string, string>): Promise<URL> {
    const url = new URL(
      kakao.authorizeUrl({ state: 'csrf-1', redirectUri: REDIRECT, scope: 'account_email' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`http://localhost:${sim.port}/kakao-auth/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'sim-kakao-rest-api-key',
      redirect_uri: REDIRECT,
      response_type: 'code',
      state: 'csrf-1',
      scope: 'account_email',
    });
    expect((await fetch(`${sim.url}${url.pathname}${url.search}`)).status).toBe(200);
    const res = await fetch(`${sim.url}/kakao-auth/oauth/authorize/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), ...fields }),
      redirect: 'manual',
    });
    const back = new URL(res.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('csrf-1');
    return back;
  }

  beforeAll(async () => {
    sim = await startTestSimulator();
    kakao = client();
  });
  afterAll(() => sim.close());
  beforeEach(() => resetSimulator(sim));

  it('signs in with a verified email', async () => {
    const back = await browserLogin({
      nickname: 'tester',
      emailConsent: 'on',
      email: 'tester@example.com',
      emailVerified: 'on',
    });
    const token = await kakao.exchangeCode({ code: back.searchParams.get('code')!, redirectUri: REDIRECT });
    expect(token).toMatchObject({
      tokenType: 'bearer',
      expiresIn: 21599,
      scopes: ['profile_nickname', 'account_email'],
    });
    const me = await kakao.getUser(token.accessToken);
    expect(me).toMatchObject({
      id: expect.stringMatching(/^\d{10}$/),
      email: 'tester@example.com',
      emailVerified: true,
      nickname: 'tester',
    });
  });

  it('signs in without email consent, and with a 64-bit member number', async () => {
    const back = await browserLogin({ nickname: 'quiet', kakaoId: '9223372036854775807' });
    const token = await kakao.exchangeCode({ code: back.searchParams.get('code')!, redirectUri: REDIRECT });
    expect(await kakao.getUser(token.accessToken)).toMatchObject({
      id: '9223372036854775807',
      email: null,
      emailVerified: false,
    });
  });

  it('maps Kakao OAuth errors: reused code KOE320, redirect mismatch KOE303, bad token -401', async () => {
    const { code } = await control<{ code: string }>(sim, 'POST', '/__control/kakao/codes', {
      redirectUri: REDIRECT,
      clientId: 'sim-kakao-rest-api-key',
    });
    expect(
      await caught(kakao.exchangeCode({ code, redirectUri: 'http://localhost:8081/other' })),
    ).toMatchObject({ kind: 'bad-request', status: 400, error: 'invalid_grant', code: 'KOE303' });
    await kakao.exchangeCode({ code, redirectUri: REDIRECT });
    const reused = await caught(kakao.exchangeCode({ code, redirectUri: REDIRECT }));
    expect(reused).toMatchObject({
      kind: 'bad-request',
      error: 'invalid_grant',
      code: 'KOE320',
      retryable: false,
    });
    expect(await callCount(sim, 'kakao', 'POST /oauth/token')).toBe(3);
    expect(await caught(kakao.getUser('expired-token'))).toMatchObject({
      kind: 'auth',
      status: 401,
      code: '-401',
    });
  });

  it('is unconfigured without a REST API key', async () => {
    const none = client({ clientId: undefined });
    expect(() => none.authorizeUrl({ state: 's', redirectUri: REDIRECT })).toThrow(KakaoError);
    expect(await caught(none.exchangeCode({ code: 'c', redirectUri: REDIRECT }))).toMatchObject({
      kind: 'unconfigured',
    });
  });

  describe('faults', () => {
    it('maps a recorded Kakao error body', async () => {
      await addFault(sim, {
        service: 'kakao',
        count: 1,
        status: 400,
        body: JSON.parse(raw('token-error-koe320.json')),
      });
      expect(await caught(kakao.exchangeCode({ code: '6q0W1kT3sXn8', redirectUri: REDIRECT }))).toMatchObject(
        {
          kind: 'bad-request',
          error: 'invalid_grant',
          code: 'KOE320',
          message: expect.stringContaining('authorization code not found for code=6q0W1kT3sXn8'),
        },
      );
    });

    it('never retries the single-use token exchange after a 5xx or timeout, but does after 429', async () => {
      const { code } = await control<{ code: string }>(sim, 'POST', '/__control/kakao/codes', {
        redirectUri: REDIRECT,
      });
      await addFault(sim, { service: 'kakao', count: 1, status: 500 });
      expect(await caught(kakao.exchangeCode({ code, redirectUri: REDIRECT }))).toMatchObject({
        kind: 'server',
      });
      expect(await callCount(sim, 'kakao', 'POST /oauth/token')).toBe(1);
      await addFault(sim, { service: 'kakao', count: 1, delayMs: 300 });
      expect(
        await caught(client({ timeoutMs: 80 }).exchangeCode({ code, redirectUri: REDIRECT })),
      ).toMatchObject({ kind: 'timeout' });
      expect(await callCount(sim, 'kakao', 'POST /oauth/token')).toBe(2);

      const fresh = await control<{ code: string }>(sim, 'POST', '/__control/kakao/codes', {
        redirectUri: REDIRECT,
      });
      await addFault(sim, { service: 'kakao', count: 1, status: 429 });
      expect(await kakao.exchangeCode({ code: fresh.code, redirectUri: REDIRECT })).toMatchObject({
        tokenType: 'bearer',
      });
    });

    it('retries user/me on 429/5xx/timeouts, not on 401/403/malformed', async () => {
      const { code } = await control<{ code: string }>(sim, 'POST', '/__control/kakao/codes', {
        redirectUri: REDIRECT,
      });
      const { accessToken } = await kakao.exchangeCode({ code, redirectUri: REDIRECT });
      await addFault(sim, { service: 'kakao', count: 2, status: 503 });
      expect(await kakao.getUser(accessToken)).toMatchObject({ email: expect.any(String) });
      await addFault(sim, { service: 'kakao', count: 1, status: 429 });
      await addFault(sim, { service: 'kakao', count: 1, delayMs: 300 });
      expect(await client({ timeoutMs: 80 }).getUser(accessToken)).toMatchObject({ emailVerified: true });
      const before = await callCount(sim, 'kakao', 'GET /v2/user/me');
      expect(before).toBe(6);

      await addFault(sim, {
        service: 'kakao',
        count: 1,
        status: 403,
        body: { msg: 'insufficient scopes', code: -402 },
      });
      expect(await caught(kakao.getUser(accessToken))).toMatchObject({ kind: 'forbidden', code: '-402' });
      await addFault(sim, { service: 'kakao', count: 1, status: 401 });
      expect(await caught(kakao.getUser(accessToken))).toMatchObject({ kind: 'auth' });
      await addFault(sim, { service: 'kakao', count: 1, malformed: true });
      expect(await caught(kakao.getUser(accessToken))).toMatchObject({ kind: 'malformed' });
      expect(await callCount(sim, 'kakao', 'GET /v2/user/me')).toBe(before + 3);

      await addFault(sim, { service: 'kakao', count: 3, status: 502 });
      expect(await caught(kakao.getUser(accessToken))).toMatchObject({ kind: 'server', status: 502 });
    });
  });
});
