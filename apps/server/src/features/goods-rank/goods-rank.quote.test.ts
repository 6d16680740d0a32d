import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, coinState, createMember, createTestApp, login, post } from '../../test/app';

// Issue 28 §3: the quote a screen shows before spending is what the spending call then takes:
// the ledger moves by exactly the quoted coins and the product ends on the quoted date.
let t: TestApp;
let clock = new Date('2026-03-10T03:00:00Z');
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      now: () => clock,
      ports: {
        productLookup: {
          byCatalogId: async (mid) => ({
            midNo: mid,
            mallPid: null,
            title: `상품 ${mid}`,
            image: null,
            storeName: null,
            price: 1,
            matchingModelMidNo: null,
          }),
          byStoreProductNo: async () => null,
        },
      },
    },
  );
});
afterAll(() => t.close());

interface Quote {
  action: string;
  count: number;
  coins: number;
  balance: number;
  balanceAfter: number;
  enough: boolean;
  endAt: string;
  endDate: string;
  chargeAt: string | null;
  message: string | null;
}

const quote = async (url: string, body: unknown, cookie: string): Promise<Quote> => {
  const r = await post(t, `/api/naver/mygoodsRank/${url}`, body, cookie, null);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as Quote;
};

const endOf = async (gdpSn: number): Promise<string> => {
  const r = await t.database.sql.executeSql(
    `select coin_end_at as end from tracked_goods where gdp_sn = $1`,
    [gdpSn],
  );
  return new Date((r.rows[0] as { end: string | Date }).end).toISOString();
};

async function memberWith(coins: number) {
  const m = await createMember(t);
  const cookie = await login(t, m.email);
  if (coins > 0) await t.services.coins.operatorGrant(m.mbrSn, coins);
  return { ...m, cookie };
}

describe('quotes match what is spent', () => {
  it('registration: the ledger moves by the quoted coins and the end is the quoted one', async () => {
    clock = new Date('2026-03-10T03:00:00Z');
    const m = await memberWith(25);
    const q = await quote('registerQuote', {}, m.cookie);
    expect(q).toMatchObject({ action: 'register', count: 1, coins: 10, balance: 25, balanceAfter: 15 });
    expect(q).toMatchObject({ enough: true, message: null, chargeAt: null });
    // 30 days in Korea time: 2026-03-10 12:00 KST → 2026-04-09 12:00 KST.
    expect(q.endDate).toBe('2026-04-09');

    const r = await post(
      t,
      '/api/naver/mygoodsRank/merges',
      { type: 'midNum', currentInput: '7001' },
      m.cookie,
    );
    expect(r.statusCode, r.body).toBe(200);
    const gdpSn = r.json().data.gdpSn as number;
    const state = await coinState(t, m.mbrSn);
    expect(state.balance).toBe(q.balanceAfter);
    expect(state.ledger).toBe(q.balanceAfter);
    expect(await endOf(gdpSn)).toBe(q.endAt);
  });

  it('a quote for N products prices them all and says when the balance is short', async () => {
    const m = await memberWith(25);
    const q = await quote('registerQuote', { count: 3 }, m.cookie);
    expect(q).toMatchObject({ count: 3, coins: 30, balance: 25, balanceAfter: -5, enough: false });
    expect(q.message).toBe(
      '코인이 부족합니다. 30코인이 필요하지만 보유 코인은 25코인입니다. 5코인을 충전해 주세요.',
    );
    const refused = await post(t, '/api/naver/mygoodsRank/registerQuote', { count: 501 }, m.cookie, null);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('한 번에 1개부터 500개까지 계산할 수 있습니다.');
    // Nothing moved: a quote spends nothing.
    expect((await coinState(t, m.mbrSn)).balance).toBe(25);
  });

  it('renewal: quoted coins and end date are what the renewal takes and gives', async () => {
    clock = new Date('2026-03-10T03:00:00Z');
    const m = await memberWith(40);
    const reg = await post(
      t,
      '/api/naver/mygoodsRank/merges',
      { type: 'midNum', currentInput: '7002' },
      m.cookie,
    );
    const gdpSn = reg.json().data.gdpSn as number;
    const before = await endOf(gdpSn);
    clock = new Date('2026-03-10T05:00:00Z'); // later the same day (the session lasts)
    const q = await quote('renewQuote', { gdpSn }, m.cookie);
    expect(q).toMatchObject({ action: 'renew', coins: 10, balance: 30, balanceAfter: 20, enough: true });
    // An active product renews from its end: 2026-04-09 KST + 1 month.
    expect(q.endDate).toBe('2026-05-09');
    expect(q.endAt > before).toBe(true);

    const r = await post(t, '/api/naver/mygoodsRank/coinExtensionRnwl', { gdpSn }, m.cookie);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ coinEndDt: q.endAt, sellerCoinCnt: q.balanceAfter });
    expect(await endOf(gdpSn)).toBe(q.endAt);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 20, ledger: 20 });
  });

  it('renewal quote with a short balance: the message, and the renewal is refused as quoted', async () => {
    clock = new Date('2026-03-10T03:00:00Z');
    const m = await memberWith(15);
    const reg = await post(
      t,
      '/api/naver/mygoodsRank/merges',
      { type: 'midNum', currentInput: '7003' },
      m.cookie,
    );
    const gdpSn = reg.json().data.gdpSn as number;
    const q = await quote('renewQuote', { gdpSn }, m.cookie);
    expect(q).toMatchObject({ coins: 10, balance: 5, balanceAfter: -5, enough: false });
    expect(q.message).toContain('5코인을 충전해 주세요.');
    const r = await post(t, '/api/naver/mygoodsRank/coinExtensionRnwl', { gdpSn }, m.cookie);
    expect(r.statusCode).toBe(402);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 5, ledger: 5 });
  });

  it('auto-renewal: charged at the end, for the quoted coins, to the quoted Korea date', async () => {
    clock = new Date('2026-03-10T03:00:00Z');
    const m = await memberWith(30);
    const reg = await post(
      t,
      '/api/naver/mygoodsRank/merges',
      { type: 'midNum', currentInput: '7004' },
      m.cookie,
    );
    const gdpSn = reg.json().data.gdpSn as number;
    const end = await endOf(gdpSn);
    const q = await quote('autoRenewQuote', { gdpSn }, m.cookie);
    expect(q).toMatchObject({ action: 'autoRenew', coins: 10, balance: 20, balanceAfter: 10, enough: true });
    expect(q.chargeAt).toBe(end);
    expect(q.endDate).toBe('2026-05-09');
    await post(t, '/api/naver/mygoodsRank/coinAutoRnwl', { gdpSn, autRnwl: 'Y' }, m.cookie);

    // The job runs every 10 minutes: a few minutes after the end it renews, to the quoted end
    // (a month from the old end, not from the job's own time: issue 39 §3).
    clock = new Date(Date.parse(end) + 7 * 60_000);
    await t.services.goodsRank.autoRenewDue();
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: q.balanceAfter, ledger: q.balanceAfter });
    expect(await endOf(gdpSn)).toBe(q.endAt);
  });

  it('auto-renewal quote with too few coins says so in Korean', async () => {
    clock = new Date('2026-03-10T03:00:00Z');
    const m = await memberWith(10);
    const reg = await post(
      t,
      '/api/naver/mygoodsRank/merges',
      { type: 'midNum', currentInput: '7005' },
      m.cookie,
    );
    const q = await quote('autoRenewQuote', { gdpSn: reg.json().data.gdpSn }, m.cookie);
    expect(q.enough).toBe(false);
    expect(q.message).toBe(
      '지금 보유한 0코인으로는 자동 연장(10코인)을 할 수 없습니다. 종료일 전에 코인을 충전해 주세요.',
    );
  });
});

describe('quotes are the caller’s own', () => {
  it('another member’s product is not found, and a quote needs a session', async () => {
    const owner = await memberWith(20);
    const reg = await post(
      t,
      '/api/naver/mygoodsRank/merges',
      { type: 'midNum', currentInput: '7006' },
      owner.cookie,
    );
    const gdpSn = reg.json().data.gdpSn as number;
    const other = await memberWith(20);
    for (const url of ['renewQuote', 'autoRenewQuote']) {
      const r = await post(t, `/api/naver/mygoodsRank/${url}`, { gdpSn }, other.cookie, null);
      expect(r.statusCode).toBe(404);
      const anon = await post(t, `/api/naver/mygoodsRank/${url}`, { gdpSn }, undefined, null);
      expect(anon.statusCode).toBe(401);
    }
  });
});
