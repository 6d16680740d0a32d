/**
 * One paid provider call with its retries, each attempt counted by the usage meter: before it,
 * `meter.begin` with the attempt's estimate (the meter refuses past the day's budget); after it,
 * `ticket.end` with what it really cost and how it ended. The retries are http.ts's `withRetry`
 * around single attempts (retries: 0), so that every attempt, retried or not, is one ticket.
 */
import type { ProviderMeter } from '../../lib/provider-usage/port';
import {
  ShoppingSourceError,
  type ShoppingErrorKind,
  type ShoppingSourceId,
} from '../../lib/shopping-source/port';
import type { RateGate } from '../rate-gate';
import {
  ProviderError,
  request,
  withRetry,
  type HttpRequest,
  type HttpResponse,
  type RetryPolicy,
} from '../http';

/** What one parsed answer gives back, and what the meter is told of it. */
interface Parsed<T> {
  value: T;
  pages: number;
  rows: number;
}

export interface MeteredCall<T> {
  source: ShoppingSourceId;
  meter: ProviderMeter;
  keyword: string;
  estimateMicros: number;
  request: Omit<HttpRequest, 'retry' | 'retryOn' | 'signal'>;
  retry?: Partial<RetryPolicy>;
  signal?: AbortSignal;
  /** The provider's per-second spacing (adapters/rate-gate.repository.ts providerGates), before each attempt. */
  gate?: RateGate;
  /** A failed HTTP answer in the port's terms (a 5xx can still say Naver blocked the provider). */
  classify(e: ProviderError): ShoppingSourceError;
  /** Reads a 2xx answer; throws ShoppingSourceError (drift, short, blocked) when it cannot. */
  parse(res: HttpResponse): Parsed<T>;
  /**
   * What the attempt cost: `answered` when the provider gave a 2xx (even one we then refuse),
   * `rows` read from it, and the kind of failure when there was one.
   */
  cost(outcome: { answered: boolean; rows: number; failure: ShoppingErrorKind | null }): number;
  /** Rows a 2xx answer holds even when parse refuses it (they may have been charged); default 0. */
  rowsOf?: (res: HttpResponse) => number;
  /** Narrows which transient failures are worth another paid attempt (default: all of them). */
  retryOn?: (e: ShoppingSourceError) => boolean;
}

/** A few hundred characters of a failed answer, for the operator's usage screen. */
export function excerpt(body: unknown, max = 200): string | undefined {
  if (body === undefined || body === null || body === '') return undefined;
  const s = typeof body === 'string' ? body : JSON.stringify(body);
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** The refusal the meter throws when a call would pass the day's budget (lib/provider-usage). */
function isBudgetRefusal(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { kind?: unknown }).kind === 'budget';
}

export async function meteredCall<T>(call: MeteredCall<T>): Promise<T> {
  const { source, meter, signal } = call;
  const attempt = async (): Promise<T> => {
    if (signal?.aborted) throw new ShoppingSourceError(source, 'timeout', 'cancelled by the caller');
    await call.gate?.();
    const ticket = await meter
      .begin({ source, keyword: call.keyword, estimateMicros: call.estimateMicros })
      .catch((e: unknown) => {
        if (!isBudgetRefusal(e)) throw e;
        throw new ShoppingSourceError(source, 'budget', 'the daily budget of this source is spent', {
          cause: e,
          detail: e instanceof Error ? e.message : undefined,
        });
      });
    let res: HttpResponse;
    try {
      res = await request({ ...call.request, retry: { retries: 0 }, signal });
    } catch (e) {
      const typed = e instanceof ProviderError ? call.classify(e) : null;
      const failure = typed?.kind ?? 'network';
      // A 2xx that is not JSON (http.ts: malformed) was still an answer, and may be charged.
      const answered = e instanceof ProviderError && e.status !== undefined && e.status < 300;
      await ticket.end({
        pages: 0,
        rows: 0,
        costMicros: call.cost({ answered, rows: 0, failure }),
        result: failure,
        status: e instanceof ProviderError ? e.status : undefined,
        detail: typed?.detail ?? (e instanceof Error ? e.message.slice(0, 200) : undefined),
      });
      throw e;
    }
    let parsed: Parsed<T>;
    try {
      parsed = call.parse(res);
    } catch (e) {
      const typed =
        e instanceof ShoppingSourceError
          ? e
          : new ShoppingSourceError(source, 'malformed', String(e), { detail: excerpt(res.text) });
      const rows = call.rowsOf?.(res) ?? 0;
      await ticket.end({
        pages: 0,
        rows,
        costMicros: call.cost({ answered: true, rows, failure: typed.kind }),
        result: typed.kind,
        status: res.status,
        detail: typed.detail ?? excerpt(res.text),
      });
      throw typed;
    }
    await ticket.end({
      pages: parsed.pages,
      rows: parsed.rows,
      costMicros: call.cost({ answered: true, rows: parsed.rows, failure: null }),
      result: 'ok',
      status: res.status,
    });
    return parsed.value;
  };
  try {
    return await withRetry(attempt, call.retry, (pe) => {
      if (signal?.aborted) return false;
      const typed = call.classify(pe);
      return typed.retryable && (call.retryOn?.(typed) ?? true);
    });
  } catch (e) {
    if (e instanceof ProviderError) {
      const typed = call.classify(e);
      if (signal?.aborted)
        throw new ShoppingSourceError(source, 'timeout', 'cancelled by the caller', { cause: e });
      throw typed;
    }
    throw e;
  }
}

/** The common status mapping; each adapter adds what its provider's answers say beyond it. */
export function kindOfProviderError(e: ProviderError): ShoppingErrorKind {
  if (e.kind === 'timeout' || e.kind === 'network' || e.kind === 'malformed') return e.kind;
  switch (e.status) {
    case 401:
    case 403:
      return 'auth';
    case 402:
      return 'payment-required';
    case 408:
      return 'run-timeout';
    case 429:
      return 'rate-limited';
  }
  if (e.status !== undefined && e.status >= 500) return 'server';
  return 'bad-request';
}
