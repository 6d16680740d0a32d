import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_RULES, ko } from '@seller/shared';
import { createMember, login, post } from '../../test/app';
import { createRankAlertsService } from './rank-alerts.service';
import {
  type AlertsTestApp,
  createAlertsTestApp,
  dailyCheck,
  inbox,
  seller,
  trackPlace,
  trackProduct,
} from '../../test/rank-alerts';

let t: AlertsTestApp;
beforeAll(async () => {
  t = await createAlertsTestApp();
}, 60_000);
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const RULES = {
  enabled: true,
  dropBy: 5,
  riseBy: 20,
  topN: 3,
  topEnter: true,
  topLeave: false,
  outOfRange: false,
};

describe('alert settings', () => {
  it('signed-in members only; the member comes from the session', async () => {
    expect((await get('/v1/rank-alerts/settings')).statusCode).toBe(401);
    expect((await post(t, '/v1/rank-alerts/settings', { ...RULES, digest: true })).statusCode).toBe(401);
    expect((await get('/v1/rank-alerts/notifications')).statusCode).toBe(401);
    expect((await post(t, '/v1/rank-alerts/notifications/read-all')).statusCode).toBe(401);
  });

  it('starts from the defaults and saves the member’s rules', async () => {
    const s = await seller(t);
    const first = await get('/v1/rank-alerts/settings', s.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      rules: { ...DEFAULT_ALERT_RULES },
      overrides: [],
      email: s.email,
      mailAvailable: true,
    });
    // A payload naming another member changes nothing about who is saved.
    const saved = await post(t, '/v1/rank-alerts/settings', { ...RULES, digest: false, mbrSn: 1 }, s.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(ko.rankAlerts.saved);
    expect((await get('/v1/rank-alerts/settings', s.cookie)).json().data.rules).toEqual({
      ...RULES,
      digest: false,
    });
  });

  it('bad input is a 400 with a Korean message, never a 500', async () => {
    const s = await seller(t);
    const bad = [
      { ...RULES, digest: true, dropBy: 0 },
      { ...RULES, digest: true, dropBy: 500 },
      { ...RULES, digest: true, riseBy: 2.5 },
      { ...RULES, digest: true, topN: '10' },
      { ...RULES, digest: true, topN: 10, topEnter: false, topLeave: false },
      { ...RULES },
    ];
    for (const payload of bad) {
      const res = await post(t, '/v1/rank-alerts/settings', payload, s.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    const text = await post(t, '/v1/rank-alerts/settings', 'not json at all', s.cookie);
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/[가-힣]/);
    const range = await post(t, '/v1/rank-alerts/settings', { ...RULES, digest: true, dropBy: 0 }, s.cookie);
    expect(range.json().message).toBe(ko.rankAlerts.thresholdRange);
    const dir = await post(
      t,
      '/v1/rank-alerts/settings',
      { ...RULES, digest: true, topEnter: false, topLeave: false },
      s.cookie,
    );
    expect(dir.json().message).toBe(ko.rankAlerts.topRequired);
    for (const url of [
      '/v1/rank-alerts/targets/shop/1',
      '/v1/rank-alerts/targets/goods/abc',
      '/v1/rank-alerts/targets/goods/0',
      '/v1/rank-alerts/notifications?limit=500',
      '/v1/rank-alerts/notifications?before=-1',
    ]) {
      const res = await get(url, s.cookie);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    expect((await post(t, '/v1/rank-alerts/notifications/read', { ids: [] }, s.cookie)).statusCode).toBe(400);
    expect((await post(t, '/v1/rank-alerts/notifications/read', { ids: ['x'] }, s.cookie)).statusCode).toBe(
      400,
    );
  });
});

describe('per product and per place rules', () => {
  it('reads, saves and resets the rules of the member’s own product and place', async () => {
    const s = await seller(t);
    t.setKst('2026-11-21', '10:35');
    t.market.pin('route goods', '640001', 3);
    const goods = await trackProduct(t, s.cookie, '640001', 'route goods');
    const place = await trackPlace(t, s.cookie, '640002', 'route place');

    const before = await get(`/v1/rank-alerts/targets/goods/${goods.gdpSn}`, s.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      target: { kind: 'goods', id: goods.gdpSn, title: '상품 640001' },
      override: null,
      member: DEFAULT_ALERT_RULES,
    });

    const saved = await post(t, `/v1/rank-alerts/targets/goods/${goods.gdpSn}`, { rules: RULES }, s.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.override).toEqual(RULES);
    await post(
      t,
      `/v1/rank-alerts/targets/place/${place.plceSn}`,
      { rules: { ...RULES, enabled: false } },
      s.cookie,
    );
    const listed = (await get('/v1/rank-alerts/settings', s.cookie)).json().data.overrides;
    expect(listed).toEqual([
      { kind: 'goods', id: goods.gdpSn, title: '상품 640001', rules: RULES },
      { kind: 'place', id: place.plceSn, title: '플레이스 640002', rules: { ...RULES, enabled: false } },
    ]);

    const reset = await post(t, `/v1/rank-alerts/targets/goods/${goods.gdpSn}/reset`, {}, s.cookie);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.override).toBeNull();
    expect((await get('/v1/rank-alerts/settings', s.cookie)).json().data.overrides).toHaveLength(1);

    // Deleting the product takes its rules with it.
    await post(t, '/api/naver/place/placeUnitDelete', { placeSnList: [place.plceSn] }, s.cookie);
    expect((await get('/v1/rank-alerts/settings', s.cookie)).json().data.overrides).toEqual([]);
  });

  it("another member's product or place is not found, to read or to change", async () => {
    const owner = await seller(t);
    const other = await seller(t);
    t.market.pin('owned goods', '640011', 9);
    const goods = await trackProduct(t, owner.cookie, '640011', 'owned goods');
    const place = await trackPlace(t, owner.cookie, '640012', 'owned place');
    const cases = [
      ['goods', goods.gdpSn, ko.errors.GOODS_NOT_FOUND],
      ['place', place.plceSn, ko.errors.PLACE_NOT_FOUND],
      ['goods', 2_000_000_000, ko.errors.GOODS_NOT_FOUND],
    ] as const;
    for (const [kind, id, message] of cases) {
      const read = await get(`/v1/rank-alerts/targets/${kind}/${id}`, other.cookie);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(message);
      const write = await post(t, `/v1/rank-alerts/targets/${kind}/${id}`, { rules: RULES }, other.cookie);
      expect(write.statusCode).toBe(404);
      const reset = await post(t, `/v1/rank-alerts/targets/${kind}/${id}/reset`, {}, other.cookie);
      expect(reset.statusCode).toBe(404);
    }
    // The owner's product still follows the owner's defaults.
    expect(
      (await get(`/v1/rank-alerts/targets/goods/${goods.gdpSn}`, owner.cookie)).json().data.override,
    ).toBeNull();
  });
});

describe('notifications', () => {
  async function withAlerts() {
    const s = await seller(t);
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const keyword = `route notify ${s.mbrSn} ${n}`;
      t.setKst('2026-11-20', '10:35');
      t.market.pin(keyword, `65${s.mbrSn}${n}`, 20);
      await trackProduct(t, s.cookie, `65${s.mbrSn}${n}`, keyword);
      t.setKst('2026-11-21', '10:35');
      t.market.pin(keyword, `65${s.mbrSn}${n}`, 0);
      await dailyCheck(t, keyword);
      ids.push(n);
    }
    await t.services.rankAlerts.evaluateDay('2026-11-21');
    return s;
  }

  it('lists newest first in pages and marks only the member’s own as read', async () => {
    const s = await withAlerts();
    const other = await withAlerts();
    const page1 = (await get('/v1/rank-alerts/notifications?limit=2', s.cookie)).json().data;
    expect(page1.items).toHaveLength(2);
    expect(page1.unread).toBe(3);
    expect(page1.items[0].id).toBeGreaterThan(page1.items[1].id);
    const page2 = (
      await get(`/v1/rank-alerts/notifications?limit=2&before=${page1.nextBefore}`, s.cookie)
    ).json().data;
    expect(page2.items).toHaveLength(1);
    expect(page2.nextBefore).toBeNull();

    const theirs = (await get('/v1/rank-alerts/notifications', other.cookie)).json().data.items;
    const read = await post(
      t,
      '/v1/rank-alerts/notifications/read',
      { ids: [page1.items[0].id, theirs[0].id] },
      s.cookie,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ unread: 2 });
    expect((await get('/v1/rank-alerts/notifications/unread', other.cookie)).json().data).toEqual({
      unread: 3,
    });

    const all = await post(t, '/v1/rank-alerts/notifications/read-all', {}, s.cookie);
    expect(all.json().data).toEqual({ unread: 0 });
    expect(
      (await get('/v1/rank-alerts/notifications', s.cookie))
        .json()
        .data.items.every((n: { read: boolean }) => n.read),
    ).toBe(true);
    expect((await get('/v1/rank-alerts/notifications/unread', other.cookie)).json().data).toEqual({
      unread: 3,
    });
  });
});

describe("the manager's run", () => {
  it('managers only; checks, compares and mails the day at once', async () => {
    const s = await seller(t);
    t.setKst('2026-11-20', '08:00');
    t.market.pin('route run', '660001', 4);
    await trackProduct(t, s.cookie, '660001', 'route run');
    t.setKst('2026-11-21', '08:00');
    t.market.pin('route run', '660001', 90);
    expect((await post(t, '/v1/rank-alerts/run', {}, s.cookie)).statusCode).toBe(403);
    expect((await post(t, '/v1/rank-alerts/run', {})).statusCode).toBe(401);

    const manager = await createMember(t, { role: 'MNGR_MBR' });
    const cookie = await login(t, manager.email);
    const res = await post(t, '/v1/rank-alerts/run', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ day: '2026-11-21', failed: 0 });
    expect(res.json().data.checked).toBeGreaterThan(0);
    // Before 10:30 the scheduled digest would wait; the manager's run sends it now.
    expect(await inbox(t, s.email)).toHaveLength(1);
    const items = (await get('/v1/rank-alerts/notifications', s.cookie)).json().data.items;
    expect(items.map((n: { rule: string }) => n.rule).sort()).toEqual(['drop', 'leaveTop']);
  });

  it('refuses a future day, a bad date, or more than 7 days back', async () => {
    const manager = await createMember(t, { role: 'MNGR_MBR' });
    const cookie = await login(t, manager.email);
    t.setKst('2026-11-21', '12:00');
    for (const day of ['2026-11-22', '2026-02-30', '2026-11-13', '21-11-2026']) {
      const res = await post(t, '/v1/rank-alerts/run', { day }, cookie);
      expect(res.statusCode, day).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    // Simulator mode may re-run the last days (tests and demos).
    expect((await post(t, '/v1/rank-alerts/run', { day: '2026-11-20' }, cookie)).statusCode).toBe(200);
  });

  it('against the real services only today may run: a past day would record today’s ranks as its own', async () => {
    const real = createRankAlertsService({
      db: t.database.db,
      mail: { configured: false, sendMail: async () => undefined },
      publicUrl: 'http://app.test',
      simulator: false,
      now: () => t.clock.at,
    });
    t.setKst('2026-11-21', '12:00');
    await expect(real.runNow('2026-11-20')).rejects.toMatchObject({ code: 'ALERT_RUN_DAY_INVALID' });
    await expect(real.runNow()).resolves.toMatchObject({ day: '2026-11-21', digests: 0 });
  });

  it('one run at a time across instances: a second instance’s run while one runs is ALREADY_PROCESSING', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The second run starts only once the first holds the guard (its checks began): started at
    // once, the second could claim it first and leave the first rejected with nobody listening.
    let began!: () => void;
    const started = new Promise<void>((resolve) => (began = resolve));
    const instance = (runChecks?: () => Promise<{ checked: number; failed: number }>) =>
      createRankAlertsService({
        db: t.database.db,
        mail: { configured: false, sendMail: async () => undefined },
        publicUrl: 'http://app.test',
        simulator: true,
        now: () => t.clock.at,
        ...(runChecks ? { runChecks } : {}),
      });
    t.setKst('2026-11-21', '12:00');
    const first = instance(async () => {
      began();
      await held;
      return { checked: 1, failed: 0 };
    }).runNow();
    await Promise.race([started, first]);
    // Two services over one database are two instances: nothing of the first is in the second's memory.
    await expect(instance().runNow()).rejects.toMatchObject({ code: 'ALREADY_PROCESSING' });
    release();
    await expect(first).resolves.toMatchObject({ checked: 1 });
    // Once it ended the next run goes ahead.
    await expect(instance().runNow()).resolves.toMatchObject({ day: '2026-11-21' });
  });
});

describe('changes marked on the rank charts', () => {
  it('records memo, keyword and product changes by Korea date and returns them with the history', async () => {
    const s = await seller(t);
    t.setKst('2026-11-19', '10:35');
    t.market.pin('mark one', '670001', 12);
    const p = await trackProduct(t, s.cookie, '670001', 'mark one');
    t.setKst('2026-11-20', '15:00');
    await dailyCheck(t, 'mark one');
    await post(
      t,
      '/api/naver/mygoodsRank/memoMerges',
      { gdpSn: p.gdpSn, content: '상세페이지 교체, 쿠폰 10%' },
      s.cookie,
    );
    // Saving the same memo again is no change.
    await post(
      t,
      '/api/naver/mygoodsRank/memoMerges',
      { gdpSn: p.gdpSn, content: '상세페이지 교체, 쿠폰 10%' },
      s.cookie,
    );
    const second = await post(
      t,
      '/api/naver/mygoodsRank/merges',
      { gdpSn: p.gdpSn, goodsKeyword: 'mark two' },
      s.cookie,
    );
    await t.services.settle();
    const gdkd2 = second.json().data.gdkdSn;
    t.setKst('2026-11-21', '11:00');
    await dailyCheck(t, 'mark one');
    await post(
      t,
      '/api/naver/mygoodsRank/reperesentKeywordChange',
      { gdpSn: p.gdpSn, gdkdSn: gdkd2 },
      s.cookie,
    );
    await post(t, '/api/naver/mygoodsRank/deleteKeyword', { gdkdSn: p.gdkdSn }, s.cookie);

    const history = await post(t, '/api/naver/mygoodsRank/keywordSidePopupList', { gdkdSn: gdkd2 }, s.cookie);
    expect(history.statusCode).toBe(200);
    expect(history.json().changes).toEqual([
      { day: '2026-11-20', change: 'memo', detail: '상세페이지 교체, 쿠폰 10%' },
      { day: '2026-11-20', change: 'keywordAdd', detail: 'mark two' },
      { day: '2026-11-21', change: 'representative', detail: 'mark two' },
      { day: '2026-11-21', change: 'keywordDelete', detail: 'mark one' },
    ]);

    await post(
      t,
      '/api/naver/mygoodsRank/update',
      { type: 'midNum', currentInput: '670009', changeTrack: { oldGdpSn: p.gdpSn } },
      s.cookie,
    );
    await t.services.settle();
    const after = await post(t, '/api/naver/mygoodsRank/keywordSidePopupList', { gdkdSn: gdkd2 }, s.cookie);
    expect(after.json().changes.at(-1)).toEqual({
      day: '2026-11-21',
      change: 'productChange',
      detail: '상품 670009',
    });
  });

  it('place keyword changes come with the place view', async () => {
    const s = await seller(t);
    t.setKst('2026-11-21', '10:40');
    const p = await trackPlace(t, s.cookie, '680001', 'mark cafe');
    const added = await post(
      t,
      '/api/naver/place/addPlaceKeyword',
      { plceSn: p.plceSn, placeKeyword: 'mark latte' },
      s.cookie,
    );
    await t.services.settle();
    const plkwrd = added.json().data.plkwrdSn;
    await post(t, '/api/naver/place/choice', { plceSn: p.plceSn, plkwrdSn: plkwrd }, s.cookie);
    await post(t, '/api/naver/place/deletePlaceKeyword', { plkwrdSn: p.plkwrdSn }, s.cookie);
    const view = await post(t, '/api/naver/place/getView', {}, s.cookie);
    expect(view.json().changes).toEqual([
      { plceSn: p.plceSn, day: '2026-11-21', change: 'keywordAdd', detail: 'mark latte' },
      { plceSn: p.plceSn, day: '2026-11-21', change: 'representative', detail: 'mark latte' },
      { plceSn: p.plceSn, day: '2026-11-21', change: 'keywordDelete', detail: 'mark cafe' },
    ]);
    // Only the member's own places.
    const other = await seller(t);
    expect((await post(t, '/api/naver/place/getView', {}, other.cookie)).json().changes).toEqual([]);
  });
});
