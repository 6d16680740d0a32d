import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { ChunkLoadError, lazyWithRetry } from './lazy-with-retry';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lazyWithRetry', () => {
  it('resolves at once when the import works', async () => {
    const factory = vi.fn().mockResolvedValue('module');
    await expect(lazyWithRetry(factory)).resolves.toBe('module');
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('retries with backoff and resolves when a retry succeeds', async () => {
    const factory = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValue('module');
    const result = lazyWithRetry(factory, { retries: 2, baseDelayMs: 1000 });

    await vi.advanceTimersByTimeAsync(999);
    expect(factory).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(factory).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(factory).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('module');
  });

  it('gives up after the retries with a Korean chunkLoadFailed error', async () => {
    const cause = new TypeError('fetch failed');
    const factory = vi.fn<() => Promise<string>>().mockRejectedValue(cause);
    const result = lazyWithRetry(factory, { retries: 2, baseDelayMs: 10 });
    const settled = expect(result).rejects.toMatchObject({
      name: 'ChunkLoadError',
      reason: 'failed',
      message: ko.common.chunkLoadFailed,
      cause,
    });
    await vi.advanceTimersByTimeAsync(100);
    await settled;
    expect(factory).toHaveBeenCalledTimes(3);
  });

  it('times out after 120 s in total with chunkLoadTimeout', async () => {
    const factory = vi.fn(() => new Promise<string>(() => {}));
    const result = lazyWithRetry(factory);
    const settled = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    let done = false;
    void result.catch(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    await expect(result).rejects.toMatchObject({ reason: 'timeout', message: ko.common.chunkLoadTimeout });
  });
});
