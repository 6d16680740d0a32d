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
    // Before the end: nothing.
    t.clock.at = new Date(end.getTime() - HOUR);
    await runTwiceOverlapped(run);
    expect(await inbox(t, m.email)).toHaveLength(0);

    // Expired, auto-renewal short of coins: one mail and one notice, whatever the job does.
    t.clock.at = new Date(end.getTime() + HOUR);
    await runTwiceOverlapped(run);
    let mails = await inbox(t, m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('추적 기간이 끝났습니다');
    expect(mails[0]!.subject).toContain('상품 8812001');
    expect(mails[0]!.text).toContain(kstLongDate(deletes));
    expect(mails[0]!.text).toContain('코인이 부족해');
    expect(mails[0]!.text).toContain('상품번호 8812001');
    expect(mails[0]!.html).toContain('/goodsTrackingRouter');
    let notices = await bell(m.email);
    expect(notices.map((n) => n.rule)).toEqual(['expired']);
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
    expect(mails).toHaveLength(2);
    const soon = mails.find((x) => x.subject.includes('내일 삭제됩니다'));
    expect(soon?.text).toContain(kstLongDate(deletes));
    notices = await bell(m.email);
    expect(notices.map((n) => n.rule).sort()).toEqual(['deleteSoon', 'expired']);
    // The rank digest of that day does not carry lifecycle notices.
    expect(mails.every((x) => !x.subject.includes('순위 알림'))).toBe(true);

    // Deleted after 3 days: no more mail, and the notices stay in the bell.
    t.clock.at = new Date(deletes.getTime() + HOUR);
    await runTwiceOverlapped(run);
    expect(await listRow(m.email, gdpSn)).toBeUndefined();
    expect(await inbox(t, m.email)).toHaveLength(2);
    expect((await bell(m.email)).map((n) => n.rule).sort()).toEqual(['deleteSoon', 'expired']);
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
