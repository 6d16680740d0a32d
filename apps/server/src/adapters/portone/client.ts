/**
 * PortOne V2 REST client over our one HTTP client (http.ts), against a configurable base URL.
 *
 * Why not the SDK's PaymentClient: it builds URLs with `new URL('/payments/…', baseUrl)`, which
 * drops any path of the base (our simulator mounts PortOne under /portone), has no timeout or
 * retry, and turns a non-JSON error body into a SyntaxError. The SDK is used for webhooks.
 */
import { ProviderError, request, type RetryPolicy } from '../http';
import { parseCancelResponse, parseIdentityVerification, parsePayment, parsePaymentPage } from './parse';
import { PortOneError, type PortOnePort } from './types';
import { verifyPortOneWebhook } from './webhook';

export interface PortOneClientOptions {
  /** e.g. https://api.portone.io, or the simulator's http://127.0.0.1:8090/portone */
  baseUrl: string;
  /** V2 API secret; without it every REST call fails with kind 'unconfigured'. */
  apiSecret?: string;
  /** Standard Webhooks secret (whsec_…); without it every webhook is refused. */
  webhookSecret?: string;
  /** Sent as ?storeId= on look-ups when set (needed when one secret serves several stores). */
  storeId?: string;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

/** Rewraps the HTTP client's error with PortOne's `{type, message}` body. */
function toPortOneError(e: unknown): never {
  if (e instanceof PortOneError) throw e;
  if (e instanceof ProviderError) {
    const body = e.body as { type?: unknown; message?: unknown } | undefined;
    const type = body && typeof body === 'object' && typeof body.type === 'string' ? body.type : null;
    const message =
      body && typeof body === 'object' && typeof body.message === 'string' ? body.message : e.message;
    throw new PortOneError(e.kind, message, type, e.status, e.body);
  }
  throw e;
}

export function createPortOneClient(opts: PortOneClientOptions): PortOnePort {
  const base = opts.baseUrl.replace(/\/$/, '');
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, notIdempotent = false) => {
    if (!opts.apiSecret) throw new PortOneError('unconfigured', 'PORTONE_API_SECRET is not set', null);
    // Look-ups by id take the store as a query parameter; the list carries it in its filter.
    const query =
      method === 'GET' && opts.storeId && !path.includes('?')
        ? `?storeId=${encodeURIComponent(opts.storeId)}`
        : '';
    try {
      const res = await request({
        service: 'portone',
        method,
        url: `${base}${path}${query}`,
        headers: { authorization: `PortOne ${opts.apiSecret}` },
        body,
        timeoutMs: opts.timeoutMs ?? 10_000,
        retry: opts.retry,
        // A cancel that timed out or got a 5xx may have happened: only retry what PortOne cannot
        // have acted on. Callers re-read the payment to learn the outcome.
        retryOn: notIdempotent ? (e) => e.kind === 'network' || e.kind === 'rate-limited' : undefined,
      });
      return res.body;
    } catch (e) {
      return toPortOneError(e);
    }
  };
  const id = (v: string) => encodeURIComponent(v);

  return {
    async getPayment(paymentId) {
      return parsePayment(await call('GET', `/payments/${id(paymentId)}`));
    },
    async listPayments(q) {
      // As the SDK's getPayments sends it: the whole request as JSON in the requestBody parameter.
      const requestBody = JSON.stringify({
        page: { number: q.page, size: q.size },
        filter: {
          ...(opts.storeId ? { storeId: opts.storeId } : {}),
          timestampType: 'STATUS_CHANGED_AT',
          from: q.from,
          ...(q.until ? { until: q.until } : {}),
          ...(q.status ? { status: q.status } : {}),
        },
      });
      return parsePaymentPage(await call('GET', `/payments?requestBody=${encodeURIComponent(requestBody)}`));
    },
    async cancelPayment(paymentId, input) {
      const body: Record<string, unknown> = { reason: input.reason };
      if (input.amount !== undefined) body.amount = input.amount;
      if (input.currentCancellableAmount !== undefined)
        body.currentCancellableAmount = input.currentCancellableAmount;
      if (opts.storeId) body.storeId = opts.storeId;
      return parseCancelResponse(await call('POST', `/payments/${id(paymentId)}/cancel`, body, true));
    },
    async getIdentityVerification(identityVerificationId) {
      return parseIdentityVerification(
        await call('GET', `/identity-verifications/${id(identityVerificationId)}`),
      );
    },
    verifyWebhook(rawBody, headers) {
      return verifyPortOneWebhook(opts.webhookSecret, rawBody, headers);
    },
  };
}
