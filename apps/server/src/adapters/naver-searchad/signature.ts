import { createHmac } from 'node:crypto';

/**
 * X-Signature of the Search Ad API: Base64(HMAC-SHA256(key = secret as UTF-8 bytes,
 * message = "{timestamp}.{METHOD}.{path}")), path without the query string.
 */
export function searchAdSignature(
  timestamp: string | number,
  method: string,
  path: string,
  secret: string,
): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(`${timestamp}.${method.toUpperCase()}.${path}`)
    .digest('base64');
}
