import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const valid = {
  name: '김셀러',
  email: 'seller@example.com',
  subject: '결제 문의',
  message: '코인 결제 영수증을 받고 싶어요.',
};

describe('POST /v1/inquiry/insert', () => {
  it('stores a visitor’s inquiry and confirms it', async () => {
    const res = await post(t, '/v1/inquiry/insert', valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'OK',
      message: ko.account.inquiryReceived,
      data: { inquirySn: expect.any(Number) },
    });
    const row = (
      await t.database.sql.executeSql(
        'select mbr_sn, name, email, subject, message, status from inquiries where inquiry_sn = $1',
        [res.json().data.inquirySn],
      )
    ).rows[0];
    expect(row).toEqual({ mbr_sn: null, ...valid, status: 'RECEIVED' });
  });

  it('validates every field with its message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, ko.accountValidation.inquiryName],
      [{ name: 'x'.repeat(21) }, ko.accountValidation.inquiryName],
      [{ email: '' }, ko.validation.emailRequired],
      [{ email: 'nope' }, ko.validation.emailInvalid],
      [{ subject: 'a' }, ko.accountValidation.inquirySubject],
      [{ message: '짧은 글' }, ko.accountValidation.inquiryMessage],
      [{ message: 'x'.repeat(3001) }, ko.accountValidation.inquiryMessage],
      [{ message: 'bad\u0000control characters' }, ko.accountValidation.inquiryMessage],
    ];
    for (const [patch, message] of cases) {
      const res = await post(t, '/v1/inquiry/insert', { ...valid, ...patch });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });

  it('files a signed-in member’s inquiry under the member (not the payload’s user)', async () => {
    const me = await createMember(t);
    const other = await createMember(t);
    const cookie = await login(t, me.email);
    await post(
      t,
      '/v1/inquiry/insert',
      { ...valid, subject: '내 문의', user: { mbrSn: other.mbrSn } },
      cookie,
    );
    const mine = await post(t, '/v1/member/myPage/inquiryList', {}, cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.inquiries).toHaveLength(1);
    expect(mine.json().data.inquiries[0]).toMatchObject({
      subject: '내 문의',
      message: valid.message,
      status: 'RECEIVED',
    });
    const theirs = await post(t, '/v1/member/myPage/inquiryList', {}, await login(t, other.email));
    expect(theirs.json().data.inquiries).toEqual([]);
    expect((await post(t, '/v1/member/myPage/inquiryList')).statusCode).toBe(401);
  });
});

describe('GET /v1/admin/inquiries', () => {
  it('lets managers page through every inquiry, newest first, and nobody else', async () => {
    for (let i = 0; i < 3; i++) await post(t, '/v1/inquiry/insert', { ...valid, subject: `페이지 ${i}` });
    const manager = await createMember(t, { role: 'MNGR_MBR' });
    const cookie = await login(t, manager.email);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/inquiries?pageNum=1&pageSize=2',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.list).toHaveLength(2);
    expect(data.list[0]).toMatchObject({
      subject: '페이지 2',
      name: valid.name,
      email: valid.email,
      mbrSn: null,
    });
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data).toMatchObject({ pageNum: 1, pageSize: 2 });

    const ordinary = await createMember(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/inquiries',
      headers: { cookie: await login(t, ordinary.email) },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/inquiries' })).statusCode).toBe(401);
  });
});
