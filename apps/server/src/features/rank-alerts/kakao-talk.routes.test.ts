import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { post } from '../../test/app';
import { control } from '../../test/simulator';
import {
  type AlertsTestApp,
  createAlertsTestApp,
  dailyCheck,
  seller,
  trackPlace,
  trackProduct,
} from '../../test/rank-alerts';
import { createKakaoClient } from '../../adapters/kakao';
import { createKakaoTalkService } from './kakao-talk.service';

let t: AlertsTestApp;
beforeAll(async () => {
  t = await createAlertsTestApp();
}, 60_000);
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const K = '/v1/rank-alerts/kakao';
const query = async <T>(text: string): Promise<T[]> => (await t.database.sql.executeSql(text)).rows as T[];

interface TalkMessage {
  kakaoId: string;
  text: string;
  linkUrl: string;
  buttons: { title: string; url: string }[];
}
const talkInbox = async (kakaoId: string) =>
  (await control<{ messages: TalkMessage[] }>(t.sim, 'GET', `/__control/kakao/messages?kakaoId=${kakaoId}`))
    .messages;

let nextKakao = 5_100_000_000;
/**
 * The consent round trip as the browser makes it: our connect call, Kakao's page (the simulator's
 * control mints the code its consent button would), and the callback. Returns where it lands.
 */
async function connect(
  cookie: string,
  opts: { mode?: string; kakaoId?: string; consent?: boolean; cancel?: boolean; state?: string } = {},
) {
  const start = await post(t, `${K}/connect`, { mode: opts.mode ?? 'daily' }, cookie);
  expect(start.statusCode, start.body).toBe(200);
  const url = new URL(start.json().data.url);
  expect(url.searchParams.get('scope')).toBe('talk_message');
  const redirectUri = url.searchParams.get('redirect_uri')!;
  expect(redirectUri).toBe(`http://app.test${K}/callback`);
  const kakaoId = opts.kakaoId ?? String((nextKakao += 1));
  const minted = await control<{ code: string }>(t.sim, 'POST', '/__control/kakao/codes', {
    redirectUri,
    kakaoId,
    scopes: opts.consent === false ? [] : ['talk_message'],
  });
  const q = new URLSearchParams({ state: opts.state ?? url.searchParams.get('state')! });
  if (opts.cancel) q.set('error', 'access_denied');
  else q.set('code', minted.code);
  const back = await get(`${K}/callback?${q}`, cookie);
  expect(back.statusCode).toBe(302);
  return {
    kakaoId,
    result: new URL(String(back.headers.location), 'http://app.test').searchParams.get('kakao'),
  };
}

/**
 * One tracked product whose keywords move on 11-21: `… up` rises 20 → 3, `… fall` drops 5 → 40
 * (two rules at once: a drop and leaving the top 10), any other falls out of the list 20 → out.
 */
async function productWithMoves(cookie: string, mid: string, keywords: string[]) {
  t.setKst('2026-11-20', '10:35');
  let gdpSn = 0;
  for (const kw of keywords) {
    t.market.pin(kw, mid, kw.endsWith('fall') ? 5 : 20);
    if (gdpSn === 0) gdpSn = (await trackProduct(t, cookie, mid, kw)).gdpSn;
    else {
      const res = await post(t, '/api/naver/mygoodsRank/merges', { gdpSn, goodsKeyword: kw }, cookie);
      expect(res.statusCode, res.body).toBe(200);
      await t.services.settle();
    }
  }
  t.setKst('2026-11-21', '10:35');
  for (const kw of keywords) {
    t.market.pin(kw, mid, kw.endsWith('up') ? 3 : kw.endsWith('fall') ? 40 : 0);
    await dailyCheck(t, kw);
  }
  await t.services.rankAlerts.evaluateDay('2026-11-21');
  return gdpSn;
}

describe('KakaoTalk channel: consent and link', () => {
  it('signed-in members only', async () => {
    expect((await get(K)).statusCode).toBe(401);
    expect((await post(t, `${K}/connect`, { mode: 'each' })).statusCode).toBe(401);
    expect((await post(t, `${K}/mode`, { mode: 'off' })).statusCode).toBe(401);
    expect((await post(t, `${K}/test`)).statusCode).toBe(401);
    // Kakao's redirect without a session (it ended meanwhile): to the settings, nothing done.
    const back = await get(`${K}/callback?code=x&state=y`);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/myPage/alerts?kakao=expired');
  });

  it('links Kakao for an e-mail member, keeps the tokens sealed and never shows them', async () => {
    const s = await seller(t);
    const before = (await get(K, s.cookie)).json().data;
    expect(before).toEqual({
      available: true,
      linked: false,
      consented: false,
      mode: 'off',
      offReason: null,
    });
    const { kakaoId, result } = await connect(s.cookie, { mode: 'each' });
    expect(result).toBe('on');
    const status = await get(K, s.cookie);
    expect(status.json().data).toEqual({
      available: true,
      linked: true,
      consented: true,
      mode: 'each',
      offReason: null,
    });
    expect(status.body).not.toMatch(/token/i);
    const row = (
      await query<Record<string, string>>(
        `select m.kakao_id, k.access_token_enc, k.refresh_token_enc, k.scopes from rank_alert_kakao k join members m using (mbr_sn) where k.mbr_sn = ${s.mbrSn}`,
      )
    )[0]!;
    expect(row.kakao_id).toBe(kakaoId);
    expect(row.access_token_enc).toMatch(/^v1\./);
    expect(row.refresh_token_enc).toMatch(/^v1\./);
    expect(row.scopes).toContain('talk_message');
  });

  it('refuses a used or foreign state, a cancel, a missing consent and a Kakao account of someone else', async () => {
    const a = await seller(t);
    const b = await seller(t);
    expect((await connect(a.cookie, { state: 'forged' })).result).toBe('expired');
    expect((await connect(a.cookie, { cancel: true })).result).toBe('cancelled');
    expect((await connect(a.cookie, { consent: false })).result).toBe('noConsent');
    expect((await get(K, a.cookie)).json().data.consented).toBe(false);
    const { kakaoId } = await connect(a.cookie);
    // b cannot take a's Kakao account, and a cannot switch to another one.
    expect((await connect(b.cookie, { kakaoId })).result).toBe('otherAccount');
    expect((await connect(a.cookie, { kakaoId: '5199999999' })).result).toBe('otherAccount');
    expect((await get(K, b.cookie)).json().data).toMatchObject({ linked: false, consented: false });
    // The state is single use: the same callback again does nothing.
    const start = await post(t, `${K}/connect`, { mode: 'each' }, a.cookie);
    const state = new URL(start.json().data.url).searchParams.get('state')!;
    const minted = await control<{ code: string }>(t.sim, 'POST', '/__control/kakao/codes', {
      redirectUri: `http://app.test${K}/callback`,
      kakaoId,
      scopes: ['talk_message'],
    });
    const first = await get(`${K}/callback?code=${minted.code}&state=${state}`, a.cookie);
    expect(first.headers.location).toBe('/myPage/alerts?kakao=on');
    const again = await get(`${K}/callback?code=${minted.code}&state=${state}`, a.cookie);
    expect(again.headers.location).toBe('/myPage/alerts?kakao=expired');
  });

  it('bad modes are a 400 with a Korean message; turning on needs the consent first', async () => {
    const s = await seller(t);
    for (const mode of ['sometimes', '', 3]) {
      const res = await post(t, `${K}/mode`, { mode }, s.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ko.rankAlerts.kakao.modeInvalid);
    }
    expect((await post(t, `${K}/connect`, { mode: 'off' }, s.cookie)).statusCode).toBe(400);
    const early = await post(t, `${K}/mode`, { mode: 'each' }, s.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ko.errors.KAKAO_TALK_NOT_CONNECTED);
    expect((await post(t, `${K}/test`, {}, s.cookie)).statusCode).toBe(409);
  });
});

describe('KakaoTalk channel: messages', () => {
  it('sends a test message to the member’s own KakaoTalk', async () => {
    const s = await seller(t);
    const { kakaoId } = await connect(s.cookie);
    const res = await post(t, `${K}/test`, {}, s.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ko.rankAlerts.kakao.testSent);
    const [m] = await talkInbox(kakaoId);
    expect(m!.text).toBe(ko.rankAlerts.kakao.testMessage);
    expect(m!.linkUrl).toBe('http://app.test/myPage/alerts');
  });

  it('daily: one message per product per day, however many keywords moved and whoever queues it', async () => {
    const s = await seller(t);
    const { kakaoId } = await connect(s.cookie, { mode: 'daily' });
    const gdpSn = await productWithMoves(s.cookie, '690001', ['kt daily one', 'kt daily two up']);
    const talk = t.services.kakaoTalk;
    // A second instance over the same database: the unique key, not memory, keeps it to one.
    const other = createKakaoTalkService({
      db: t.database.db,
      kakao: {
        authorizeUrl: () => 'http://x',
        exchangeCode: () => Promise.reject(new Error('unused')),
        getUser: () => Promise.reject(new Error('unused')),
        refresh: () => Promise.reject(new Error('unused')),
        sendMemo: () => Promise.reject(new Error('the other instance must not send what was sent')),
      },
      publicUrl: 'http://app.test',
      redirectUri: 'http://app.test/cb',
      encryptionKey: null,
      now: () => t.clock.at,
    });
    expect(await talk.queueDay('2026-11-21')).toBeGreaterThanOrEqual(1);
    expect(await other.queueDay('2026-11-21')).toBe(0);
    expect((await talk.deliver()).sent).toBeGreaterThanOrEqual(1);
    expect(await talk.queueDay('2026-11-21')).toBe(0);
    expect((await other.deliver()).sent).toBe(0);
    const mine = await talkInbox(kakaoId);
    expect(mine).toHaveLength(1);
    const text = mine[0]!.text;
    expect(text).toContain('상품 690001');
    expect(text).toMatch(/‘kt daily (one|two up)’/);
    expect(text).toContain(ko.rankAlerts.kakao.moreKeywords(1));
    expect([...text].length).toBeLessThanOrEqual(200);
    expect(mine[0]!.linkUrl).toBe(`http://app.test/goodsTrackingRouter?history=${gdpSn}`);
    expect(mine[0]!.buttons[0]!.title).toBe(ko.rankAlerts.kakao.buttonHistory);
  });

  it('each: every move is its own message, with the rank before, now and the move', async () => {
    const s = await seller(t);
    const { kakaoId } = await connect(s.cookie, { mode: 'each' });
    await productWithMoves(s.cookie, '690002', ['kt each one', 'kt each two up', 'kt each fall']);
    const rules = await query<{ keyword: string; rule: string }>(
      `select keyword, rule from rank_alert_notifications where mbr_sn = ${s.mbrSn} and keyword = 'kt each fall'`,
    );
    expect(rules.map((r) => r.rule).sort()).toEqual(['drop', 'leaveTop']);
    await t.services.kakaoTalk.queueDay('2026-11-21');
    await t.services.kakaoTalk.deliver();
    const texts = (await talkInbox(kakaoId)).map((m) => m.text).sort();
    // Three moves, three messages: the drop that also left the top 10 is one message, not two.
    expect(texts).toHaveLength(3);
    expect(texts.filter((x) => x.includes('‘kt each fall’ 5위 → 40위 (▼35)'))).toHaveLength(1);
    expect(texts.some((x) => x.includes('‘kt each one’ 20위 → N+스토어 500위 밖 (▼481 이상)'))).toBe(true);
    expect(texts.some((x) => x.includes('‘kt each two up’ 20위 → 3위 (▲17)'))).toBe(true);
  });

  it('digest: one summary a day, and only once the day’s run is over', async () => {
    const s = await seller(t);
    const { kakaoId } = await connect(s.cookie, { mode: 'digest' });
    await productWithMoves(s.cookie, '690003', ['kt digest one', 'kt digest two up']);
    t.setKst('2026-11-21', '09:00');
    expect(await t.services.kakaoTalk.queueDay('2026-11-21')).toBe(0);
    t.setKst('2026-11-21', '13:30');
    expect(await t.services.kakaoTalk.queueDay('2026-11-21')).toBe(1);
    expect(await t.services.kakaoTalk.queueDay('2026-11-21')).toBe(0);
    await t.services.kakaoTalk.deliver();
    const [m, ...rest] = await talkInbox(kakaoId);
    expect(rest).toHaveLength(0);
    expect(m!.text).toContain(ko.rankAlerts.kakao.digestHead('11/21', 2));
  });

  it('places too: the message names the place and links to its history', async () => {
    const s = await seller(t);
    const { kakaoId } = await connect(s.cookie, { mode: 'daily' });
    t.setKst('2026-11-20', '10:35');
    t.market.pin('kt place cafe', '690009', 8);
    const { plceSn } = await trackPlace(t, s.cookie, '690009', 'kt place cafe');
    t.setKst('2026-11-21', '10:35');
    t.market.pin('kt place cafe', '690009', 30);
    await dailyCheck(t, 'kt place cafe', 'place');
    await t.services.rankAlerts.evaluateDay('2026-11-21');
    await t.services.kakaoTalk.queueDay('2026-11-21');
    await t.services.kakaoTalk.deliver();
    const [m, ...rest] = await talkInbox(kakaoId);
    expect(rest).toHaveLength(0);
    expect(m!.text).toContain('플레이스 690009');
    expect(m!.text).toContain('‘kt place cafe’ 8위 → 30위 (▼22)');
    expect(m!.linkUrl).toBe(`http://app.test/myPlaceTracking?history=${plceSn}`);
  });

  it('two instances delivering at once send every queued message exactly once', async () => {
    const s = await seller(t);
    const { kakaoId } = await connect(s.cookie, { mode: 'each' });
    await productWithMoves(s.cookie, '690008', ['kt twice one', 'kt twice two up', 'kt twice fall']);
    expect(await t.services.kakaoTalk.queueDay('2026-11-21')).toBeGreaterThanOrEqual(3);
    const other = createKakaoTalkService({
      db: t.database.db,
      kakao: createKakaoClient({
        authBaseUrl: `${t.sim.url}/kakao-auth`,
        apiBaseUrl: `${t.sim.url}/kakao-api`,
        clientId: 'sim-kakao-rest-api-key',
      }),
      publicUrl: 'http://app.test',
      redirectUri: 'http://app.test/cb',
      // Given TOKEN_ENCRYPTION_KEY, as after an upgrade: it still opens the tokens sealed before.
      encryptionKey: 'k'.repeat(32),
      now: () => t.clock.at,
    });
    const [a, b] = await Promise.all([t.services.kakaoTalk.deliver(), other.deliver()]);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(3);
    const texts = (await talkInbox(kakaoId)).map((m) => m.text);
    expect(texts).toHaveLength(3);
    expect(new Set(texts).size).toBe(3);
  });

  it('an expired access token is refreshed once and the message still goes', async () => {
    const s = await seller(t);
    const { kakaoId } = await connect(s.cookie);
    const before = (
      await query<{ access_token_enc: string }>(
        `select access_token_enc from rank_alert_kakao where mbr_sn = ${s.mbrSn}`,
      )
    )[0]!;
    await control(t.sim, 'POST', '/__control/kakao/expire', { kakaoId });
    expect((await post(t, `${K}/test`, {}, s.cookie)).statusCode).toBe(200);
    expect(await talkInbox(kakaoId)).toHaveLength(1);
    const after = (
      await query<{ access_token_enc: string }>(
        `select access_token_enc from rank_alert_kakao where mbr_sn = ${s.mbrSn}`,
      )
    )[0]!;
    expect(after.access_token_enc).not.toBe(before.access_token_enc);
  });

  it('a revoked consent turns the channel off, drops what was queued and says so in the bell', async () => {
    const s = await seller(t);
    const { kakaoId } = await connect(s.cookie, { mode: 'each' });
    await productWithMoves(s.cookie, '690004', ['kt revoke one']);
    await control(t.sim, 'POST', '/__control/kakao/revoke', { kakaoId, scope: 'talk_message' });
    await t.services.kakaoTalk.queueDay('2026-11-21');
    const result = await t.services.kakaoTalk.deliver();
    expect(result).toMatchObject({ sent: 0, dropped: 1 });
    expect(await talkInbox(kakaoId)).toHaveLength(0);
    expect((await get(K, s.cookie)).json().data).toEqual({
      available: true,
      linked: true,
      consented: false,
      mode: 'off',
      offReason: 'revoked',
    });
    const bell = (await get('/v1/rank-alerts/notifications', s.cookie)).json().data;
    const notice = bell.items.find((n: { rule: string }) => n.rule === 'kakaoOff');
    expect(notice).toMatchObject({ read: false, targetId: null });
    const outbox = await query<{ status: string; error: string }>(
      `select status, error from rank_alert_kakao_outbox where mbr_sn = ${s.mbrSn}`,
    );
    expect(outbox.map((o) => o.status)).toEqual(['dropped']);
    // Nothing more is queued while it is off; the tokens are gone.
    expect(await t.services.kakaoTalk.queueDay('2026-11-21')).toBe(0);
    const tokens = (
      await query<{ access_token_enc: string | null }>(
        `select access_token_enc from rank_alert_kakao where mbr_sn = ${s.mbrSn}`,
      )
    )[0]!;
    expect(tokens.access_token_enc).toBeNull();
    // Turning it on again asks Kakao again and clears the reason.
    expect((await connect(s.cookie, { kakaoId })).result).toBe('on');
    expect((await get(K, s.cookie)).json().data).toMatchObject({ consented: true, offReason: null });
  });

  it('a test message after Kakao lost the consent answers 409 with the reason and turns the channel off', async () => {
    const s = await seller(t);
    const { kakaoId } = await connect(s.cookie);
    await control(t.sim, 'POST', '/__control/kakao/revoke', { kakaoId });
    const res = await post(t, `${K}/test`, {}, s.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ko.errors.KAKAO_TALK_REVOKED);
    expect((await get(K, s.cookie)).json().data).toMatchObject({ mode: 'off', offReason: 'revoked' });
  });

  it('a Kakao outage leaves the message queued for the next run, up to three tries', async () => {
    const s = await seller(t);
    const { kakaoId } = await connect(s.cookie, { mode: 'each' });
    await productWithMoves(s.cookie, '690005', ['kt outage one']);
    await t.services.kakaoTalk.queueDay('2026-11-21');
    const row = async () =>
      (
        await query<{ status: string; attempts: number }>(
          `select status, attempts from rank_alert_kakao_outbox where mbr_sn = ${s.mbrSn}`,
        )
      )[0]!;
    await control(t.sim, 'POST', '/__control/faults', { service: 'kakao', count: 50, status: 500 });
    await t.services.kakaoTalk.deliver();
    expect(await talkInbox(kakaoId)).toHaveLength(0);
    expect(await row()).toEqual({ status: 'pending', attempts: 1 });
    await control(t.sim, 'DELETE', '/__control/faults');
    // Not again in the same minute: the next run a minute later tries it.
    await t.services.kakaoTalk.deliver();
    expect(await talkInbox(kakaoId)).toHaveLength(0);
    t.clock.at = new Date(t.clock.at.getTime() + 61_000);
    await t.services.kakaoTalk.deliver();
    expect(await talkInbox(kakaoId)).toHaveLength(1);
    expect(await row()).toEqual({ status: 'sent', attempts: 2 });
    // Three failures in all and it is given up as failed (kept, with the error, for operators).
    await productWithMoves(s.cookie, '690006', ['kt outage two']);
    await t.services.kakaoTalk.queueDay('2026-11-21');
    await control(t.sim, 'POST', '/__control/faults', { service: 'kakao', count: 50, status: 500 });
    for (let i = 0; i < 4; i += 1) {
      await t.services.kakaoTalk.deliver();
      t.clock.at = new Date(t.clock.at.getTime() + 61_000);
    }
    await control(t.sim, 'DELETE', '/__control/faults');
    const rows = await query<Record<string, unknown>>(
      `select status, attempts from rank_alert_kakao_outbox where mbr_sn = ${s.mbrSn} order by id`,
    );
    expect(rows.at(-1)).toEqual({ status: 'failed', attempts: 3 });
    // Kept 30 days, then the daily housekeeping drops them.
    t.setKst('2026-12-22', '04:40');
    await t.services.rankAlerts.purge();
    expect(
      await query(`select id from rank_alert_kakao_outbox where mbr_sn = ${s.mbrSn} and day = '2026-11-21'`),
    ).toHaveLength(0);
  });

  it('withdrawal forgets the tokens and the queue', async () => {
    const s = await seller(t);
    await connect(s.cookie, { mode: 'each' });
    await productWithMoves(s.cookie, '690007', ['kt withdraw one']);
    await t.services.kakaoTalk.queueDay('2026-11-21');
    const count = async () =>
      (
        await query<{ links: number; queued: number }>(
          `select (select count(*)::int from rank_alert_kakao where mbr_sn = ${s.mbrSn}) as links,
                  (select count(*)::int from rank_alert_kakao_outbox where mbr_sn = ${s.mbrSn}) as queued`,
        )
      )[0]!;
    expect(await count()).toEqual({ links: 1, queued: 1 });
    // The member's own withdrawal (my page), as the app composes it.
    await t.services.myPage.withdraw({ mbrSn: s.mbrSn, reason: '테스트 탈퇴', email: s.email });
    expect(await count()).toEqual({ links: 0, queued: 0 });
  });
});
