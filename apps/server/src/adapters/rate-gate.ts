/** Spaces calls at least `minIntervalMs` apart (in this process), queueing callers in order. */
export function createRateGate(minIntervalMs: number): () => Promise<void> {
  let nextAt = 0;
  return async () => {
    if (minIntervalMs <= 0) return;
    const now = Date.now();
    const at = Math.max(now, nextAt);
    nextAt = at + minIntervalMs;
    if (at > now) await new Promise((r) => setTimeout(r, at - now));
  };
}
