/**
 * Agency invitations (issue 21 point 5): an agency member cannot put a member into its group nor
 * read it without the member's consent, and its look-up and invitation answers tell nothing about
 * which addresses have accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { type Role, errorStatus, ko } from '@seller/shared';
import type { MailMessage, MailPort } from '../../adapters/mail/mail';
import { type TestApp, createMember, createTestApp, login, post, uniqueEmail } from '../../test/app';

const sent: MailMessage[] = [];
const catcher: MailPort = {
  configured: true,
  sendMail: async (m) => {
    sent.push(m);
    return { messageId: String(sent.length) };
  },
  close() {},
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' }, { adapters: { mail: catcher } });
});
afterAll(() => t.close());

const A = '/v1/agencyMenu/coin';
const I = '/v1/agencyMenu/invitations';
const M = '/v1/member/agencyInvitations';
const DAY = 86_400_000;

type Who = Awaited<ReturnType<typeof signedIn>>;
async function signedIn(role: Role = 'GNRL_MBR', name = 'Tester') {
  const m = await createMember(t, { role, name });
  return { ...m, cookie: await login(t, m.email) };
}
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const sql = async (text: string, params: unknown[] = []) =>
  (await t.database.sql.executeSql(text, params)).rows as Array<Record<string, unknown>>;

/** A manager makes a new member an agency with a group named `name`. */
async function agency(name: string): Promise<Who> {
  const mgr = await signedIn('MNGR_MBR');
  const a = await signedIn('GNRL_MBR', 'Agent');
  const res = await post(
    t,
    `${A}/addUserAjency`,
    { userAccess: { userMbrSn: a.mbrSn }, companyName: name, psitnMemberMemo: '' },
    mgr.cookie,
  );
  expect(res.statusCode).toBe(200);
  return a;
}

const invite = (by: Who, mbrEmail: string, companyName = 'M Shop', extra: object = {}) =>
  post(t, I, { mbrEmail, companyName, psitnMemberMemo: 'memo', ...extra }, by.cookie);
const invitationId = async (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { invitationId: string } }).data.invitationId;
};
const accept = (who: Who, id: string) => post(t, `${M}/${id}/accept`, {}, who.cookie);
const decline = (who: Who, id: string) => post(t, `${M}/${id}/decline`, {}, who.cookie);
const withdraw = (by: Who, id: string) => post(t, `${I}/${id}/withdraw`, {}, by.cookie);
const history = (by: Who, userMbrSn: number) =>
  post(t, `${A}/chargeSellCoinHist`, { userAccess: { userMbrSn } }, by.cookie);
const listEmails = async (by: Who) => {
  const res = await post(t, `${A}/selectUserAjency`, { selectedPeriod: 'all', pageSize: 200 }, by.cookie);
  expect(res.statusCode).toBe(200);
  return (res.json().data.userGroupList as Array<{ mbrEmail: string }>).map((r) => r.mbrEmail);
};
const sentList = async (by: Who) =>
  (await get(I, by.cookie)).json().data.list as Array<{
    invitationId: string;
    mbrEmail: string;
    status: string;
    respondedAt: string | null;
  }>;
const statusOf = async (by: Who, id: string) =>
  (await sentList(by)).find((r) => r.invitationId === id)?.status;
const received = async (who: Who) =>
  (await get(M, who.cookie)).json().data.list as Array<{
    invitationId: string;
    agencyName: string;
    companyName: string;
    canAccept: boolean;
  }>;
const groupOf = async (who: { mbrSn: number }) =>
  (await sql('select group_id from members where mbr_sn = $1', [who.mbrSn]))[0]!.group_id as number | null;
const refusal = (res: LightMyRequestResponse) => [res.statusCode, res.json().code];
const mailsTo = async (email: string) => {
  await t.services.settle();
  return sent.filter((m) => m.to === email);
};
/** A member with coins from a manager's grant, so it has a balance and a pay history to leak. */
async function memberWithCoins(): Promise<Who> {
  const m = await signedIn('GNRL_MBR', 'Guest');
  const mgr = await signedIn('MNGR_MBR');
  const res = await post(
    t,
    `${A}/chargeInsertCoin`,
    { userMbrSn: m.mbrSn, coinInput: 100, serviceCoinInput: 0 },
    mgr.cookie,
  );
  expect(res.statusCode).toBe(200);
  return m;
}

describe('an agency member invites: nobody joins without consent', () => {
  it('the invitation is pending: the member is not in the group and the agency reads nothing of it', async () => {
    const a = await agency('Agency A');
    const m = await memberWithCoins();
    const res = await invite(a, m.email.toUpperCase(), 'M Shop', {
      // Fields of the old direct registration change nothing.
      userAccess: { userMbrSn: m.mbrSn },
      myAccessData: { mbrAtrbCd: 'MNGR_MBR' },
    });
    const id = await invitationId(res);
    expect(res.json()).toMatchObject({
      code: 'OK',
      message: ko.agencyUi.inviteSent,
      data: { status: 'PENDING', expiresAt: expect.any(String) },
    });

    expect(await groupOf(m)).toBeNull();
    expect(refusal(await history(a, m.mbrSn))).toEqual([403, 'FORBIDDEN']);
    expect(await listEmails(a)).not.toContain(m.email);
    const found = (await post(t, `${A}/selectEmailAjency`, { mbrEmail: m.email }, a.cookie)).json().data;
    expect(found).toMatchObject({ resultStatus: 'INVITATION_REQUIRED', userAccess: null, companyName: null });
    // The direct registration is the managers' only: an agency member gets 403 and nothing changes.
    const direct = await post(
      t,
      `${A}/addUserAjency`,
      { userAccess: { userMbrSn: m.mbrSn }, companyName: 'Direct', psitnMemberMemo: '' },
      a.cookie,
    );
    expect(refusal(direct)).toEqual([403, 'FORBIDDEN']);
    expect(await groupOf(m)).toBeNull();

    expect(await sentList(a)).toEqual([
      expect.objectContaining({ invitationId: id, mbrEmail: m.email.toLowerCase(), status: 'PENDING' }),
    ]);
    expect(await received(m)).toEqual([
      expect.objectContaining({
        invitationId: id,
        agencyName: 'Agency A',
        companyName: 'M Shop',
        canAccept: true,
      }),
    ]);

    // The mail names the agency and links to 마이페이지; opening the page accepts nothing.
    const [mail] = await mailsTo(m.email);
    expect(mail?.subject).toBe(ko.agencyInvitation.mailSubject('Agency A'));
    const link = `${t.config.publicUrl}/myPage/invitations`;
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(`href="${link}"`);
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/accept|token=/i);
    await get('/myPage/invitations', m.cookie);
    expect(await statusOf(a, id)).toBe('PENDING');
    expect(await groupOf(m)).toBeNull();
  });

  it('the member accepts: it joins the group (audited) and the agency reads it; accepting again answers the same', async () => {
    const a = await agency('Agency Accept');
    const m = await memberWithCoins();
    const id = await invitationId(await invite(a, m.email, 'Accepted Shop'));

    const res = await accept(m, id);
    expect(res.json()).toEqual({
      code: 'OK',
      message: ko.agencyInvitation.accepted('Agency Accept'),
      data: { invitationId: id, status: 'ACCEPTED', agencyName: 'Agency Accept' },
    });
    expect(await groupOf(m)).toBe(await groupOf(a));
    const hist = await history(a, m.mbrSn);
    expect(hist.statusCode).toBe(200);
    expect(hist.json().data).toMatchObject({ userMbrSn: m.mbrSn, companyName: 'Accepted Shop' });
    expect(hist.json().data.userCoinHist).toHaveLength(1);
    expect(await listEmails(a)).toContain(m.email);
    const row = (await sentList(a)).find((r) => r.invitationId === id);
    expect(row).toMatchObject({ status: 'ACCEPTED', respondedAt: expect.any(String) });
    expect(await received(m)).toEqual([]);

    const again = await accept(m, id);
    expect([again.statusCode, again.json().data]).toEqual([200, res.json().data]);
    const audit = await sql(
      'select actor_mbr_sn, action, after from admin_audit_log where target_mbr_sn = $1 and action = $2',
      [m.mbrSn, 'GROUP_MEMBER_REGISTER'],
    );
    expect(audit).toEqual([
      {
        actor_mbr_sn: m.mbrSn,
        action: 'GROUP_MEMBER_REGISTER',
        after: expect.objectContaining({ groupId: await groupOf(a), invitedBy: a.mbrSn }),
      },
    ]);
    // Declining or withdrawing an accepted invitation changes nothing.
    expect(refusal(await decline(m, id))).toEqual([409, 'INVITATION_ACCEPTED']);
    expect(refusal(await withdraw(a, id))).toEqual([409, 'INVITATION_ACCEPTED']);
    expect(await groupOf(m)).toBe(await groupOf(a));
  });

  it('another member cannot see, accept or decline someone else’s invitation; another agency cannot withdraw it', async () => {
    const a = await agency('Agency Own');
    const b = await agency('Agency Other');
    const m = await signedIn();
    const x = await signedIn();
    const id = await invitationId(await invite(a, m.email));

    for (const res of [await accept(x, id), await decline(x, id), await withdraw(b, id)]) {
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { code: 'INVITATION_NOT_FOUND', message: ko.errors.INVITATION_NOT_FOUND, data: null },
      ]);
    }
    // The agency that sent it cannot accept it either, nor can the manager.
    expect(refusal(await accept(a, id))).toEqual([404, 'INVITATION_NOT_FOUND']);
    expect(refusal(await accept(await signedIn('MNGR_MBR'), id))).toEqual([404, 'INVITATION_NOT_FOUND']);
    expect(await received(x)).toEqual([]);
    expect(await groupOf(x)).toBeNull();
    expect(await groupOf(m)).toBeNull();
    expect(await statusOf(a, id)).toBe('PENDING');
    // A well-formed id of nothing, and a malformed one.
    expect(refusal(await accept(m, '00000000-0000-4000-8000-000000000000'))).toEqual([
      404,
      'INVITATION_NOT_FOUND',
    ]);
    const bad = await accept(m, 'not-an-id');
    expect([bad.statusCode, bad.json().message]).toEqual([400, ko.agencyValidation.invitationRequired]);
  });

  it('decline: the member stays out, the agency sees 거절, and may invite the address again after 7 days', async () => {
    const a = await agency('Agency Decline');
    const m = await memberWithCoins();
    const id = await invitationId(await invite(a, m.email));

    const res = await decline(m, id);
    expect(res.json()).toMatchObject({ code: 'OK', message: ko.agencyInvitation.declined });
    expect((await decline(m, id)).statusCode).toBe(200);
    expect(refusal(await accept(m, id))).toEqual([409, 'INVITATION_DECLINED']);
    expect(await groupOf(m)).toBeNull();
    expect(refusal(await history(a, m.mbrSn))).toEqual([403, 'FORBIDDEN']);
    expect(await statusOf(a, id)).toBe('DECLINED');
    expect(await received(m)).toEqual([]);

    expect(refusal(await invite(a, m.email))).toEqual([409, 'INVITATION_RECENTLY_DECLINED']);
    await sql(`update agency_invitations set responded_at = responded_at - interval '8 days' where id = $1`, [
      id,
    ]);
    const again = await invitationId(await invite(a, m.email));
    expect(await received(m)).toEqual([expect.objectContaining({ invitationId: again })]);
  });

  it('expiry: an invitation lasts 7 days, then shows 만료 and cannot be accepted', async () => {
    const a = await agency('Agency Expiry');
    const m = await signedIn();
    const res = await invite(a, m.email);
    const id = await invitationId(res);
    const [row] = await sql('select created_at, expires_at from agency_invitations where id = $1', [id]);
    const created = new Date(row!.created_at as string).getTime();
    expect(new Date(row!.expires_at as string).getTime() - created).toBe(7 * DAY);
    expect(res.json().data.expiresAt).toBe(new Date(created + 7 * DAY).toISOString());

    await sql(`update agency_invitations set expires_at = now() - interval '1 second' where id = $1`, [id]);
    expect(refusal(await accept(m, id))).toEqual([409, 'INVITATION_EXPIRED']);
    expect(refusal(await decline(m, id))).toEqual([409, 'INVITATION_EXPIRED']);
    expect(refusal(await withdraw(a, id))).toEqual([409, 'INVITATION_EXPIRED']);
    expect(await statusOf(a, id)).toBe('EXPIRED');
    expect(await received(m)).toEqual([]);
    expect(await groupOf(m)).toBeNull();
    // An expired invitation does not stop a new one.
    expect((await invite(a, m.email)).statusCode).toBe(200);
  });

  it('withdraw: the agency takes back a pending invitation; it can no longer be accepted', async () => {
    const a = await agency('Agency Withdraw');
    const m = await signedIn();
    const id = await invitationId(await invite(a, m.email));
    expect(refusal(await invite(a, m.email))).toEqual([409, 'INVITATION_PENDING']);

    const res = await withdraw(a, id);
    expect(res.json()).toEqual({ code: 'OK', message: ko.agencyUi.withdrawDone, data: null });
    expect((await withdraw(a, id)).statusCode).toBe(200);
    expect(await statusOf(a, id)).toBe('WITHDRAWN');
    expect(await received(m)).toEqual([]);
    expect(refusal(await accept(m, id))).toEqual([409, 'INVITATION_WITHDRAWN']);
    expect(await groupOf(m)).toBeNull();
  });

  it('refused when the member joined another group meanwhile; two acceptances at once join one group', async () => {
    const a = await agency('Agency First');
    const b = await agency('Agency Second');
    const m = await signedIn();
    const fromA = await invitationId(await invite(a, m.email));
    const fromB = await invitationId(await invite(b, m.email));
    expect((await received(m)).map((r) => r.invitationId).sort()).toEqual([fromA, fromB].sort());

    const results = await Promise.all([accept(m, fromA), accept(m, fromB)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().code).toBe('INVITATION_MEMBER_IN_GROUP');
    const [winner, other] = results[0]!.statusCode === 200 ? [a, b] : [b, a];
    const otherId = other === a ? fromA : fromB;
    expect(await groupOf(m)).toBe(await groupOf(winner));
    expect(refusal(await history(other, m.mbrSn))).toEqual([403, 'FORBIDDEN']);
    // The other invitation stays visible, cannot be accepted, and can be declined.
    expect(await received(m)).toEqual([expect.objectContaining({ invitationId: otherId, canAccept: false })]);
    expect((await decline(m, otherId)).statusCode).toBe(200);
    const rows = await sql('select count(*)::int as n from agency_members where mbr_sn = $1', [m.mbrSn]);
    expect(rows[0]!.n).toBe(1);
  });

  it('an agency made without a group (member command) gets one on its first invitation', async () => {
    const a = await signedIn('MNPY_MBR', 'Solo');
    const m = await signedIn();
    const id = await invitationId(await invite(a, m.email, 'Solo Client'));
    const group = await groupOf(a);
    expect(group).not.toBeNull();
    expect((await received(m))[0]).toMatchObject({ agencyName: 'Solo' });
    expect((await accept(m, id)).statusCode).toBe(200);
    expect((await listEmails(a)).sort()).toEqual([a.email, m.email].sort());
  });

  it('the list answers the agency’s own company name, the invite form’s starting company name (issue 22 point 6)', async () => {
    const a = await agency('프리필 상사');
    expect((await get(I, a.cookie)).json().data).toEqual({ list: [], companyName: '프리필 상사' });
    // Before its first invitation an agency made by the member command has no group, so no name.
    const solo = await signedIn('MNPY_MBR', 'Lone');
    expect((await get(I, solo.cookie)).json().data).toEqual({ list: [], companyName: null });
    const m = await signedIn();
    await invitationId(await invite(a, m.email, '다른 이름'));
    const answer = (await get(I, a.cookie)).json().data;
    expect(answer.companyName).toBe('프리필 상사');
    expect(answer.list).toEqual([expect.objectContaining({ mbrEmail: m.email, companyName: '다른 이름' })]);
  });
});

describe('the agency learns nothing about who has an account', () => {
  it('look-up: a manager’s address answers exactly as an unknown one, as does any account outside the group', async () => {
    const a = await agency('Agency Lookup');
    const other = await agency('Agency Elsewhere');
    const mgr = await signedIn('MNGR_MBR');
    const free = await signedIn();
    const suspended = await signedIn();
    await sql(`update members set status = 'SUSPENDED' where mbr_sn = $1`, [suspended.mbrSn]);
    const lookup = async (mbrEmail: string) => {
      const res = await post(t, `${A}/selectEmailAjency`, { mbrEmail }, a.cookie);
      return [res.statusCode, res.json()];
    };
    const unknown = await lookup(uniqueEmail('nobody'));
    expect(unknown).toEqual([
      200,
      {
        code: 'OK',
        message: ko.agencyUi.status.INVITATION_REQUIRED,
        data: expect.objectContaining({
          resultStatus: 'INVITATION_REQUIRED',
          userAccess: null,
          companyName: null,
        }),
      },
    ]);
    for (const email of [mgr.email, other.email, free.email, suspended.email]) {
      expect(await lookup(email), email).toEqual(unknown);
    }
  });

  it('invite: the same answer for every well-formed address; only an invitable member gets mail and sees it', async () => {
    const a = await agency('Agency Uniform');
    const other = await agency('Agency Taken');
    const mgr = await signedIn('MNGR_MBR');
    const free = await signedIn();
    const inOther = await signedIn();
    const otherId = await invitationId(await invite(other, inOther.email));
    expect((await accept(inOther, otherId)).statusCode).toBe(200);
    const unknownEmail = uniqueEmail('nobody');

    const shape = (res: LightMyRequestResponse) => {
      const body = res.json();
      return [res.statusCode, body.code, body.message, Object.keys(body.data).sort(), body.data.status];
    };
    const answers = new Map<string, unknown>();
    for (const email of [unknownEmail, mgr.email, other.email, inOther.email, free.email]) {
      answers.set(email, shape(await invite(a, email)));
    }
    expect(new Set([...answers.values()].map((v) => JSON.stringify(v))).size).toBe(1);
    // The list shows every one as 초대 대기.
    expect((await sentList(a)).map((r) => r.status)).toEqual(Array(5).fill('PENDING'));

    const fromA = async (email: string) =>
      (await mailsTo(email)).filter((m) => m.subject === ko.agencyInvitation.mailSubject('Agency Uniform'));
    expect(await fromA(free.email)).toHaveLength(1);
    for (const email of [unknownEmail, mgr.email, other.email, inOther.email]) {
      expect(await fromA(email), email).toEqual([]);
    }
    expect(await received(mgr)).toEqual([]);
    expect(await received(inOther)).toEqual([]);
    expect(await received(other)).toEqual([]);
  });

  it('refusals that name the agency’s own actions only: a malformed address, its own member, the daily limit', async () => {
    const a = await agency('Agency Limits');
    const bad = await invite(a, 'not-an-email');
    expect([bad.statusCode, bad.json().message]).toEqual([400, ko.validation.emailInvalid]);
    const noName = await invite(a, uniqueEmail(), ' ');
    expect([noName.statusCode, noName.json().message]).toEqual([400, ko.agencyValidation.companyRequired]);

    const m = await signedIn();
    await accept(m, await invitationId(await invite(a, m.email)));
    expect(refusal(await invite(a, m.email))).toEqual([409, 'INVITATION_OWN_MEMBER']);

    // 50 a Korea day per group (the rows are written straight in; the route's own limit is per client).
    const group = await groupOf(a);
    await sql(
      `insert into agency_invitations (id, group_id, email, company_name, invited_by, created_at, expires_at)
       select gen_random_uuid(), $1, 'x' || g || '@example.com', 'X', $2, now(), now() + interval '7 days'
       from generate_series(1, 49) g`,
      [group, a.mbrSn],
    );
    const over = await invite(a, uniqueEmail());
    expect([over.statusCode, over.json()]).toEqual([
      errorStatus.INVITATION_DAILY_LIMIT,
      { code: 'INVITATION_DAILY_LIMIT', message: ko.errors.INVITATION_DAILY_LIMIT, data: null },
    ]);
  });

  it('only agency members invite and list; any member reads only its own invitations', async () => {
    const member = await signedIn();
    const mgr = await signedIn('MNGR_MBR');
    for (const who of [member, mgr]) {
      expect(refusal(await invite(who, uniqueEmail()))).toEqual([403, 'FORBIDDEN']);
      expect((await get(I, who.cookie)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: M })).statusCode).toBe(401);
    expect((await post(t, I, { mbrEmail: uniqueEmail(), companyName: 'x' })).statusCode).toBe(401);
  });
});

describe('a manager still registers directly, without consent', () => {
  it('addUserAjency by a manager makes the member an agency at once', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await signedIn();
    const res = await post(
      t,
      `${A}/addUserAjency`,
      { userAccess: { userMbrSn: m.mbrSn }, companyName: 'Direct Co', psitnMemberMemo: '' },
      mgr.cookie,
    );
    expect(res.json()).toMatchObject({ data: { kind: 'AGENCY', userMbrSn: m.mbrSn } });
    expect(await groupOf(m)).toBe(res.json().data.psitnGrpcoSn);
  });
});
