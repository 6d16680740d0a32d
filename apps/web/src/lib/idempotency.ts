import { IDEMPOTENCY_HEADER } from '@seller/shared/constants/idempotency';

export { IDEMPOTENCY_HEADER };

/**
 * A fresh Idempotency-Key (docs/architecture.md "Exactly once"). crypto.randomUUID exists only in
 * secure contexts (https, localhost); elsewhere 128 random bits in hex serve the same purpose.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
