import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALIMTALK_COINS_PER_MESSAGE } from '@seller/shared/constants/alimtalk';
import { coinState, post } from '../../test/app';
import { control } from '../../test/simulator';
import {
  type AlertsTestApp,
  createAlertsTestApp,
  dailyCheck,
  seller,
  trackProduct,
} from '../../test/rank-alerts';

let t: AlertsTestApp;
beforeAll(async () => {
  t = await createAlertsTestApp();
}, 60_000);
afterAll(() => t.close());

const A = '/v1/rank-alerts/alimtalk';
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const del = (url: string, cookie: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie } });

interface PhoneMessage {
  to: string;
  type: 'ATA' | 'SMS';
  text: string;
  received: boolean;
  templateId: string | null;
}
const phone = async (to: string) =>
  (await control<{ messages: PhoneMessage[] }>(t.sim, 'GET', `/__control/solapi/messages?to=${to}`)).messages;
const codeOf = async (to: string) => /인증번호 (\d{6})/.exec((await phone(to))[0]!.text)![1]!;

let nextPhone = 1000;
const newPhone = (suffix?: string) => {
  nextPhone += 1;
  return `010${String(nextPhone).padStart(4, '0')}${suffix ?? String(nextPhone).padStart(4, '0')}`;
};

/** Adds and verifies a number, then saves its kinds at the quoted rate. */
async function verifiedNumber(cookie: string, number: string, rules: string[] = ['drop']) {
  const added = await post(t, `${A}/recipients`, { phone: number, label: '대표', role: 'owner' }, cookie);
  expect(added.statusCode, added.body).toBe(200);
  const id = added.json().data.id as number;
  const verified = await post(t, `${A}/recipients/${id}/verify`, { code: await codeOf(number) }, cookie);
  expect(verified.statusCode, verified.body).toBe(200);
  const quote = (await post(t, `${A}/recipients/${id}/quote`, { rules }, cookie)).json().data;
  const saved = await post(
    t,
    `${A}/recipients/${id}/rules`,
    { rules, coinsPerMessage: quote.coinsPerMessage },
    cookie,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return { id, quote };
}

/** A product whose keyword drops 5 → 40 on 11-21 (a drop alert). */
async function dropOn(cookie: string, mid: string, keyword: string) {
  t.setKst('2026-11-20', '10:35');
  t.market.pin(keyword, mid, 5);
  await trackProduct(t, cookie, mid, keyword);
  t.setKst('2026-11-21', '10:35');
  t.market.pin(keyword, mid, 40);
  await dailyCheck(t, keyword);
  await t.services.rankAlerts.evaluateDay('2026-11-21');
}

describe('알림톡 numbers: codes', () => {
  it('signed-in members only', async () => {
    expect((await get(A)).statusCode).toBe(401);
    expect(
      (await post(t, `${A}/recipients`, { phone: '01012345678', label: 'a', role: 'owner' })).statusCode,
    ).toBe(401);
  });

  it('refuses a bad number, a bad code, a wrong code; verifies with the right one', async () => {
    const s = await seller(t);
    const bad = await post(
      t,
      `${A}/recipients`,
      { phone: '02-123-4567', label: '대표', role: 'owner' },
      s.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('010으로 시작하는 번호');
    const number = newPhone();
    const added = await post(
      t,
      `${A}/recipients`,
      { phone: number.replace(/(\d{3})(\d{4})/, '$1-$2-'), label: '대표', role: 'owner' },
      s.cookie,
    );
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.id;
    expect(added.json().data).toMatchObject({ phone: number, verified: false, rules: [] });
    expect((await phone(number))[0]).toMatchObject({ type: 'SMS', received: true });
    expect((await post(t, `${A}/recipients/${id}/verify`, { code: '12ab' }, s.cookie)).statusCode).toBe(400);
    const code = await codeOf(number);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await post(t, `${A}/recipients/${id}/verify`, { code: wrong }, s.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('ALIMTALK_CODE_INVALID');
    // Saving kinds before the number is verified is refused.
    expect(
      (await post(t, `${A}/recipients/${id}/rules`, { rules: ['drop'], coinsPerMessage: 1 }, s.cookie)).json()
        .code,
    ).toBe('ALIMTALK_NOT_VERIFIED');
    // A second code within the minute is refused (the limit is kept in the database).
    expect((await post(t, `${A}/recipients/${id}/code`, {}, s.cookie)).statusCode).toBe(429);
    const ok = await post(t, `${A}/recipients/${id}/verify`, { code }, s.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.verified).toBe(true);
    expect(
      (await post(t, `${A}/recipients`, { phone: number, label: '또', role: 'staff' }, s.cookie)).json().code,
    ).toBe('ALIMTALK_PHONE_DUPLICATE');
  });

  it('caps wrong codes', async () => {
    const s = await seller(t);
    const number = newPhone();
    const id = (
      await post(t, `${A}/recipients`, { phone: number, label: '직원', role: 'staff' }, s.cookie)
    ).json().data.id;
    const code = await codeOf(number);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await post(t, `${A}/recipients/${id}/verify`, { code: wrong }, s.cookie)).json().code);
    expect(codes.at(-1)).toBe('ALIMTALK_CODE_ATTEMPTS');
    // Even the right code is refused now: a new one must be asked for.
    expect((await post(t, `${A}/recipients/${id}/verify`, { code }, s.cookie)).json().code).toBe(
      'ALIMTALK_CODE_ATTEMPTS',
    );
  });

  it('removing and adding a number again does not reset its daily codes', async () => {
    const s = await seller(t);
    const number = newPhone();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await post(
        t,
        `${A}/recipients`,
        { phone: number, label: '고객사', role: 'client' },
        s.cookie,
      );
      codes.push(res.statusCode);
      const mine = (await get(A, s.cookie)).json().data.recipients as { id: number }[];
      for (const r of mine) await del(`${A}/recipients/${r.id}`, s.cookie);
    }
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
    expect((await phone(number)).length).toBe(5);
    // The refused add kept nothing.
    expect((await get(A, s.cookie)).json().data.recipients).toEqual([]);
  });

  it("refuses another member's number", async () => {
    const a = await seller(t);
    const b = await seller(t);
    const { id } = await verifiedNumber(a.cookie, newPhone());
    for (const res of [
      await post(t, `${A}/recipients/${id}/verify`, { code: '123456' }, b.cookie),
      await post(t, `${A}/recipients/${id}/quote`, { rules: ['drop'] }, b.cookie),
      await post(t, `${A}/recipients/${id}/rules`, { rules: ['drop'], coinsPerMessage: 1 }, b.cookie),
      await del(`${A}/recipients/${id}`, b.cookie),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('ALIMTALK_RECIPIENT_NOT_FOUND');
    }
    expect((await get(A, b.cookie)).json().data.recipients).toEqual([]);
  });
});

describe('알림톡 delivery', () => {
  it('the quote is what a delivered message is charged; the phone receives the alert', async () => {
    const s = await seller(t);
    const number = newPhone();
    const { quote } = await verifiedNumber(s.cookie, number, ['drop', 'leaveTop']);
    expect(quote).toMatchObject({
      coinsPerMessage: ALIMTALK_COINS_PER_MESSAGE,
      maxMessages: 300,
      maxCoins: 300 * ALIMTALK_COINS_PER_MESSAGE,
    });
    // A changed rate (a stale quote) is refused.
    const stale = await post(
      t,
      `${A}/recipients/1/rules`,
      { rules: ['drop'], coinsPerMessage: quote.coinsPerMessage + 1 },
      s.cookie,
    );
    expect([404, 409]).toContain(stale.statusCode);
    await dropOn(s.cookie, '8811000001', '알림톡 하락');
    const before = await coinState(t, s.mbrSn);
    const run = await t.services.alimtalk.run();
    expect(run.delivered).toBeGreaterThanOrEqual(1);
    const got = (await phone(number)).filter((m) => m.type === 'ATA');
    expect(got).toHaveLength(1);
    expect(got[0]!.text).toContain("키워드 '알림톡 하락' 5위 → 40위");
    const after = await coinState(t, s.mbrSn);
    expect(before.balance - after.balance).toBe(quote.coinsPerMessage);
    expect(after.ledger).toBe(after.balance);
    const status = (await get(A, s.cookie)).json().data;
    expect(status.deliveries[0]).toMatchObject({
      status: 'delivered',
      coins: quote.coinsPerMessage,
      rule: 'drop',
    });
    // Run again: nothing is sent or charged twice.
    await t.services.alimtalk.run();
    expect((await coinState(t, s.mbrSn)).balance).toBe(after.balance);
    expect((await phone(number)).filter((m) => m.type === 'ATA')).toHaveLength(1);
    // 수집 현황 counts SOLAPI.
    const usage = await t.services.providerUsage.summary({});
    expect(usage.sources.find((x) => x.source === 'solapi')?.total.calls).toBeGreaterThanOrEqual(2);
  });

  it('a failed delivery is stored with its reason and not charged; SMS fallback is charged once', async () => {
    const s = await seller(t);
    const dead = newPhone('9999');
    const noKakao = newPhone('0000');
    await verifiedNumber(s.cookie, dead);
    await verifiedNumber(s.cookie, noKakao);
    await dropOn(s.cookie, '8811000002', '알림톡 실패');
    const before = await coinState(t, s.mbrSn);
    await t.services.alimtalk.run();
    const deliveries = (await get(A, s.cookie)).json().data.deliveries as {
      phone: string;
      status: string;
      reason: string | null;
      coins: number;
    }[];
    expect(deliveries.find((d) => d.phone === dead)).toMatchObject({
      status: 'failed',
      reason: 'undeliverable',
      coins: 0,
    });
    expect(deliveries.find((d) => d.phone === noKakao)).toMatchObject({ status: 'fallback', coins: 1 });
    expect((await phone(noKakao)).find((m) => m.templateId)).toMatchObject({ type: 'SMS', received: true });
    expect(before.balance - (await coinState(t, s.mbrSn)).balance).toBe(ALIMTALK_COINS_PER_MESSAGE);
  });

  it('a template not approved fails the message with the reason', async () => {
    const s = await seller(t);
    const number = newPhone();
    await verifiedNumber(s.cookie, number);
    await control(t.sim, 'POST', '/__control/solapi/account', { rejected: ['KA01TP-SIM-DROP'] });
    try {
      await dropOn(s.cookie, '8811000003', '알림톡 템플릿');
      await t.services.alimtalk.run();
    } finally {
      await control(t.sim, 'POST', '/__control/solapi/account', { rejected: [] });
    }
    const d = (await get(A, s.cookie)).json().data.deliveries[0];
    expect(d).toMatchObject({ status: 'failed', reason: 'templateRejected', coins: 0 });
  });

  it("the provider's balance running out fails the message with the reason, nothing charged", async () => {
    const s = await seller(t);
    await verifiedNumber(s.cookie, newPhone());
    await dropOn(s.cookie, '8811000005', '알림톡 잔액');
    const before = await coinState(t, s.mbrSn);
    await control(t.sim, 'POST', '/__control/solapi/account', { balance: 0 });
    try {
      await t.services.alimtalk.run();
    } finally {
      await control(t.sim, 'POST', '/__control/solapi/account', { balance: 100_000 });
    }
    expect((await get(A, s.cookie)).json().data.deliveries[0]).toMatchObject({
      status: 'failed',
      reason: 'providerBalance',
      coins: 0,
    });
    expect((await coinState(t, s.mbrSn)).balance).toBe(before.balance);
  });

  it('a message stuck mid-send is failed, not sent twice, and holds no coins', async () => {
    const s = await seller(t);
    const number = newPhone();
    await verifiedNumber(s.cookie, number);
    await dropOn(s.cookie, '8811000006', '알림톡 멈춤');
    await t.services.alimtalk.queueDay('2026-11-21');
    // A worker claimed it and died before SOLAPI answered.
    await t.database.sql.executeSql(
      `update rank_alert_alimtalk_outbox set status = 'sending', claimed_at = '2026-11-21T00:00:00Z', attempts = 1 where mbr_sn = ${s.mbrSn}`,
    );
    await t.services.alimtalk.run();
    expect((await get(A, s.cookie)).json().data.deliveries[0]).toMatchObject({
      status: 'failed',
      reason: 'providerError',
      coins: 0,
    });
    expect((await phone(number)).filter((m) => m.type === 'ATA')).toHaveLength(0);
  });

  it('without coins nothing is sent and the history says why', async () => {
    const s = await seller(t);
    const number = newPhone();
    await verifiedNumber(s.cookie, number);
    await dropOn(s.cookie, '8811000004', '알림톡 코인');
    await t.database.sql.executeSql(
      `update coin_accounts set balance = 0, service = 0, paid_grant = 0, purchased = 0 where mbr_sn = ${s.mbrSn}`,
    );
    await t.services.alimtalk.run();
    expect((await get(A, s.cookie)).json().data.deliveries[0]).toMatchObject({
      status: 'skipped',
      reason: 'noCoins',
    });
    expect((await phone(number)).filter((m) => m.type === 'ATA')).toHaveLength(0);
  });

  it('withdrawal deletes the numbers and the messages', async () => {
    const s = await seller(t);
    await verifiedNumber(s.cookie, newPhone());
    const res = await post(
      t,
      '/v1/member/myPage/userSecession',
      { reason: '서비스를 더 이상 이용하지 않아요.', mbrEmail: s.email },
      s.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.database.sql.executeSql(
      `select (select count(*) from rank_alert_phones where mbr_sn = ${s.mbrSn})::int as phones,
              (select count(*) from rank_alert_alimtalk_outbox where mbr_sn = ${s.mbrSn})::int as messages`,
    );
    expect(left.rows[0]).toEqual({ phones: 0, messages: 0 });
  });
});
