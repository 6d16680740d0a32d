/**
 * Spacing of calls to a provider that allows only so many a second (the Naver Open API per key,
 * the Search Ad keyword tool, the shopping sources). `createRateGate` spaces the calls of this
 * process; `databaseRateGate` (rate-gate.repository.ts) spaces those of every process on the
 * database, which is what the app and the workers use; `providerGates` (rate-gate.repository.ts)
 * gives each provider id its gate at the per-second limit configured for it.
 */
export type RateGate = () => Promise<void>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Per-second limits by provider id (config `PROVIDER_RATE_LIMITS`); a provider without one is not
 * spaced.
 */
export type ProviderRates = Readonly<Record<string, number>>;

/**
 * The spacing for `perSecond` calls a second, with a tenth to spare: calls spaced at exactly the
 * limit reach the provider with the network's and the event loop's jitter, and a provider that
 * counts a sliding second then sees limit + 1 of them in one second now and then (a 429).
 */
export const intervalFor = (perSecond: number): number => (perSecond > 0 ? Math.ceil(1100 / perSecond) : 0);

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

/** A caller woken this much later than its slot books a new one (see reservingGate). */
const LATE_MS = 25;
/** …at most this many times, so that a process busy for long still makes its calls. */
const REBOOKINGS = 3;

/**
 * A gate whose next free slot is kept elsewhere: `reserve` books the next slot and answers how
 * long to wait for it. A caller that wakes late for its slot (its process was busy: a long
 * statement, a pause for garbage) books again instead of going: callers that slept through the
 * same pause would otherwise all go at once, closer together than the provider allows, while the
 * slots they leave unused only cost a little pace.
 */
export function reservingGate(
  minIntervalMs: number,
  reserve: (intervalMs: number) => Promise<number>,
): RateGate {
  return async () => {
    if (minIntervalMs <= 0) return;
    for (let booked = 0; ; booked += 1) {
      const waitMs = await reserve(minIntervalMs);
      // Counted from the answer, not the question: the booking ran in between, so the slot is
      // never taken before it starts (a call too early is a 429), at worst a round trip after.
      const slot = performance.now() + waitMs;
      if (waitMs > 0) await sleep(waitMs);
      if (performance.now() - slot <= LATE_MS || booked >= REBOOKINGS) return;
    }
  };
}
