import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { createMember, uniqueEmail } from '../../test/app';
import {
  type AccountsTestApp,
  Browser,
  JOIN_PASSWORD,
  createAccountsTestApp,
  mailCount,
  newPerson,
  readCode,
  signIn,
  signUp,
  verifyIdentity,
} from '../../test/accounts';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const sql = (text: string, values?: unknown[]) => t.database.sql.executeSql(text, values);
const NEW_PASSWORD = 'Changed12!';

describe('find id: POST /v1/member/user/myIdEmailListSearch', () => {
  it('needs an identity verified in this browser', async () => {
    const res = await new Browser(t).post('/v1/member/user/myIdEmailListSearch');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'IDENTITY_REQUIRED',
      message: ko.errors.IDENTITY_REQUIRED,
      data: null,
    });
  });

  it('lists every active account of the verified person with masked e-mails', async () => {
    const person = newPerson('최민지');
    const joined = await signUp(t, { person, email: uniqueEmail('sellerkim') });
    // An account made before identity verification existed (no ci) with the same name, phone and birth.
    const legacy = await createMember(t, { name: '최민지' });
    await sql('update members set phone = $1, birth = $2 where mbr_sn = $3', [
      person.phoneNumber,
      person.birthDate,
      legacy.mbrSn,
    ]);
    // Someone else's account is not listed.
    await signUp(t);

    const b = new Browser(t);
    await verifyIdentity(t, b, person);
    const res = await b.post('/v1/member/user/myIdEmailListSearch');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(ko.account.accountsFound(2));
    expect(body.userInfos.map((u: { mbrSn: number }) => u.mbrSn)).toEqual([joined.mbrSn, legacy.mbrSn]);
    const first = body.userInfos[0];
    expect(first.mbrEmail).toMatch(/^se\*+@example\.com$/);
    expect(first.mbrEmail).not.toContain(joined.email.split('@')[0]);
    expect(first).toMatchObject({ mbrTpCd: 'EMAIL', kakaoLinked: false });
    expect(body.data.userInfos).toEqual(body.userInfos);
  });

  it('answers an empty list with its message when the person has no account', async () => {
    const b = new Browser(t);
    await verifyIdentity(t, b);
    const res = await b.post('/v1/member/user/myIdEmailListSearch');
    expect(res.json()).toMatchObject({ userInfos: [], message: ko.account.noMatchingAccount });
  });
});

describe('new password after identity: POST /v1/member/user/passwordReset {mbrSn}', () => {
  it('sets the password of a listed account, ends its sessions and uses the identity up', async () => {
    const joined = await signUp(t);
    const old = new Browser(t);
    await signIn(old, joined.email);

    const b = new Browser(t);
    await verifyIdentity(t, b, joined.person);
    const body = { mbrSn: joined.mbrSn, mbrPw: NEW_PASSWORD, mbrRePw: NEW_PASSWORD };
    expect(
      (
        await b.post('/v1/member/user/passwordReset', { ...body, mbrSn: undefined, mbrEmail: undefined })
      ).json().code,
    ).toBe('ACCOUNT_NOT_SELECTED');
    const weak = await b.post('/v1/member/user/passwordReset', {
      ...body,
      mbrPw: 'short1!',
      mbrRePw: 'short1!',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().message).toBe(ko.validation.passwordRule);
    const mismatch = await b.post('/v1/member/user/passwordReset', { ...body, mbrRePw: 'Other123!' });
    expect([mismatch.statusCode, mismatch.json().message]).toEqual([422, ko.validation.passwordMismatch]);
    const empty = await b.post('/v1/member/user/passwordReset', { ...body, mbrPw: '', mbrRePw: '' });
    expect([empty.statusCode, empty.json().message]).toEqual([422, ko.validation.passwordEmpty]);

    const res = await b.post('/v1/member/user/passwordReset', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'OK', message: ko.account.passwordChanged, data: null });
    expect((await old.post('/v1/member/user/memberSession')).json().data).toBeNull();
    await signIn(new Browser(t), joined.email, NEW_PASSWORD);
    expect(
      (await new Browser(t).post('/v1/member/user/login', { mbrEmail: joined.email, mbrPw: JOIN_PASSWORD }))
        .statusCode,
    ).toBe(401);
    // The identity was used up.
    expect((await b.post('/v1/member/user/passwordReset', body)).json().code).toBe('RESET_EXPIRED');
  });

  it('refuses an account that is not the verified person’s', async () => {
    const victim = await signUp(t);
    const b = new Browser(t);
    await verifyIdentity(t, b);
    const res = await b.post('/v1/member/user/passwordReset', {
      mbrSn: victim.mbrSn,
      mbrPw: NEW_PASSWORD,
      mbrRePw: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ACCOUNT_NOT_SELECTED');
    await signIn(new Browser(t), victim.email);
    // Without any identity.
    const none = await new Browser(t).post('/v1/member/user/passwordReset', {
      mbrSn: victim.mbrSn,
      mbrPw: NEW_PASSWORD,
      mbrRePw: NEW_PASSWORD,
    });
    expect(none.json().code).toBe('RESET_EXPIRED');
  });
});

describe('password reset by e-mail code', () => {
  it('answers the same for a registered and an unknown e-mail, and mails only the registered one', async () => {
    const m = await createMember(t);
    const unknown = uniqueEmail('nobody');
    const known = await new Browser(t).post('/v1/member/mail/send', { mbrEmail: m.email, purpose: 'reset' });
    const missing = await new Browser(t).post('/v1/member/mail/send', {
      mbrEmail: unknown,
      purpose: 'reset',
    });
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(known.json()).toEqual(missing.json());
    expect(known.json().message).toBe(ko.account.resetCodeSent);
    await readCode(t.sim, m.email);
    await new Promise((r) => setTimeout(r, 100));
    expect(await mailCount(t.sim, unknown)).toBe(0);
  });

  it('never verifies a code for an unknown e-mail (the same answer as a wrong code)', async () => {
    const b = new Browser(t);
    const email = uniqueEmail('ghost');
    await b.post('/v1/member/mail/send', { mbrEmail: email, purpose: 'reset' });
    const res = await b.post('/v1/member/mail/verify', { mbrEmail: email, code: '123456', purpose: 'reset' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODE_MISMATCH');
    const reset = await b.post('/v1/member/user/passwordReset', {
      mbrEmail: email,
      mbrPw: NEW_PASSWORD,
      mbrRePw: NEW_PASSWORD,
    });
    expect(reset.json().code).toBe('RESET_EXPIRED');
  });

  it('sets the new password once the code is verified in this browser; sessions end; the code is single-use', async () => {
    const m = await createMember(t);
    const old = new Browser(t);
    await signIn(old, m.email, m.password);
    const b = new Browser(t);
    await b.post('/v1/member/mail/send', { mbrEmail: m.email, purpose: 'reset' });
    const code = await readCode(t.sim, m.email);
    const body = { mbrEmail: m.email, mbrPw: NEW_PASSWORD, mbrRePw: NEW_PASSWORD };
    // Not verified yet.
    expect((await b.post('/v1/member/user/passwordReset', body)).json().code).toBe('RESET_EXPIRED');
    // A join code check does not count for a reset.
    expect((await b.post('/v1/member/mail/verify', { mbrEmail: m.email, code })).json().code).toBe(
      'CODE_MISMATCH',
    );
    expect(
      (await b.post('/v1/member/mail/verify', { mbrEmail: m.email, code, purpose: 'reset' })).statusCode,
    ).toBe(200);
    // Another browser cannot use this verification.
    expect((await new Browser(t).post('/v1/member/user/passwordReset', body)).json().code).toBe(
      'RESET_EXPIRED',
    );
    const weak = await b.post('/v1/member/user/passwordReset', { ...body, mbrPw: 'abc', mbrRePw: 'abc' });
    expect([weak.statusCode, weak.json().message]).toEqual([422, ko.validation.passwordRule]);
    const res = await b.post('/v1/member/user/passwordReset', body);
    expect(res.statusCode).toBe(200);
    expect((await old.post('/v1/member/user/memberSession')).json().data).toBeNull();
    await signIn(new Browser(t), m.email, NEW_PASSWORD);
    expect((await b.post('/v1/member/user/passwordReset', body)).json().code).toBe('RESET_EXPIRED');
  });
});

describe('member serial of a proven address: POST /v1/member/cmmn/checkEmailEffectiveness', () => {
  const URL = '/v1/member/cmmn/checkEmailEffectiveness';

  it('answers the serial only to the browser that verified a reset code for that address', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const b = new Browser(t);
    const refusal = { code: 'EMAIL_NOT_VERIFIED', message: ko.errors.EMAIL_NOT_VERIFIED };
    // Before any code: no serial, the same answer for a registered and an unknown address.
    const before = await b.post(URL, { mbrEmail: m.email });
    expect([before.statusCode, before.json()]).toEqual([400, expect.objectContaining(refusal)]);
    expect((await b.post(URL, { mbrEmail: uniqueEmail() })).json()).toEqual(before.json());

    await b.post('/v1/member/mail/send', { mbrEmail: m.email, purpose: 'reset' });
    const code = await readCode(t.sim, m.email);
    // Sent but not verified yet.
    expect((await b.post(URL, { mbrEmail: m.email })).json().code).toBe('EMAIL_NOT_VERIFIED');
    await b.post('/v1/member/mail/verify', { mbrEmail: m.email, code, purpose: 'reset' });

    const res = await b.post(URL, { mbrEmail: m.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'OK', result: m.mbrSn, data: { result: m.mbrSn } });
    // Not for another address, nor for another browser.
    expect((await b.post(URL, { mbrEmail: other.email })).json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await new Browser(t).post(URL, { mbrEmail: m.email })).json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses a missing or malformed address with a Korean message', async () => {
    const res = await new Browser(t).post(URL, { mbrEmail: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[가-힣]/);
  });
});
