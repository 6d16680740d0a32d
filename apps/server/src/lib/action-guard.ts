/**
 * A member's double submit of the same action answers 'already processing', on any instance: the
 * first call claims the action's row in `action_guards` (its primary key admits one), runs, and
 * frees it; a call that finds the row taken is refused at once.
 *
 * A row rather than `pg_advisory_xact_lock`: the guarded actions call providers and open their own
 * transactions, so a transaction-scoped lock would hold a connection (on PGlite, the only one)
 * for the whole action and deadlock with the action's own queries; a session-scoped lock does not
 * survive a connection pool. `held_until` frees the claim of a process that died mid-action, and
 * the token keeps a late finisher from freeing a newer claim.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { actionGuards } from '../db/schema/index';
import { AppError } from './app-error';

/** Longer than any guarded action takes (provider timeouts and retries included). */
const ACTION_GUARD_HOLD_MS = 2 * 60_000;

export type ActionGuard = <T>(key: string, fn: () => Promise<T>) => Promise<T>;

/** `scope` names the feature, so two features' keys never meet in the one table. */
export function createActionGuard(db: Db, scope: string, holdMs = ACTION_GUARD_HOLD_MS): ActionGuard {
  return async (action, fn) => {
    const key = `${scope}:${action}`;
    const token = randomUUID();
    const heldUntil = sql`now() + ${holdMs} * interval '1 millisecond'`;
    const claimed = await db
      .insert(actionGuards)
      .values({ key, token, heldUntil })
      .onConflictDoUpdate({
        target: actionGuards.key,
        set: { token, heldUntil },
        setWhere: sql`${actionGuards.heldUntil} < now()`,
      })
      .returning({ key: actionGuards.key });
    if (!claimed.length) throw new AppError('ALREADY_PROCESSING');
    try {
      return await fn();
    } finally {
      await db
        .delete(actionGuards)
        .where(and(eq(actionGuards.key, key), eq(actionGuards.token, token)))
        .catch(() => undefined);
    }
  };
}
