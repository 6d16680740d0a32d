/**
 * Coins under load (issue 11, point 3): 200 concurrent spends, grants, cancellations and purchase
 * completions on four members through the real HTTP routes, fired at once. Issue 22 (point 1): 20
 * of them are also sent a second time with the same Idempotency-Key among the others, and once more
 * after the load: each key moves coins once and answers the same every time. Afterwards no balance is negative, every
 * balance equals the sum of its ledger, every successful call left exactly its ledger rows, the
 * refused ones none, and nothing answered 5xx (a deadlock or serialization failure would).
 * Issue 21 (point 4): the same holds for each part of a balance (service, paid grants,
 * purchased), and every ledger row split its change in the spend order, replayed in id order.
 *
 * Runs on in-memory PGlite (which serializes transactions) and, with DATABASE_URL set, on a
 * throw-away PostgreSQL database, where the transactions really interleave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { COIN_COST_REGISTER, COIN_COST_RENEW, type LedgerKind } from '@seller/shared';
import {
  type TestApp,
  coinParts,
  coinState,
  createMember,
  createTestApp,
  login,
  newKey,
  post,
} from '../../test/app';
import { type CoinParts, ZERO_PARTS, splitChange } from './coins.domain';
import { type RunningSimulator, control, startTestSimulator } from '../../test/simulator';

const MEMBERS = 4;
const OPS = 200;
const GOODS = '/api/naver/mygoodsRank';

let sim: RunningSimulator;
let t: TestApp;
beforeAll(async () => {
  sim = await startTestSimulator();
  t = await createTestApp(
    { SIMULATOR: 'on', SIMULATOR_PORT: String(sim.port), LOGIN_RATE_LIMIT_MAX: '10000' },
    {
      ports: {
        // The product look-up is not what is under test: every number resolves at once.
        productLookup: {
          byCatalogId: async (mid) => ({
            midNo: mid,
            mallPid: null,
            title: `item ${mid}`,
            image: null,
            storeName: null,
            price: 1000,
            matchingModelMidNo: null,
          }),
          byStoreProductNo: async () => null,
        },
      },
    },
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

async function rows<T>(sqlText: string, params: unknown[] = []): Promise<T[]> {
  return (await t.database.sql.executeSql(sqlText, params)).rows as T[];
}

interface Member {
  mbrSn: number;
  cookie: string;
  /** Paid orders (100 coins each) that the load may cancel. */
  orders: string[];
  /** Tracked products that the load may renew. */
  goods: number[];
  /** Orders paid at PortOne whose completion the load sends (twice each). */
  unsettled: string[];
}

let productNo = 10_000;

/** A 100-coin order of the member, paid at PortOne (no webhook). */
async function paidOrder(cookie: string): Promise<string> {
  const res = await post(t, '/v1/payment/order', { packs: [{ coins: 100, qty: 1 }] }, cookie);
  const o = res.json().data as { paymentId: string; totalAmount: number };
  await control(sim, 'POST', '/__control/portone/payments', {
    paymentId: o.paymentId,
    amount: o.totalAmount,
    webhook: false,
  });
  return o.paymentId;
}

/**
 * A member with `orders` completed 100-coin purchases, `goods` products and two orders paid at
 * PortOne but not completed yet.
 */
async function seller(orders: number, goods: number): Promise<Member> {
  const m = await createMember(t);
  const cookie = await login(t, m.email);
  const paid: string[] = [];
  for (let i = 0; i < orders; i++) {
    const id = await paidOrder(cookie);
    expect((await post(t, '/v1/payment/complete', { paymentId: id }, cookie)).statusCode).toBe(200);
    paid.push(id);
  }
  // Products tracked since earlier (their registration is not what is under test here).
  const tracked = (
    await rows<{ gdp_sn: number }>(
      `insert into tracked_goods (mbr_sn, mid_no, registered_by, coin_start_at, coin_end_at, sort_order)
       select $1, (90000 + g)::text, 'midNum', now(), now() + interval '30 days', g
         from generate_series(1, $2::int) g
       returning gdp_sn`,
      [m.mbrSn, goods],
    )
  ).map((r) => r.gdp_sn);
  const unsettled = [await paidOrder(cookie), await paidOrder(cookie)];
  return { mbrSn: m.mbrSn, cookie, orders: paid, goods: tracked, unsettled };
}

/** Each call carries its form's Idempotency-Key; a twin is the same call sent again with it. */
type Op = { key: string; twin?: true } & (
  | { kind: 'register'; m: Member; productNo: string }
  | { kind: 'renew'; m: Member; gdpSn: number }
  | { kind: 'grant'; m: Member; amount: number }
  | { kind: 'charge'; m: Member; paid: number; service: number }
  | { kind: 'cancel'; m: Member; paymentId: string }
  | { kind: 'purchase'; m: Member; paymentId: string }
);

/** Deterministic shuffle (so a failure can be reproduced) of the mixed operations. */
function shuffle<T>(items: T[], seed = 11): T[] {
  const a = [...items];
  let s = seed;
  for (let i = a.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

describe('coins under load', () => {
  it(`${OPS} concurrent spends, grants, cancellations and purchases (some sent twice with one key) keep every balance equal to its ledger`, async () => {
    const mgr = await createMember(t, { role: 'MNGR_MBR' });
    const mgrCookie = await login(t, mgr.email);
    // Each member holds its purchases (100 coins an order) and 20 products to renew; the renewals
    // and registrations ask for more coins than most have, so some are refused for want of coins
    // while grants and cancellations race them.
    const members = [await seller(3, 20), await seller(2, 20), await seller(3, 20), await seller(1, 20)];
    expect(members).toHaveLength(MEMBERS);

    const before = new Map<number, { ledger: number; goods: number }>();
    for (const m of members) {
      const [l] = await rows<{ n: number }>('select count(*)::int as n from coin_ledger where mbr_sn = $1', [
        m.mbrSn,
      ]);
      const [g] = await rows<{ n: number }>(
        'select count(*)::int as n from tracked_goods where mbr_sn = $1',
        [m.mbrSn],
      );
      before.set(m.mbrSn, { ledger: l!.n, goods: g!.n });
    }

    // 50 operations a member: renewals of each product (a few twice at once: one is refused as
    // already processing), registrations (one at a time per member, the rest refused the same way),
    // manager grants of distinct amounts (so each ledger row names its call), agency-menu charges,
    // two cancellations of every completed purchase and two completions of every paid order.
    let amount = 1;
    const ops: Op[] = [];
    const twins: Op[] = [];
    for (const m of members) {
      const mine: Op[] = [];
      const key = newKey;
      for (const o of m.orders)
        mine.push(
          { kind: 'cancel', m, paymentId: o, key: key() },
          { kind: 'cancel', m, paymentId: o, key: key() },
        );
      for (const o of m.unsettled)
        mine.push(
          { kind: 'purchase', m, paymentId: o, key: key() },
          { kind: 'purchase', m, paymentId: o, key: key() },
        );
      for (let i = 0; i < 3; i++)
        mine.push({ kind: 'charge', m, paid: amount++, service: amount++, key: key() });
      for (let i = 0; i < 5; i++) mine.push({ kind: 'grant', m, amount: amount++, key: key() });
      for (let i = 0; i < 4; i++)
        mine.push({ kind: 'register', m, productNo: String(productNo++), key: key() });
      for (let i = 0; mine.length < OPS / MEMBERS; i++)
        mine.push({ kind: 'renew', m, gdpSn: m.goods[i % m.goods.length]!, key: key() });
      ops.push(...mine);
      // One call of each kind that moves coins is sent twice with its key (a double click).
      for (const kind of ['cancel', 'charge', 'grant', 'register', 'renew'] as const)
        twins.push({ ...mine.find((o) => o.kind === kind)!, twin: true });
    }
    expect(ops).toHaveLength(OPS);
    expect(twins).toHaveLength(5 * MEMBERS);

    const fire = (op: Op): Promise<LightMyRequestResponse> => {
      switch (op.kind) {
        case 'register':
          return post(
            t,
            `${GOODS}/merges`,
            { type: 'midNum', currentInput: op.productNo },
            op.m.cookie,
            op.key,
          );
        case 'renew':
          return post(t, `${GOODS}/coinExtensionRnwl`, { gdpSn: op.gdpSn }, op.m.cookie, op.key);
        case 'grant':
          return post(
            t,
            '/v1/coin/coinPayInsert',
            { mbrSn: op.m.mbrSn, sellerCoinCnt: op.amount },
            mgrCookie,
            op.key,
          );
        case 'charge':
          return post(
            t,
            '/v1/agencyMenu/coin/chargeInsertCoin',
            {
              userAccess: { userMbrSn: op.m.mbrSn },
              coinInput: op.paid,
              serviceCoinInput: op.service,
              serviceMemoInput: 'load',
            },
            mgrCookie,
            op.key,
          );
        case 'cancel':
          return post(
            t,
            '/v1/payment/payCancel',
            { selCoinUseSn: op.paymentId, reason: 'load' },
            mgrCookie,
            op.key,
          );
        case 'purchase':
          return post(t, '/v1/payment/complete', { paymentId: op.paymentId }, op.m.cookie, op.key);
      }
    };
    const shuffled = shuffle([...ops, ...twins]);
    const answers = await Promise.all(shuffled.map(fire));

    // No 5xx, and every refusal is one of the expected ones.
    const outcome = answers.map((a, i) => ({
      op: shuffled[i]!,
      status: a.statusCode,
      code: (a.json() as { code?: string }).code,
      data: (a.json() as { data?: Record<string, unknown> }).data,
    }));
    const unexpected = outcome.filter(
      (o) =>
        !(
          o.status === 200 ||
          (o.status === 402 &&
            o.code === 'INSUFFICIENT_COINS' &&
            ['register', 'renew'].includes(o.op.kind)) ||
          (o.status === 409 && o.code === 'ALREADY_PROCESSING') ||
          (o.status === 409 && o.code === 'NOTHING_TO_REFUND' && o.op.kind === 'cancel')
        ),
    );
    expect(unexpected.map((o) => ({ kind: o.op.kind, status: o.status, code: o.code }))).toEqual([]);
    expect(outcome.filter((o) => o.op.kind === 'purchase' && o.status !== 200)).toEqual([]);
    // A call and its twin (same key) that both answered 200 answered the same.
    const byKey = new Map<string, typeof outcome>();
    for (const o of outcome) byKey.set(o.op.key, [...(byKey.get(o.op.key) ?? []), o]);
    for (const [key, group] of byKey) {
      const answered = group.filter((o) => o.status === 200).map((o) => o.data);
      for (const a of answered) expect(a, `key ${key}`).toEqual(answered[0]);
    }
    // The load really exercised every path, the refused ones included.
    const ok = outcome.filter((o) => o.status === 200);
    for (const kind of ['register', 'renew', 'grant', 'charge', 'cancel', 'purchase'] as const)
      expect(
        ok.some((o) => o.op.kind === kind),
        kind,
      ).toBe(true);
    expect(outcome.some((o) => o.status === 402)).toBe(true);

    for (const m of members) {
      const state = await coinState(t, m.mbrSn);
      expect(state.balance).toBeGreaterThanOrEqual(0);
      expect(state.balance).toBe(state.ledger);
      // Each part is never negative and equals the sum of its part of the ledger.
      const parts = await coinParts(t, m.mbrSn);
      expect(parts.ledger).toEqual(parts.account);
      expect(parts.account.balance).toBe(state.balance);
      for (const v of Object.values(parts.account)) expect(v).toBeGreaterThanOrEqual(0);
      // Replayed in id order (rows are written under the account's row lock, so id order is the
      // order the changes applied in), every row split its change as the spend order says.
      const all = await rows<{
        id: number;
        kind: LedgerKind;
        delta: number;
        service_delta: number;
        paid_grant_delta: number;
        purchased_delta: number;
      }>(
        'select id, kind, delta, service_delta, paid_grant_delta, purchased_delta from coin_ledger where mbr_sn = $1 order by id',
        [m.mbrSn],
      );
      let running: CoinParts = { ...ZERO_PARTS };
      for (const r of all) {
        const split = splitChange(r.kind, r.delta, running);
        expect(split, `ledger row ${r.id}`).toEqual({
          ok: true,
          parts: { service: r.service_delta, paidGrant: r.paid_grant_delta, purchased: r.purchased_delta },
        });
        if (!split.ok) break;
        running = {
          service: running.service + split.parts.service,
          paidGrant: running.paidGrant + split.parts.paidGrant,
          purchased: running.purchased + split.parts.purchased,
        };
      }
      expect(running).toEqual({
        service: parts.account.service,
        paidGrant: parts.account.paidGrant,
        purchased: parts.account.purchased,
      });
      // The admin directory's balance, kept by triggers, follows the account.
      const [dir] = await rows<{ balance: number }>(
        'select balance from member_directory where mbr_sn = $1',
        [m.mbrSn],
      );
      expect(dir!.balance).toBe(state.balance);

      // Of a key answered twice, one call owns the rows: the twin moved nothing.
      const owned = new Set<string>();
      const mineOk = ok.filter((o) => {
        if (o.op.m !== m || owned.has(o.op.key)) return false;
        owned.add(o.op.key);
        return true;
      });
      const ledger = await rows<{
        kind: string;
        delta: number;
        ref_type: string | null;
        ref_id: string | null;
      }>('select kind, delta, ref_type, ref_id from coin_ledger where mbr_sn = $1 order by id offset $2', [
        m.mbrSn,
        before.get(m.mbrSn)!.ledger,
      ]);
      const take = (pred: (r: (typeof ledger)[number]) => boolean) => {
        const i = ledger.findIndex(pred);
        if (i < 0) return undefined;
        return ledger.splice(i, 1)[0];
      };

      // Each successful call owns exactly its rows; whatever is left over is a row nobody owns.
      for (const o of mineOk) {
        const op = o.op;
        switch (op.kind) {
          case 'register': {
            const ref = String(o.data!.gdpSn);
            const row = take((r) => r.kind === 'SPEND_REGISTER' && r.ref_id === ref);
            expect(row, `register ${ref}`).toMatchObject({ delta: -COIN_COST_REGISTER, ref_type: 'goods' });
            break;
          }
          case 'renew': {
            const row = take((r) => r.kind === 'SPEND_RENEW' && r.ref_id === String(op.gdpSn));
            expect(row, `renew ${op.gdpSn}`).toMatchObject({ delta: -COIN_COST_RENEW, ref_type: 'goods' });
            break;
          }
          case 'grant':
            expect(
              take((r) => r.kind === 'OPERATOR_GRANT' && r.delta === op.amount),
              `grant ${op.amount}`,
            ).toBeTruthy();
            break;
          case 'charge': {
            const paid = take((r) => r.kind === 'PAID_GRANT' && r.delta === op.paid);
            const service = take((r) => r.kind === 'SERVICE_GRANT' && r.delta === op.service);
            expect(paid?.ref_id, `charge ${op.paid}`).toBeTruthy();
            expect(service?.ref_id).toBe(paid?.ref_id);
            break;
          }
          case 'purchase': {
            // Both completions of one payment answer 200; one of them owns the one PURCHASE row.
            const row = take((r) => r.kind === 'PURCHASE' && r.ref_id === op.paymentId);
            if (row) expect(row).toMatchObject({ delta: 100, ref_type: 'payment' });
            break;
          }
          case 'cancel': {
            // A repeated cancellation answers 200 with the first one's result and writes nothing.
            if (ledger.some((r) => r.kind === 'CANCEL' && r.ref_id === op.paymentId)) {
              const row = take((r) => r.kind === 'CANCEL' && r.ref_id === op.paymentId);
              expect(row!.delta).toBe(-(o.data!.cancelCoinCnt as number));
            } else {
              const [first] = await rows<{ delta: number }>(
                "select delta from coin_ledger where kind = 'CANCEL' and ref_id = $1",
                [op.paymentId],
              );
              expect(first!.delta).toBe(-(o.data!.cancelCoinCnt as number));
            }
            break;
          }
        }
      }
      expect(ledger, `rows of member ${m.mbrSn} that no successful call owns`).toEqual([]);
      for (const id of m.unsettled) {
        const [n] = await rows<{ n: number }>(
          "select count(*)::int as n from coin_ledger where kind = 'PURCHASE' and ref_id = $1",
          [id],
        );
        expect(n!.n, `purchase ${id}`).toBe(1);
      }

      // A refused registration leaves no product; a cancelled order is CANCELLED, the rest PAID.
      const [g] = await rows<{ n: number }>(
        'select count(*)::int as n from tracked_goods where mbr_sn = $1',
        [m.mbrSn],
      );
      expect(g!.n).toBe(before.get(m.mbrSn)!.goods + mineOk.filter((o) => o.op.kind === 'register').length);
      for (const id of m.orders) {
        const cancelled = mineOk.some((o) => o.op.kind === 'cancel' && o.op.paymentId === id);
        const [order] = await rows<{ status: string; cancel_requested_at: Date | null }>(
          'select status, cancel_requested_at from payment_orders where id = $1',
          [id],
        );
        expect(order!.status).toBe(cancelled ? 'CANCELLED' : 'PAID');
        if (!cancelled) expect(order!.cancel_requested_at).toBeNull();
      }
    }
    // No cancellation was refused by PortOne, so nothing was given back.
    expect(await rows("select 1 from coin_ledger where kind = 'REFUND'")).toEqual([]);

    // Once more, later, every twinned call that went through: the first answer, nothing moved.
    const ledgerBefore = await rows<{ n: number }>('select count(*)::int as n from coin_ledger');
    for (const twin of twins) {
      const first = byKey.get(twin.key)!.find((o) => o.status === 200);
      if (!first) continue;
      const again = await fire(twin);
      expect([again.statusCode, again.json().data], `${twin.kind} ${twin.key}`).toEqual([200, first.data]);
    }
    expect(twins.filter((tw) => byKey.get(tw.key)!.some((o) => o.status === 200)).length).toBeGreaterThan(10);
    expect(await rows('select count(*)::int as n from coin_ledger')).toEqual(ledgerBefore);
  }, 90_000);
});
