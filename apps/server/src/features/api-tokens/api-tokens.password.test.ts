/**
 * A token does not outlive the password (issue 35 §4): making one asks for the current password
 * again and mails the member; a password change, a reset (by identity or by e-mail code), an
 * operator's reset and a withdrawal revoke every token of the member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { createMember } from '../../test/app';
import {
  type AccountsTestApp,
  Browser,
  JOIN_PASSWORD,
  createAccountsTestApp,
  readCode,
  signIn,
  signUp,
  verifyIdentity,
} from '../../test/accounts';
import { control } from '../../test/simulator';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
}, 60_000);
afterAll(() => t.close());

const TOKENS = '/v1/member/myPage/apiTokens';
const NEW_PASSWORD = 'Changed12!';
const sql = async (text: string, values?: unknown[]) =>
  (await t.database.sql.executeSql(text, values)).rows as Array<Record<string, unknown>>;

/** A member signed in in its own browser. */
async function member(password = 'Passw0rd!') {
  const m = await createMember(t, { password, name: '김토큰' });
  const b = new Browser(t);
  await signIn(b, m.email, password);
  return { ...m, b };
}

const make = (b: Browser, currentPassword: unknown, name = 'sheet') =>
  b.post(TOKENS, { name, scope: 'write', expiresInDays: 30, currentPassword });

async function token(who: { b: Browser; password: string }, name = 'sheet'): Promise<string> {
  const res = await make(who.b, who.password, name);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { token: string } }).data.token;
}

const products = (tok: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/products', headers: { authorization: `Bearer ${tok}` } });

async function expectRevoked(tok: string, mbrSn: number) {
  expect((await products(tok)).statusCode).toBe(401);
  const rows = await sql('select revoked_at from api_tokens where mbr_sn = $1', [mbrSn]);
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect(r.revoked_at).not.toBeNull();
}

type Inbox = { messages: Array<{ subject: string; text: string; html: string }> };
async function mailsTo(email: string) {
  await t.services.settle();
  return (await control<Inbox>(t.sim, 'GET', `/__control/mail?to=${encodeURIComponent(email)}`)).messages;
}

describe('making a token asks for the password', () => {
  it('refuses a missing or wrong password with a Korean 4xx and makes nothing', async () => {
    const m = await member();
    const missing = await m.b.post(TOKENS, { name: 'sheet', scope: 'write', expiresInDays: 30 });
    expect([missing.statusCode, missing.json().message]).toEqual([400, ko.apiTokens.passwordRequired]);
    const empty = await make(m.b, '');
    expect([empty.statusCode, empty.json().message]).toEqual([400, ko.apiTokens.passwordRequired]);
    const wrong = await make(m.b, 'Wrong-pass1!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_WRONG', message: ko.errors.PASSWORD_WRONG });
    expect(await sql('select 1 from api_tokens where mbr_sn = $1', [m.mbrSn])).toEqual([]);
    expect(await mailsTo(m.email)).toEqual([]);

    expect(await token(m)).toMatch(/^stk_/);
  });

  it('tells an account without a password (Kakao) how to make one, making nothing', async () => {
    const m = await member();
    await sql('update members set password_hash = null where mbr_sn = $1', [m.mbrSn]);
    const res = await make(m.b, 'Passw0rd!');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'API_TOKEN_PASSWORD_NOT_SET',
      message: ko.errors.API_TOKEN_PASSWORD_NOT_SET,
    });
    expect(await sql('select 1 from api_tokens where mbr_sn = $1', [m.mbrSn])).toEqual([]);
  });

  it('mails the member a Korean notice naming the token, never its secret', async () => {
    const m = await member();
    const made = await token(m, '리포트 시트');
    const [mail, ...more] = await mailsTo(m.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(ko.apiTokens.mailSubject);
    expect(mail?.text).toContain('리포트 시트');
    expect(mail?.text).toContain(ko.apiTokens.scopeWrite);
    expect(mail?.text).toContain(made.slice(0, 8));
    expect(mail?.text).toContain(ko.apiTokens.mailNotYou);
    expect(mail?.text).toContain(`${t.config.publicUrl}/myPage/api`);
    expect(mail?.html).toContain(`href="${t.config.publicUrl}/myPage/api"`);
    expect(`${mail?.text}${mail?.html}`).not.toContain(made);
  });
});

describe('a token does not outlive the password', () => {
  it('a password change revokes every token of the member, not another member’s', async () => {
    const m = await member();
    const other = await member();
    const first = await token(m, 'a');
    const second = await token(m, 'b');
    const others = await token(other);
    expect((await products(first)).statusCode).toBe(200);

    expect(
      (await m.b.post('/v1/member/user/passwordCheck', { currentPassword: m.password })).statusCode,
    ).toBe(200);
    const changed = await m.b.post('/v1/member/myPage/passwordChange', {
      mbrPw: NEW_PASSWORD,
      mbrRePw: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    await expectRevoked(first, m.mbrSn);
    await expectRevoked(second, m.mbrSn);
    expect((await products(others)).statusCode).toBe(200);
    // The list no longer shows them; a new token needs the new password.
    expect((await m.b.get(TOKENS)).json().data).toEqual([]);
    expect((await make(m.b, m.password)).json().code).toBe('PASSWORD_WRONG');
    expect((await make(m.b, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a reset by e-mail code revokes them', async () => {
    const m = await member();
    const tok = await token(m);
    const b = new Browser(t);
    await b.post('/v1/member/mail/send', { mbrEmail: m.email, purpose: 'reset' });
    const code = await readCode(t.sim, m.email);
    expect(
      (await b.post('/v1/member/mail/verify', { mbrEmail: m.email, code, purpose: 'reset' })).statusCode,
    ).toBe(200);
    const res = await b.post('/v1/member/user/passwordReset', {
      mbrEmail: m.email,
      mbrPw: NEW_PASSWORD,
      mbrRePw: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    await expectRevoked(tok, m.mbrSn);
  });

  it('a reset after identity verification revokes them', async () => {
    const joined = await signUp(t);
    await signIn(joined.browser, joined.email);
    const tok = await token({ b: joined.browser, password: JOIN_PASSWORD });
    const b = new Browser(t);
    await verifyIdentity(t, b, joined.person);
    const res = await b.post('/v1/member/user/passwordReset', {
      mbrSn: joined.mbrSn,
      mbrPw: NEW_PASSWORD,
      mbrRePw: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    await expectRevoked(tok, joined.mbrSn);
  });

  it('an operator’s reset (npm run member -- reset-password) revokes them and says so in the audit', async () => {
    const m = await member();
    const tok = await token(m);
    await t.services.memberOperator.resetPassword(m.email, NEW_PASSWORD);
    await expectRevoked(tok, m.mbrSn);
    const [audit] = await sql(
      `select after from admin_audit_log where action = 'PASSWORD_RESET' and target_mbr_sn = $1`,
      [m.mbrSn],
    );
    expect(audit?.after).toMatchObject({ sessionsEnded: true, tokensRevoked: 1 });
  });

  it('a withdrawal revokes them', async () => {
    const m = await member();
    const tok = await token(m);
    const res = await m.b.post('/v1/member/myPage/userSecession', {
      mbrEmail: m.email,
      reason: '더 이상 사용하지 않습니다',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectRevoked(tok, m.mbrSn);
  });
});
