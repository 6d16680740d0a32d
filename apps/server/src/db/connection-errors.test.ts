import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { toAnswer } from '../http/error-handler';
import { isDatabaseUnavailable } from './connection-errors';

/** A server error as node-postgres makes it from an ErrorResponse message. */
const serverError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
const socketError = (code: string) =>
  Object.assign(new Error(`read ${code}`), { code, errno: -104, syscall: 'read' });
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('a database that went away answers 503 DATABASE_UNAVAILABLE (issue 35 §1)', () => {
  it.each([
    [
      'pg_terminate_backend (57P01) inside a drizzle query error',
      wrapped(serverError('57P01', 'terminating connection due to administrator command')),
    ],
    [
      'a crashed server (57P02)',
      serverError('57P02', 'terminating connection because of crash of another server process'),
    ],
    ['a server starting or in recovery (57P03)', serverError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', wrapped(serverError('08006', 'connection failure'))],
    ['the socket reset', wrapped(socketError('ECONNRESET'))],
    ['the server refusing connections (a transaction’s connect)', socketError('ECONNREFUSED')],
    ['the connection ending mid-transaction', wrapped(new Error('Connection terminated unexpectedly'))],
    ['the pool’s connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a broken client reused', new Error('Client has encountered a connection error and is not queryable')],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toAnswer(error)).toEqual({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: ko.errors.DATABASE_UNAVAILABLE,
    });
  });

  it.each([
    ['a unique violation', wrapped(serverError('23505', 'duplicate key value violates unique constraint'))],
    [
      'a statement timeout (57014)',
      wrapped(serverError('57014', 'canceling statement due to statement timeout')),
    ],
    ['a serialization failure', wrapped(serverError('40001', 'could not serialize access'))],
    [
      'an outside service’s failed fetch (its socket reset)',
      Object.assign(new TypeError('fetch failed'), { cause: socketError('ECONNRESET') }),
    ],
    ['a programming error', new TypeError('cannot read properties of undefined')],
  ])('but not %s (500)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toAnswer(error)).toMatchObject({ status: 500, code: 'INTERNAL' });
  });
});
