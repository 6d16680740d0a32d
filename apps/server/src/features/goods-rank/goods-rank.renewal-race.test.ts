import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, coinState, createMember, createTestApp, login, post } from '../../test/app';

// A member's manual renewals racing the auto-renew job over the same expired products: on
// PostgreSQL this used to deadlock (500s, a failed job run) or pay twice for one extension.
let t: TestApp;
const clock = new Date('2026-03-01T03:00:00Z');
beforeAll(async () => {
  t = await createTestApp(
    { LOGIN_RATE_LIMIT_MAX: '10000' },
    {
      now: () => clock,
      ports: {
        productLookup: {
          byCatalogId: async (mid) => ({
            midNo: mid,
            mallPid: null,
            title: 'x',
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

it('manual renewals and the auto-renew job: no error, every payment extends once', async () => {
  const m = await createMember(t);
  const cookie = await login(t, m.email);
  await t.services.coins.operatorGrant(m.mbrSn, 10_000);
  const ids: number[] = [];
  for (let i = 0; i < 30; i++) {
    const r = await post(
      t,
      '/api/naver/mygoodsRank/merges',
      { type: 'midNum', currentInput: String(5000 + i) },
      cookie,
    );
    ids.push(r.json().data.gdpSn);
  }
  await t.database.sql.executeSql(
    `update tracked_goods set auto_renew = true, coin_end_at = $1 where mbr_sn = $2`,
    ['2026-03-01T00:00:00Z', m.mbrSn],
  );
  const [job, ...routes] = await Promise.allSettled([
    t.services.goodsRank.autoRenewDue(),
    ...ids.map((id) => post(t, '/api/naver/mygoodsRank/coinExtensionRnwl', { gdpSn: id }, cookie)),
  ]);
  expect(job.status).toBe('fulfilled');
  for (const r of routes) {
    expect(r.status).toBe('fulfilled');
    expect([200, 409]).toContain((r as PromiseFulfilledResult<{ statusCode: number }>).value.statusCode);
  }
  const rows = (
    await t.database.sql.executeSql(
      `select g.coin_end_at as end, (select count(*)::int from coin_ledger l
         where l.kind = 'SPEND_RENEW' and (l.ref_id = g.gdp_sn::text or l.ref_id like g.gdp_sn::text || ':%')) as paid
       from tracked_goods g where mbr_sn = $1`,
      [m.mbrSn],
    )
  ).rows as { end: Date | string; paid: number }[];
  // Each product's end moved by exactly the renewals paid for it: equal payments, equal ends.
  const endsByPaid = new Map<number, Set<number>>();
  for (const r of rows) {
    expect(r.paid).toBeGreaterThanOrEqual(1);
    const set = endsByPaid.get(r.paid) ?? new Set<number>();
    set.add(new Date(r.end).getTime());
    endsByPaid.set(r.paid, set);
  }
  for (const ends of endsByPaid.values()) expect(ends.size).toBe(1);
  const ordered = [...endsByPaid.entries()].sort((a, b) => a[0] - b[0]).map(([, ends]) => [...ends][0]!);
  for (let i = 1; i < ordered.length; i++) expect(ordered[i]!).toBeGreaterThan(ordered[i - 1]!);
  const state = await coinState(t, m.mbrSn);
  expect(state.balance).toBe(state.ledger);
});
