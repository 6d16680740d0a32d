/**
 * The coin-parts migration on existing data: balances and ledgers written before it get their
 * parts by replaying each ledger with today's rules, and a balance past 2^31 - 1 fits afterwards.
 * Runs the migrations before it on an empty PGlite, writes old-style rows, then migrates the rest.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../test/migrations-before';

describe('migration coin_parts', () => {
  it('splits existing balances and ledgers by replaying them, and widens coin amounts to bigint', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('_coin_parts') });
    const q = (text: string, params: unknown[] = []) => client.query(text, params);

    // Old-style data: three members with ledgers as the old code wrote them.
    const member = async (email: string, balance: number, ledger: Array<[string, number]>) => {
      const { rows } = await q("insert into members (email, name) values ($1, 'Kim') returning mbr_sn", [
        email,
      ]);
      const mbrSn = (rows[0] as { mbr_sn: number }).mbr_sn;
      await q('insert into coin_accounts (mbr_sn, balance) values ($1, $2)', [mbrSn, balance]);
      let after = 0;
      for (const [kind, delta] of ledger) {
        after += delta;
        await q('insert into coin_ledger (mbr_sn, kind, delta, balance_after) values ($1, $2, $3, $4)', [
          mbrSn,
          kind,
          delta,
          after,
        ]);
      }
      return mbrSn;
    };
    // Spent before the service grant arrived: the spend took purchased coins.
    const a = await member('a@example.com', 130, [
      ['PURCHASE', 100],
      ['SPEND_REGISTER', -30],
      ['SERVICE_GRANT', 50],
      ['PAID_GRANT', 20],
      ['SPEND_RENEW', -10],
    ]);
    // The old refund bug: a cancellation that took service coins (100 purchased coins spent, 100
    // service coins given, the "unused" 100 taken back).
    const b = await member('b@example.com', 0, [
      ['PURCHASE', 100],
      ['SPEND_REGISTER', -100],
      ['SERVICE_GRANT', 100],
      ['CANCEL', -100],
    ]);
    const c = await member('c@example.com', 0, []);

    await migrate(db, { migrationsFolder });

    const parts = async (mbrSn: number) =>
      (
        await q(
          `select a.balance, a.service, a.paid_grant, a.purchased,
                  (select coalesce(sum(service_delta), 0)::bigint from coin_ledger where mbr_sn = $1) as l_service,
                  (select coalesce(sum(paid_grant_delta), 0)::bigint from coin_ledger where mbr_sn = $1) as l_paid_grant,
                  (select coalesce(sum(purchased_delta), 0)::bigint from coin_ledger where mbr_sn = $1) as l_purchased
             from coin_accounts a where a.mbr_sn = $1`,
          [mbrSn],
        )
      ).rows[0];
    expect(await parts(a)).toEqual({
      balance: 130,
      service: 40,
      paid_grant: 20,
      purchased: 70,
      l_service: 40,
      l_paid_grant: 20,
      l_purchased: 70,
    });
    expect(await parts(b)).toEqual({
      balance: 0,
      service: 0,
      paid_grant: 0,
      purchased: 0,
      l_service: 0,
      l_paid_grant: 0,
      l_purchased: 0,
    });
    expect(await parts(c)).toEqual({
      balance: 0,
      service: 0,
      paid_grant: 0,
      purchased: 0,
      l_service: 0,
      l_paid_grant: 0,
      l_purchased: 0,
    });
    const rowsOfA = (
      await q(
        'select kind, service_delta, paid_grant_delta, purchased_delta from coin_ledger where mbr_sn = $1 order by id',
        [a],
      )
    ).rows;
    expect(rowsOfA).toEqual([
      { kind: 'PURCHASE', service_delta: 0, paid_grant_delta: 0, purchased_delta: 100 },
      { kind: 'SPEND_REGISTER', service_delta: 0, paid_grant_delta: 0, purchased_delta: -30 },
      { kind: 'SERVICE_GRANT', service_delta: 50, paid_grant_delta: 0, purchased_delta: 0 },
      { kind: 'PAID_GRANT', service_delta: 0, paid_grant_delta: 20, purchased_delta: 0 },
      { kind: 'SPEND_RENEW', service_delta: -10, paid_grant_delta: 0, purchased_delta: 0 },
    ]);

    // The directory trigger still follows the balance, now past 2^31 - 1.
    const big = 3_000_000_000;
    await q('update coin_accounts set balance = balance + $2, service = service + $2 where mbr_sn = $1', [
      c,
      big,
    ]);
    expect((await q('select balance from member_directory where mbr_sn = $1', [c])).rows).toEqual([
      { balance: big },
    ]);
    // The checks hold: a part cannot go negative, the parts must add up to the balance.
    await expect(
      q('update coin_accounts set purchased = -1, balance = balance - 1 where mbr_sn = $1', [c]),
    ).rejects.toThrow(/coin_accounts_parts_ck/);
    await expect(q('update coin_accounts set balance = balance + 1 where mbr_sn = $1', [c])).rejects.toThrow(
      /coin_accounts_sum_ck/,
    );
    await client.close();
  }, 60_000);
});
