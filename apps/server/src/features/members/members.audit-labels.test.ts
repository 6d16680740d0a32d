/**
 * The 관리 이력 reads in Korean (issue 22 point 5): every action the server audits is produced
 * here through the real calls, and every field and coded value its before/after states record
 * has a Korean label in the screen's formatter (rules/audit.ts): no PAID, GNRL_MBR or ISO time
 * is left for a manager to decode. A new audited field or value without a label fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditRow, auditParts, ko, unlabelledAuditPart } from '@seller/shared';
import { createMember, login, post } from '../../test/app';
import { type PaymentsTestApp, createPaymentsTestApp, order, payer, setPayment } from '../../test/payments';
import { control } from '../../test/simulator';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
}, 60_000);
afterAll(() => t?.close());

const A = '/v1/agencyMenu/coin';
const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

/** A member who bought one pack and got its coins credited. */
async function bought() {
  const m = await payer(t);
  const o = await order(t, m.cookie, [{ coins: 100, qty: 1 }]);
  await setPayment(t.sim, { paymentId: o.paymentId, amount: o.totalAmount });
  ok(await post(t, '/v1/payment/complete', { paymentId: o.paymentId }, m.cookie));
  return { m, o };
}

describe('the audit log in Korean', () => {
  it('every audited field and value of every action has a Korean label', async () => {
    const mgr = await payer(t, 'MNGR_MBR');

    // AGENCY_REGISTER: a manager makes a member an agency.
    const agent = await payer(t);
    ok(
      await post(
        t,
        `${A}/addUserAjency`,
        { userAccess: { userMbrSn: agent.mbrSn }, companyName: '라벨 상사', psitnMemberMemo: '메모' },
        mgr.cookie,
      ),
    );
    // GROUP_MEMBER_REGISTER: the agency invites a member, who accepts.
    const agency = { ...agent, cookie: await login(t, agent.email) };
    const guest = await createMember(t);
    const invited = await post(
      t,
      '/v1/agencyMenu/invitations',
      { mbrEmail: guest.email, companyName: '손님 상점', psitnMemberMemo: '' },
      agency.cookie,
    );
    ok(invited);
    const guestCookie = await login(t, guest.email);
    ok(
      await post(
        t,
        `/v1/member/agencyInvitations/${invited.json().data.invitationId}/accept`,
        {},
        guestCookie,
      ),
    );
    // COIN_GRANT and COIN_ADD.
    ok(
      await post(
        t,
        `${A}/chargeInsertCoin`,
        { userMbrSn: guest.mbrSn, coinInput: 10, serviceCoinInput: 5, serviceMemoInput: '이벤트' },
        mgr.cookie,
      ),
    );
    ok(await post(t, '/v1/coin/coinPayInsert', { sellerCoinCnt: 3, mbrSn: guest.mbrSn }, mgr.cookie));
    // GRANT_CANCEL: the manager takes the grant above back from the pay history.
    const hist = await post(
      t,
      `${A}/chargeSellCoinHist`,
      { userAccess: { userMbrSn: guest.mbrSn } },
      mgr.cookie,
    );
    ok(hist);
    const grants = (hist.json().data.userCoinHist as Array<{ selCoinUseSn: string }>).filter((r) =>
      r.selCoinUseSn.startsWith('grant:'),
    );
    ok(
      await post(
        t,
        '/v1/payment/payCancel',
        { selCoinUseSn: grants[0]!.selCoinUseSn, reason: '잘못 지급' },
        mgr.cookie,
      ),
    );
    // PAYMENT_CANCEL: a purchase cancelled from the pay history.
    const first = await bought();
    ok(
      await post(
        t,
        '/v1/payment/payCancel',
        { selCoinUseSn: first.o.paymentId, reason: '고객 요청' },
        mgr.cookie,
      ),
    );
    // PAYMENT_CANCEL_EXTERNAL: a part refunded in the PortOne console (its webhook applies it).
    const second = await bought();
    await control(t.sim, 'POST', '/__control/portone/payments', {
      paymentId: second.o.paymentId,
      status: 'PARTIAL_CANCELLED',
      cancelAmount: 1_000,
      cancelReason: '콘솔 환불',
      webhook: true,
    });

    // FIRST_MANAGER: the setup link, while no manager exists (the managers step down for it).
    await t.database.sql.executeSql(`update members set role = 'GNRL_MBR' where role = 'MNGR_MBR'`);
    const token = (await t.services.setup.issueToken())!;
    const setupForm = { token, mbrEmail: 'first-label@example.com', mbrPw: 'Setup123!', name: '첫관리' };
    ok(await post(t, '/v1/setup', setupForm));
    await t.database.sql.executeSql(`update members set role = 'MNGR_MBR' where mbr_sn = $1`, [mgr.mbrSn]);
    // MEMBER_CREATE, ROLE_CHANGE, PASSWORD_RESET and COIN_ADD by the member command (npm run member).
    const operator = t.services.memberOperator;
    await operator.create({
      email: 'cli-label@example.com',
      password: 'Setup123!',
      name: '명령',
      role: 'GNRL_MBR',
    });
    await operator.changeRole('cli-label@example.com', 'MNGR_MBR');
    await operator.resetPassword('cli-label@example.com', 'Reset123!');
    await operator.addCoins('cli-label@example.com', 5, undefined);
    // INQUIRY_REPLY, INQUIRY_STATUS and INQUIRY_MEMO (issue 40 §2): a manager answers a member's inquiry.
    const asked = await post(
      t,
      '/v1/inquiry/insert',
      { name: '문의자', email: guest.email, subject: '라벨 문의', message: '관리 이력 라벨을 확인합니다.' },
      guestCookie,
    );
    ok(asked);
    const inquiryUrl = `/v1/admin/inquiries/${asked.json().data.inquirySn}`;
    const mgrCall = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: mgr.cookie } });
    ok(await mgrCall('POST', `${inquiryUrl}/replies`, { reply: 'ANSWER_LIKE_CODE 답변입니다.' }));
    // INQUIRY_FOLLOW_UP: the member writes more (the inquiry is 접수 again); INQUIRY_MAIL_RESEND:
    // a manager sends a reply mail that failed every automatic try once more.
    const inquirySn = asked.json().data.inquirySn as number;
    ok(
      await t.app.inject({
        method: 'POST',
        url: `/v1/member/myPage/inquiries/${inquirySn}/followUps`,
        payload: { message: '추가로 여쭙니다.' },
        headers: { cookie: guestCookie },
      }),
    );
    await t.services.settle();
    await t.database.sql.executeSql(
      `update inquiry_replies set mail_status = 'failed', mail_attempts = 3 where inquiry_sn = $1`,
      [inquirySn],
    );
    const detail = await t.app.inject({ method: 'GET', url: inquiryUrl, headers: { cookie: mgr.cookie } });
    const replySn = detail.json().data.replies[0].replySn as number;
    ok(await mgrCall('POST', `${inquiryUrl}/replies/${replySn}/resend`, {}));
    ok(await mgrCall('PUT', `${inquiryUrl}/status`, { status: 'CLOSED' }));
    ok(await mgrCall('PUT', `${inquiryUrl}/memo`, { memo: '내부 메모' }));

    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/audit?pageSize=100',
      headers: { cookie: mgr.cookie },
    });
    ok(res);
    const rows = res.json().data.list as AuditRow[];
    expect(new Set(rows.map((r) => r.action))).toEqual(new Set(AUDIT_ACTIONS));
    for (const r of rows) {
      for (const [side, state] of [
        ['before', r.before],
        ['after', r.after],
      ] as const) {
        const parts = auditParts(state);
        const raw = parts.filter(unlabelledAuditPart).map((p) => `${p.field}=${p.text}`);
        expect(raw, `${r.action} ${side}`).toEqual([]);
      }
    }
    // The labels the issue names, as the screen shows them.
    const cancel = rows.find((r) => r.action === 'PAYMENT_CANCEL')!;
    const shown = [...auditParts(cancel.before), ...auditParts(cancel.after)].map(
      (p) => `${p.label} ${p.text}`,
    );
    const status = ko.memberAdminUi.auditValues.status!;
    expect(shown).toEqual(expect.arrayContaining([`상태 ${status.PAID}`, `상태 ${status.CANCELLED}`]));
    expect(shown.find((s) => s.startsWith('취소일 '))).toMatch(/^취소일 \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    const closed = rows.find((r) => r.action === 'INQUIRY_STATUS')!;
    expect(auditParts(closed.after).map((p) => `${p.label} ${p.text}`)).toContain('문의 상태 종료');
    const register = rows.find((r) => r.action === 'AGENCY_REGISTER')!;
    expect(auditParts(register.before).map((p) => p.text)).toContain('일반 회원');
    expect(auditParts(register.after).map((p) => p.text)).toContain('대행사 회원');
  });
});
