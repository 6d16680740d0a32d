import * as ko from '@seller/shared/messages/sections';

export type ChunkLoadFailure = 'failed' | 'timeout';

/** A route chunk that could not be fetched; the route error boundary offers a reload. */
export class ChunkLoadError extends Error {
  readonly reason: ChunkLoadFailure;

  constructor(reason: ChunkLoadFailure, cause?: unknown) {
    super(reason === 'timeout' ? ko.common.chunkLoadTimeout : ko.common.chunkLoadFailed, { cause });
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

export interface RetryOptions {
  /** Extra attempts after the first one. */
  retries?: number;
  /** Wait before retry n is baseDelayMs * 2^(n-1). */
  baseDelayMs?: number;
  /** Give up after this long in total (spec 01 §9: 120 s). */
  timeoutMs?: number;
}

const CHUNK_TIMEOUT_MS = 120_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a dynamic import, retrying with exponential backoff: a deploy or a flaky mobile network
 * often fails one fetch that succeeds a second later. Never waits longer than `timeoutMs`.
 */
export function lazyWithRetry<T>(factory: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = 2, baseDelayMs = 1000, timeoutMs = CHUNK_TIMEOUT_MS } = options;

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
  });

  const attempt = async (): Promise<T> => {
    let lastError: unknown;
    for (let n = 0; n <= retries; n += 1) {
      if (n > 0) await wait(baseDelayMs * 2 ** (n - 1));
      try {
        return await factory();
      } catch (error) {
        lastError = error;
      }
    }
    throw new ChunkLoadError('failed', lastError);
  };

  return Promise.race([attempt(), timeout]).finally(() => clearTimeout(timer));
}
