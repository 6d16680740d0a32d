/**
 * Call spacing shared by every process on the database: `call_gates` keeps, per gate, the time the
 * next call may start. Each caller books a slot with one statement that moves that time on by the
 * interval and answers how long to wait for the slot it got. Chosen over an advisory lock held
 * while sleeping: a booking holds no connection and no lock during the wait, so waiters on many
 * processes cost nothing, and the database's clock is the only one used (no skew between hosts).
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client';
import { type ProviderRates, type RateGate, createRateGate, intervalFor, reservingGate } from './rate-gate';

export function databaseRateGate(db: DbOrTx, name: string, minIntervalMs: number): RateGate {
  return reservingGate(minIntervalMs, async (ms) => {
    const result = await db.execute(sql`
      insert into call_gates as g (name, next_at)
      values (${name}, now() + ${ms} * interval '1 millisecond')
      on conflict (name) do update
        set next_at = greatest(g.next_at, now()) + ${ms} * interval '1 millisecond'
      returning (extract(epoch from (g.next_at - now())) * 1000 - ${ms})::float8 as wait_ms`);
    return Math.max(0, Number(rowsOf<{ wait_ms: number }>(result)[0]?.wait_ms ?? 0));
  });
}

/** A provider's gate: `gateFor(providerId)`, or `gateFor(providerId, key)` when its limit is per key. */
export type ProviderGates = (providerId: string, scope?: string) => RateGate;

/**
 * The gate of each provider id at its configured per-second limit (ProviderRates), one per scope
 * (a provider whose limit counts per credential, like the Naver Open API's per client id, passes
 * the credential's id). On the database when one is given, so every process spaces its calls with
 * every other's; else this process's own (adapter contract tests). A provider without a limit
 * passes at once.
 */
export function providerGates(opts: { rates: ProviderRates; db?: DbOrTx | undefined }): ProviderGates {
  const gates = new Map<string, RateGate>();
  return (providerId, scope) => {
    const name = scope ? `${providerId}:${scope}` : providerId;
    let gate = gates.get(name);
    if (!gate) {
      const ms = intervalFor(opts.rates[providerId] ?? 0);
      gate = opts.db ? databaseRateGate(opts.db, name, ms) : createRateGate(ms);
      gates.set(name, gate);
    }
    return gate;
  };
}
