/**
 * Spacing of calls to a provider that allows only a few a second (the Search Ad keyword tool).
 * `createRateGate` spaces the calls of this process; `databaseRateGate` (rate-gate.repository.ts)
 * spaces those of every process on the database, which is what the app and the workers use.
 */
export type RateGate = () => Promise<void>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Spaces calls at least `minIntervalMs` apart (in this process), queueing callers in order. */
export function createRateGate(minIntervalMs: number): RateGate {
  let nextAt = 0;
  return async () => {
    if (minIntervalMs <= 0) return;
    const now = Date.now();
    const at = Math.max(now, nextAt);
    nextAt = at + minIntervalMs;
    if (at > now) await sleep(at - now);
  };
}

/**
 * A gate whose next free slot is kept elsewhere: `reserve` books the next slot and answers how
 * long to wait for it.
 */
export function reservingGate(
  minIntervalMs: number,
  reserve: (intervalMs: number) => Promise<number>,
): RateGate {
  return async () => {
    if (minIntervalMs <= 0) return;
    const waitMs = await reserve(minIntervalMs);
    if (waitMs > 0) await sleep(waitMs);
  };
}
