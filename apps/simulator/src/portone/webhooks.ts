/**
 * Outgoing PortOne webhooks (version 2024-04-25 bodies), signed as Standard Webhooks:
 * headers webhook-id, webhook-timestamp (epoch seconds), webhook-signature "v1,<base64>",
 * HMAC-SHA256 over "{id}.{timestamp}.{body}" with the base64-decoded part of the whsec_ secret.
 */
import { createHmac, randomUUID } from 'node:crypto';

export interface WebhookMessage {
  webhookId: string;
  type: string;
  paymentId?: string;
  identityVerificationId?: string;
  body: string;
}

export interface WebhookDelivery {
  webhookId: string;
  type: string;
  paymentId?: string;
  url: string | null;
  at: string;
  status: number | null;
  error?: string;
  body: string;
}

export function signWebhook(
  secret: string,
  webhookId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  const signature = createHmac('sha256', key)
    .update(`${webhookId}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${signature}`;
}

export function paymentWebhook(
  event: { type: string; timestamp: string; cancellationId?: string },
  p: { id: string; storeId: string; transactionId: string },
): WebhookMessage {
  const data: Record<string, string> = {
    storeId: p.storeId,
    paymentId: p.id,
    transactionId: p.transactionId,
  };
  if (event.cancellationId) data.cancellationId = event.cancellationId;
  return {
    webhookId: `msg_${randomUUID().replace(/-/g, '')}`,
    type: event.type,
    paymentId: p.id,
    body: JSON.stringify({ type: event.type, timestamp: event.timestamp, data }),
  };
}

export class WebhookSender {
  deliveries: WebhookDelivery[] = [];

  constructor(
    private readonly opts: {
      url: () => string | null;
      secret: string;
      now: () => Date;
      log: (msg: string) => void;
    },
  ) {}

  reset(): void {
    this.deliveries = [];
  }

  /** Sends one message (a duplicate resend keeps its webhook-id, as a real redelivery does). */
  async send(msg: WebhookMessage): Promise<WebhookDelivery> {
    const url = this.opts.url();
    const timestamp = Math.floor(this.opts.now().getTime() / 1000);
    const delivery: WebhookDelivery = {
      webhookId: msg.webhookId,
      type: msg.type,
      paymentId: msg.paymentId,
      url,
      at: this.opts.now().toISOString(),
      status: null,
      body: msg.body,
    };
    this.deliveries.push(delivery);
    if (this.deliveries.length > 500) this.deliveries.shift();
    if (!url) {
      delivery.error = 'no appUrl configured';
      return delivery;
    }
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'PortOne-Webhook-Simulator',
          'webhook-id': msg.webhookId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(this.opts.secret, msg.webhookId, timestamp, msg.body),
        },
        body: msg.body,
        signal: AbortSignal.timeout(10_000),
      });
      delivery.status = res.status;
      await res.text().catch(() => '');
    } catch (e) {
      delivery.error = (e as Error).message;
      this.opts.log(`portone webhook to ${url} failed: ${delivery.error}`);
    }
    return delivery;
  }
}
