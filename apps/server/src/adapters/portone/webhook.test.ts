import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortOneWebhookError } from './types';
import { verifyPortOneWebhook } from './webhook';

// A vector computed by hand, outside this code:
//   key  = "seller-toolkit-webhook-test-key!" (32 bytes) → secret whsec_ + base64(key)
//   printf '%s' "msg_2tXk9Qw7Lm3Rp8Vn.1741669200.$BODY" | openssl dgst -sha256 -mac HMAC -macopt hexkey:<hex key> -binary | base64
const SECRET = 'whsec_c2VsbGVyLXRvb2xraXQtd2ViaG9vay10ZXN0LWtleSE=';
const ID = 'msg_2tXk9Qw7Lm3Rp8Vn';
const TIMESTAMP = 1741669200; // 2025-03-11T05:00:00Z
const BODY =
  '{"type":"Transaction.Paid","timestamp":"2025-03-11T05:00:00.000Z","data":{"storeId":"store-1","paymentId":"coin-1","transactionId":"tx-1"}}';
const SIGNATURE = 'v1,9qGiLgRsHgGw2yN9p2AlGNODqbsYzZTl9yzQ1kJxrS0=';

const headers = (over: Record<string, string | undefined> = {}) => ({
  'webhook-id': ID,
  'webhook-timestamp': String(TIMESTAMP),
  'webhook-signature': SIGNATURE,
  'content-type': 'application/json',
  ...over,
});

async function reason(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(PortOneWebhookError);
    return (e as PortOneWebhookError).reason;
  }
  throw new Error('expected the webhook to be refused');
}

describe('PortOne webhook verification (Standard Webhooks via @portone/server-sdk)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date((TIMESTAMP + 30) * 1000));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts the known vector and parses the event', async () => {
    await expect(verifyPortOneWebhook(SECRET, BODY, headers())).resolves.toEqual({
      webhookId: ID,
      type: 'Transaction.Paid',
      timestamp: '2025-03-11T05:00:00.000Z',
      paymentId: 'coin-1',
      transactionId: 'tx-1',
      storeId: 'store-1',
      cancellationId: null,
      identityVerificationId: null,
    });
  });

  it('accepts any matching signature of a space-separated list, header names in any case', async () => {
    const list = `v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA= v1a,xyz ${SIGNATURE}`;
    const event = await verifyPortOneWebhook(SECRET, BODY, {
      'Webhook-Id': ID,
      'Webhook-Timestamp': String(TIMESTAMP),
      'Webhook-Signature': list,
    });
    expect(event.paymentId).toBe('coin-1');
  });

  it('refuses a tampered body, a wrong secret or a wrong id', async () => {
    expect(await reason(verifyPortOneWebhook(SECRET, BODY.replace('coin-1', 'coin-2'), headers()))).toBe(
      'NO_MATCHING_SIGNATURE',
    );
    expect(await reason(verifyPortOneWebhook(SECRET, `${BODY} `, headers()))).toBe('NO_MATCHING_SIGNATURE');
    expect(await reason(verifyPortOneWebhook('whsec_b3RoZXItc2VjcmV0', BODY, headers()))).toBe(
      'NO_MATCHING_SIGNATURE',
    );
    expect(await reason(verifyPortOneWebhook(SECRET, BODY, headers({ 'webhook-id': 'msg_other' })))).toBe(
      'NO_MATCHING_SIGNATURE',
    );
    expect(
      await reason(
        verifyPortOneWebhook(SECRET, BODY, headers({ 'webhook-signature': SIGNATURE.replace('v1,', 'v2,') })),
      ),
    ).toBe('NO_MATCHING_SIGNATURE');
  });

  it('refuses timestamps outside ±5 minutes (re-signed timestamps included)', async () => {
    vi.setSystemTime(new Date((TIMESTAMP + 5 * 60 + 1) * 1000));
    expect(await reason(verifyPortOneWebhook(SECRET, BODY, headers()))).toBe('TIMESTAMP_TOO_OLD');
    vi.setSystemTime(new Date((TIMESTAMP - 5 * 60 - 1) * 1000));
    expect(await reason(verifyPortOneWebhook(SECRET, BODY, headers()))).toBe('TIMESTAMP_TOO_NEW');
    vi.setSystemTime(new Date((TIMESTAMP + 5 * 60) * 1000));
    await expect(verifyPortOneWebhook(SECRET, BODY, headers())).resolves.toMatchObject({
      type: 'Transaction.Paid',
    });
    // Replaying the body under a fresh timestamp does not match the signature.
    vi.setSystemTime(new Date(TIMESTAMP * 1000 + 3_600_000));
    expect(
      await reason(
        verifyPortOneWebhook(SECRET, BODY, headers({ 'webhook-timestamp': String(TIMESTAMP + 3600) })),
      ),
    ).toBe('NO_MATCHING_SIGNATURE');
  });

  it('refuses missing headers and an unconfigured secret', async () => {
    for (const missing of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      expect(await reason(verifyPortOneWebhook(SECRET, BODY, headers({ [missing]: undefined })))).toBe(
        'MISSING_REQUIRED_HEADERS',
      );
    }
    expect(await reason(verifyPortOneWebhook(SECRET, BODY, {}))).toBe('MISSING_REQUIRED_HEADERS');
    expect(await reason(verifyPortOneWebhook(undefined, BODY, headers()))).toBe('UNCONFIGURED');
    expect(await reason(verifyPortOneWebhook('whsec_!!!not-base64!!!', BODY, headers()))).toBe(
      'UNCONFIGURED',
    );
  });
});
