import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { createRateGate, intervalFor } from './rate-gate';
import { databaseRateGate, providerGates } from './rate-gate.repository';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** When each of `n` callers, spread over the gates, got through (ms after the start). */
async function passTimes(gates: (() => Promise<void>)[], n: number): Promise<number[]> {
  const t0 = performance.now();
  const times = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      await gates[i % gates.length]!();
      return performance.now() - t0;
    }),
  );
  return times.sort((a, b) => a - b);
}

describe('call spacing', () => {
  it('in one process spaces its callers by the interval', async () => {
    const times = await passTimes([createRateGate(60)], 4);
    expect(times.at(-1)!).toBeGreaterThanOrEqual(3 * 60 - 10);
  });

  it('in the database spaces the callers of several gates (processes) as one', async () => {
    // Three gates of one name stand for three processes: together they still pass one per interval.
    const gates = [1, 2, 3].map(() => databaseRateGate(database.db, 'test-gate', 80));
    // The sixth booked slot starts five intervals after the first booking, which follows the start.
    // (Gaps between single callers also carry each one's round trip, which varies under load.)
    const times = await passTimes(gates, 6);
    expect(times.at(-1)!).toBeGreaterThanOrEqual(5 * 80 - 10);
    // Each process's own gate would have let the three of them through at once.
    const apart = await passTimes(
      [1, 2, 3].map(() => createRateGate(80)),
      3,
    );
    expect(apart.at(-1)! - apart[0]!).toBeLessThan(80);
  });

  it('in the database lets a caller through at once after a quiet spell', async () => {
    const gate = databaseRateGate(database.db, 'quiet-gate', 50);
    await gate();
    await new Promise((r) => setTimeout(r, 80));
    const t0 = performance.now();
    await gate();
    expect(performance.now() - t0).toBeLessThan(45);
  });

  it('is one gate per provider id (and scope) at its configured per-second limit, shared through the database', async () => {
    expect(intervalFor(10)).toBe(110);
    expect(intervalFor(0)).toBe(0);
    const rates = { fast: 20, slow: 10 };
    // Two processes' gates of one provider and key pass as one: 5 calls at 20 a second take 4 slots.
    const a = providerGates({ rates, db: database.db });
    const b = providerGates({ rates, db: database.db });
    const fast = await passTimes([a('fast', 'key-1'), b('fast', 'key-1')], 5);
    expect(fast.at(-1)!).toBeGreaterThanOrEqual(4 * intervalFor(20) - 10);
    // Another key of the provider, or another provider, has its own gate; one without a limit none.
    const t0 = performance.now();
    await Promise.all([a('fast', 'key-2')(), a('slow')(), a('unlimited')(), a('unlimited')()]);
    expect(performance.now() - t0).toBeLessThan(intervalFor(20));
    const slow = await passTimes([a('slow')], 3);
    expect(slow.at(-1)!).toBeGreaterThanOrEqual(2 * intervalFor(10) - 10);
  });
});
