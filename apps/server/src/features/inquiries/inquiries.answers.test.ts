/**
 * Inquiries that get answered (issue 40 §2): a manager replies (답변 완료), sets the status and keeps
 * an internal memo; each change is one transaction with its audit row; the member gets the reply
 * by mail (after the commit, tried again or recorded as failed) and reads it in 마이페이지, never the
 * memo, never another member's inquiry.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { INQUIRY_REPLY_MAX, ko } from '@seller/shared';
import type { MailMessage, MailPort } from '../../adapters/mail/mail';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';
import { INQUIRY_MAIL_SWEEP } from './inquiries.jobs';
import { REPLY_MAIL_ATTEMPTS } from './inquiries.domain';
import { createInquiriesService } from './inquiries.service';

/** The mail port as a catcher: it keeps what it sends and fails the next `failing` sends. */
function fakeMail() {
  const sent: MailMessage[] = [];
  const port: MailPort & { sent: MailMessage[]; failing: number } = {
    configured: true,
    sent,
    failing: 0,
    async sendMail(message) {
      if (port.failing > 0) {
        port.failing--;
        throw new Error('421 try again later');
      }
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
    close() {},
  };
  return port;
}

const mail = fakeMail();
let t: TestApp;
let manager: { mbrSn: number; cookie: string };
let member: { mbrSn: number; email: string; cookie: string };
let other: { mbrSn: number; cookie: string };
let agency: { cookie: string };

beforeAll(async () => {
  t = await createTestApp(
    { LOGIN_RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://seller.test' },
    { adapters: { mail } },
  );
  const m = await createMember(t, { role: 'MNGR_MBR', name: '운영자' });
  manager = { mbrSn: m.mbrSn, cookie: await login(t, m.email) };
  const a = await createMember(t, { name: '김셀러' });
  member = { mbrSn: a.mbrSn, email: a.email, cookie: await login(t, a.email) };
  const o = await createMember(t);
  other = { mbrSn: o.mbrSn, cookie: await login(t, o.email) };
  const g = await createMember(t, { role: 'MNPY_MBR' });
  agency = { cookie: await login(t, g.email) };
});
afterAll(() => t.close());
beforeEach(() => {
  mail.sent.length = 0;
  mail.failing = 0;
});

/** `cookie` null: signed out. */
type Cookie = string | null;
const send = (method: InjectOptions['method'], url: string, cookie: Cookie, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const A = '/v1/admin/inquiries';
const reply = (sn: number, text: unknown, cookie: Cookie = manager.cookie) =>
  send('POST', `${A}/${sn}/replies`, cookie, { reply: text });
const setStatus = (sn: number, status: unknown, cookie: Cookie = manager.cookie) =>
  send('PUT', `${A}/${sn}/status`, cookie, { status });
const setMemo = (sn: number, memo: unknown, cookie: Cookie = manager.cookie) =>
  send('PUT', `${A}/${sn}/memo`, cookie, { memo });
const myDetail = (sn: number, cookie: Cookie = member.cookie) =>
  send('GET', `/v1/member/myPage/inquiries/${sn}`, cookie);

let seq = 0;
/** A new inquiry by the member (or by a visitor when `cookie` is null). */
async function inquiry(cookie: Cookie = member.cookie, email = member.email): Promise<number> {
  seq++;
  const res = await post(
    t,
    '/v1/inquiry/insert',
    {
      name: '김셀러',
      email,
      subject: `영수증 문의 ${seq}`,
      message: '지난달 코인 결제 영수증을 받고 싶습니다.',
    },
    cookie ?? undefined,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.inquirySn as number;
}

async function rows<T>(text: string, params: unknown[]): Promise<T[]> {
  return (await t.database.sql.executeSql(text, params)).rows as T[];
}
const audits = (sn: number) =>
  rows<{
    actor_mbr_sn: number;
    action: string;
    target_mbr_sn: number | null;
    before: unknown;
    after: unknown;
  }>(
    `select actor_mbr_sn, action, target_mbr_sn, before, after from admin_audit_log
      where action like 'INQUIRY_%' and (after->>'inquirySn')::int = $1 order by id`,
    [sn],
  );
const state = async (sn: number) => ({
  inquiry: (await rows(`select status, memo, answered_at from inquiries where inquiry_sn = $1`, [sn]))[0],
  replies: await rows(`select reply_sn, body from inquiry_replies where inquiry_sn = $1`, [sn]),
  audits: await audits(sn),
});
const refusal = (res: { statusCode: number; json(): { code: string; message: string } }) => [
  res.statusCode,
  res.json().code,
  res.json().message,
];

describe('a manager answers an inquiry', () => {
  it('stores the reply, sets 답변 완료, writes the audit row and mails the member after the commit', async () => {
    const sn = await inquiry();
    const res = await reply(sn, '  안녕하세요.\n영수증을 메일로 보내 드렸습니다.  ');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(ko.inquiry.replySent);
    expect(body.data).toMatchObject({
      inquirySn: sn,
      status: 'ANSWERED',
      answeredAt: expect.any(String),
      mbrSn: member.mbrSn,
      memo: '',
      replies: [
        {
          body: '안녕하세요.\n영수증을 메일로 보내 드렸습니다.',
          authorMbrSn: manager.mbrSn,
          authorName: '운영자',
          mailStatus: expect.stringMatching(/^(pending|sending|sent)$/),
        },
      ],
    });

    const [audit, ...more] = await audits(sn);
    expect(more).toEqual([]);
    expect(audit).toEqual({
      actor_mbr_sn: manager.mbrSn,
      action: 'INQUIRY_REPLY',
      target_mbr_sn: member.mbrSn,
      before: { inquirySn: sn, inquiryStatus: 'RECEIVED' },
      after: {
        inquirySn: sn,
        inquiryStatus: 'ANSWERED',
        reply: '안녕하세요.\n영수증을 메일로 보내 드렸습니다.',
      },
    });

    await t.services.settle();
    expect(mail.sent).toHaveLength(1);
    const sent = mail.sent[0]!;
    expect(sent.to).toBe(member.email);
    expect(sent.subject).toBe(`[셀러툴킷] 문의하신 ‘영수증 문의 ${seq}’에 답변드립니다`);
    expect(sent.text).toContain('김셀러님, 안녕하세요.');
    expect(sent.text).toContain('영수증을 메일로 보내 드렸습니다.');
    expect(sent.text).toContain('지난달 코인 결제 영수증을 받고 싶습니다.');
    expect(sent.text).toContain('https://seller.test/myPage/inquiry');
    expect(sent.html).toContain('안녕하세요.<br>영수증을 메일로 보내 드렸습니다.');
    expect(sent.html).toContain('href="https://seller.test/myPage/inquiry"');
    expect(sent.html).toContain('lang="ko"');
    const detail = await send('GET', `${A}/${sn}`, manager.cookie);
    expect(detail.json().data.replies[0]).toMatchObject({
      mailStatus: 'sent',
      mailSentAt: expect.any(String),
    });
  });

  it('escapes the reply in the HTML mail and links a visitor to the form', async () => {
    const sn = await inquiry(null, 'visitor-answer@example.com');
    expect((await reply(sn, '<b>굵게</b> & "따옴표"')).statusCode).toBe(200);
    await t.services.settle();
    const sent = mail.sent.find((m) => m.to === 'visitor-answer@example.com')!;
    expect(sent.html).toContain('&lt;b&gt;굵게&lt;/b&gt; &amp; &quot;따옴표&quot;');
    expect(sent.html).not.toContain('<b>굵게');
    expect(sent.text).toContain('https://seller.test/inquire');
    // A visitor's inquiry has no member: its audit row names no target.
    expect((await audits(sn))[0]).toMatchObject({ action: 'INQUIRY_REPLY', target_mbr_sn: null });
  });

  it('takes one submission sent twice at once, or again within a minute, as one reply and one mail', async () => {
    const sn = await inquiry();
    const [a, b] = await Promise.all([
      reply(sn, '한 번만 보내야 할 답변'),
      reply(sn, '한 번만 보내야 할 답변'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const again = await reply(sn, '한 번만 보내야 할 답변');
    expect(again.json().data.replies).toHaveLength(1);
    expect((await audits(sn)).map((x) => x.action)).toEqual(['INQUIRY_REPLY']);
    await t.services.settle();
    expect(mail.sent).toHaveLength(1);
  });

  it('keeps every reply of the conversation, oldest first', async () => {
    const sn = await inquiry();
    await reply(sn, '첫 번째 답변입니다.');
    const res = await reply(sn, '추가로 안내드립니다.');
    expect(res.json().data.replies.map((r: { body: string }) => r.body)).toEqual([
      '첫 번째 답변입니다.',
      '추가로 안내드립니다.',
    ]);
    expect((await audits(sn)).map((a) => a.action)).toEqual(['INQUIRY_REPLY', 'INQUIRY_REPLY']);
  });
});

describe('the member reads the answer', () => {
  it('sees the status and the reply in 마이페이지, never the memo', async () => {
    const sn = await inquiry();
    const before = await myDetail(sn);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      inquirySn: sn,
      status: 'RECEIVED',
      answeredAt: null,
      replies: [],
    });

    expect((await setMemo(sn, '환불 요청 이력 있음 MEMO-SECRET-7')).statusCode).toBe(200);
    await reply(sn, '영수증은 결제 내역에서 받을 수 있습니다.');

    const list = await post(t, '/v1/member/myPage/inquiryList', {}, member.cookie);
    const row = list.json().data.inquiries.find((q: { inquirySn: number }) => q.inquirySn === sn);
    expect(row).toMatchObject({ status: 'ANSWERED', answeredAt: expect.any(String) });
    const detail = await myDetail(sn);
    expect(detail.json().data).toEqual({
      inquirySn: sn,
      subject: expect.any(String),
      message: '지난달 코인 결제 영수증을 받고 싶습니다.',
      status: 'ANSWERED',
      createdAt: expect.any(String),
      answeredAt: expect.any(String),
      replies: [
        {
          replySn: expect.any(Number),
          body: '영수증은 결제 내역에서 받을 수 있습니다.',
          createdAt: expect.any(String),
        },
      ],
      followUps: [],
    });
    // Nothing the managers keep for themselves: the memo, who answered, the mail's state.
    for (const body of [list.body, detail.body]) {
      expect(body).not.toContain('MEMO-SECRET-7');
      expect(body).not.toContain('memo');
      expect(body).not.toContain('운영자');
      expect(body).not.toContain('mailStatus');
    }
    // The managers do see it.
    expect((await send('GET', `${A}/${sn}`, manager.cookie)).json().data.memo).toBe(
      '환불 요청 이력 있음 MEMO-SECRET-7',
    );
  });

  it("answers 404 for another member's inquiry, a visitor's and one that does not exist", async () => {
    const sn = await inquiry();
    const guest = await inquiry(null, 'guest404@example.com');
    const notFound = [404, 'INQUIRY_NOT_FOUND', ko.inquiry.notFound];
    expect(refusal(await myDetail(sn, other.cookie))).toEqual(notFound);
    expect(refusal(await myDetail(guest))).toEqual(notFound);
    expect(refusal(await myDetail(2_000_000_000))).toEqual(notFound);
    // A manager is a member here too: the member route shows only the manager's own.
    expect(refusal(await myDetail(sn, manager.cookie))).toEqual(notFound);
    expect((await myDetail(sn)).statusCode).toBe(200);
    expect((await myDetail(sn, null)).statusCode).toBe(401);
  });
});

describe('the status: 접수 → 답변 완료 → 종료', () => {
  it('needs a reply for 답변 완료, closes and opens again, and records each change once', async () => {
    const sn = await inquiry();
    const refused = await setStatus(sn, 'ANSWERED');
    expect(refusal(refused)).toEqual([409, 'INQUIRY_NOT_ANSWERED', ko.inquiry.statusNeedsReply]);
    expect((await state(sn)).audits).toEqual([]);

    const closed = await setStatus(sn, 'CLOSED');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ message: ko.inquiry.statusSaved, data: { status: 'CLOSED' } });
    // The same status again is no change: no second row.
    expect((await setStatus(sn, 'CLOSED')).statusCode).toBe(200);
    expect((await setStatus(sn, 'RECEIVED')).json().data.status).toBe('RECEIVED');
    await reply(sn, '확인 후 답변드립니다.');
    expect((await setStatus(sn, 'CLOSED')).json().data.status).toBe('CLOSED');
    // A reply to a closed inquiry answers it again.
    expect((await reply(sn, '추가 안내입니다.')).json().data.status).toBe('ANSWERED');
    expect((await setStatus(sn, 'ANSWERED')).statusCode).toBe(200);

    const trail = (await audits(sn)).map((a) => [
      a.action,
      (a.before as { inquiryStatus: string }).inquiryStatus,
      (a.after as { inquiryStatus: string }).inquiryStatus,
      a.actor_mbr_sn,
    ]);
    expect(trail).toEqual([
      ['INQUIRY_STATUS', 'RECEIVED', 'CLOSED', manager.mbrSn],
      ['INQUIRY_STATUS', 'CLOSED', 'RECEIVED', manager.mbrSn],
      ['INQUIRY_REPLY', 'RECEIVED', 'ANSWERED', manager.mbrSn],
      ['INQUIRY_STATUS', 'ANSWERED', 'CLOSED', manager.mbrSn],
      ['INQUIRY_REPLY', 'CLOSED', 'ANSWERED', manager.mbrSn],
    ]);
    expect((await myDetail(sn)).json().data.status).toBe('ANSWERED');
  });

  it('lists one status for the managers', async () => {
    const sn = await inquiry();
    await setStatus(sn, 'CLOSED');
    const res = await send('GET', `${A}?status=CLOSED&pageSize=100`, manager.cookie);
    const list = res.json().data.list as Array<{ inquirySn: number; status: string }>;
    expect(list.map((r) => r.inquirySn)).toContain(sn);
    expect(new Set(list.map((r) => r.status))).toEqual(new Set(['CLOSED']));
    expect(refusal(await send('GET', `${A}?status=DONE`, manager.cookie))).toEqual([
      400,
      'VALIDATION',
      ko.inquiry.statusInvalid,
    ]);
  });
});

describe('the memo', () => {
  it('is kept, changed and cleared with an audit row each, and a same memo writes nothing', async () => {
    const sn = await inquiry();
    expect((await setMemo(sn, '  결제팀 확인 필요  ')).json()).toMatchObject({
      message: ko.inquiry.memoSaved,
      data: { memo: '결제팀 확인 필요' },
    });
    await setMemo(sn, '결제팀 확인 필요');
    await setMemo(sn, '');
    expect((await state(sn)).audits.map((a) => [a.action, a.before, a.after])).toEqual([
      ['INQUIRY_MEMO', { inquirySn: sn, memo: '' }, { inquirySn: sn, memo: '결제팀 확인 필요' }],
      ['INQUIRY_MEMO', { inquirySn: sn, memo: '결제팀 확인 필요' }, { inquirySn: sn, memo: '' }],
    ]);
    // The memo does not touch the status or the member's view.
    expect((await state(sn)).inquiry).toMatchObject({ status: 'RECEIVED', memo: '' });
  });
});

describe('bad input and refusals', () => {
  it('refuses an empty, too long or garbled reply, an unknown status and a long memo, in Korean, writing nothing', async () => {
    const sn = await inquiry();
    const before = await state(sn);
    const cases: Array<[Promise<{ statusCode: number; json(): { code: string; message: string } }>, string]> =
      [
        [reply(sn, ''), ko.inquiry.replyRequired],
        [reply(sn, '   \n  '), ko.inquiry.replyRequired],
        [reply(sn, undefined), ko.inquiry.replyRequired],
        [reply(sn, 42), ko.inquiry.replyRequired],
        [reply(sn, 'x'.repeat(INQUIRY_REPLY_MAX + 1)), ko.inquiry.replyTooLong],
        [reply(sn, '제어\u0007문자'), ko.inquiry.replyInvalid],
        [setStatus(sn, 'DONE'), ko.inquiry.statusInvalid],
        [setStatus(sn, ''), ko.inquiry.statusInvalid],
        [setStatus(sn, undefined), ko.inquiry.statusInvalid],
        [setMemo(sn, 'x'.repeat(2001)), ko.inquiry.memoTooLong],
        [setMemo(sn, 7), ko.inquiry.memoInvalid],
      ];
    for (const [res, message] of cases) expect(refusal(await res)).toEqual([400, 'VALIDATION', message]);
    expect((await reply(sn, 'x'.repeat(INQUIRY_REPLY_MAX))).statusCode).toBe(200);
    const after = await state(sn);
    expect(after.replies).toHaveLength(1);
    expect(after.audits).toHaveLength(before.audits.length + 1);
  });

  it('answers 404 for an inquiry that does not exist, on every managers’ call', async () => {
    const notFound = [404, 'INQUIRY_NOT_FOUND', ko.inquiry.notFound];
    expect(refusal(await send('GET', `${A}/2000000000`, manager.cookie))).toEqual(notFound);
    expect(refusal(await reply(2_000_000_000, '답변'))).toEqual(notFound);
    expect(refusal(await setStatus(2_000_000_000, 'CLOSED'))).toEqual(notFound);
    expect(refusal(await setMemo(2_000_000_000, '메모'))).toEqual(notFound);
    expect((await send('GET', `${A}/abc`, manager.cookie)).statusCode).toBe(400);
  });

  it('lets only managers read, answer, set the status and keep the memo', async () => {
    const sn = await inquiry();
    const before = await state(sn);
    const calls = (cookie: Cookie) => [
      send('GET', `${A}/${sn}`, cookie),
      reply(sn, '남의 답변', cookie),
      setStatus(sn, 'CLOSED', cookie),
      setMemo(sn, '남의 메모', cookie),
    ];
    for (const cookie of [member.cookie, other.cookie, agency.cookie]) {
      for (const res of await Promise.all(calls(cookie))) {
        expect(refusal(res)).toEqual([403, 'FORBIDDEN', ko.errors.FORBIDDEN]);
      }
    }
    for (const res of await Promise.all(calls(null))) expect(res.statusCode).toBe(401);
    expect(await state(sn)).toEqual(before);
    expect(mail.sent).toEqual([]);
  });
});

describe('the mail after the commit', () => {
  it('a failed send keeps the reply, is recorded, and the sweep sends it again', async () => {
    const sn = await inquiry();
    mail.failing = 1;
    const res = await reply(sn, '메일이 한 번 실패해도 답변은 남습니다.');
    expect(res.statusCode).toBe(200);
    await t.services.settle();
    const replySn = res.json().data.replies[0].replySn as number;
    const row = async () =>
      (
        await rows<{ mail_status: string; mail_attempts: number; mail_error: string | null }>(
          'select mail_status, mail_attempts, mail_error from inquiry_replies where reply_sn = $1',
          [replySn],
        )
      )[0]!;
    expect(await row()).toMatchObject({
      mail_status: 'failed',
      mail_attempts: 1,
      mail_error: expect.stringContaining('421'),
    });
    expect(mail.sent).toEqual([]);
    expect((await send('GET', `${A}/${sn}`, manager.cookie)).json().data.replies[0].mailStatus).toBe(
      'failed',
    );
    // The member has the answer whatever the mail did.
    expect((await myDetail(sn)).json().data.replies).toHaveLength(1);

    await t.jobs.send(INQUIRY_MAIL_SWEEP, {});
    await t.services.settle();
    expect(await row()).toMatchObject({ mail_status: 'sent', mail_attempts: 2, mail_error: null });
    expect(mail.sent.map((m) => m.to)).toEqual([member.email]);
    // Sent is sent: another sweep sends nothing more.
    await t.jobs.send(INQUIRY_MAIL_SWEEP, {});
    await t.services.settle();
    expect(mail.sent).toHaveLength(1);
  });

  it(`gives up after ${REPLY_MAIL_ATTEMPTS} attempts and leaves the mail recorded as failed`, async () => {
    const sn = await inquiry();
    mail.failing = 100;
    const res = await reply(sn, '계속 실패하는 메일입니다.');
    const replySn = res.json().data.replies[0].replySn as number;
    for (let i = 0; i < REPLY_MAIL_ATTEMPTS + 2; i++) {
      await t.jobs.send(INQUIRY_MAIL_SWEEP, {});
      await t.services.settle();
    }
    const [row] = await rows<{ mail_status: string; mail_attempts: number }>(
      'select mail_status, mail_attempts from inquiry_replies where reply_sn = $1',
      [replySn],
    );
    expect(row).toEqual({ mail_status: 'failed', mail_attempts: REPLY_MAIL_ATTEMPTS });
    expect(mail.failing).toBe(100 - REPLY_MAIL_ATTEMPTS);
  });

  it('a mail left behind by a stopped process is taken over once it is stale', async () => {
    const sn = await inquiry();
    mail.failing = 0;
    // As if the process stopped between the commit and the send: the row still 'sending'.
    const res = await reply(sn, '중단된 발송입니다.');
    await t.services.settle();
    const replySn = res.json().data.replies[0].replySn as number;
    mail.sent.length = 0;
    await t.database.sql.executeSql(
      `update inquiry_replies set mail_status = 'sending', mail_attempts = 1, mail_claimed_at = now() - interval '1 hour'
        where reply_sn = $1`,
      [replySn],
    );
    await t.jobs.send(INQUIRY_MAIL_SWEEP, {});
    await t.services.settle();
    expect(mail.sent).toHaveLength(1);
  });
});

describe('one transaction', () => {
  it('a failing audit write leaves no reply, no status change and no mail', async () => {
    const sn = await inquiry();
    const before = await state(sn);
    const sent: unknown[] = [];
    const broken = createInquiriesService({
      db: t.database.db,
      now: () => new Date(),
      audit: async () => {
        throw new Error('audit down');
      },
      mail: { configured: true, sendMail: async (m) => sent.push(m) },
      publicUrl: 'https://seller.test',
      later: () => {},
    });
    await expect(broken.reply(manager.mbrSn, sn, '남지 않아야 할 답변')).rejects.toThrow('audit down');
    await expect(broken.setStatus(manager.mbrSn, sn, 'CLOSED')).rejects.toThrow('audit down');
    await expect(broken.setMemo(manager.mbrSn, sn, '남지 않을 메모')).rejects.toThrow('audit down');
    expect(await state(sn)).toEqual(before);
    expect(sent).toEqual([]);
  });

  it('without SMTP the reply is kept and its mail recorded as not sent', async () => {
    const plain = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
    try {
      const m = await createMember(plain, { role: 'MNGR_MBR' });
      const cookie = await login(plain, m.email);
      const asked = await post(plain, '/v1/inquiry/insert', {
        name: '방문자',
        email: 'nosmtp@example.com',
        subject: '메일 없는 답변',
        message: '메일 설정이 없어도 답변은 남아야 합니다.',
      });
      const sn = asked.json().data.inquirySn as number;
      const res = await plain.app.inject({
        method: 'POST',
        url: `${A}/${sn}/replies`,
        headers: { cookie },
        payload: { reply: '메일 없이 남는 답변입니다.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'ANSWERED', replies: [{ mailStatus: 'skipped' }] });
      await plain.jobs.send(INQUIRY_MAIL_SWEEP, {});
      await plain.services.settle();
    } finally {
      await plain.close();
    }
  });
});
