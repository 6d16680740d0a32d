import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertNotification, deleteAt, kstDate, kstLongDate } from '@seller/shared';
import { createMember, login, post } from '../../test/app';
import { type AlertsTestApp, createAlertsTestApp, inbox } from '../../test/rank-alerts';
import { goodsRankJobs } from './goods-rank.jobs';

// Issue 23 point 6: a product whose auto-renewal ran short of coins used to be deleted three days
// later without a word. Now the list says when, and the member is told in the bell and by mail
// at expiry and the day before the deletion, once each however often the job runs.
let t: AlertsTestApp;
beforeAll(async () => {
  t = await createAlertsTestApp();
}, 60_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The lifecycle job as the job engine runs it (renew, notice, purge, mail). */
function lifecycleJob() {
  const job = goodsRankJobs({
    db: t.database.db,
    engine: t.services.rankEngine,
    goods: t.services.goodsRank,
    lifecycle: t.services.goodsLifecycle,
    hourlyBudget: { unit: 'calls', perHour: 1 },
    enqueue: async () => undefined,
    now: () => t.clock.at,
  }).find((j) => j.name === 'goods-lifecycle')!;
  return () => job.handler({}) as Promise<unknown>;
}

/** Two workers at once, then a re-run: each notice must still be made and mailed once. */
async function runTwiceOverlapped(run: () => Promise<unknown>) {
  await Promise.all([run(), run()]);
  await run();
}

// The clock jumps weeks, past the session's life: each look signs in anew.
async function bell(email: string): Promise<AlertNotification[]> {
  const cookie = await login(t, email);
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/rank-alerts/notifications',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
}

async function listRow(email: string, gdpSn: number) {
  const cookie = await login(t, email);
  const res = await post(t, '/api/naver/mygoodsRank/select', {}, cookie);
  expect(res.statusCode).toBe(200);
  return (res.json().myGoodsRank as { gdpSn: number; coinEndDt: string; deleteDt: string }[]).find(
    (g) => g.gdpSn === gdpSn,
  );
}

describe('an auto-renew product without coins', () => {
  it('shows its deletion date, notifies at expiry and the day before deletion, once each', async () => {
    t.setKst('2026-11-21', '12:00');
    const m = await createMember(t);
    await t.services.coins.operatorGrant(m.mbrSn, 10); // one registration, nothing left to renew
    const cookie = await login(t, m.email);
    const reg = await post(
      t,
      '/api/naver/mygoodsRank/merges',
      { type: 'midNum', currentInput: '8812001' },
      cookie,
    );
    expect(reg.statusCode).toBe(200);
    const gdpSn = reg.json().data.gdpSn as number;
    expect(
      (await post(t, '/api/naver/mygoodsRank/coinAutoRnwl', { gdpSn, autRnwl: 'Y' }, cookie)).statusCode,
    ).toBe(200);
    const row = await listRow(m.email, gdpSn);
    const end = new Date(row!.coinEndDt);
    const deletes = deleteAt(end);
    // The list answer carries the deletion date (3 days after the end).
    expect(row!.deleteDt).toBe(deletes.toISOString());

    const run = lifecycleJob();
    // Well before the end: nothing.
    t.clock.at = new Date(end.getTime() - 5 * DAY);
    await runTwiceOverlapped(run);
    expect(await inbox(t, m.email)).toHaveLength(0);
    expect(await bell(m.email)).toHaveLength(0);

    // Three days and one day before the end (issue 39 §3): a reminder each, once.
    t.clock.at = new Date(end.getTime() - 3 * DAY);
    await runTwiceOverlapped(run);
    let mails = await inbox(t, m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`[셀러툴킷] ‘상품 8812001’ 추적 기간이 ${kstLongDate(end)}에 끝납니다`);
    expect(mails[0]!.text).toContain('자동 연장이 켜져 있어');
    expect((await bell(m.email)).map((n) => [n.rule, n.day])).toEqual([['endsIn3', kstDate(end)]]);
    t.clock.at = new Date(end.getTime() - DAY);
    await runTwiceOverlapped(run);
    t.clock.at = new Date(end.getTime() - HOUR);
    await runTwiceOverlapped(run);
    expect(await inbox(t, m.email)).toHaveLength(2);
    expect((await bell(m.email)).map((n) => n.rule)).toEqual(['endsIn1', 'endsIn3']);

    // Expired, auto-renewal short of coins: one mail and one notice, whatever the job does.
    t.clock.at = new Date(end.getTime() + HOUR);
    await runTwiceOverlapped(run);
    mails = (await inbox(t, m.email)).filter((x) => x.subject.includes('추적 기간이 끝났습니다'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('상품 8812001');
    expect(mails[0]!.text).toContain(kstLongDate(deletes));
    expect(mails[0]!.text).toContain('코인이 부족해');
    expect(mails[0]!.text).toContain('상품번호 8812001');
    expect(mails[0]!.html).toContain('/goodsTrackingRouter');
    let notices = (await bell(m.email)).filter((n) => n.rule === 'expired');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'goods',
      keyword: '8812001',
      day: kstDate(deletes),
      read: false,
    });
    // Still listed (with its date) and its history still downloadable until the deletion.
    expect((await listRow(m.email, gdpSn))!.deleteDt).toBe(deletes.toISOString());
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/naver/mygoodsRank/history.xlsx?gdpSn=${gdpSn}`,
      headers: { cookie: await login(t, m.email) },
    });
    expect(file.statusCode).toBe(200);

    // The day before the deletion: the second mail and notice, once.
    t.clock.at = new Date(deletes.getTime() - DAY + HOUR);
    await runTwiceOverlapped(run);
    mails = await inbox(t, m.email);
    expect(mails).toHaveLength(4);
    const soon = mails.find((x) => x.subject.includes('내일 삭제됩니다'));
    expect(soon?.text).toContain(kstLongDate(deletes));
    notices = await bell(m.email);
    expect(notices.map((n) => n.rule).sort()).toEqual(['deleteSoon', 'endsIn1', 'endsIn3', 'expired']);
    // The rank digest of that day does not carry lifecycle notices.
    expect(mails.every((x) => !x.subject.includes('순위 알림'))).toBe(true);

    // Deleted after 3 days: no more mail, and the notices stay in the bell, read (issue 39 §3:
    // what is over is not unread news).
    t.clock.at = new Date(deletes.getTime() + HOUR);
    await runTwiceOverlapped(run);
    expect(await listRow(m.email, gdpSn)).toBeUndefined();
    expect(await inbox(t, m.email)).toHaveLength(4);
    notices = await bell(m.email);
    expect(notices.map((n) => n.rule).sort()).toEqual(['deleteSoon', 'endsIn1', 'endsIn3', 'expired']);
    expect(notices.every((n) => n.read)).toBe(true);
  });

  it('a product the job renews, or the member renews in time, gets no notice', async () => {
    t.setKst('2026-11-21', '12:00');
    const m = await createMember(t);
    await t.services.coins.operatorGrant(m.mbrSn, 30);
    const cookie = await login(t, m.email);
    const reg = await post(
      t,
      '/api/naver/mygoodsRank/merges',
      { type: 'midNum', currentInput: '8812002' },
      cookie,
    );
    const gdpSn = reg.json().data.gdpSn as number;
    await post(t, '/api/naver/mygoodsRank/coinAutoRnwl', { gdpSn, autRnwl: 'Y' }, cookie);
    const end = new Date((await listRow(m.email, gdpSn))!.coinEndDt);
    t.clock.at = new Date(end.getTime() + HOUR);
    await runTwiceOverlapped(lifecycleJob());
    expect(new Date((await listRow(m.email, gdpSn))!.coinEndDt).getTime()).toBeGreaterThan(
      t.clock.at.getTime(),
    );
    expect(await inbox(t, m.email)).toHaveLength(0);
    expect(await bell(m.email)).toHaveLength(0);
  });
});

describe('one lifecycle mail a day per member (issue 39 §3)', () => {
  async function register(cookie: string, no: string): Promise<number> {
    const reg = await post(t, '/api/naver/mygoodsRank/merges', { type: 'midNum', currentInput: no }, cookie);
    expect(reg.statusCode).toBe(200);
    return reg.json().data.gdpSn as number;
  }

  it('lists every product that ends in one mail, holds a later notice for the next day, and settles renewed ones', async () => {
    t.setKst('2026-11-21', '12:00');
    const m = await createMember(t);
    await t.services.coins.operatorGrant(m.mbrSn, 80);
    const cookie = await login(t, m.email);
    const ids = [
      await register(cookie, '8813001'),
      await register(cookie, '8813002'),
      await register(cookie, '8813003'),
    ];
    const end = new Date((await listRow(m.email, ids[0]!))!.coinEndDt);
    const run = lifecycleJob();

    // Three products end the same day: one mail on D-3 that names all three, three bell notices.
    t.clock.at = new Date(end.getTime() - 3 * DAY);
    await runTwiceOverlapped(run);
    let mails = await inbox(t, m.email);
    expect(mails.map((x) => x.subject)).toEqual(['[셀러툴킷] 추적 기간 안내: 상품 3개']);
    for (const no of ['8813001', '8813002', '8813003']) expect(mails[0]!.text).toContain(`상품번호 ${no}`);
    expect(mails[0]!.text).toContain('계속 추적하려면 종료일 전에 연장해 주세요');
    expect((await bell(m.email)).filter((n) => n.rule === 'endsIn3')).toHaveLength(3);

    // A fourth product, registered later that day and ending the day after: its D-1 waits for
    // tomorrow's mail, since today's went; the bell has it at once.
    t.clock.at = new Date(end.getTime() - 3 * DAY + HOUR);
    const late = await register(await login(t, m.email), '8813004');
    await t.database.sql.executeSql(`update tracked_goods set coin_end_at = $1 where gdp_sn = $2`, [
      new Date(t.clock.at.getTime() + 1.2 * DAY).toISOString(),
      late,
    ]);
    await runTwiceOverlapped(run);
    expect(await inbox(t, m.email)).toHaveLength(1);
    expect((await bell(m.email)).some((n) => n.rule === 'endsIn1' && n.keyword === '8813004')).toBe(true);

    // The member renews one of the three: its reminder leaves the bell at once, and the next
    // mails leave it out.
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/naver/mygoodsRank/coinExtensionRnwl',
      headers: { cookie: await login(t, m.email), 'idempotency-key': randomUUID() },
      payload: { gdpSn: ids[0] },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const left = await bell(m.email);
    expect(left.filter((n) => n.keyword === '8813001')).toHaveLength(0);
    expect(left.filter((n) => n.rule === 'endsIn3')).toHaveLength(2);

    // Next day: the held D-1 goes, alone, in that day's one mail.
    t.clock.at = new Date(end.getTime() - 2 * DAY + 2 * HOUR);
    await runTwiceOverlapped(run);
    mails = await inbox(t, m.email);
    expect(mails).toHaveLength(2);
    const held = mails.find((x) => x.text.includes('상품번호 8813004'));
    expect(held?.subject).toContain('상품 8813004');
    expect(held?.text).not.toContain('상품번호 8813001');

    // D-1 of the two left, and the fourth's end (it expired the evening before): one mail
    // with all three; the renewed one has no reminder.
    t.clock.at = new Date(end.getTime() - DAY);
    await runTwiceOverlapped(run);
    mails = await inbox(t, m.email);
    expect(mails).toHaveLength(3);
    const day3 = mails.filter((x) => x.subject === '[셀러툴킷] 추적 기간 안내: 상품 3개');
    expect(day3).toHaveLength(2);
    const last = day3.find((x) => x.text.includes('상품번호 8813004'))!;
    expect(last.text).toContain('상품번호 8813002');
    expect(last.text).toContain('추적 기간이 2026년 12월 19일에 끝났습니다');
    expect(last.text).not.toContain('상품번호 8813001');

    // The member deletes one: its notices are marked read, not left as unread news.
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/naver/mygoodsRank/delete',
      headers: { cookie: await login(t, m.email), 'idempotency-key': randomUUID() },
      payload: { ids: [{ gdpSn: ids[1] }] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await bell(m.email);
    expect(after.filter((n) => n.keyword === '8813002').every((n) => n.read)).toBe(true);
    expect(after.filter((n) => n.keyword === '8813003').some((n) => !n.read)).toBe(true);
  });
});
