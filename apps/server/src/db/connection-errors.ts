/**
 * Whether an error says the database could not be reached or ended the connection (a failover, a
 * restart, a pooler recycling connections, pg_terminate_backend), rather than refused a statement.
 * Such a request may succeed when tried again, so it answers 503 DATABASE_UNAVAILABLE
 * (http/error-handler.ts), not 500.
 *
 * drizzle wraps a failed query in DrizzleQueryError with pg's error as its `cause`; a transaction's
 * connect and pg-boss's calls throw pg's error itself, so the chain is followed a few steps.
 */

/**
 * SQLSTATEs (PostgreSQL's appendix A): class 08 connection exceptions, 57P01 admin_shutdown
 * (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (the
 * server starting or in recovery), 57P05 idle_session_timeout.
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1235])$/;

/** What the socket to the server fails with (Node's errno codes). */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres's own messages for a connection that ended or never came (pg, pg-pool). */
const PG_MESSAGES = [
  /^Connection terminated/, // "…unexpectedly", "…due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

interface Chain {
  code?: unknown;
  message?: unknown;
  name?: unknown;
  cause?: unknown;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let e = error as Chain | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    // An outside service's failed fetch (undici's "fetch failed") carries its socket's ECONNRESET
    // as its cause: that is the adapter's failure, not the database's.
    if (e.name === 'TypeError' && e.message === 'fetch failed') return false;
    const code = typeof e.code === 'string' ? e.code : '';
    if (SQLSTATE.test(code) || SOCKET_CODES.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (PG_MESSAGES.some((m) => m.test(message))) return true;
    e = e.cause as Chain | undefined;
  }
  return false;
}
