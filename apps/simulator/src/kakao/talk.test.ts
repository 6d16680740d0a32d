import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';
import { CONTROL, TEST_SECRET } from '../test-support';

const REDIRECT = 'http://localhost:8081/v1/rank-alerts/kakao/callback';
const FORM = { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' };
const LINK = {
  web_url: 'http://localhost:8081/goodsTrackingRouter',
  mobile_web_url: 'http://localhost:8081/goodsTrackingRouter',
};

describe('KakaoTalk "send to me" simulator', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = buildSimulator({ secret: TEST_SECRET, logLevel: 'silent', kakao: { clientId: 'rest-key' } }));
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__control/reset', headers: CONTROL });
  });

  /** A token of the account `kakaoId`, with or without the talk_message consent. */
  const tokenFor = async (kakaoId: string, scopes: string[]) => {
    const minted = await app.inject({
      method: 'POST',
      url: '/__control/kakao/codes',
      headers: CONTROL,
      payload: { redirectUri: REDIRECT, clientId: 'rest-key', kakaoId, nickname: '셀러', scopes },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/kakao-auth/oauth/token',
      headers: FORM,
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'rest-key',
        redirect_uri: REDIRECT,
        code: minted.json().code,
      }).toString(),
    });
    return res.json() as { access_token: string; refresh_token: string; scope: string };
  };
  const send = (accessToken: string, template: unknown) =>
    app.inject({
      method: 'POST',
      url: '/kakao-api/v2/api/talk/memo/default/send',
      headers: { ...FORM, authorization: `Bearer ${accessToken}` },
      payload: new URLSearchParams({
        template_object: typeof template === 'string' ? template : JSON.stringify(template),
      }).toString(),
    });
  const inbox = async () =>
    (await app.inject({ url: '/__control/kakao/messages', headers: CONTROL })).json().messages as {
      kakaoId: string;
      text: string;
      linkUrl: string;
      buttons: { title: string; url: string }[];
    }[];

  it('delivers a text template to the token owner and lists it in the inbox', async () => {
    const t = await tokenFor('4100000001', ['talk_message']);
    expect(t.scope.split(' ')).toContain('talk_message');
    const res = await send(t.access_token, {
      object_type: 'text',
      text: '무선 이어폰 · 블루투스 이어폰\n12위 → 5위 (▲7)',
      link: LINK,
      button_title: '순위 기록 보기',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result_code: 0 });
    const [m] = await inbox();
    expect(m).toMatchObject({
      kakaoId: '4100000001',
      text: '무선 이어폰 · 블루투스 이어폰\n12위 → 5위 (▲7)',
      linkUrl: LINK.web_url,
      buttons: [{ title: '순위 기록 보기', url: LINK.web_url }],
    });
    const page = await app.inject({ url: '/mail/kakao-talk', headers: CONTROL });
    expect(page.body).toContain('12위 → 5위');
    // The inbox page is behind the simulator secret like the mail catcher.
    expect((await app.inject({ url: '/mail/kakao-talk' })).statusCode).toBe(401);
  });

  it('answers 401 (-401) without a live token and 403 (-402) without the talk_message consent', async () => {
    const bad = await send('nope', { object_type: 'text', text: 'x', link: LINK });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: -401 });
    const t = await tokenFor('4100000002', []);
    const res = await send(t.access_token, { object_type: 'text', text: 'x', link: LINK });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: -402, required_scopes: ['talk_message'] });
    expect(await inbox()).toEqual([]);
  });

  it('refuses templates Kakao refuses: over 200 characters, no link, bad buttons, other types', async () => {
    const t = await tokenFor('4100000003', ['talk_message']);
    const cases: unknown[] = [
      'not json',
      { object_type: 'text', text: 'x'.repeat(201), link: LINK },
      { object_type: 'text', text: 'no link' },
      { object_type: 'text', text: 'bad link', link: { web_url: 'javascript:alert(1)' } },
      { object_type: 'text', text: '', link: LINK },
      {
        object_type: 'text',
        text: 'three buttons',
        link: LINK,
        buttons: [1, 2, 3].map((i) => ({ title: `b${i}`, link: LINK })),
      },
      { object_type: 'text', text: 'untitled button', link: LINK, buttons: [{ link: LINK }] },
      { object_type: 'list', header_title: 'x', header_link: LINK, contents: [] },
      { object_type: 'feed', content: { title: 'no link' } },
    ];
    for (const c of cases) {
      const res = await send(t.access_token, c);
      expect(res.statusCode, JSON.stringify(c)).toBe(400);
      expect(res.json()).toMatchObject({ code: -2, msg: expect.any(String) });
    }
    // 200 characters exactly is fine, and so is a feed with a link.
    expect(
      (await send(t.access_token, { object_type: 'text', text: 'x'.repeat(200), link: LINK })).statusCode,
    ).toBe(200);
    expect(
      (await send(t.access_token, { object_type: 'feed', content: { title: '피드', link: LINK } }))
        .statusCode,
    ).toBe(200);
    expect(await inbox()).toHaveLength(2);
  });

  it('refreshes access tokens with the refresh token; a revoked consent answers 403 to old tokens', async () => {
    const t = await tokenFor('4100000004', ['talk_message']);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/kakao-auth/oauth/token',
      headers: FORM,
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'rest-key',
        refresh_token: t.refresh_token,
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);
    const r = refreshed.json();
    expect(r).toMatchObject({ token_type: 'bearer', access_token: expect.any(String), expires_in: 21599 });
    // A fresh refresh token (two months left) is not renewed, as at Kakao.
    expect(r).not.toHaveProperty('refresh_token');
    const ok = await send(r.access_token, { object_type: 'text', text: '새 토큰', link: LINK });
    expect(ok.statusCode).toBe(200);

    // The member takes the consent back (with the token, or in KakaoTalk's settings).
    const revoke = await app.inject({
      method: 'POST',
      url: '/kakao-api/v2/user/revoke/scopes',
      headers: { ...FORM, authorization: `Bearer ${r.access_token}` },
      payload: new URLSearchParams({ scopes: '["talk_message"]' }).toString(),
    });
    expect(revoke.json()).toEqual({ id: 4100000004 });
    expect((await send(t.access_token, { object_type: 'text', text: 'x', link: LINK })).statusCode).toBe(403);

    // Unlinking kills every token: 401, and the refresh token is refused with KOE322.
    const control = await app.inject({
      method: 'POST',
      url: '/__control/kakao/revoke',
      headers: CONTROL,
      payload: { kakaoId: '4100000004' },
    });
    expect(control.json()).toEqual({ revoked: true });
    expect((await send(r.access_token, { object_type: 'text', text: 'x', link: LINK })).statusCode).toBe(401);
    const dead = await app.inject({
      method: 'POST',
      url: '/kakao-auth/oauth/token',
      headers: FORM,
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'rest-key',
        refresh_token: t.refresh_token,
      }).toString(),
    });
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toMatchObject({ error: 'invalid_grant', error_code: 'KOE322' });
  });

  it('asks for talk_message on the consent page when authorize names it, and grants only what was ticked', async () => {
    const q = new URLSearchParams({
      client_id: 'rest-key',
      redirect_uri: REDIRECT,
      response_type: 'code',
      state: 's',
      scope: 'talk_message',
    });
    const page = await app.inject({ url: `/kakao-auth/oauth/authorize?${q}` });
    expect(page.body).toContain('name="consent_talk_message"');
    const agree = async (fields: Record<string, string>) => {
      const res = await app.inject({
        method: 'POST',
        url: '/kakao-auth/oauth/authorize/consent',
        headers: FORM,
        payload: new URLSearchParams({
          ...Object.fromEntries(q),
          kakaoId: '4100000005',
          ...fields,
        }).toString(),
      });
      const code = new URL(String(res.headers.location)).searchParams.get('code')!;
      const tok = await app.inject({
        method: 'POST',
        url: '/kakao-auth/oauth/token',
        headers: FORM,
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: 'rest-key',
          redirect_uri: REDIRECT,
          code,
        }).toString(),
      });
      return tok.json().scope as string;
    };
    expect(await agree({})).not.toContain('talk_message');
    expect(await agree({ consent_talk_message: 'on' })).toContain('talk_message');
  });
});

describe('KakaoTalk simulator controls', () => {
  it('expires access tokens on demand while the refresh token stays good', async () => {
    const { app } = buildSimulator({ secret: TEST_SECRET, logLevel: 'silent' });
    await app.ready();
    const minted = await app.inject({
      method: 'POST',
      url: '/__control/kakao/codes',
      headers: CONTROL,
      payload: { redirectUri: REDIRECT, kakaoId: '4100000009', scopes: ['talk_message'] },
    });
    const form = (fields: Record<string, string>) => ({
      method: 'POST' as const,
      url: '/kakao-auth/oauth/token',
      headers: FORM,
      payload: new URLSearchParams({ client_id: 'sim-kakao-rest-api-key', ...fields }).toString(),
    });
    const t = (
      await app.inject(
        form({ grant_type: 'authorization_code', redirect_uri: REDIRECT, code: minted.json().code }),
      )
    ).json();
    const expire = await app.inject({
      method: 'POST',
      url: '/__control/kakao/expire',
      headers: CONTROL,
      payload: { kakaoId: '4100000009' },
    });
    expect(expire.json()).toEqual({ expired: 1 });
    const send = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/kakao-api/v2/api/talk/memo/default/send',
        headers: { ...FORM, authorization: `Bearer ${token}` },
        payload: new URLSearchParams({
          template_object: JSON.stringify({ object_type: 'text', text: 'x', link: LINK }),
        }).toString(),
      });
    expect((await send(t.access_token)).statusCode).toBe(401);
    const r = (
      await app.inject(form({ grant_type: 'refresh_token', refresh_token: t.refresh_token }))
    ).json();
    expect((await send(r.access_token)).statusCode).toBe(200);
    await app.close();
  });
});
