import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, ProviderError, backoffMs, parseRetryAfter, withRetry } from './http';

describe('retries', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-03-01T00:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 01 Mar 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 28 Feb 2026 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });

  it('backs off exponentially with jitter, capped', () => {
    const p = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 1000 };
    expect([0, 1, 2, 3, 4].map((i) => backoffMs(p, i, () => 0))).toEqual([50, 100, 200, 400, 500]);
    expect([0, 1, 2, 3, 4].map((i) => backoffMs(p, i, () => 1))).toEqual([100, 200, 400, 800, 1000]);
  });

  it('gives up when the waiting would pass maxWaitMs, with the provider error', async () => {
    let calls = 0;
    const limited = new ProviderError('x', 'rate-limited', 'slow down', 429, null, 400);
    const run = withRetry(
      async () => {
        calls += 1;
        throw limited;
      },
      { retries: 10, maxWaitMs: 1000 },
    );
    await expect(run).rejects.toBe(limited);
    expect(calls).toBe(3); // waits 400 + 400; a third wait would pass 1000
  });
});
