import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, coinState, createMember, createTestApp, login, newKey, post } from '../../test/app';
import { catalogLookup } from '../../test/rank';

// 모두 연장 (issue 39 §3): every expired product renewed in one confirmed call with its quote —
// the spend is the quote's, a repeat moves nothing, a short balance renews none, and only the
// member's own expired products are ever touched.
let t: TestApp;
let clock = new Date('2026-03-10T03:00:00Z');
beforeAll(async () => {
  t = await createTestApp(
    {},
    { now: () => clock, ports: { productLookup: catalogLookup((mid) => `상품 ${mid}`) } },
  );
});
afterAll(() => t.close());

const DAY = 86_400_000;
const G = '/api/naver/mygoodsRank';

const endOf = async (gdpSn: number): Promise<string> => {
  const r = await t.database.sql.executeSql(
    `select coin_end_at as end from tracked_goods where gdp_sn = $1`,
    [gdpSn],
  );
  return new Date((r.rows[0] as { end: string | Date }).end).toISOString();
};

/** A member with `count` products registered on 2026-03-10 and `extra` coins left after. */
async function memberWith(numbers: string[], extra: number) {
  clock = new Date('2026-03-10T03:00:00Z');
  const m = await createMember(t);
  await t.services.coins.operatorGrant(m.mbrSn, numbers.length * 10 + extra);
  const cookie = await login(t, m.email);
  const ids: number[] = [];
  for (const no of numbers) {
    const r = await post(t, `${G}/merges`, { type: 'midNum', currentInput: no }, cookie);
    expect(r.statusCode, r.body).toBe(200);
    ids.push(r.json().data.gdpSn as number);
  }
  return { ...m, ids };
}

/** Two days after the 30-day period ended (before the purge), signed in anew. */
async function afterExpiry(email: string) {
  clock = new Date(Date.parse('2026-03-10T03:00:00Z') + 32 * DAY);
  return login(t, email);
}

describe('모두 연장', () => {
  it('quotes every expired product, renews them as quoted, and a repeat spends nothing', async () => {
    const m = await memberWith(['9101', '9102', '9103'], 25);
    const cookie = await afterExpiry(m.email);
    // The third was renewed before it ended: it is not expired, so not in the quote.
    clock = new Date(clock.getTime() - 5 * DAY);
    await t.services.coins.operatorGrant(m.mbrSn, 10);
    expect(
      (await post(t, `${G}/coinExtensionRnwl`, { gdpSn: m.ids[2] }, await login(t, m.email))).statusCode,
    ).toBe(200);
    clock = new Date(clock.getTime() + 5 * DAY);

    const q = await post(t, `${G}/renewExpiredQuote`, {}, cookie, null);
    expect(q.statusCode, q.body).toBe(200);
    const quote = q.json().data;
    expect(quote).toMatchObject({
      action: 'renewExpired',
      count: 2,
      coins: 20,
      balance: 25,
      balanceAfter: 5,
    });
    expect(quote.enough).toBe(true);
    expect(quote.gdpSns).toEqual([m.ids[0], m.ids[1]]);
    const third = await endOf(m.ids[2]!);

    const key = newKey();
    const r = await post(t, `${G}/renewExpired`, { gdpSns: quote.gdpSns }, cookie, key);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ renewed: 2, coins: 20, coinEndDt: quote.endAt, sellerCoinCnt: 5 });
    expect(await endOf(m.ids[0]!)).toBe(quote.endAt);
    expect(await endOf(m.ids[1]!)).toBe(quote.endAt);
    expect(await endOf(m.ids[2]!)).toBe(third);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 5, ledger: 5 });

    // The same submission again (a double click, a retry): the same answer, nothing moves.
    const again = await post(t, `${G}/renewExpired`, { gdpSns: quote.gdpSns }, cookie, key);
    expect(again.json().data).toEqual(r.json().data);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 5, ledger: 5 });
    // A new submission finds nothing expired any more.
    const none = await post(t, `${G}/renewExpired`, { gdpSns: quote.gdpSns }, cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('연장할 만료 상품이 없습니다. 목록을 새로 고친 뒤 다시 확인해 주세요.');
    expect((await post(t, `${G}/renewExpiredQuote`, {}, cookie, null)).json().data).toMatchObject({
      count: 0,
      coins: 0,
      gdpSns: [],
    });
  });

  it('a balance short of the whole renews none, and says so', async () => {
    const m = await memberWith(['9201', '9202'], 15);
    const cookie = await afterExpiry(m.email);
    const quote = (await post(t, `${G}/renewExpiredQuote`, {}, cookie, null)).json().data;
    expect(quote).toMatchObject({ count: 2, coins: 20, balance: 15, enough: false });
    expect(quote.message).toBe(
      '코인이 부족합니다. 20코인이 필요하지만 보유 코인은 15코인입니다. 5코인을 충전해 주세요.',
    );
    const before = await endOf(m.ids[0]!);
    const r = await post(t, `${G}/renewExpired`, { gdpSns: quote.gdpSns }, cookie);
    expect(r.statusCode).toBe(402);
    // All or nothing: the first product's renewal was rolled back with the refused second.
    expect(await endOf(m.ids[0]!)).toBe(before);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 15, ledger: 15 });
  });

  it("another member's expired products are never renewed or charged, and bad lists are refused", async () => {
    const owner = await memberWith(['9301'], 0);
    const intruder = await memberWith(['9302'], 30);
    const cookie = await afterExpiry(intruder.email);
    const mine = (await post(t, `${G}/renewExpiredQuote`, {}, cookie, null)).json().data;
    expect(mine.gdpSns).toEqual([intruder.ids[0]]);
    const ownersEnd = await endOf(owner.ids[0]!);
    // The owner's id alone: nothing of the intruder's is expired among it.
    const theirs = await post(t, `${G}/renewExpired`, { gdpSns: [owner.ids[0]] }, cookie);
    expect(theirs.statusCode).toBe(409);
    // Mixed in with the intruder's own: only the intruder's renews, for the intruder's coins.
    const mixed = await post(t, `${G}/renewExpired`, { gdpSns: [owner.ids[0], intruder.ids[0]] }, cookie);
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(mixed.json().data).toMatchObject({ renewed: 1, coins: 10, sellerCoinCnt: 20 });
    expect(await endOf(owner.ids[0]!)).toBe(ownersEnd);
    expect(await coinState(t, owner.mbrSn)).toEqual({ balance: 0, ledger: 0 });

    for (const body of [{}, { gdpSns: [] }, { gdpSns: ['x'] }, { gdpSns: Array(501).fill(1) }]) {
      const bad = await post(t, `${G}/renewExpired`, body, cookie);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().message).toMatch(/[가-힣]/);
    }
    // Money route: without an Idempotency-Key it is refused.
    expect((await post(t, `${G}/renewExpired`, { gdpSns: [intruder.ids[0]] }, cookie, null)).statusCode).toBe(
      400,
    );
  });
});
