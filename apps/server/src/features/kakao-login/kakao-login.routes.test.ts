import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { createMember, uniqueEmail } from '../../test/app';
import {
  ALL_AGREED,
  type AccountsTestApp,
  Browser,
  createAccountsTestApp,
  signIn,
} from '../../test/accounts';
import { control } from '../../test/simulator';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const sql = (text: string, values?: unknown[]) => t.database.sql.executeSql(text, values);
const redirectUri = () => `${t.config.publicUrl}/v1/auth/kakao/callback`;

/** The login link for this browser, and the state in it. */
async function kakaoLink(b: Browser) {
  const res = await b.get('/v1/member/user/kakaoLoginLink');
  expect(res.statusCode).toBe(200);
  const link = new URL(res.json().data as string);
  return { link, state: link.searchParams.get('state')! };
}

/** What the simulator's consent page would hand back for this Kakao account. */
async function kakaoCode(account: {
  kakaoId?: string;
  email?: string;
  nickname?: string;
  emailConsent?: boolean;
  emailVerified?: boolean;
}) {
  const r = await control<{ code: string }>(t.sim, 'POST', '/__control/kakao/codes', {
    redirectUri: redirectUri(),
    ...account,
  });
  return r.code;
}

const kakaoId = () => String(4_000_000_000 + Math.floor(Math.random() * 1_000_000_000));

describe('GET /v1/member/user/kakaoLoginLink', () => {
  it('answers the authorize URL with a state bound to this browser', async () => {
    const b = new Browser(t);
    const { link, state } = await kakaoLink(b);
    expect(link.origin).toBe(`http://localhost:${t.sim.port}`);
    expect(link.pathname).toBe('/kakao-auth/oauth/authorize');
    expect(link.searchParams.get('redirect_uri')).toBe(redirectUri());
    expect(link.searchParams.get('response_type')).toBe('code');
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(b.cookies.has('pre')).toBe(true);
    // Only its hash is stored.
    const rows = await sql('select kakao_state_hash from anon_sessions where kakao_state_hash is not null');
    expect(JSON.stringify(rows.rows)).not.toContain(state);
  });
});

describe('GET /v1/member/user/kakaoLoginLink without a cookie, repeated', () => {
  it('is rate-limited, so calls cannot pile up anonymous sessions; expired ones go within 15 minutes', async () => {
    const limited = await createAccountsTestApp({ LOGIN_RATE_LIMIT_MAX: '5' });
    try {
      const count = async () =>
        Number(
          (
            (await limited.database.sql.executeSql('select count(*)::int as n from anon_sessions'))
              .rows[0] as { n: number }
          ).n,
        );
      const before = await count();
      const statuses: number[] = [];
      for (let i = 0; i < 300; i++) {
        const res = await limited.app.inject({
          method: 'GET',
          url: '/v1/member/user/kakaoLoginLink',
          remoteAddress: '10.66.0.1',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(295);
      expect((await count()) - before).toBe(5);

      // The cleanup (every 15 minutes: accounts.jobs.test.ts) removes the rows once their hour is over.
      await limited.database.sql.executeSql(
        "update anon_sessions set expires_at = now() - interval '1 minute'",
      );
      await limited.jobs.send('anon-cleanup', {});
      await limited.jobs.settle();
      expect(await count()).toBe(0);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /v1/auth/kakao/callback', () => {
  it('asks a new Kakao user for the consents, then signs them up and in; the same Kakao account signs in to it again', async () => {
    const id = kakaoId();
    const email = uniqueEmail('kakao');
    const b = new Browser(t);
    const { state } = await kakaoLink(b);
    const res = await b.get(
      `/v1/auth/kakao/callback?code=${await kakaoCode({ kakaoId: id, email, nickname: '카톡' })}&state=${state}`,
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?loginType=social&kakaoSignup=need');
    expect(b.cookies.has('sid')).toBe(false);
    const yes = await b.post('/v1/auth/kakao/signup', { agreements: ALL_AGREED });
    expect(yes.statusCode).toBe(200);
    expect(b.cookies.has('sid')).toBe(true);
    const user = (await b.post('/v1/member/user/memberSession')).json().data;
    expect(user).toMatchObject({ mbrEmail: email, mbrTpCd: 'KAKAO', mbrNm: '카톡' });

    const again = new Browser(t);
    const second = await kakaoLink(again);
    const login = await again.get(
      `/v1/auth/kakao/callback?code=${await kakaoCode({ kakaoId: id, email: 'changed@example.com' })}&state=${second.state}`,
    );
    expect(login.headers.location).toBe('/login?loginType=social');
    expect((await again.post('/v1/member/user/memberSession')).json().data.mbrSn).toBe(user.mbrSn);
  });

  it('refuses a state that does not match this browser, or one used before', async () => {
    const b = new Browser(t);
    const { state } = await kakaoLink(b);
    const code = await kakaoCode({ kakaoId: kakaoId(), email: uniqueEmail() });
    for (const [who, query] of [
      [b, `code=${code}&state=forged-state`],
      [b, `code=${code}`],
      [new Browser(t), `code=${code}&state=${state}`],
    ] as const) {
      const res = await who.get(`/v1/auth/kakao/callback?${query}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?loginType=social&kakaoError=STATE_MISMATCH');
      expect(who.cookies.has('sid')).toBe(false);
    }
    // The browser's own state still works, once.
    const ok = await b.get(`/v1/auth/kakao/callback?code=${code}&state=${state}`);
    expect(ok.headers.location).toBe('/login?loginType=social&kakaoSignup=need');
    const replay = await b.get(`/v1/auth/kakao/callback?code=${code}&state=${state}`);
    expect(replay.headers.location).toBe('/login?loginType=social&kakaoError=STATE_MISMATCH');
  });

  it('refuses an expired state', async () => {
    const b = new Browser(t);
    const { state } = await kakaoLink(b);
    await sql(
      `update anon_sessions set kakao_state_expires_at = now() - interval '1 second' where kakao_state_hash is not null`,
    );
    const res = await b.get(
      `/v1/auth/kakao/callback?code=${await kakaoCode({ email: uniqueEmail() })}&state=${state}`,
    );
    expect(res.headers.location).toContain('kakaoError=STATE_MISMATCH');
  });

  it('tells a cancel, a Kakao account without a verified e-mail and a failed token exchange apart', async () => {
    const cases: Array<[() => Promise<string>, string]> = [
      [async () => 'error=access_denied', 'CANCELLED'],
      [async () => `code=${await kakaoCode({ emailConsent: false })}`, 'EMAIL_REQUIRED'],
      [
        async () => `code=${await kakaoCode({ email: uniqueEmail(), emailVerified: false })}`,
        'EMAIL_REQUIRED',
      ],
      [async () => 'code=not-a-real-code', 'FAILED'],
    ];
    for (const [query, error] of cases) {
      const b = new Browser(t);
      const { state } = await kakaoLink(b);
      const res = await b.get(`/v1/auth/kakao/callback?${await query()}&state=${state}`);
      expect(res.headers.location).toBe(`/login?loginType=social&kakaoError=${error}`);
      expect(b.cookies.has('sid')).toBe(false);
    }
  });
});

describe('merging a Kakao account into an existing account', () => {
  it('asks first (isMemberExists=need), links on yes, and the next Kakao login signs in to the account', async () => {
    const m = await createMember(t);
    const id = kakaoId();
    const b = new Browser(t);
    const { state } = await kakaoLink(b);
    const res = await b.get(
      `/v1/auth/kakao/callback?code=${await kakaoCode({ kakaoId: id, email: m.email.toUpperCase() })}&state=${state}`,
    );
    expect(res.headers.location).toBe('/login?loginType=social&isMemberExists=need');
    expect(b.cookies.has('sid')).toBe(false);
    expect((await sql('select kakao_id from members where mbr_sn = $1', [m.mbrSn])).rows[0]).toEqual({
      kakao_id: null,
    });

    // Another browser cannot answer for this one.
    const other = await new Browser(t).post('/v1/auth/kakao/needLinkKakaoAccount');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      code: 'KAKAO_LINK_EXPIRED',
      message: ko.errors.KAKAO_LINK_EXPIRED,
      data: null,
    });

    const yes = await b.post('/v1/auth/kakao/needLinkKakaoAccount');
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ code: 'OK', message: ko.account.kakaoLinked, data: null });
    expect(b.cookies.has('sid')).toBe(false); // "log in again"
    expect((await sql('select kakao_id from members where mbr_sn = $1', [m.mbrSn])).rows[0]).toEqual({
      kakao_id: id,
    });
    expect((await b.post('/v1/auth/kakao/needLinkKakaoAccount')).statusCode).toBe(400);

    const again = await kakaoLink(b);
    const login = await b.get(
      `/v1/auth/kakao/callback?code=${await kakaoCode({ kakaoId: id, email: m.email })}&state=${again.state}`,
    );
    expect(login.headers.location).toBe('/login?loginType=social');
    expect((await b.post('/v1/member/user/memberSession')).json().data.mbrSn).toBe(m.mbrSn);
    // The password still works too.
    await signIn(new Browser(t), m.email, m.password);
  });

  it('on no nothing is linked and the next Kakao login asks again; a stale question expires', async () => {
    const m = await createMember(t);
    const id = kakaoId();
    const b = new Browser(t);
    let { state } = await kakaoLink(b);
    await b.get(
      `/v1/auth/kakao/callback?code=${await kakaoCode({ kakaoId: id, email: m.email })}&state=${state}`,
    );
    // "No": the page makes no call. Later the same Kakao account asks again.
    ({ state } = await kakaoLink(b));
    const res = await b.get(
      `/v1/auth/kakao/callback?code=${await kakaoCode({ kakaoId: id, email: m.email })}&state=${state}`,
    );
    expect(res.headers.location).toBe('/login?loginType=social&isMemberExists=need');
    await sql(
      `update anon_sessions set kakao_link_expires_at = now() - interval '1 second' where kakao_link_id = $1`,
      [id],
    );
    expect((await b.post('/v1/auth/kakao/needLinkKakaoAccount')).json().code).toBe('KAKAO_LINK_EXPIRED');
    expect((await sql('select kakao_id from members where mbr_sn = $1', [m.mbrSn])).rows[0]).toEqual({
      kakao_id: null,
    });
  });

  it('refuses a Kakao login to a withdrawn or suspended account', async () => {
    const m = await createMember(t);
    await sql(`update members set status = 'SUSPENDED' where mbr_sn = $1`, [m.mbrSn]);
    const b = new Browser(t);
    const { state } = await kakaoLink(b);
    const res = await b.get(
      `/v1/auth/kakao/callback?code=${await kakaoCode({ email: m.email })}&state=${state}`,
    );
    expect(res.headers.location).toBe('/login?loginType=social&kakaoError=INACTIVE');
  });
});

describe('a new Kakao person signs up only after the consents (issue 22 §9)', () => {
  const members = async (id: string) =>
    (await sql('select mbr_sn from members where kakao_id = $1', [id])).rows as Array<{ mbr_sn: number }>;
  /** A browser whose Kakao login of a new person waits for the consents. */
  async function pending(opts: { id?: string; email?: string; nickname?: string } = {}) {
    const id = opts.id ?? kakaoId();
    const email = opts.email ?? uniqueEmail('kakaonew');
    const b = new Browser(t);
    const { state } = await kakaoLink(b);
    const code = await kakaoCode({ kakaoId: id, email, nickname: opts.nickname ?? '새카톡' });
    const res = await b.get(`/v1/auth/kakao/callback?code=${code}&state=${state}`);
    expect(res.headers.location).toBe('/login?loginType=social&kakaoSignup=need');
    return { b, id, email };
  }

  it('makes no member before the consents, and tells the dialog who is signing up', async () => {
    const { b, id, email } = await pending({ nickname: '동의전' });
    expect(await members(id)).toEqual([]);
    expect(b.cookies.has('sid')).toBe(false);
    const who = await b.get('/v1/auth/kakao/signup');
    expect(who.statusCode).toBe(200);
    expect(who.json().data).toEqual({ email, nickname: '동의전' });
    // Another browser has nobody waiting.
    const other = await new Browser(t).get('/v1/auth/kakao/signup');
    expect([other.statusCode, other.json().code]).toEqual([400, 'KAKAO_SIGNUP_EXPIRED']);
  });

  it('refuses missing required consents with 400 and makes nothing; the question stays open', async () => {
    const { b, id } = await pending();
    for (const agreements of [
      undefined,
      { child: false, terms: true, privacy: true, promotions: true },
      { child: true, terms: false, privacy: true, promotions: true },
      { child: true, terms: true, privacy: false, promotions: true },
    ]) {
      const res = await b.post('/v1/auth/kakao/signup', agreements ? { agreements } : {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'CONSENT_REQUIRED',
        message: ko.errors.CONSENT_REQUIRED,
        data: null,
      });
    }
    expect(await members(id)).toEqual([]);
    expect(b.cookies.has('sid')).toBe(false);
    expect((await b.get('/v1/auth/kakao/signup')).statusCode).toBe(200);
  });

  it('on cancel forgets the person and makes nothing; a later yes is refused', async () => {
    const { b, id, email } = await pending();
    const no = await b.post('/v1/auth/kakao/signup/cancel');
    expect(no.json()).toEqual({ code: 'OK', message: ko.account.kakaoSignupCancelled, data: null });
    const kept = await sql('select count(*)::int as n from anon_sessions where kakao_signup_email = $1', [
      email,
    ]);
    expect(kept.rows[0]).toEqual({ n: 0 });
    const yes = await b.post('/v1/auth/kakao/signup', { agreements: ALL_AGREED });
    expect([yes.statusCode, yes.json().code]).toEqual([400, 'KAKAO_SIGNUP_EXPIRED']);
    expect(await members(id)).toEqual([]);
  });

  it('on yes makes the member with its four consent rows and signs in; a replay is refused', async () => {
    const { b, id, email } = await pending({ nickname: '가입자' });
    const before = Date.now();
    const yes = await b.post('/v1/auth/kakao/signup', {
      agreements: { child: true, terms: true, privacy: true, promotions: true },
    });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ code: 'OK', message: ko.account.kakaoJoined, data: { next: 'signedIn' } });
    const user = (await b.post('/v1/member/user/memberSession')).json().data;
    expect(user).toMatchObject({ mbrEmail: email, mbrTpCd: 'KAKAO', mbrNm: '가입자' });
    const rows = await members(id);
    expect(rows.map((r) => r.mbr_sn)).toEqual([user.mbrSn]);
    const consents = (
      await sql('select kind, agreed, version, at from member_consents where mbr_sn = $1 order by kind', [
        user.mbrSn,
      ])
    ).rows as Array<{ kind: string; agreed: boolean; version: string; at: Date }>;
    expect(consents.map(({ kind, agreed, version }) => ({ kind, agreed, version }))).toEqual([
      { kind: 'AGE14', agreed: true, version: '2025-01-01' },
      { kind: 'PRIVACY', agreed: true, version: '2025-01-01' },
      { kind: 'PROMOTIONS', agreed: true, version: '2025-01-01' },
      { kind: 'TERMS', agreed: true, version: '2025-01-01' },
    ]);
    for (const c of consents) expect(new Date(c.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The person's Kakao details no longer wait in the anonymous session.
    const kept = await sql('select count(*)::int as n from anon_sessions where kakao_signup_email = $1', [
      email,
    ]);
    expect(kept.rows[0]).toEqual({ n: 0 });

    const replay = await b.post('/v1/auth/kakao/signup', { agreements: ALL_AGREED });
    expect([replay.statusCode, replay.json().code]).toEqual([400, 'KAKAO_SIGNUP_EXPIRED']);
    expect(await members(id)).toHaveLength(1);
  });

  it('records promotions as refused when only the required consents are given', async () => {
    const { b } = await pending();
    expect((await b.post('/v1/auth/kakao/signup', { agreements: ALL_AGREED })).statusCode).toBe(200);
    const user = (await b.post('/v1/member/user/memberSession')).json().data;
    const promo = await sql(`select agreed from member_consents where mbr_sn = $1 and kind = 'PROMOTIONS'`, [
      user.mbrSn,
    ]);
    expect(promo.rows).toEqual([{ agreed: false }]);
  });

  it('refuses an expired question and makes nothing', async () => {
    const { b, id, email } = await pending();
    await sql(
      `update anon_sessions set kakao_signup_expires_at = now() - interval '1 second' where kakao_signup_email = $1`,
      [email],
    );
    expect((await b.get('/v1/auth/kakao/signup')).statusCode).toBe(400);
    const yes = await b.post('/v1/auth/kakao/signup', { agreements: ALL_AGREED });
    expect([yes.statusCode, yes.json().code]).toEqual([400, 'KAKAO_SIGNUP_EXPIRED']);
    expect(await members(id)).toEqual([]);
    // The 15-minute cleanup drops the person's e-mail and nickname from the live session.
    await t.jobs.send('anon-cleanup', {});
    await t.jobs.settle();
    const kept = await sql('select count(*)::int as n from anon_sessions where kakao_signup_email = $1', [
      email,
    ]);
    expect(kept.rows[0]).toEqual({ n: 0 });
  });

  it('the same Kakao account agreeing in two browsers at once makes one member, both signed in to it', async () => {
    const id = kakaoId();
    const email = uniqueEmail('kakaotwice');
    const one = await pending({ id, email });
    const two = await pending({ id, email });
    const [a, b] = await Promise.all([
      one.b.post('/v1/auth/kakao/signup', { agreements: ALL_AGREED }),
      two.b.post('/v1/auth/kakao/signup', { agreements: ALL_AGREED }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await members(id);
    expect(rows).toHaveLength(1);
    for (const browser of [one.b, two.b]) {
      expect((await browser.post('/v1/member/user/memberSession')).json().data.mbrSn).toBe(rows[0]!.mbr_sn);
    }
    const consents = await sql('select count(*)::int as n from member_consents where mbr_sn = $1', [
      rows[0]!.mbr_sn,
    ]);
    expect(consents.rows[0]).toEqual({ n: 4 });
  });

  it('an e-mail taken while the person read the terms turns into the link question', async () => {
    const { b, id, email } = await pending();
    const m = await createMember(t, { email });
    const yes = await b.post('/v1/auth/kakao/signup', { agreements: ALL_AGREED });
    expect(yes.statusCode).toBe(200);
    expect(yes.json().data).toEqual({ next: 'link' });
    expect(b.cookies.has('sid')).toBe(false);
    expect(await members(id)).toEqual([]);
    // The usual link flow follows: yes links the Kakao account to the existing one.
    expect((await b.post('/v1/auth/kakao/needLinkKakaoAccount')).statusCode).toBe(200);
    expect((await sql('select kakao_id from members where mbr_sn = $1', [m.mbrSn])).rows[0]).toEqual({
      kakao_id: id,
    });
  });

  it('a later Kakao login that needs a link drops an earlier pending sign-up of the browser', async () => {
    const { b, id } = await pending();
    const m = await createMember(t);
    const { state } = await kakaoLink(b);
    await b.get(`/v1/auth/kakao/callback?code=${await kakaoCode({ email: m.email })}&state=${state}`);
    const yes = await b.post('/v1/auth/kakao/signup', { agreements: ALL_AGREED });
    expect([yes.statusCode, yes.json().code]).toEqual([400, 'KAKAO_SIGNUP_EXPIRED']);
    expect(await members(id)).toEqual([]);
  });
});
