import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AlertNotification, alertText, kstDate, ko } from '@seller/shared';
import { post } from '../../test/app';
import {
  type AlertsTestApp,
  createAlertsTestApp,
  dailyCheck,
  inbox,
  seller,
  trackPlace,
  trackProduct,
} from '../../test/rank-alerts';
import { control } from '../../test/simulator';

let t: AlertsTestApp;
beforeAll(async () => {
  t = await createAlertsTestApp();
}, 60_000);
afterAll(() => t.close());
beforeEach(() => {
  t.market.failures = 0;
  t.market.empty = false;
});

const D1 = '2026-11-20';
const D2 = '2026-11-21';
const D3 = '2026-11-22';

let seq = 0;
/** A keyword and product id nobody else in this file uses. */
const fresh = () => {
  seq += 1;
  return { keyword: `kw alert ${seq}`, mid: String(700000 + seq) };
};

async function notifications(cookie: string): Promise<AlertNotification[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/rank-alerts/notifications',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
}

/** Day 1 at rank `from` (the first check at registration), then the daily check of day 2 at `to`. */
async function productMovedFromTo(from: number, to: number | null) {
  const s = await seller(t);
  const { keyword, mid } = fresh();
  t.setKst(D1, '10:35');
  t.market.pin(keyword, mid, from);
  const ids = await trackProduct(t, s.cookie, mid, keyword);
  t.setKst(D2, '10:35');
  t.market.pin(keyword, mid, to);
  return { s, keyword, mid, ids };
}

describe('alerts after the daily check', () => {
  it("compares the day's successful record with the one before and notifies once per rule", async () => {
    const { s, keyword, ids } = await productMovedFromTo(5, 40);
    expect(await dailyCheck(t, keyword)).toBe(true);
    const { created } = await t.services.rankAlerts.evaluateDay(D2);
    expect(created).toBeGreaterThanOrEqual(2);
    const mine = await notifications(s.cookie);
    expect(mine.map((n) => n.rule).sort()).toEqual(['drop', 'leaveTop']);
    expect(mine[0]).toMatchObject({
      kind: 'goods',
      targetId: ids.gdpSn,
      keyword,
      day: D2,
      previousRank: 5,
      currentRank: 40,
      read: false,
      title: expect.stringContaining('상품'),
    });
    const unread = await t.app.inject({
      method: 'GET',
      url: '/v1/rank-alerts/notifications/unread',
      headers: { cookie: s.cookie },
    });
    expect(unread.json().data).toEqual({ unread: 2 });
  });

  it('a failed check never alerts; the successful retry does', async () => {
    const { s, keyword } = await productMovedFromTo(5, 60);
    t.market.failures = 10;
    expect(await dailyCheck(t, keyword)).toBe(false);
    await t.services.rankAlerts.evaluateDay(D2);
    expect(await notifications(s.cookie)).toEqual([]);
    // The failure wrote no rank for the day: nothing for the alert job to compare.
    const rows = await t.database.sql.executeSql(
      `select count(*)::int as n from rank_history h join tracked_keywords k on k.gdkd_sn = h.gdkd_sn
        where k.keyword_norm = $1 and h.day = $2`,
      [keyword, D2],
    );
    expect(rows.rows[0]).toEqual({ n: 0 });

    t.market.failures = 0;
    expect(await dailyCheck(t, keyword)).toBe(true);
    await t.services.rankAlerts.evaluateDay(D2);
    expect((await notifications(s.cookie)).map((n) => n.rule).sort()).toEqual(['drop', 'leaveTop']);
  });

  it('a failed check the next day does not compare against a stale record', async () => {
    const { s, keyword } = await productMovedFromTo(5, 6);
    expect(await dailyCheck(t, keyword)).toBe(true);
    await t.services.rankAlerts.evaluateDay(D2);
    t.setKst(D3, '10:35');
    t.market.failures = 10;
    expect(await dailyCheck(t, keyword)).toBe(false);
    await t.services.rankAlerts.evaluateDay(D3);
    expect(await notifications(s.cookie)).toEqual([]);
  });

  it('a change of source or surface is no move: no alert across it; the next same-method day alerts (issue 36 §2)', async () => {
    const { s, keyword, mid } = await productMovedFromTo(5, 60);
    // Day 1 was read the way every rank before the new sources was (the migration's backfill).
    await t.database.sql.executeSql(
      `update rank_history h set source = 'naver-openapi', surface = 'price-comparison'
         from tracked_keywords k where k.gdkd_sn = h.gdkd_sn and k.keyword_norm = $1`,
      [keyword],
    );
    expect(await dailyCheck(t, keyword)).toBe(true);
    const { compared } = await t.services.rankAlerts.evaluateDay(D2);
    expect(compared).toBeGreaterThan(0);
    // 5 → 60 would be a drop and leaving the top 10: read by another method, it is neither. The
    // bell lists these notifications, and the day's mail and KakaoTalk messages are made from
    // them (rank-alerts.repository, kakao-talk.repository): none of the three says anything.
    expect(await notifications(s.cookie)).toEqual([]);
    // Day 3 is read by the same method as day 2: that is a move again.
    t.setKst(D3, '10:35');
    t.market.pin(keyword, mid, 4);
    expect(await dailyCheck(t, keyword)).toBe(true);
    await t.services.rankAlerts.evaluateDay(D3);
    const mine = await notifications(s.cookie);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((n) => n.day === D3 && n.previousRank === 60 && n.currentRank === 4)).toBe(true);
  });

  it('is idempotent: reruns and a second successful check of the day add nothing twice', async () => {
    const { s, keyword } = await productMovedFromTo(3, 30);
    expect(await dailyCheck(t, keyword)).toBe(true);
    await Promise.all([t.services.rankAlerts.evaluateDay(D2), t.services.rankAlerts.evaluateDay(D2)]);
    await t.services.rankAlerts.evaluateDay(D2);
    expect(await notifications(s.cookie)).toHaveLength(2);
    // A re-check of the same day (a retry, a new keyword on it) is compared again: same rules, no copies.
    expect(await dailyCheck(t, keyword)).toBe(true);
    expect((await t.services.rankAlerts.evaluateDay(D2)).created).toBe(0);
    expect(await notifications(s.cookie)).toHaveLength(2);
  });

  it("withdraws what a later check of the same day no longer shows, from the list, the count and the day's mail", async () => {
    const { s, keyword, mid } = await productMovedFromTo(5, null);
    // A check that recorded the product as gone (a glitch of the provider or of the product).
    expect(await dailyCheck(t, keyword)).toBe(true);
    await t.services.rankAlerts.evaluateDay(D2);
    const fired = await notifications(s.cookie);
    expect(fired.map((n) => n.rule).sort()).toEqual(['leaveTop', 'outOfRange']);
    // "N위 밖" names what the check read (issue 36 §2): the surface and depth of the day's record.
    const out = fired.find((n) => n.rule === 'outOfRange');
    const read = (
      await t.database.sql.executeSql(
        `select h.surface, h.depth from rank_history h join tracked_keywords k on k.gdkd_sn = h.gdkd_sn
          where k.keyword_norm = $1 and h.day = $2`,
        [keyword, D2],
      )
    ).rows[0] as { surface: string; depth: number } | undefined;
    expect(read?.depth).toBeGreaterThan(0);
    expect(out).toMatchObject({ surface: read?.surface, depth: read?.depth, previousDepth: expect.any(Number) });
    expect(out && alertText(out)).toContain(`${ko.rankProvenance.surfaces[read?.surface ?? '']} ${read?.depth}위 밖으로`);
    const unread = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/rank-alerts/notifications/unread',
          headers: { cookie: s.cookie },
        })
      ).json().data.unread;
    expect(await unread()).toBe(2);

    // A later check the same day shows it back where it was: those alerts were never true.
    t.setKst(D2, '11:05');
    t.market.pin(keyword, mid, 6);
    expect(await dailyCheck(t, keyword)).toBe(true);
    expect(await t.services.rankAlerts.evaluateDay(D2)).toMatchObject({ created: 0, withdrawn: 2 });
    expect(await notifications(s.cookie)).toEqual([]);
    expect(await unread()).toBe(0);
    // The day's digest (not sent yet) has nothing to say: no mail.
    t.setKst(D2, '13:05');
    await t.services.rankAlerts.runScheduled();
    expect(await inbox(t, s.email)).toEqual([]);

    // A third check that does show a drop raises the alert again, unread, with its own ranks.
    t.market.pin(keyword, mid, 40);
    expect(await dailyCheck(t, keyword)).toBe(true);
    await t.services.rankAlerts.evaluateDay(D2);
    const back = await notifications(s.cookie);
    expect(back.map((n) => [n.rule, n.previousRank, n.currentRank, n.read]).sort()).toEqual([
      ['drop', 5, 40, false],
      ['leaveTop', 5, 40, false],
    ]);
    expect(await unread()).toBe(2);
    // Once read, a re-check that moves the same rule's ranks updates the numbers and keeps it read.
    await post(t, '/v1/rank-alerts/notifications/read-all', {}, s.cookie);
    t.market.pin(keyword, mid, 60);
    expect(await dailyCheck(t, keyword)).toBe(true);
    await t.services.rankAlerts.evaluateDay(D2);
    expect((await notifications(s.cookie)).map((n) => [n.rule, n.currentRank, n.read]).sort()).toEqual([
      ['drop', 60, true],
      ['leaveTop', 60, true],
    ]);
  });

  it('after the digest went, a withdrawn alert leaves the app but sends no second mail', async () => {
    const { s, keyword, mid } = await productMovedFromTo(5, 50);
    expect(await dailyCheck(t, keyword)).toBe(true);
    await t.services.rankAlerts.evaluateDay(D2);
    t.setKst(D2, '13:05');
    await t.services.rankAlerts.sendDigests(D2);
    expect(await inbox(t, s.email)).toHaveLength(1);
    t.setKst(D2, '15:00');
    t.market.pin(keyword, mid, 5);
    expect(await dailyCheck(t, keyword)).toBe(true);
    await t.services.rankAlerts.runScheduled();
    expect(await notifications(s.cookie)).toEqual([]);
    expect(await inbox(t, s.email)).toHaveLength(1);
    // What the sent mail said stays on record.
    const rows = await t.database.sql.executeSql(
      `select d.status, d.items, (select count(*)::int from rank_alert_notifications n
                                  where n.mbr_sn = d.mbr_sn and n.day = d.day and n.withdrawn_at is not null) as withdrawn
         from rank_alert_digests d where d.mbr_sn = $1 and d.day = $2`,
      [s.mbrSn, D2],
    );
    expect(rows.rows).toEqual([{ status: 'sent', items: 2, withdrawn: 2 }]);
  });

  it('a new keyword has nothing to compare with; a keyword without a move gives nothing', async () => {
    const s = await seller(t);
    const { keyword, mid } = fresh();
    t.setKst(D2, '10:35');
    t.market.pin(keyword, mid, 4);
    await trackProduct(t, s.cookie, mid, keyword);
    await t.services.rankAlerts.evaluateDay(D2);
    t.setKst(D3, '10:35');
    expect(await dailyCheck(t, keyword)).toBe(true);
    await t.services.rankAlerts.evaluateDay(D3);
    expect(await notifications(s.cookie)).toEqual([]);
  });

  it("follows a product's own rules over the member's, and nothing when alerts are off", async () => {
    const { s, keyword, ids } = await productMovedFromTo(50, 55);
    // The member's defaults would say nothing about a drop of 5; the product's own rules do.
    const own = await post(
      t,
      `/v1/rank-alerts/targets/goods/${ids.gdpSn}`,
      {
        rules: {
          enabled: true,
          dropBy: 5,
          riseBy: null,
          topN: null,
          topEnter: false,
          topLeave: false,
          outOfRange: false,
        },
      },
      s.cookie,
    );
    expect(own.statusCode).toBe(200);
    expect(await dailyCheck(t, keyword)).toBe(true);
    await t.services.rankAlerts.evaluateDay(D2);
    expect((await notifications(s.cookie)).map((n) => n.rule)).toEqual(['drop']);

    const off = await productMovedFromTo(5, 400);
    await post(
      t,
      '/v1/rank-alerts/settings',
      {
        enabled: false,
        dropBy: 10,
        riseBy: null,
        topN: 10,
        topEnter: true,
        topLeave: true,
        outOfRange: true,
        digest: true,
      },
      off.s.cookie,
    );
    expect(await dailyCheck(t, off.keyword)).toBe(true);
    await t.services.rankAlerts.evaluateDay(D2);
    expect(await notifications(off.s.cookie)).toEqual([]);
  });

  it('places: falling out of the top 300 and entering the top 10', async () => {
    const s = await seller(t);
    const a = { keyword: 'alert cafe a', id: '81001' };
    const b = { keyword: 'alert cafe b', id: '81002' };
    t.setKst(D1, '10:35');
    t.market.pin(a.keyword, a.id, 120);
    t.market.pin(b.keyword, b.id, 25);
    await trackPlace(t, s.cookie, a.id, a.keyword);
    await trackPlace(t, s.cookie, b.id, b.keyword);
    t.setKst(D2, '10:35');
    t.market.pin(a.keyword, a.id, null);
    t.market.pin(b.keyword, b.id, 7);
    expect(await dailyCheck(t, a.keyword, 'place')).toBe(true);
    expect(await dailyCheck(t, b.keyword, 'place')).toBe(true);
    await t.services.rankAlerts.evaluateDay(D2);
    const mine = await notifications(s.cookie);
    expect(mine.map((n) => [n.kind, n.keyword, n.rule, n.previousRank, n.currentRank]).sort()).toEqual([
      ['place', a.keyword, 'outOfRange', 120, 0],
      ['place', b.keyword, 'enterTop', 25, 7],
    ]);
  });
});

describe('an empty answer for a keyword that had results (issue 35 §3)', () => {
  it.each(['goods', 'place'] as const)(
    // Notifications are what the bell shows and what the digest mail and KakaoTalk send.
    '%s: notifies nobody until three empty answers over 10 minutes record it',
    async (kind) => {
      const s = await seller(t);
      const { keyword, mid } = fresh();
      t.setKst(D1, '10:35');
      t.market.pin(keyword, mid, 1);
      if (kind === 'goods') await trackProduct(t, s.cookie, mid, keyword);
      else await trackPlace(t, s.cookie, mid, keyword);
      t.market.empty = true;
      for (const time of ['10:35', '10:37']) {
        t.setKst(D2, time);
        expect(await dailyCheck(t, keyword, kind)).toBe(true);
        await t.services.rankAlerts.evaluateDay(D2);
        expect(await notifications(s.cookie)).toEqual([]);
      }
      // The third, ten minutes after the first: now it is a record, and its alert goes out.
      t.setKst(D2, '10:45');
      expect(await dailyCheck(t, keyword, kind)).toBe(true);
      await t.services.rankAlerts.evaluateDay(D2);
      const mine = await notifications(s.cookie);
      expect(mine.map((n) => [n.keyword, n.previousRank, n.currentRank])).toContainEqual([keyword, 1, 0]);
    },
  );
});

describe('the daily digest e-mail', () => {
  it('waits for the daily run and every keyword, then sends one Korean mail with the day’s alerts', async () => {
    const s = await seller(t);
    const one = fresh();
    const two = fresh();
    t.setKst(D1, '10:35');
    t.market.pin(one.keyword, one.mid, 2);
    t.market.pin(two.keyword, two.mid, 30);
    await trackProduct(t, s.cookie, one.mid, one.keyword);
    await trackProduct(t, s.cookie, two.mid, two.keyword);

    // Before the daily run: an early check may alert in the app, but the day's mail waits.
    t.setKst(D2, '09:00');
    t.market.pin(one.keyword, one.mid, 20);
    expect(await dailyCheck(t, one.keyword)).toBe(true);
    await t.services.rankAlerts.runScheduled();
    expect(await notifications(s.cookie)).toHaveLength(2);
    expect(await inbox(t, s.email)).toEqual([]);

    // After the run, while another keyword is still unchecked: still waiting.
    t.setKst(D2, '10:40');
    expect(await dailyCheck(t, one.keyword)).toBe(true);
    await t.services.rankAlerts.runScheduled();
    expect(await inbox(t, s.email)).toEqual([]);

    // Every keyword checked after the run: the digest goes, once.
    expect(await dailyCheck(t, two.keyword)).toBe(true);
    await Promise.all([t.services.rankAlerts.runScheduled(), t.services.rankAlerts.runScheduled()]);
    await t.services.rankAlerts.runScheduled();
    const mails = await inbox(t, s.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('[셀러툴킷] 2026년 11월 21일 순위 알림 2건');
    expect(mails[0]!.html).toContain(one.keyword);
    expect(mails[0]!.html).toContain('상위권 이탈');
    expect(mails[0]!.html).toContain('http://app.test/goodsTrackingRouter');
    expect(mails[0]!.text).toContain('‘' + one.keyword + '’ 순위가 2위 → 20위로 18계단 떨어졌습니다.');
    const unsubscribe = /http:\/\/app\.test\/v1\/rank-alerts\/unsubscribe\?token=[^"\s<]+/.exec(
      mails[0]!.html,
    )?.[0];
    expect(unsubscribe).toBeTruthy();
  });

  it('a member whose keywords keep failing still gets the day’s mail at the cutoff', async () => {
    const s = await seller(t);
    const ok = fresh();
    const broken = fresh();
    t.setKst(D1, '10:35');
    t.market.pin(ok.keyword, ok.mid, 1);
    t.market.pin(broken.keyword, broken.mid, 1);
    await trackProduct(t, s.cookie, ok.mid, ok.keyword);
    await trackProduct(t, s.cookie, broken.mid, broken.keyword);
    t.setKst(D2, '10:35');
    t.market.pin(ok.keyword, ok.mid, 50);
    expect(await dailyCheck(t, ok.keyword)).toBe(true);
    t.market.failures = 10;
    expect(await dailyCheck(t, broken.keyword)).toBe(false);
    t.market.failures = 0;
    t.setKst(D2, '12:55');
    await t.services.rankAlerts.runScheduled();
    expect(await inbox(t, s.email)).toEqual([]);
    t.setKst(D2, '13:00');
    await t.services.rankAlerts.runScheduled();
    expect(await inbox(t, s.email)).toHaveLength(1);
  });

  it('one digest per member per Korea day across midnight', async () => {
    const s = await seller(t);
    const k = fresh();
    t.setKst(D1, '10:35');
    t.market.pin(k.keyword, k.mid, 8);
    await trackProduct(t, s.cookie, k.mid, k.keyword);
    // A late retry of day 2 succeeds at 23:58; the run at 23:59 sends day 2's mail.
    t.setKst(D2, '23:58');
    t.market.pin(k.keyword, k.mid, 80);
    expect(await t.services.rankEngine.checkKeyword(k.keyword, D2)).toBeTruthy();
    t.setKst(D2, '23:59');
    await t.services.rankAlerts.runScheduled();
    // After midnight the job looks at day 2 again (catch-up) and at day 3: no second day-2 mail.
    t.setKst(D3, '00:04');
    await t.services.rankAlerts.runScheduled();
    expect(await inbox(t, s.email)).toHaveLength(1);
    // Day 3's own move after its daily run is day 3's one mail.
    t.setKst(D3, '10:35');
    t.market.pin(k.keyword, k.mid, 3);
    expect(await dailyCheck(t, k.keyword)).toBe(true);
    await t.services.rankAlerts.runScheduled();
    t.setKst(D3, '10:40');
    await t.services.rankAlerts.runScheduled();
    const mails = await inbox(t, s.email);
    expect(mails.map((m) => m.subject)).toEqual([
      '[셀러툴킷] 2026년 11월 22일 순위 알림 1건',
      '[셀러툴킷] 2026년 11월 21일 순위 알림 2건',
    ]);
    const days = await t.database.sql.executeSql(
      `select day::text as day, status from rank_alert_digests where mbr_sn = $1 order by day`,
      [s.mbrSn],
    );
    expect(days.rows).toEqual([
      { day: D2, status: 'sent' },
      { day: D3, status: 'sent' },
    ]);
  });

  it('no mail with the digest off; a failed send is tried again, at most 3 times', async () => {
    const quiet = await productMovedFromTo(5, 50);
    await post(
      t,
      '/v1/rank-alerts/settings',
      {
        enabled: true,
        dropBy: 10,
        riseBy: null,
        topN: 10,
        topEnter: true,
        topLeave: true,
        outOfRange: true,
        digest: false,
      },
      quiet.s.cookie,
    );
    const loud = await productMovedFromTo(5, 50);
    expect(await dailyCheck(t, quiet.keyword)).toBe(true);
    expect(await dailyCheck(t, loud.keyword)).toBe(true);
    await t.services.rankAlerts.evaluateDay(D2);
    expect(await notifications(quiet.s.cookie)).toHaveLength(2);

    // The SMTP server refuses the next messages (550): the digest is retried by later runs.
    await control(t.sim, 'POST', '/__control/faults', { service: 'smtp', count: 20, status: 550 });
    t.setKst(D2, '13:05');
    for (let i = 0; i < 4; i += 1) await t.services.rankAlerts.sendDigests(D2);
    await control(t.sim, 'DELETE', '/__control/faults');
    await t.services.rankAlerts.sendDigests(D2);
    expect(await inbox(t, quiet.s.email)).toEqual([]);
    expect(await inbox(t, loud.s.email)).toEqual([]);
    const row = await t.database.sql.executeSql(
      `select status, attempts from rank_alert_digests where mbr_sn = $1 and day = $2`,
      [loud.s.mbrSn, D2],
    );
    expect(row.rows).toEqual([{ status: 'failed', attempts: 3 }]);
  });

  it('a failed send goes out on the next run', async () => {
    const m = await productMovedFromTo(5, 50);
    expect(await dailyCheck(t, m.keyword)).toBe(true);
    await t.services.rankAlerts.evaluateDay(D2);
    await control(t.sim, 'POST', '/__control/faults', { service: 'smtp', count: 1, status: 550 });
    t.setKst(D2, '13:10');
    await t.services.rankAlerts.sendDigests(D2);
    await control(t.sim, 'DELETE', '/__control/faults');
    expect(await inbox(t, m.s.email)).toEqual([]);
    await t.services.rankAlerts.sendDigests(D2);
    expect(await inbox(t, m.s.email)).toHaveLength(1);
  });
});

describe('unsubscribe link', () => {
  it('turns the digest off without signing in and shows a Korean page', async () => {
    const m = await productMovedFromTo(5, 50);
    const url = await t.services.rankAlerts.unsubscribeUrl(m.s.mbrSn);
    const res = await t.app.inject({ method: 'GET', url: url.replace('http://app.test', '') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('요약 메일 수신을 거부했습니다');
    const settings = await t.app.inject({
      method: 'GET',
      url: '/v1/rank-alerts/settings',
      headers: { cookie: m.s.cookie },
    });
    expect(settings.json().data.rules.digest).toBe(false);
    // No mail for that member any more; the in-app alerts stay.
    expect(await dailyCheck(t, m.keyword)).toBe(true);
    await t.services.rankAlerts.evaluateDay(D2);
    t.setKst(D2, '13:30');
    await t.services.rankAlerts.sendDigests(D2);
    expect(await inbox(t, m.s.email)).toEqual([]);
    expect(await notifications(m.s.cookie)).toHaveLength(2);
  });

  it('refuses an invalid or forged token and changes nothing', async () => {
    const victim = await seller(t);
    const attacker = await seller(t);
    const own = await t.services.rankAlerts.unsubscribeUrl(attacker.mbrSn);
    const sig = new URL(own).searchParams.get('token')!.split('.')[1];
    for (const token of [`${victim.mbrSn}.${sig}`, 'garbage', '', `${victim.mbrSn}.`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/rank-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('수신 거부 링크가 올바르지 않습니다');
    }
    const none = await t.app.inject({ method: 'GET', url: '/v1/rank-alerts/unsubscribe' });
    expect(none.statusCode).toBe(400);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/v1/rank-alerts/settings',
      headers: { cookie: victim.cookie },
    });
    expect(settings.json().data.rules.digest).toBe(true);
  });

  it('answers the one-click POST mail apps send (RFC 8058)', async () => {
    const m = await seller(t);
    const url = new URL(await t.services.rankAlerts.unsubscribeUrl(m.mbrSn));
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
    });
    expect(res.statusCode).toBe(200);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/v1/rank-alerts/settings',
      headers: { cookie: m.cookie },
    });
    expect(settings.json().data.rules.digest).toBe(false);
    const forged = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}?token=${m.mbrSn + 1}.${url.searchParams.get('token')!.split('.')[1]}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      code: 'UNSUBSCRIBE_INVALID',
      message: ko.errors.UNSUBSCRIBE_INVALID,
    });
  });

  it('the link in the mail works from the inbox', async () => {
    const m = await productMovedFromTo(5, 50);
    expect(await dailyCheck(t, m.keyword)).toBe(true);
    await t.services.rankAlerts.evaluateDay(D2);
    t.setKst(D2, '13:40');
    await t.services.rankAlerts.sendDigests(D2);
    const [mail] = await inbox(t, m.s.email);
    const link = /http:\/\/app\.test(\/v1\/rank-alerts\/unsubscribe\?token=[^"\s<]+)/.exec(mail!.html)![1]!;
    const res = await t.app.inject({ method: 'GET', url: link.replaceAll('&amp;', '&') });
    expect(res.statusCode).toBe(200);
    expect(kstDate(t.clock.at)).toBe(D2);
  });
});
