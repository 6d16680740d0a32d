/**
 * Exactly-once calls (docs/architecture.md "Exactly once"): every call that moves coins or money
 * carries this header, made by the form (one key per opened dialog or submission). The server keeps
 * the first answer under (member, key) and answers it to every repeat.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 16 to 64 letters, digits, '-' or '_' (a UUID as the web app makes it). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Pay-history ids of grants start with this (ledger grants, not PortOne payments). */
export const GRANT_ID_PREFIX = 'grant:';

export const isGrantId = (selCoinUseSn: string): boolean => selCoinUseSn.startsWith(GRANT_ID_PREFIX);
