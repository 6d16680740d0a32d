/**
 * Inquiries that get answered, the parts after the answer (issue 40 §2): the member's follow-up in
 * 마이페이지 (its own inquiry only, checked by the server; an answered one is 접수 again and the
 * managers see it in the thread; a closed one refuses), and a manager's 다시 보내기 of a reply mail
 * that failed for good (one more try, idempotent, audited).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ko } from '@seller/shared';
import type { MailMessage, MailPort } from '../../adapters/mail/mail';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';
import { REPLY_MAIL_ATTEMPTS } from './inquiries.domain';
import { INQUIRY_MAIL_SWEEP } from './inquiries.jobs';

const sent: MailMessage[] = [];
let failing = 0;
/** The SMTP reply code of the failures: 4xx is tried again, 5xx gives up at once. */
let failCode = 451;
const mail: MailPort = {
  configured: true,
  async sendMail(message) {
    if (failing > 0) {
      failing--;
      // As the mail adapter throws it: a ProviderError with the SMTP reply code as `status`.
      throw Object.assign(new Error(`mail: ${failCode} simulated`), { status: failCode });
    }
    sent.push(message);
    return { messageId: `<${sent.length}@test>` };
  },
  close() {},
};

let t: TestApp;
let manager: { mbrSn: number; cookie: string };
let member: { mbrSn: number; email: string; cookie: string };
let other: { mbrSn: number; cookie: string };
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' }, { adapters: { mail } });
  const m = await createMember(t, { role: 'MNGR_MBR', name: '운영자' });
  manager = { mbrSn: m.mbrSn, cookie: await login(t, m.email) };
  const a = await createMember(t, { name: '김셀러' });
  member = { mbrSn: a.mbrSn, email: a.email, cookie: await login(t, a.email) };
  const o = await createMember(t);
  other = { mbrSn: o.mbrSn, cookie: await login(t, o.email) };
});
afterAll(() => t.close());
beforeEach(() => {
  sent.length = 0;
  failing = 0;
  failCode = 451;
});

type Cookie = string | null;
const send = (method: InjectOptions['method'], url: string, cookie: Cookie, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const A = '/v1/admin/inquiries';
const M = '/v1/member/myPage/inquiries';
const followUp = (sn: number, message: unknown, cookie: Cookie = member.cookie) =>
  send('POST', `${M}/${sn}/followUps`, cookie, { message });
const reply = (sn: number, text: string) =>
  send('POST', `${A}/${sn}/replies`, manager.cookie, { reply: text });
const resend = (sn: number, replySn: number, cookie: Cookie = manager.cookie) =>
  send('POST', `${A}/${sn}/replies/${replySn}/resend`, cookie);
const adminDetail = async (sn: number) => (await send('GET', `${A}/${sn}`, manager.cookie)).json().data;

let seq = 0;
async function inquiry(cookie: Cookie = member.cookie): Promise<number> {
  seq++;
  const res = await post(
    t,
    '/v1/inquiry/insert',
    {
      name: '김셀러',
      email: member.email,
      subject: `추가 문의 ${seq}`,
      message: '코인 결제 영수증을 받고 싶습니다.',
    },
    cookie ?? undefined,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.inquirySn as number;
}
const rows = async <T>(text: string, params: unknown[]) =>
  (await t.database.sql.executeSql(text, params)).rows as T[];
const audits = (sn: number, action: string) =>
  rows<{ actor_mbr_sn: number; target_mbr_sn: number | null; before: unknown; after: unknown }>(
    `select actor_mbr_sn, target_mbr_sn, before, after from admin_audit_log
      where action = $2 and (after->>'inquirySn')::int = $1 order by id`,
    [sn, action],
  );
const statusOf = async (sn: number) =>
  (await rows<{ status: string }>('select status from inquiries where inquiry_sn = $1', [sn]))[0]!.status;

describe("the member's follow-up", () => {
  it('reopens an answered inquiry, shows in both threads and writes an audit row', async () => {
    const sn = await inquiry();
    expect((await reply(sn, '영수증을 메일로 보내 드렸습니다.')).statusCode).toBe(200);
    await t.services.settle();
    expect(await statusOf(sn)).toBe('ANSWERED');
    const mailsBefore = sent.length;

    const res = await followUp(sn, '  받은 영수증의 사업자 번호가 달라요.\n다시 확인 부탁드립니다. ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ko.inquiry.followUpSent);
    const mine = res.json().data;
    expect(mine.status).toBe('RECEIVED');
    expect(mine.followUps).toEqual([
      {
        followUpSn: expect.any(Number),
        body: '받은 영수증의 사업자 번호가 달라요.\n다시 확인 부탁드립니다.',
        createdAt: expect.any(String),
      },
    ]);
    expect(mine.replies).toHaveLength(1);
    expect(await statusOf(sn)).toBe('RECEIVED');

    // The manager's thread has it, and the 접수 filter lists the inquiry again.
    const detail = await adminDetail(sn);
    expect(detail.status).toBe('RECEIVED');
    expect(detail.followUps.map((f: { body: string }) => f.body)).toEqual([mine.followUps[0].body]);
    const received = await send('GET', `${A}?status=RECEIVED&pageSize=100`, manager.cookie);
    expect(received.json().data.list.map((r: { inquirySn: number }) => r.inquirySn)).toContain(sn);

    expect(await audits(sn, 'INQUIRY_FOLLOW_UP')).toEqual([
      {
        actor_mbr_sn: member.mbrSn,
        target_mbr_sn: member.mbrSn,
        before: { inquirySn: sn, inquiryStatus: 'ANSWERED' },
        after: { inquirySn: sn, inquiryStatus: 'RECEIVED', followUp: mine.followUps[0].body },
      },
    ]);
    // No mail goes to anyone for it (the managers read it on their screen).
    await t.services.settle();
    expect(sent).toHaveLength(mailsBefore);
  });

  it('keeps an inquiry not yet answered at 접수, and one submission sent twice is one follow-up', async () => {
    const sn = await inquiry();
    const [a, b] = await Promise.all([
      followUp(sn, '한 번 더 적습니다.'),
      followUp(sn, '한 번 더 적습니다.'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await followUp(sn, '한 번 더 적습니다.')).json().data.followUps).toHaveLength(1);
    expect(await statusOf(sn)).toBe('RECEIVED');
    expect(await audits(sn, 'INQUIRY_FOLLOW_UP')).toHaveLength(1);
  });

  it('refuses a closed inquiry in Korean, pointing to a new inquiry, and writes nothing', async () => {
    const sn = await inquiry();
    await reply(sn, '답변드립니다.');
    expect((await send('PUT', `${A}/${sn}/status`, manager.cookie, { status: 'CLOSED' })).statusCode).toBe(
      200,
    );
    const res = await followUp(sn, '종료된 문의에 더 적어 봅니다.');
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([
      409,
      'INQUIRY_CLOSED',
      ko.inquiry.closedNoFollowUp,
    ]);
    expect(res.json().message).toContain('새 문의');
    expect(await statusOf(sn)).toBe('CLOSED');
    expect(await rows('select 1 from inquiry_follow_ups where inquiry_sn = $1', [sn])).toEqual([]);
    expect(await audits(sn, 'INQUIRY_FOLLOW_UP')).toEqual([]);
  });

  it("answers 404 for another member's inquiry, a visitor's, and one that does not exist; 401 signed out", async () => {
    const mine = await inquiry();
    const visitors = await inquiry(null);
    for (const [sn, cookie] of [
      [mine, other.cookie],
      [visitors, member.cookie],
      [2_000_000_000, member.cookie],
    ] as const) {
      const res = await followUp(sn, '남의 문의에 적어 봅니다.', cookie);
      expect([res.statusCode, res.json().code], String(sn)).toEqual([404, 'INQUIRY_NOT_FOUND']);
    }
    expect((await followUp(mine, '로그인 없이 적어 봅니다.', null)).statusCode).toBe(401);
    // A payload naming another member changes nothing: the member is the session's.
    const res = await send('POST', `${M}/${mine}/followUps`, other.cookie, {
      message: 'x',
      mbrSn: member.mbrSn,
    });
    expect(res.statusCode).toBe(404);
    expect(
      await rows('select 1 from inquiry_follow_ups where inquiry_sn in ($1, $2)', [mine, visitors]),
    ).toEqual([]);
  });

  it('refuses an empty, too long or garbled follow-up in Korean', async () => {
    const sn = await inquiry();
    for (const [message, text] of [
      ['   ', ko.inquiry.followUpRequired],
      ['가'.repeat(3001), ko.inquiry.followUpTooLong],
      ['제어\u0007문자', ko.inquiry.followUpInvalid],
    ] as const) {
      const res = await followUp(sn, message);
      expect([res.statusCode, res.json().message]).toEqual([400, text]);
    }
  });
});

describe('다시 보내기 of a reply mail that failed for good', () => {
  /** A reply whose mail failed every automatic try. */
  async function gaveUp() {
    const sn = await inquiry();
    failing = 100;
    const res = await reply(sn, '이 답변 메일은 계속 실패합니다.');
    const replySn = res.json().data.replies[0].replySn as number;
    for (let i = 0; i < REPLY_MAIL_ATTEMPTS; i++) {
      await t.jobs.send(INQUIRY_MAIL_SWEEP, {});
      await t.services.settle();
    }
    failing = 0;
    return { sn, replySn };
  }

  it('tells a mail that gave up from one still being retried', async () => {
    const sn = await inquiry();
    failing = 1;
    await reply(sn, '한 번 실패하는 메일입니다.');
    await t.services.settle();
    expect((await adminDetail(sn)).replies[0]).toMatchObject({ mailStatus: 'failed', mailGaveUp: false });
    const { sn: done } = await gaveUp();
    expect((await adminDetail(done)).replies[0]).toMatchObject({ mailStatus: 'failed', mailGaveUp: true });
  });

  it('gives up at once on a permanent refusal (5xx), and the sweep leaves it to a manager', async () => {
    const sn = await inquiry();
    failing = 1;
    failCode = 550;
    const res = await reply(sn, '없는 주소로 가는 답변입니다.');
    await t.services.settle();
    expect((await adminDetail(sn)).replies[0]).toMatchObject({ mailStatus: 'failed', mailGaveUp: true });
    await t.jobs.send(INQUIRY_MAIL_SWEEP, {});
    await t.services.settle();
    expect(sent).toEqual([]);
    // Once the address is fixed (here: the server accepts again), 다시 보내기 sends it.
    expect((await resend(sn, res.json().data.replies[0].replySn as number)).statusCode).toBe(200);
    await t.services.settle();
    expect(sent).toHaveLength(1);
  });

  it('sends it once more, audited; asked again it sends and records nothing more', async () => {
    const { sn, replySn } = await gaveUp();
    const res = await resend(sn, replySn);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ko.inquiry.resent);
    await t.services.settle();
    expect(sent.map((m) => m.to)).toEqual([member.email]);
    expect((await adminDetail(sn)).replies[0]).toMatchObject({ mailStatus: 'sent', mailGaveUp: false });
    expect(await audits(sn, 'INQUIRY_MAIL_RESEND')).toEqual([
      {
        actor_mbr_sn: manager.mbrSn,
        target_mbr_sn: member.mbrSn,
        before: { inquirySn: sn, replySn, mailStatus: 'failed' },
        after: { inquirySn: sn, replySn, mailStatus: 'pending' },
      },
    ]);
    // A double click, a retry, the sweep: nothing more is sent or recorded.
    const twice = await Promise.all([resend(sn, replySn), resend(sn, replySn)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    await t.jobs.send(INQUIRY_MAIL_SWEEP, {});
    await t.services.settle();
    expect(sent).toHaveLength(1);
    expect(await audits(sn, 'INQUIRY_MAIL_RESEND')).toHaveLength(1);
  });

  it('two clicks at once are one more try', async () => {
    const { sn, replySn } = await gaveUp();
    await Promise.all([resend(sn, replySn), resend(sn, replySn)]);
    await t.services.settle();
    expect(sent).toHaveLength(1);
    expect(await audits(sn, 'INQUIRY_MAIL_RESEND')).toHaveLength(1);
  });

  it('fails again as one try, and may be sent again after it', async () => {
    const { sn, replySn } = await gaveUp();
    failing = 1;
    await resend(sn, replySn);
    await t.services.settle();
    expect((await adminDetail(sn)).replies[0]).toMatchObject({ mailStatus: 'failed', mailGaveUp: true });
    // The sweep does not pick it up again: only a manager does.
    await t.jobs.send(INQUIRY_MAIL_SWEEP, {});
    await t.services.settle();
    expect(sent).toEqual([]);
    await resend(sn, replySn);
    await t.services.settle();
    expect(sent).toHaveLength(1);
    expect(await audits(sn, 'INQUIRY_MAIL_RESEND')).toHaveLength(2);
  });

  it('does nothing for a mail sent, and answers 404 for a reply of another inquiry', async () => {
    const sn = await inquiry();
    await reply(sn, '잘 보내진 답변입니다.');
    await t.services.settle();
    const replySn = (await adminDetail(sn)).replies[0].replySn as number;
    sent.length = 0;
    expect((await resend(sn, replySn)).statusCode).toBe(200);
    await t.services.settle();
    expect(sent).toEqual([]);
    expect(await audits(sn, 'INQUIRY_MAIL_RESEND')).toEqual([]);
    const elsewhere = await inquiry();
    const res = await resend(elsewhere, replySn);
    expect([res.statusCode, res.json().code]).toEqual([404, 'INQUIRY_REPLY_NOT_FOUND']);
    expect((await resend(2_000_000_000, replySn)).json().code).toBe('INQUIRY_NOT_FOUND');
  });

  it('is for managers only', async () => {
    const { sn, replySn } = await gaveUp();
    expect((await resend(sn, replySn, member.cookie)).statusCode).toBe(403);
    expect((await resend(sn, replySn, null)).statusCode).toBe(401);
    await t.services.settle();
    expect(sent).toEqual([]);
  });

  it('refuses without SMTP, in Korean', async () => {
    const plain = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
    try {
      const m = await createMember(plain, { role: 'MNGR_MBR' });
      const cookie = await login(plain, m.email);
      const res = await plain.app.inject({
        method: 'POST',
        url: `${A}/1/replies/1/resend`,
        headers: { cookie },
      });
      expect([res.statusCode, res.json().message]).toEqual([409, ko.inquiry.resendUnavailable]);
    } finally {
      await plain.close();
    }
  });
});
