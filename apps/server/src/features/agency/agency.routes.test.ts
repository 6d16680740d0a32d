import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Role, koreaDay, ko } from '@seller/shared';
import { collectRoutes } from '../../http/access';
import { type TestApp, coinState, createMember, createTestApp, login, post } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const P = '/v1/agencyMenu/coin';
const today = () => koreaDay(new Date());

async function signedIn(role: Role = 'GNRL_MBR', name = 'Tester') {
  const m = await createMember(t, { role, name });
  return { ...m, cookie: await login(t, m.email) };
}

const lookup = (cookie: string, mbrEmail: string) =>
  post(t, `${P}/selectEmailAjency`, { mbrEmail, user: { mbrSn: 1, mbrAtrbCd: 'MNGR_MBR' } }, cookie);
const register = (cookie: string, userMbrSn: number, companyName = 'Acme', psitnMemberMemo = '') =>
  post(
    t,
    `${P}/addUserAjency`,
    { userAccess: { userMbrSn }, companyName, psitnMemberMemo, myAccessData: { mbrSn: 1 } },
    cookie,
  );
/** An agency member's invitation, accepted by the member: how a member joins an agency's group. */
async function enrol(
  agencyCookie: string,
  member: { email: string; password: string },
  companyName = 'Acme',
  psitnMemberMemo = '',
) {
  const sent = await post(
    t,
    '/v1/agencyMenu/invitations',
    { mbrEmail: member.email, companyName, psitnMemberMemo },
    agencyCookie,
  );
  expect(sent.statusCode, sent.body).toBe(200);
  const res = await post(
    t,
    `/v1/member/agencyInvitations/${sent.json().data.invitationId}/accept`,
    {},
    await login(t, member.email, member.password),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
const list = (cookie: string, body: Record<string, unknown> = {}) =>
  post(t, `${P}/selectUserAjency`, { startDate: '', endDate: '', selectedPeriod: 'all', ...body }, cookie);
const history = (cookie: string, userMbrSn: number) =>
  post(
    t,
    `${P}/chargeSellCoinHist`,
    { userAccess: { userMbrSn, mbrEmail: 'x@y.zz', companyName: 'x' } },
    cookie,
  );
const grant = (cookie: string, userMbrSn: number, body: Record<string, unknown>) =>
  post(
    t,
    `${P}/chargeInsertCoin`,
    { userAccess: { userMbrSn }, userMbrSn, myAccessData: { mbrSn: 1 }, ...body },
    cookie,
  );

async function session(cookie: string) {
  return (await post(t, '/v1/member/user/memberSession', {}, cookie)).json().data as {
    mbrAtrbCd: Role;
    psitnGrpcoSn: number | null;
    psitnGrpcoCd: string | null;
  };
}

async function audit(targetMbrSn: number) {
  const r = await t.database.sql.executeSql(
    'select actor_mbr_sn, action, target_mbr_sn, before, after from admin_audit_log where target_mbr_sn = $1 order by id',
    [targetMbrSn],
  );
  return r.rows as Array<{
    actor_mbr_sn: number;
    action: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }>;
}

const emails = (res: { json(): { data: { userGroupList: Array<{ mbrEmail: string }> } } }) =>
  res.json().data.userGroupList.map((r) => r.mbrEmail);

describe('authorization matrix of the administration calls', () => {
  it('declares who may call each route', () => {
    const access = Object.fromEntries(collectRoutes(t.app).map((r) => [`${r.method} ${r.url}`, r.access]));
    expect({
      lookup: access[`POST ${P}/selectEmailAjency`],
      register: access[`POST ${P}/addUserAjency`],
      agencyList: access[`POST ${P}/selectUserAjency`],
      history: access[`POST ${P}/chargeSellCoinHist`],
      grant: access[`POST ${P}/chargeInsertCoin`],
      memberList: access['POST /v1/confCmmn/emailUserSelectV1'],
      simpleLookup: access['POST /v1/confCmmn/emailUserSelect'],
      simpleAdd: access['POST /v1/coin/coinPayInsert'],
      audit: access['GET /v1/admin/audit'],
      cancel: access['POST /v1/payment/payCancel'],
    }).toEqual({
      lookup: ['MNGR_MBR', 'MNPY_MBR'],
      register: ['MNGR_MBR'],
      agencyList: ['MNGR_MBR', 'MNPY_MBR'],
      history: ['MNGR_MBR', 'MNPY_MBR'],
      grant: ['MNGR_MBR'],
      memberList: ['MNGR_MBR'],
      simpleLookup: ['MNGR_MBR'],
      simpleAdd: ['MNGR_MBR'],
      audit: ['MNGR_MBR'],
      cancel: ['MNGR_MBR'],
    });
  });
});

describe('the agency contract (issue 38 §1)', () => {
  type Responses = Record<string, Record<string, { responses?: Record<string, unknown> }>>;

  it("names each route's refusals in the OpenAPI document and keeps the grant idempotent", () => {
    const paths = (t.app.swagger() as unknown as { paths: Responses }).paths;
    const withdraw = paths['/v1/agencyMenu/invitations/{id}/withdraw']?.post?.responses ?? {};
    expect(Object.keys(withdraw).sort()).toEqual(['200', '404', '409']);
    expect(JSON.stringify(withdraw['409'])).toContain('INVITATION_EXPIRED');
    const grant = paths[`${P}/chargeInsertCoin`]?.post?.responses ?? {};
    expect(JSON.stringify(grant['409'])).toContain('IDEMPOTENCY_KEY_REUSED');
    const route = collectRoutes(t.app).find((r) => r.url === `${P}/chargeInsertCoin`);
    expect(route).toMatchObject({ method: 'POST', access: ['MNGR_MBR'], idempotent: true, answers: true });
    // The xlsx download is not on the contract and keeps its file answer.
    const excel = paths[`${P}/selectUserAjency/excel`]?.post?.responses ?? {};
    expect(JSON.stringify(excel['200'])).toContain('spreadsheetml');
  });
});

describe('access: every agency call needs a manager or an agency member', () => {
  const calls = [
    'selectEmailAjency',
    'addUserAjency',
    'selectUserAjency',
    'chargeSellCoinHist',
    'chargeInsertCoin',
  ];

  it('anonymous callers get 401 and ordinary members 403, whatever the payload claims', async () => {
    const m = await signedIn();
    for (const c of calls) {
      const claim = {
        mbrEmail: m.email,
        user: { mbrSn: m.mbrSn, mbrAtrbCd: 'MNGR_MBR' },
        myAccessData: { mbrAtrbCd: 'MNGR_MBR' },
      };
      expect((await post(t, `${P}/${c}`, claim)).statusCode, c).toBe(401);
      const res = await post(t, `${P}/${c}`, claim, m.cookie);
      expect([res.statusCode, res.json().code], c).toEqual([403, 'FORBIDDEN']);
    }
  });

  it('agency members may not grant coins', async () => {
    const agency = await signedIn('MNPY_MBR');
    const res = await grant(agency.cookie, agency.mbrSn, { coinInput: '10' });
    expect(res.statusCode).toBe(403);
    expect(await coinState(t, agency.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });
});

describe('registration lookup: selectEmailAjency resultStatus (spec 01 §4)', () => {
  it('answers every status with its message; the caller is the session user', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const other = await createMember(t, { role: 'MNGR_MBR' });
    const plain = await createMember(t);
    const suspended = await createMember(t);
    await t.database.sql.executeSql(`update members set status = 'SUSPENDED' where mbr_sn = $1`, [
      suspended.mbrSn,
    ]);

    const unknown = await lookup(mgr.cookie, 'nobody@example.com');
    expect(unknown.json()).toMatchObject({
      code: 'OK',
      message: ko.agencyUi.status.USER_NULL,
      data: {
        resultStatus: 'USER_NULL',
        userAccess: null,
        myAccessData: { mbrSn: mgr.mbrSn, mbrAtrbCd: 'MNGR_MBR' },
      },
    });
    const ok = await lookup(mgr.cookie, plain.email.toUpperCase());
    expect(ok.json()).toMatchObject({
      message: ko.agencyUi.status.GROUP_INSERT_Y,
      data: {
        resultStatus: 'GROUP_INSERT_Y',
        userAccess: { mbrEmail: plain.email, userMbrSn: plain.mbrSn, companyName: null },
      },
    });
    for (const who of [mgr.email, other.email, suspended.email]) {
      expect((await lookup(mgr.cookie, who)).json()).toMatchObject({
        message: ko.agencyUi.status.LOGIN_FAILED,
        data: { resultStatus: 'LOGIN_FAILED' },
      });
    }
    expect((await register(mgr.cookie, plain.mbrSn, 'Plain Co')).statusCode).toBe(200);
    expect((await lookup(mgr.cookie, plain.email)).json()).toMatchObject({
      message: ko.agencyUi.status.GROUP_INSERT_EXISTENCE_NO,
      data: {
        resultStatus: 'GROUP_INSERT_EXISTENCE_NO',
        userAccess: { companyName: 'Plain Co' },
        companyName: 'Plain Co',
      },
    });
  });

  it('needs an e-mail', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const res = await post(t, `${P}/selectEmailAjency`, { mbrEmail: '  ' }, mgr.cookie);
    expect([res.statusCode, res.json().message]).toEqual([400, ko.agencyValidation.emailRequired]);
  });
});

describe('registration: addUserAjency', () => {
  it('a manager makes a member an agency with a group of its own, audited', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await signedIn();
    const res = await register(mgr.cookie, m.mbrSn, '  Seoul Ads  ', 'VIP');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe(ko.agencyUi.registered);
    expect(data).toMatchObject({
      userMbrSn: m.mbrSn,
      kind: 'AGENCY',
      companyName: 'Seoul Ads',
      psitnGrpcoCd: expect.stringMatching(/^AG[0-9A-F]{8}$/),
    });
    // The member's own session sees the new role and group at once.
    expect(await session(m.cookie)).toMatchObject({
      mbrAtrbCd: 'MNPY_MBR',
      psitnGrpcoSn: data.psitnGrpcoSn,
      psitnGrpcoCd: data.psitnGrpcoCd,
    });
    expect(await audit(m.mbrSn)).toEqual([
      {
        actor_mbr_sn: mgr.mbrSn,
        action: 'AGENCY_REGISTER',
        target_mbr_sn: m.mbrSn,
        before: { role: 'GNRL_MBR', groupId: null, companyName: null },
        after: {
          role: 'MNPY_MBR',
          groupId: data.psitnGrpcoSn,
          groupCode: data.psitnGrpcoCd,
          companyName: 'Seoul Ads',
          memo: 'VIP',
        },
      },
    ]);
    // Twice is refused with the lookup's reason, and nothing changes.
    const again = await register(mgr.cookie, m.mbrSn, 'Other');
    expect([again.statusCode, again.json().code, again.json().message]).toEqual([
      409,
      'AGENCY_REGISTER_REFUSED',
      ko.agencyUi.status.GROUP_INSERT_EXISTENCE_NO,
    ]);
    expect(await audit(m.mbrSn)).toHaveLength(1);
  });

  it('refuses unknown members, managers and missing company names', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const other = await createMember(t, { role: 'MNGR_MBR' });
    expect((await register(mgr.cookie, 999_999)).json()).toMatchObject({
      code: 'AGENCY_REGISTER_REFUSED',
      message: ko.agencyUi.status.USER_NULL,
    });
    expect((await register(mgr.cookie, other.mbrSn)).json()).toMatchObject({
      code: 'AGENCY_REGISTER_REFUSED',
      message: ko.agencyUi.status.LOGIN_FAILED,
    });
    const m = await createMember(t);
    const noName = await register(mgr.cookie, m.mbrSn, ' ');
    expect([noName.statusCode, noName.json().message]).toEqual([400, ko.agencyValidation.companyRequired]);
    const tooLong = await register(mgr.cookie, m.mbrSn, 'x'.repeat(51));
    expect(tooLong.json().message).toBe(ko.agencyValidation.companyTooLong);
  });

  it('an agency member registers nobody directly; an accepted invitation puts the member into its own group only', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const a = await signedIn();
    const b = await signedIn();
    const groupA = (await register(mgr.cookie, a.mbrSn, 'Agency A')).json().data;
    const groupB = (await register(mgr.cookie, b.mbrSn, 'Agency B')).json().data;
    const y = await createMember(t);

    expect((await lookup(a.cookie, y.email)).json().data.resultStatus).toBe('INVITATION_REQUIRED');
    const direct = await register(a.cookie, y.mbrSn, 'Y Shop', 'memo');
    expect([direct.statusCode, direct.json().code]).toEqual([403, 'FORBIDDEN']);
    await enrol(a.cookie, y, 'Y Shop', 'memo');
    expect((await lookup(a.cookie, y.email)).json().data.resultStatus).toBe('GROUP_TO_MY_GROUP');
    expect((await lookup(b.cookie, y.email)).json().data.resultStatus).toBe('INVITATION_REQUIRED');
    // Another agency cannot take it over: its invitation is never delivered to a member of a group.
    expect((await register(b.cookie, y.mbrSn, 'Stolen')).statusCode).toBe(403);
    const stolen = await post(
      t,
      '/v1/agencyMenu/invitations',
      { mbrEmail: y.email, companyName: 'Stolen' },
      b.cookie,
    );
    expect(stolen.statusCode).toBe(200);
    const accepted = await post(
      t,
      `/v1/member/agencyInvitations/${stolen.json().data.invitationId}/accept`,
      {},
      await login(t, y.email, y.password),
    );
    expect([accepted.statusCode, accepted.json().code]).toEqual([404, 'INVITATION_NOT_FOUND']);
    expect((await lookup(b.cookie, a.email)).json().data.resultStatus).toBe('INVITATION_REQUIRED');
    const yRow = (
      await t.database.sql.executeSql('select group_id, role from members where mbr_sn = $1', [y.mbrSn])
    ).rows[0];
    expect(yRow).toEqual({ group_id: groupA.psitnGrpcoSn, role: 'GNRL_MBR' });
    // The member's own acceptance is what the audit log records.
    expect((await audit(y.mbrSn)).map((r) => [r.actor_mbr_sn, r.action])).toEqual([
      [y.mbrSn, 'GROUP_MEMBER_REGISTER'],
    ]);
    expect(groupB.psitnGrpcoSn).not.toBe(groupA.psitnGrpcoSn);
  });

  it('an agency made without a group (member command) gets its group on its first invitation', async () => {
    const a = await signedIn('MNPY_MBR', 'Solo');
    const w = await createMember(t);
    expect((await session(a.cookie)).psitnGrpcoSn).toBeNull();
    await enrol(a.cookie, w, 'W Shop');
    const own = await session(a.cookie);
    expect(own.psitnGrpcoSn).not.toBeNull();
    const rows = emails(await list(a.cookie));
    expect(rows.sort()).toEqual([a.email, w.email].sort());
  });
});

describe('agency list: selectUserAjency', () => {
  it('managers see every agency registration; an agency only its own group, whatever it sends', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const a = await signedIn();
    const b = await signedIn();
    await register(mgr.cookie, a.mbrSn, 'List A');
    await register(mgr.cookie, b.mbrSn, 'List B');
    const a1 = await createMember(t);
    const b1 = await createMember(t);
    await enrol(a.cookie, a1, 'A1 Shop');
    await enrol(b.cookie, b1, 'B1 Shop');

    const all = emails(await list(mgr.cookie, { pageSize: 200 }));
    expect(all).toEqual(expect.arrayContaining([a.email, b.email, a1.email, b1.email]));
    // Members without an agency registration are not in the agency list.
    expect(all).not.toContain(mgr.email);

    const mine = await list(a.cookie, {
      userMbrSn: b.mbrSn,
      user: { psitnGrpcoSn: 9999, mbrAtrbCd: 'MNGR_MBR' },
    });
    expect(emails(mine).sort()).toEqual([a.email, a1.email].sort());
    expect(mine.json().data.total).toBe(2);
    // Searching for another group's member finds nothing.
    expect(emails(await list(a.cookie, { mbrEmail: b1.email }))).toEqual([]);
    expect(emails(await list(mgr.cookie, { mbrEmail: b1.email }))).toEqual([b1.email]);
  });

  it('rows carry the spec fields; on load (일별, today–today) today’s registrations show', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const a = await signedIn();
    await register(mgr.cookie, a.mbrSn, 'Fields Co');
    const res = await list(mgr.cookie, {
      mbrEmail: a.email,
      startDate: today(),
      endDate: today(),
      selectedPeriod: 'day',
    });
    const [row] = res.json().data.userGroupList;
    expect(row).toEqual({
      rowNum: 1,
      userMbrSn: a.mbrSn,
      mbrEmail: a.email,
      companyNm: 'Fields Co',
      sartGroupDt: expect.any(String),
      productCnt: 0,
      sellerCoinCnt: 0,
      selcoinIngCnt: 0,
      amountSelCoin: 0,
      totSvSellCoin: 0,
      totAmountSelCoin: 0,
    });
    expect(koreaDay(new Date(row.sartGroupDt))).toBe(today());
    // A period that ended yesterday does not include it.
    const yesterday = koreaDay(new Date(Date.now() - 86_400_000));
    expect(
      emails(
        await list(mgr.cookie, {
          mbrEmail: a.email,
          startDate: yesterday,
          endDate: yesterday,
          selectedPeriod: '',
        }),
      ),
    ).toEqual([]);
  });

  it('counts are digits only; dates are days', async () => {
    const mgr = await signedIn('MNGR_MBR');
    for (const bad of [
      { startCoinCount: '1a' },
      { endProductCount: '-1' },
      { startDate: '2026-13-01' },
      { startDate: 'today' },
    ]) {
      const res = await list(mgr.cookie, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await list(mgr.cookie, { startCoinCount: '', endCoinCount: null, startProductCount: 3 })).statusCode,
    ).toBe(200);
  });
});

describe('pay history and grants', () => {
  it('an agency reads its own group’s member and is refused for any other', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const a = await signedIn();
    const b = await signedIn();
    await register(mgr.cookie, a.mbrSn, 'H A');
    await register(mgr.cookie, b.mbrSn, 'H B');
    const mine = await createMember(t);
    const theirs = await createMember(t);
    await enrol(a.cookie, mine, 'Mine');
    await enrol(b.cookie, theirs, 'Theirs');
    const loner = await createMember(t);

    const ok = await history(a.cookie, mine.mbrSn);
    expect(ok.json()).toMatchObject({
      data: { userMbrSn: mine.mbrSn, mbrEmail: mine.email, companyName: 'Mine', userCoinHist: [] },
    });
    for (const target of [theirs.mbrSn, loner.mbrSn, mgr.mbrSn, 999_999]) {
      const res = await history(a.cookie, target);
      expect([res.statusCode, res.json().code], String(target)).toEqual([403, 'FORBIDDEN']);
    }
    expect((await history(mgr.cookie, theirs.mbrSn)).statusCode).toBe(200);
    expect((await history(mgr.cookie, loner.mbrSn)).statusCode).toBe(200);
    expect((await history(mgr.cookie, 999_999)).json().code).toBe('MEMBER_NOT_FOUND');
    const none = await post(t, `${P}/chargeSellCoinHist`, {}, mgr.cookie);
    expect([none.statusCode, none.json().message]).toEqual([400, ko.agencyValidation.targetRequired]);
  });

  it('a manager grants paid and service coins: two ledger rows, one history row, one audit row', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await createMember(t);
    const res = await grant(mgr.cookie, m.mbrSn, {
      coinInput: '100',
      serviceCoinInput: 50,
      serviceMemoInput: ' 이벤트 보상 ',
    });
    expect(res.json()).toEqual({
      code: 'OK',
      message: ko.memberAdminUi.addSuccess,
      data: { userMbrSn: m.mbrSn, paidCoins: 100, serviceCoins: 50, sellerCoinCnt: 150 },
    });
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 150, ledger: 150 });
    const ledger = await t.database.sql.executeSql(
      'select kind, delta, memo, actor_mbr_sn, ref_type from coin_ledger where mbr_sn = $1 order by id',
      [m.mbrSn],
    );
    expect(ledger.rows).toEqual([
      {
        kind: 'PAID_GRANT',
        delta: 100,
        memo: ko.agencyUi.paidGrantMemo,
        actor_mbr_sn: mgr.mbrSn,
        ref_type: 'admin-grant',
      },
      {
        kind: 'SERVICE_GRANT',
        delta: 50,
        memo: '이벤트 보상',
        actor_mbr_sn: mgr.mbrSn,
        ref_type: 'admin-grant',
      },
    ]);
    const hist = (await history(mgr.cookie, m.mbrSn)).json().data.userCoinHist;
    expect(hist).toEqual([
      expect.objectContaining({
        pgStatus: 'GRANT',
        cancelFlag: 'N',
        amountSelCoin: 100,
        svSellCoin: 50,
        coinMemoHist: '이벤트 보상',
        grantedBy: mgr.email,
      }),
    ]);
    expect(await audit(m.mbrSn)).toEqual([
      expect.objectContaining({
        actor_mbr_sn: mgr.mbrSn,
        action: 'COIN_GRANT',
        before: { balance: 0 },
        after: { balance: 150, paidCoins: 100, serviceCoins: 50, memo: '이벤트 보상' },
      }),
    ]);
    // The grid row shows the new figures.
    const [row] = (await list(mgr.cookie, { mbrEmail: m.email })).json().data.userGroupList;
    expect(row).toBeUndefined(); // not an agency registration
    const members = await post(
      t,
      '/v1/confCmmn/emailUserSelectV1',
      { mbrEmail: m.email, selectedPeriod: 'all' },
      mgr.cookie,
    );
    expect(members.json().data.userGroupList[0]).toMatchObject({
      sellerCoinCnt: 150,
      amountSelCoin: 100,
      totSvSellCoin: 50,
      totAmountSelCoin: 150,
    });
  });

  it('the memo is dropped without service coins; inputs are digits only, 30-character memo, at least one coin', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await createMember(t);
    await grant(mgr.cookie, m.mbrSn, { coinInput: 5, serviceCoinInput: '0', serviceMemoInput: 'ignored' });
    const rows = await t.database.sql.executeSql('select kind, memo from coin_ledger where mbr_sn = $1', [
      m.mbrSn,
    ]);
    expect(rows.rows).toEqual([{ kind: 'PAID_GRANT', memo: ko.agencyUi.paidGrantMemo }]);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ coinInput: '1a' }, ko.agencyValidation.coinsDigits],
      [{ coinInput: -3 }, ko.agencyValidation.coinsDigits],
      [{ coinInput: 1.5 }, ko.agencyValidation.coinsDigits],
      [{ coinInput: '', serviceCoinInput: '0' }, ko.agencyValidation.coinsRequired],
      [{ serviceCoinInput: 1, serviceMemoInput: 'x'.repeat(31) }, ko.validation.memoTooLong],
      [{ coinInput: 1_000_001 }, ko.agencyValidation.coinsRange],
    ];
    for (const [body, message] of cases) {
      const res = await grant(mgr.cookie, m.mbrSn, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await grant(mgr.cookie, 999_999, { coinInput: 1 })).json().code).toBe('MEMBER_NOT_FOUND');
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 5, ledger: 5 });
  });
});

describe('member directory stays in step with the tables it summarises', () => {
  it('product count, balance and coin totals follow tracked goods and the ledger', async () => {
    const mgr = await signedIn('MNGR_MBR');
    const m = await createMember(t);
    await grant(mgr.cookie, m.mbrSn, { coinInput: 100 });
    const goods = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await t.database.db.transaction(async (tx) => {
          // A registration as goods-rank makes it: the product row first, then the spend.
          const r = (await tx.execute(
            sql`insert into tracked_goods (mbr_sn, registered_by, coin_start_at, coin_end_at)
              values (${m.mbrSn}, 'prodNum', now(), now() + interval '30 days') returning gdp_sn`,
          )) as unknown as { rows: Array<{ gdp_sn: number }> };
          await t.services.coins.spend(tx, {
            mbrSn: m.mbrSn,
            delta: 10,
            kind: 'SPEND_REGISTER',
            refType: 'goods',
            refId: String(r.rows[0]!.gdp_sn),
          });
        });
      }
    };
    await goods(3);
    const row = async () =>
      (
        await post(
          t,
          '/v1/confCmmn/emailUserSelectV1',
          { mbrEmail: m.email, selectedPeriod: 'all' },
          mgr.cookie,
        )
      ).json().data.userGroupList[0];
    expect(await row()).toMatchObject({
      productCnt: 3,
      sellerCoinCnt: 70,
      selcoinIngCnt: 30,
      amountSelCoin: 100,
      totAmountSelCoin: 100,
    });
    await t.database.sql.executeSql(
      'delete from tracked_goods where gdp_sn in (select gdp_sn from tracked_goods where mbr_sn = $1 limit 2)',
      [m.mbrSn],
    );
    expect(await row()).toMatchObject({ productCnt: 1, sellerCoinCnt: 70 });
    await t.database.sql.executeSql(`update members set email = $2 where mbr_sn = $1`, [
      m.mbrSn,
      `renamed-${m.email}`,
    ]);
    // The e-mail search is "contains", so the renamed member is still found, under its new e-mail.
    expect(await row()).toMatchObject({ userMbrSn: m.mbrSn, mbrEmail: `renamed-${m.email}`, productCnt: 1 });
  });
});
