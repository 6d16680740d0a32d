/**
 * PortOne webhook verification through the official SDK (`@portone/server-sdk/webhook`):
 * Standard Webhooks headers webhook-id / webhook-timestamp (epoch seconds) / webhook-signature
 * (space-separated `v1,<base64>`), HMAC-SHA256 over `{id}.{timestamp}.{raw body}` with the
 * base64-decoded part of the `whsec_` secret, ±5 minutes. The body must be the raw request
 * text: register a string content parser on the webhook route, never re-serialise parsed JSON.
 */
import { InvalidInputError, WebhookVerificationError, verify } from '@portone/server-sdk/webhook';
import { parseWebhookBody } from './parse';
import { PortOneWebhookError, type PortOneWebhookEvent, type WebhookFailureReason } from './types';

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  for (const [k, v] of Object.entries(headers))
    if (k.toLowerCase() === name) return Array.isArray(v) ? v[0] : v;
  return undefined;
}

export async function verifyPortOneWebhook(
  secret: string | undefined,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<PortOneWebhookEvent> {
  if (!secret) throw new PortOneWebhookError('UNCONFIGURED');
  let body: unknown;
  try {
    body = await verify(secret, rawBody, headers);
  } catch (e) {
    if (e instanceof WebhookVerificationError)
      throw new PortOneWebhookError(e.reason as WebhookFailureReason);
    if (e instanceof InvalidInputError) throw new PortOneWebhookError('UNCONFIGURED');
    // A correctly signed body that is not JSON.
    throw new PortOneWebhookError('MALFORMED_BODY');
  }
  const event = parseWebhookBody(header(headers, 'webhook-id') ?? '', body);
  if (!event) throw new PortOneWebhookError('MALFORMED_BODY');
  return event;
}
