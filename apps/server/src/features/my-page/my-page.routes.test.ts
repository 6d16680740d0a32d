import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { createMember, uniqueEmail } from '../../test/app';
import {
  type AccountsTestApp,
  Browser,
  JOIN_PASSWORD,
  createAccountsTestApp,
  newPerson,
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

/** A signed-up member, signed in in a fresh browser. */
async function member() {
  const joined = await signUp(t);
  const b = new Browser(t);
  await signIn(b, joined.email);
  return { ...joined, b };
}

describe('my page info: getMyPage and userCertification', () => {
  it('refuses anonymous callers', async () => {
    for (const url of [
      '/v1/member/myPage/getMyPage',
      '/v1/member/myPage/userCertification',
      '/v1/member/myPage/userPaymentHist',
    ]) {
      const res = await new Browser(t).post(url);
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 204 until this session verifies the member, then 200 with the info', async () => {
    const m = await member();
    const before = await m.b.post('/v1/member/myPage/getMyPage', { user: { mbrSn: 1 } });
    expect(before.statusCode).toBe(204);
    expect(before.body).toBe('');

    const none = await m.b.post('/v1/member/myPage/userCertification');
    expect([none.statusCode, none.json().code]).toEqual([400, 'IDENTITY_REQUIRED']);

    const { res } = await verifyIdentity(t, m.b, m.person);
    expect(res.statusCode).toBe(200);
    const cert = await m.b.post('/v1/member/myPage/userCertification');
    expect(cert.statusCode).toBe(200);
    // The /auth screen shows the verified person back, masked, and how long the proof lasts.
    expect(cert.json()).toMatchObject({
      code: 'OK',
      message: ko.account.certified,
      data: {
        name: `${[...m.person.name][0]}*${[...m.person.name].slice(-1)[0]}`,
        phone: `${m.person.phoneNumber.slice(0, 3)}-****-${m.person.phoneNumber.slice(-4)}`,
      },
    });
    const until = new Date(cert.json().data.validUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    const info = await m.b.post('/v1/member/myPage/getMyPage');
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({
      mbrEmail: m.email,
      mbrNm: 'Joiner',
      phone: m.person.phoneNumber,
      birth: m.person.birthDate,
      mbrTpCd: 'EMAIL',
      kakaoLinked: false,
      promotions: false,
      sellerCoinCnt: 0,
    });
    // Another session of the same member is not verified.
    const other = new Browser(t);
    await signIn(other, m.email);
    expect((await other.post('/v1/member/myPage/getMyPage')).statusCode).toBe(204);
    // The verification lasts 30 minutes.
    await sql(`update sessions set identity_verified_at = now() - interval '31 minutes' where mbr_sn = $1`, [
      m.mbrSn,
    ]);
    expect((await m.b.post('/v1/member/myPage/getMyPage')).statusCode).toBe(204);
  });

  it('refuses the identity of another person', async () => {
    const m = await member();
    await verifyIdentity(t, m.b, newPerson('김다른'));
    const res = await m.b.post('/v1/member/myPage/userCertification');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'IDENTITY_MISMATCH',
      message: ko.errors.IDENTITY_MISMATCH,
      data: null,
    });
    expect((await m.b.post('/v1/member/myPage/getMyPage')).statusCode).toBe(204);
  });

  it('binds a member made before identity verification to the person, once per person', async () => {
    const legacy = await createMember(t);
    const b = new Browser(t);
    await signIn(b, legacy.email, legacy.password);
    const person = newPerson('정우성');
    await verifyIdentity(t, b, person);
    expect((await b.post('/v1/member/myPage/userCertification')).statusCode).toBe(200);
    const row = (
      await sql('select ci is not null as has_ci, phone, birth::text from members where mbr_sn = $1', [
        legacy.mbrSn,
      ])
    ).rows[0];
    expect(row).toEqual({ has_ci: true, phone: person.phoneNumber, birth: person.birthDate });

    // The same person cannot bind a second account.
    const second = await createMember(t);
    const b2 = new Browser(t);
    await signIn(b2, second.email, second.password);
    await verifyIdentity(t, b2, person);
    const res = await b2.post('/v1/member/myPage/userCertification');
    expect([res.statusCode, res.json().code]).toEqual([409, 'CI_TAKEN']);
  });
});

describe('payment history: userPaymentHist', () => {
  it('lists the member’s settled payments only, newest first (from the payments feature)', async () => {
    const m = await member();
    const empty = await m.b.post('/v1/member/myPage/userPaymentHist');
    expect(empty.json()).toEqual({
      code: 'OK',
      message: '',
      myPageCoinHist: [],
      data: { myPageCoinHist: [] },
    });

    await t.services.coins.operatorGrant(m.mbrSn, 30); // not a payment
    const order = (id: string, status: string, coins: number, amount: number, paidAt: string | null) =>
      sql(
        `insert into payment_orders (id, mbr_sn, packs, order_name, total_amount, total_coins, status, paid_at, created_at, updated_at)
         values ($1, $2, '[]', $3, $4, $5, $6, $7, now(), now())`,
        [id, m.mbrSn, `코인 ${coins}개`, amount, coins, status, paidAt],
      );
    await order('coin_a', 'PAID', 100, 9_900, '2025-03-01T01:00:00Z');
    await order('coin_b', 'PAID', 500, 49_000, '2025-03-02T01:00:00Z');
    await order('coin_c', 'PENDING', 1000, 98_000, null); // never paid: not listed
    const other = await member();
    const rows = (await m.b.post('/v1/member/myPage/userPaymentHist')).json().myPageCoinHist;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      status: 'PAID',
      orderName: '코인 500개',
      coins: 500,
      totalAmount: 49_000,
      selCoinUseSn: 'coin_b',
      cancelFlag: 'N',
    });
    expect(rows[1]).toMatchObject({
      orderName: '코인 100개',
      coins: 100,
      coinRgstDt: '2025-03-01T01:00:00.000Z',
    });
    expect((await other.b.post('/v1/member/myPage/userPaymentHist')).json().myPageCoinHist).toEqual([]);
  });
});

describe('password check and change', () => {
  it('checks the current password with the server message on failure', async () => {
    const m = await member();
    const wrong = await m.b.post('/v1/member/user/passwordCheck', { currentPassword: 'Wrong123!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'PASSWORD_WRONG', message: ko.errors.PASSWORD_WRONG, data: null });
    const empty = await m.b.post('/v1/member/user/passwordCheck', { currentPassword: '' });
    expect([empty.statusCode, empty.json().message]).toEqual([
      400,
      ko.accountValidation.currentPasswordRequired,
    ]);
    expect(
      (await new Browser(t).post('/v1/member/user/passwordCheck', { currentPassword: 'x' })).statusCode,
    ).toBe(401);
    const ok = await m.b.post('/v1/member/user/passwordCheck', { currentPassword: JOIN_PASSWORD });
    expect(ok.json()).toEqual({ code: 'OK', message: ko.account.passwordChecked, data: null });
  });

  it('changes the password only after a recent check; 422 carries the rule message; other sessions end', async () => {
    const m = await member();
    const elsewhere = new Browser(t);
    await signIn(elsewhere, m.email);
    const NEW = 'Fresh123!';
    const unchecked = await m.b.post('/v1/member/myPage/passwordChange', { mbrPw: NEW, mbrRePw: NEW });
    expect([unchecked.statusCode, unchecked.json().code]).toEqual([403, 'PASSWORD_CHECK_REQUIRED']);

    await m.b.post('/v1/member/user/passwordCheck', { currentPassword: JOIN_PASSWORD });
    // A check in one session does not open another session's change.
    expect(
      (await elsewhere.post('/v1/member/myPage/passwordChange', { mbrPw: NEW, mbrRePw: NEW })).statusCode,
    ).toBe(403);
    for (const [body, message] of [
      [{ mbrPw: 'weak', mbrRePw: 'weak' }, ko.validation.passwordRule],
      [{ mbrPw: NEW, mbrRePw: 'Fresh123?' }, ko.validation.passwordMismatch],
      [{ mbrPw: '', mbrRePw: '' }, ko.validation.passwordEmpty],
    ] as const) {
      const res = await m.b.post('/v1/member/myPage/passwordChange', { user: { mbrSn: 1 }, ...body });
      expect([res.statusCode, res.json().message]).toEqual([422, message]);
    }
    const res = await m.b.post('/v1/member/myPage/passwordChange', { mbrPw: NEW, mbrRePw: NEW });
    expect(res.json()).toEqual({ code: 'OK', message: ko.account.passwordChanged, data: null });
    expect((await m.b.post('/v1/member/user/memberSession')).json().data.mbrSn).toBe(m.mbrSn);
    expect((await elsewhere.post('/v1/member/user/memberSession')).json().data).toBeNull();
    // The check is used up.
    expect(
      (await m.b.post('/v1/member/myPage/passwordChange', { mbrPw: NEW, mbrRePw: NEW })).statusCode,
    ).toBe(403);
    await signIn(new Browser(t), m.email, NEW);
    expect(
      (await new Browser(t).post('/v1/member/user/login', { mbrEmail: m.email, mbrPw: JOIN_PASSWORD }))
        .statusCode,
    ).toBe(401);
  });

  it('a check older than 10 minutes no longer opens the change', async () => {
    const m = await member();
    await m.b.post('/v1/member/user/passwordCheck', { currentPassword: JOIN_PASSWORD });
    await sql(`update sessions set password_checked_at = now() - interval '11 minutes' where mbr_sn = $1`, [
      m.mbrSn,
    ]);
    expect(
      (await m.b.post('/v1/member/myPage/passwordChange', { mbrPw: 'Fresh123!', mbrRePw: 'Fresh123!' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('withdrawal: userSecession', () => {
  const REASON = '서비스를 더 이상 이용하지 않아요.';

  it('validates the reason (10–300 allowed characters) and the e-mail', async () => {
    const m = await member();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ reason: '짧아요', mbrEmail: m.email }, ko.accountValidation.reasonLength],
      [{ reason: 'x'.repeat(301), mbrEmail: m.email }, ko.accountValidation.reasonLength],
      [{ reason: '<script>alert(1)</script>', mbrEmail: m.email }, ko.accountValidation.reasonChars],
      [{ reason: '이유가 있어요~~~~~~~', mbrEmail: m.email }, ko.accountValidation.reasonChars],
      [{ reason: REASON, mbrEmail: uniqueEmail() }, ko.errors.WITHDRAW_EMAIL_MISMATCH],
      [{ reason: REASON, mbrEmail: '' }, ko.validation.emailRequired],
    ];
    for (const [body, message] of cases) {
      const res = await m.b.post('/v1/member/myPage/userSecession', body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await m.b.post('/v1/member/user/memberSession')).json().data.mbrSn).toBe(m.mbrSn);
  });

  it('deactivates the account, removes personal data, ends sessions, stops tracking and records the coins', async () => {
    const m = await member();
    const elsewhere = new Browser(t);
    await signIn(elsewhere, m.email);
    await t.services.coins.operatorGrant(m.mbrSn, 70);
    await sql(
      `insert into tracked_goods (mbr_sn, mid_no, registered_by, coin_start_at, coin_end_at, auto_renew)
       values ($1, '123', 'midNum', now(), now() + interval '20 days', true)`,
      [m.mbrSn],
    );
    await t.services.inquiries.submit({
      mbrSn: m.mbrSn,
      name: 'Joiner',
      email: m.email,
      subject: 'hello',
      message: 'a question for you',
    });

    const res = await m.b.post('/v1/member/myPage/userSecession', {
      reason: `  ${REASON}  `,
      mbrEmail: m.email.toUpperCase(),
      user: { mbrSn: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'OK', message: ko.account.withdrawn, data: null });
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    const row = (
      await sql(
        'select status, email, name, phone, birth, ci, di, kakao_id, password_hash, withdrawn_at is not null as dated from members where mbr_sn = $1',
        [m.mbrSn],
      )
    ).rows[0] as Record<string, unknown>;
    expect(row).toMatchObject({
      status: 'WITHDRAWN',
      name: '',
      phone: null,
      birth: null,
      ci: null,
      di: null,
      kakao_id: null,
      password_hash: null,
      dated: true,
    });
    expect(row.email).toMatch(new RegExp(`^withdrawn-${m.mbrSn}-[0-9a-f]+@withdrawn\\.invalid$`));
    expect(
      (await sql('select reason, coin_balance from member_withdrawals where mbr_sn = $1', [m.mbrSn])).rows,
    ).toEqual([{ reason: REASON, coin_balance: 70 }]);
    expect(
      (await sql('select count(*)::int as n from sessions where mbr_sn = $1', [m.mbrSn])).rows[0],
    ).toEqual({ n: 0 });
    expect((await elsewhere.post('/v1/member/user/memberSession')).json().data).toBeNull();
    expect(
      (
        await sql('select coin_end_at <= now() as ended, auto_renew from tracked_goods where mbr_sn = $1', [
          m.mbrSn,
        ])
      ).rows,
    ).toEqual([{ ended: true, auto_renew: false }]);
    expect(
      (await sql('select count(*)::int as n from email_codes where email = $1', [m.email.toLowerCase()]))
        .rows[0],
    ).toEqual({ n: 0 });
    // The ledger stays (payment records are kept), untouched.
    expect((await sql('select balance from coin_accounts where mbr_sn = $1', [m.mbrSn])).rows[0]).toEqual({
      balance: 70,
    });

    const login = await new Browser(t).post('/v1/member/user/login', {
      mbrEmail: m.email,
      mbrPw: JOIN_PASSWORD,
    });
    expect(login.statusCode).toBe(401);
    expect(
      (await m.b.post('/v1/member/myPage/userSecession', { reason: REASON, mbrEmail: m.email })).statusCode,
    ).toBe(401);

    // The e-mail and the person are free for a new account.
    await signUp(t, { email: m.email, person: m.person });
  });
});
