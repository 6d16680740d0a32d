import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { createMember, uniqueEmail } from '../../test/app';
import {
  ALL_AGREED,
  type AccountsTestApp,
  Browser,
  JOIN_PASSWORD,
  createAccountsTestApp,
  mailCount,
  newPerson,
  readCode,
  signIn,
  signUp,
  startIdentity,
  verifyEmail,
  verifyIdentity,
} from '../../test/accounts';
import { control } from '../../test/simulator';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const sql = (text: string, values?: unknown[]) => t.database.sql.executeSql(text, values);

describe('POST /v1/member/cmmn/checkdUplication', () => {
  it('answers 가입가능 as text for a free e-mail, from a form or JSON', async () => {
    const b = new Browser(t);
    const json = await b.post('/v1/member/cmmn/checkdUplication', { mbrEmail: uniqueEmail() });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/^text\/plain/);
    expect(json.body).toBe('가입가능');
    const form = await b.request(
      'POST',
      '/v1/member/cmmn/checkdUplication',
      `mbrEmail=${encodeURIComponent(uniqueEmail())}`,
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(form.body).toBe('가입가능');
  });

  it('tells that an e-mail is in use (any letter case) and refuses a malformed one', async () => {
    const m = await createMember(t);
    const b = new Browser(t);
    const taken = await b.post('/v1/member/cmmn/checkdUplication', { mbrEmail: m.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'EMAIL_TAKEN', message: ko.errors.EMAIL_TAKEN, data: null });
    const bad = await b.post('/v1/member/cmmn/checkdUplication', { mbrEmail: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ko.validation.emailInvalid);
  });
});

describe('e-mail codes', () => {
  it('mails a 6-digit code, stores only a salted hash and never answers the code', async () => {
    const b = new Browser(t);
    const email = uniqueEmail('code');
    const res = await b.post('/v1/member/mail/send', { mbrEmail: email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 'OK',
      message: ko.account.codeSent,
      data: { expiresInSeconds: 600, resendAfterSeconds: 60 },
    });
    const code = await readCode(t.sim, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);
    expect(res.cookies.find((c) => c.name === 'pre')?.httpOnly).toBe(true);
    const rows = await sql(
      'select code_hash, salt, expires_at - created_at as ttl from email_codes where email = $1',
      [email],
    );
    const row = rows.rows[0] as { code_hash: string; salt: string };
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(row.salt.length).toBeGreaterThan(10);
    const inbox = await control<{ messages: Array<{ subject: string; html: string }> }>(
      t.sim,
      'GET',
      `/__control/mail?to=${email}`,
    );
    expect(inbox.messages[0]!.subject).toBe(ko.accountMail.joinSubject);
    expect(inbox.messages[0]!.html).toContain(code);
  });

  it('refuses to send a sign-up code to an e-mail in use', async () => {
    const m = await createMember(t);
    const res = await new Browser(t).post('/v1/member/mail/send', { mbrEmail: m.email });
    expect(res.statusCode).toBe(409);
    expect(await mailCount(t.sim, m.email)).toBe(0);
  });

  it('throttles resending per e-mail for a minute, telling the seconds left; another e-mail goes at once', async () => {
    const b = new Browser(t);
    const email = uniqueEmail('throttle');
    const first = await b.post('/v1/member/mail/send', { mbrEmail: email });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ expiresInSeconds: 600, resendAfterSeconds: 60 });
    const again = await b.post('/v1/member/mail/send', { mbrEmail: email });
    expect(again.statusCode).toBe(429);
    const { code, message, data } = again.json();
    expect(code).toBe('CODE_RESEND_TOO_SOON');
    expect(data.resendAfterSeconds).toBeGreaterThan(50);
    expect(data.resendAfterSeconds).toBeLessThanOrEqual(60);
    expect(message).toBe(ko.account.codeTooSoonIn(data.resendAfterSeconds));
    // Another browser, same e-mail: still throttled, with the same wait.
    const other = await new Browser(t).post('/v1/member/mail/send', { mbrEmail: email });
    expect(other.statusCode).toBe(429);
    expect(other.json().data.resendAfterSeconds).toBeLessThanOrEqual(data.resendAfterSeconds);
    // Same browser, a corrected e-mail: its code goes out at once.
    const corrected = uniqueEmail('corrected');
    expect((await b.post('/v1/member/mail/send', { mbrEmail: corrected })).statusCode).toBe(200);
    expect(await mailCount(t.sim, corrected)).toBe(1);
    // 20 seconds on, the first address waits 40 more.
    await sql(`update email_codes set created_at = created_at - interval '20 seconds' where email = $1`, [
      email,
    ]);
    const later = await b.post('/v1/member/mail/send', { mbrEmail: email });
    expect(later.statusCode).toBe(429);
    expect(later.json().data.resendAfterSeconds).toBeLessThanOrEqual(40);
    // A minute later it may send again.
    await sql(`update email_codes set created_at = created_at - interval '41 seconds' where email = $1`, [
      email,
    ]);
    expect((await b.post('/v1/member/mail/send', { mbrEmail: email })).statusCode).toBe(200);
    expect(await mailCount(t.sim, email)).toBe(2);
  });

  it('sends at most 10 code mails a Korea day to one address, and 30 from one client address', async () => {
    const email = uniqueEmail('daily');
    const ago = (email: string) =>
      sql(`update email_codes set created_at = created_at - interval '61 seconds' where email = $1`, [email]);
    // Ten browsers on ten networks, a minute apart: ten mails.
    for (let i = 0; i < 10; i++) {
      const res = await new Browser(t).post('/v1/member/mail/send', { mbrEmail: email });
      expect(res.statusCode, `send ${i + 1}`).toBe(200);
      await ago(email);
    }
    const eleventh = await new Browser(t).post('/v1/member/mail/send', { mbrEmail: email, purpose: 'reset' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'CODE_DAILY_LIMIT', message: ko.errors.CODE_DAILY_LIMIT });
    expect(await mailCount(t.sim, email)).toBe(10);

    // One client address, thirty addresses: the thirty-first is refused, and counts nothing.
    const ip = '10.250.0.1';
    for (let i = 0; i < 30; i++) {
      const res = await new Browser(t, ip).post('/v1/member/mail/send', { mbrEmail: uniqueEmail('office') });
      expect(res.statusCode, `client send ${i + 1}`).toBe(200);
    }
    const other = uniqueEmail('office');
    const over = await new Browser(t, ip).post('/v1/member/mail/send', { mbrEmail: other });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'CODE_DAILY_LIMIT_CLIENT',
      message: ko.errors.CODE_DAILY_LIMIT_CLIENT,
    });
    expect(await mailCount(t.sim, other)).toBe(0);
    // The refused address lost none of its own ten.
    expect((await new Browser(t).post('/v1/member/mail/send', { mbrEmail: other })).statusCode).toBe(200);

    // A new Korea day starts both counts again.
    await sql(`update mail_send_counts set day = day - 1`);
    expect((await new Browser(t).post('/v1/member/mail/send', { mbrEmail: email })).statusCode).toBe(200);
  });

  it('accepts the right code once it is typed in this browser', async () => {
    const b = new Browser(t);
    const email = uniqueEmail('verify');
    await b.post('/v1/member/mail/send', { mbrEmail: email });
    const code = await readCode(t.sim, email);
    // The same code typed in another browser does not verify (the code belongs to this browser).
    const elsewhere = await new Browser(t).post('/v1/member/mail/verify', { mbrEmail: email, code });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('CODE_MISMATCH');
    const res = await b.post('/v1/member/mail/verify', { mbrEmail: email.toUpperCase(), code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'OK', message: ko.account.emailVerified, data: null });
  });

  it('refuses wrong codes, and every code after the fifth wrong one', async () => {
    const b = new Browser(t);
    const email = uniqueEmail('wrong');
    await b.post('/v1/member/mail/send', { mbrEmail: email });
    const code = await readCode(t.sim, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await b.post('/v1/member/mail/verify', { mbrEmail: email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CODE_MISMATCH', message: ko.errors.CODE_MISMATCH });
    }
    const fifth = await b.post('/v1/member/mail/verify', { mbrEmail: email, code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(ko.errors.CODE_ATTEMPTS_EXCEEDED);
    const right = await b.post('/v1/member/mail/verify', { mbrEmail: email, code });
    expect(right.json().code).toBe('CODE_ATTEMPTS_EXCEEDED');
    const malformed = await b.post('/v1/member/mail/verify', { mbrEmail: email, code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(ko.accountValidation.codeFormat);
  });

  it('refuses an expired code', async () => {
    const b = new Browser(t);
    const email = uniqueEmail('expired');
    await b.post('/v1/member/mail/send', { mbrEmail: email });
    const code = await readCode(t.sim, email);
    await sql(`update email_codes set expires_at = now() - interval '1 second' where email = $1`, [email]);
    const res = await b.post('/v1/member/mail/verify', { mbrEmail: email, code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CODE_EXPIRED', message: ko.errors.CODE_EXPIRED });
  });

  it('checks the newest code only', async () => {
    const b = new Browser(t);
    const email = uniqueEmail('newest');
    await b.post('/v1/member/mail/send', { mbrEmail: email });
    const first = await readCode(t.sim, email);
    await sql(`update email_codes set created_at = created_at - interval '61 seconds' where email = $1`, [
      email,
    ]);
    await b.post('/v1/member/mail/send', { mbrEmail: email });
    const inbox = await control<{ messages: Array<{ id: string; text: string }> }>(
      t.sim,
      'GET',
      `/__control/mail?to=${email}`,
    );
    const second = /(\d{6})/.exec(inbox.messages[0]!.text)![1]!;
    if (first !== second) {
      expect((await b.post('/v1/member/mail/verify', { mbrEmail: email, code: first })).statusCode).toBe(400);
    }
    expect((await b.post('/v1/member/mail/verify', { mbrEmail: email, code: second })).statusCode).toBe(200);
  });
});

describe('identity verification', () => {
  it('serves a CSP-friendly portal page that sends the frame to the simulator with this session’s id', async () => {
    const b = new Browser(t);
    const res = await b.get('/v1/member/join/portal');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // Every script is a file: the CSP allows no inline script.
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((attrs) => /src="/.test(attrs ?? ''))).toBe(true);
    const simUrl = new URL(/data-simulator-url="([^"]+)"/.exec(res.body)![1]!.replace(/&amp;/g, '&'));
    expect(simUrl.origin).toBe(`http://localhost:${t.sim.port}`);
    expect(simUrl.pathname).toBe('/portone/identity');
    expect(simUrl.searchParams.get('redirectUrl')).toBe(`${t.config.publicUrl}/v1/member/join/portal/return`);
    const id = simUrl.searchParams.get('identityVerificationId')!;
    const row = await sql('select anon_hash, status from identity_verifications where id = $1', [id]);
    expect(row.rows[0]).toMatchObject({ status: 'PENDING' });
    const js = await b.get('/v1/member/join/portal.js');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body).toContain('postMessage');
  });

  it('reads the result from PortOne, keeps it for this browser and shows it without ci/di', async () => {
    const b = new Browser(t);
    expect((await b.get('/v1/member/join/getSessionData')).json().data).toBeNull();
    const person = newPerson('김철수');
    const { res } = await verifyIdentity(t, b, person, { gender: 'FEMALE' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-ok="true"');
    const data = (await b.get('/v1/member/join/getSessionData')).json().data;
    expect(data).toMatchObject({
      name: '김철수',
      phone: person.phoneNumber,
      birth: person.birthDate,
      gender: 'FEMALE',
      alreadyMember: false,
    });
    expect(Object.keys(data).sort()).toEqual([
      'alreadyMember',
      'birth',
      'gender',
      'name',
      'phone',
      'verifiedAt',
    ]);
    // Another browser sees nothing.
    expect((await new Browser(t).get('/v1/member/join/getSessionData')).json().data).toBeNull();
  });

  it('refuses a replayed result, an id from another browser and an id it never issued', async () => {
    const b = new Browser(t);
    const { id } = await verifyIdentity(t, b);
    const replay = await b.get(`/v1/member/join/portal/return?identityVerificationId=${id}`);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('data-ok="false"');
    expect(replay.body).toContain(ko.account.accessPathNotAllowed);

    const other = new Browser(t);
    const stolenId = await startIdentity(other);
    await control(t.sim, 'POST', '/__control/portone/identity-verifications', {
      identityVerificationId: stolenId,
      ...newPerson(),
    });
    const thief = new Browser(t);
    await thief.get('/v1/member/join/portal'); // has an anonymous session of its own
    const stolen = await thief.get(`/v1/member/join/portal/return?identityVerificationId=${stolenId}`);
    expect(stolen.statusCode).toBe(400);
    expect((await thief.get('/v1/member/join/getSessionData')).json().data).toBeNull();
    // The rightful browser can still complete it.
    expect(
      (await other.get(`/v1/member/join/portal/return?identityVerificationId=${stolenId}`)).statusCode,
    ).toBe(200);

    await control(t.sim, 'POST', '/__control/portone/identity-verifications', {
      identityVerificationId: 'made-up-id',
      ...newPerson(),
    });
    expect(
      (await thief.get('/v1/member/join/portal/return?identityVerificationId=made-up-id')).statusCode,
    ).toBe(400);
  });

  it('treats a cancelled or unverified result, or one without ci, as not verified', async () => {
    for (const extra of [{ status: 'FAILED' }, { status: 'READY' }, { omit: ['ci'] }]) {
      const b = new Browser(t);
      const { res } = await verifyIdentity(t, b, newPerson(), extra);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(ko.account.identityFailed);
      expect((await b.get('/v1/member/join/getSessionData')).json().data).toBeNull();
    }
    // A return without an id at all.
    const b = new Browser(t);
    await startIdentity(b);
    expect((await b.get('/v1/member/join/portal/return')).statusCode).toBe(400);
  });
});

describe('POST /v1/member/join/memberInsert', () => {
  it('creates the member from the verified e-mail and identity, with consents and their time', async () => {
    const b = new Browser(t);
    const person = newPerson('이영희');
    await verifyIdentity(t, b, person);
    const email = uniqueEmail('Joined');
    await verifyEmail(t, b, email);
    const res = await b.post('/v1/member/join/memberInsert', {
      mbrEmail: email,
      mbrPw: JOIN_PASSWORD,
      reMbrPw: JOIN_PASSWORD,
      mbrNm: '영희',
      // The payload's phone and verification fields are not trusted.
      mbrCrtfcMobileNo: '01099999999',
      ci: 'forged-ci',
      mbrPost: '06236',
      agreements: { child: 'Y', terms: true, privacy: true, promotions: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'OK', message: ko.account.joined });
    const mbrSn = res.json().data.mbrSn as number;
    const member = (
      await sql(
        'select email, name, phone, birth::text, ci, gender, member_type from members where mbr_sn = $1',
        [mbrSn],
      )
    ).rows[0];
    expect(member).toMatchObject({
      email,
      name: '영희',
      phone: person.phoneNumber,
      birth: person.birthDate,
      gender: 'MALE',
      member_type: 'EMAIL',
    });
    expect((member as { ci: string }).ci).not.toBe('forged-ci');
    expect((member as { ci: string }).ci.length).toBeGreaterThan(40);
    const consents = (
      await sql('select kind, agreed, version, at from member_consents where mbr_sn = $1 order by kind', [
        mbrSn,
      ])
    ).rows;
    expect(consents.map((c) => [(c as { kind: string }).kind, (c as { agreed: boolean }).agreed])).toEqual([
      ['AGE14', true],
      ['PRIVACY', true],
      ['PROMOTIONS', true],
      ['TERMS', true],
    ]);
    expect((consents[0] as { at: unknown }).at).toBeTruthy();
    expect(
      (await sql('select coalesce(sum(1),0)::int as n from coin_accounts where mbr_sn = $1', [mbrSn]))
        .rows[0],
    ).toEqual({ n: 1 });
    await signIn(new Browser(t), email);
    // Identity data is dropped once used.
    expect(
      (
        await sql(
          'select count(*)::int as n from identity_verifications where ci is not null and consumed_at is not null',
        )
      ).rows[0],
    ).toEqual({ n: 0 });
  });

  it('refuses missing consents, weak or mismatched passwords and bad names with the spec messages', async () => {
    const b = new Browser(t);
    await verifyIdentity(t, b);
    const email = uniqueEmail();
    await verifyEmail(t, b, email);
    const base = {
      mbrEmail: email,
      mbrPw: JOIN_PASSWORD,
      reMbrPw: JOIN_PASSWORD,
      mbrNm: 'Kim',
      agreements: ALL_AGREED,
    };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ agreements: { ...ALL_AGREED, privacy: false } }, 400, ko.account.consentRequired],
      [{ agreements: { terms: true, privacy: true } }, 400, ko.account.consentRequired],
      [{ agreements: undefined }, 400, ko.account.consentRequired],
      [{ mbrPw: 'weakpass', reMbrPw: 'weakpass' }, 400, ko.validation.passwordRule],
      [{ mbrPw: 'Abcdefg1&', reMbrPw: 'Abcdefg1&' }, 400, ko.validation.passwordRule],
      [{ mbrPw: '', reMbrPw: '' }, 400, ko.validation.passwordEmpty],
      [{ reMbrPw: 'Other123!' }, 400, ko.validation.passwordMismatch],
      [{ mbrNm: 'TooLongName' }, 400, ko.validation.nameInvalid],
      [{ mbrNm: '' }, 400, ko.accountValidation.nameRequired],
      [{ mbrEmail: 'bad@' }, 400, ko.validation.emailInvalid],
    ];
    for (const [patch, status, message] of cases) {
      const res = await b.post('/v1/member/join/memberInsert', { ...base, ...patch });
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    // None of them used up the proofs: the right payload still works.
    expect((await b.post('/v1/member/join/memberInsert', base)).statusCode).toBe(200);
  });

  it('requires an e-mail verified in this browser and an identity verified in this browser', async () => {
    const b = new Browser(t);
    await verifyIdentity(t, b);
    const verified = uniqueEmail();
    await verifyEmail(t, b, verified);
    const body = (mbrEmail: string) => ({
      mbrEmail,
      mbrPw: JOIN_PASSWORD,
      reMbrPw: JOIN_PASSWORD,
      mbrNm: 'Kim',
      agreements: ALL_AGREED,
    });

    const otherEmail = await b.post('/v1/member/join/memberInsert', body(uniqueEmail()));
    expect([otherEmail.statusCode, otherEmail.json().message]).toEqual([400, ko.account.emailNotVerified]);

    const otherBrowser = await new Browser(t).post('/v1/member/join/memberInsert', body(verified));
    expect(otherBrowser.json().code).toBe('EMAIL_NOT_VERIFIED');

    const noIdentity = new Browser(t);
    const email = uniqueEmail();
    await verifyEmail(t, noIdentity, email);
    const res = await noIdentity.post('/v1/member/join/memberInsert', body(email));
    expect([res.statusCode, res.json().message]).toEqual([400, ko.account.identityFailed]);

    // An identity older than 30 minutes no longer counts.
    await verifyIdentity(t, noIdentity);
    await sql(
      `update identity_verifications set verified_at = now() - interval '31 minutes' where anon_hash = (select anon_hash from email_codes where email = $1)`,
      [email],
    );
    expect((await noIdentity.post('/v1/member/join/memberInsert', body(email))).json().code).toBe(
      'IDENTITY_REQUIRED',
    );
  });

  it('uses each proof once: the same browser cannot sign up twice on them', async () => {
    const { browser, email } = await signUp(t);
    const again = await browser.post('/v1/member/join/memberInsert', {
      mbrEmail: email,
      mbrPw: JOIN_PASSWORD,
      reMbrPw: JOIN_PASSWORD,
      mbrNm: 'Kim',
      agreements: ALL_AGREED,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses a second active account for the same person (same ci)', async () => {
    const person = newPerson('박민수');
    await signUp(t, { person });
    const b = new Browser(t);
    await verifyIdentity(t, b, person);
    // Told right after the identity verification, before any other step.
    expect((await b.get('/v1/member/join/getSessionData')).json().data.alreadyMember).toBe(true);
    const email = uniqueEmail();
    await verifyEmail(t, b, email);
    const res = await b.post('/v1/member/join/memberInsert', {
      mbrEmail: email,
      mbrPw: JOIN_PASSWORD,
      reMbrPw: JOIN_PASSWORD,
      mbrNm: 'Park',
      agreements: ALL_AGREED,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CI_TAKEN', message: ko.errors.CI_TAKEN, data: null });
  });

  it('tells after identity verification whether the person has an active account (withdrawn ones do not count)', async () => {
    const person = newPerson('이가입');
    const member = await signUp(t, { person });
    const b = new Browser(t);
    await verifyIdentity(t, b, person);
    expect((await b.get('/v1/member/join/getSessionData')).json().data).toMatchObject({
      name: '이가입',
      alreadyMember: true,
    });
    // Another person: free to join.
    const other = new Browser(t);
    await verifyIdentity(t, other, newPerson('최신규'));
    expect((await other.get('/v1/member/join/getSessionData')).json().data.alreadyMember).toBe(false);
    // Once the account is no longer active, the person may join again.
    await sql(`update members set status = 'WITHDRAWN' where mbr_sn = $1`, [member.mbrSn]);
    const again = new Browser(t);
    await verifyIdentity(t, again, person);
    expect((await again.get('/v1/member/join/getSessionData')).json().data.alreadyMember).toBe(false);
  });

  it('refuses an e-mail that was taken after it was verified', async () => {
    const b = new Browser(t);
    await verifyIdentity(t, b);
    const email = uniqueEmail();
    await verifyEmail(t, b, email);
    await createMember(t, { email });
    const res = await b.post('/v1/member/join/memberInsert', {
      mbrEmail: email,
      mbrPw: JOIN_PASSWORD,
      reMbrPw: JOIN_PASSWORD,
      mbrNm: 'Kim',
      agreements: ALL_AGREED,
    });
    expect([res.statusCode, res.json().code]).toEqual([409, 'EMAIL_TAKEN']);
  });
});

describe('rate limits', () => {
  it('limits code sending, code checking and the duplication check per address', async () => {
    const limited = await createAccountsTestApp({ LOGIN_RATE_LIMIT_MAX: '3' });
    try {
      for (const [url, payload] of [
        ['/v1/member/mail/send', () => ({ mbrEmail: uniqueEmail() })],
        ['/v1/member/mail/verify', () => ({ mbrEmail: 'a@example.com', code: '123456' })],
        ['/v1/member/cmmn/checkdUplication', () => ({ mbrEmail: uniqueEmail() })],
      ] as const) {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) {
          const res = await new Browser(limited, '10.1.2.3').post(url, payload());
          statuses.push(res.statusCode);
          if (res.statusCode === 429 && i >= 3) expect(res.json().code).toBe('RATE_LIMITED');
        }
        expect(statuses.slice(3)).toEqual([429, 429]);
      }
    } finally {
      await limited.close();
    }
  });
});
