/**
 * Exactly-once calls (docs/architecture.md "Exactly once"). Every call that moves coins or money
 * carries an Idempotency-Key made by its form; the first call under (member, key) writes a row of
 * `idempotency_keys` in the transaction of its move, with its answer. A repeat, concurrent or
 * later, on any instance, finds that row (the primary key makes the concurrent one wait for the
 * first to commit) and answers the stored answer, moving nothing. A key reused for another
 * operation or other values is refused (409); another member's key is another key.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from './app-error';

export interface OnceCall {
  /** The member who sent the call: the session's, never a payload's. */
  mbrSn: number;
  /** The Idempotency-Key header (http/idempotency.ts checked its form). */
  key: string;
  /** What the call does ('admin-grant', 'coin-add', …). */
  operation: string;
  /** The request's values that decide what moves (a reuse with other values is refused). */
  request: unknown;
}

/** JSON with object keys sorted, so equal requests hash alike whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export function requestHash(operation: string, request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, canonical(request ?? null)]))
    .digest('hex');
}

type KeyRow = { requestHash: string; answer: unknown; createdAt: Date };

async function findKey(db: DbOrTx, call: OnceCall): Promise<KeyRow | undefined> {
  const rows = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      answer: idempotencyKeys.answer,
      createdAt: idempotencyKeys.createdAt,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.mbrSn, call.mbrSn), eq(idempotencyKeys.key, call.key)))
    .limit(1);
  return rows[0];
}

/** Inserts the key's row; false when it exists (after waiting for a concurrent insert to commit). */
async function claim(db: DbOrTx, call: OnceCall, hash: string): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ mbrSn: call.mbrSn, key: call.key, operation: call.operation, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

async function saveAnswer(db: DbOrTx, call: OnceCall, answer: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ answer: answer ?? null })
    .where(and(eq(idempotencyKeys.mbrSn, call.mbrSn), eq(idempotencyKeys.key, call.key)));
}

/** The stored answer of an earlier call, or the refusal of a reuse; undefined while it runs. */
function earlierAnswer<T>(row: KeyRow, hash: string): T | undefined {
  if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return row.answer === null ? undefined : (row.answer as T);
}

/**
 * The stored answer of an earlier call with this key, if any: a call that must do slow work before
 * its transaction (a provider look-up) asks first, so a repeat does none of it.
 */
export async function answered<T>(db: Db, call: OnceCall): Promise<T | undefined> {
  const seen = await findKey(db, call);
  return seen ? earlierAnswer<T>(seen, requestHash(call.operation, call.request)) : undefined;
}

/**
 * Runs `work` once per (member, key) in one transaction with the key's row: the move and the answer
 * commit together or not at all, so a refused or failed call leaves the key free for a retry. The
 * answer must be plain JSON (it is stored as jsonb and answered as stored).
 */
export async function exactlyOnce<T>(db: Db, call: OnceCall, work: (tx: Tx) => Promise<T>): Promise<T> {
  const hash = requestHash(call.operation, call.request);
  const seen = await findKey(db, call);
  if (seen) {
    const answer = earlierAnswer<T>(seen, hash);
    if (answer === undefined) throw new AppError('ALREADY_PROCESSING');
    return answer;
  }
  return db.transaction(async (tx) => {
    if (!(await claim(tx, call, hash))) {
      // A concurrent call with this key committed while this one waited on the key.
      const answer = earlierAnswer<T>((await findKey(tx, call))!, hash);
      if (answer === undefined) throw new AppError('ALREADY_PROCESSING');
      return answer;
    }
    const answer = await work(tx);
    await saveAnswer(tx, call, answer);
    return answer;
  });
}

/** How long a repeat waits for a call under way, and when a call under way counts as abandoned. */
const AROUND = { waitMs: 20_000, pollMs: 100, staleSeconds: 120 };

/** Frees the key when its call is under way; `staleSeconds` only frees one older than that. */
async function release(db: DbOrTx, call: OnceCall, staleSeconds?: number): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.mbrSn, call.mbrSn),
        eq(idempotencyKeys.key, call.key),
        isNull(idempotencyKeys.answer),
        staleSeconds === undefined
          ? undefined
          : lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${staleSeconds})`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

/**
 * For a call with an outside round trip that cannot sit inside one transaction (a PortOne refund).
 * `work` must itself be safe to run again (the payment order's own state refunds once); the key's
 * row, committed before `work` starts, makes a repeat wait for the first call and answer its
 * result. A failed `work` frees the key (nothing was kept); a row left by a stopped instance is
 * taken over after `staleSeconds`. A repeat still waiting after `waitMs` gets ALREADY_PROCESSING.
 */
export async function onceAround<T>(
  db: Db,
  call: OnceCall,
  work: () => Promise<T>,
  timing: typeof AROUND = AROUND,
): Promise<T> {
  const hash = requestHash(call.operation, call.request);
  const deadline = Date.now() + timing.waitMs;
  let staleChecked = false;
  for (;;) {
    if (await claim(db, call, hash)) {
      let answer: T;
      try {
        answer = await work();
      } catch (e) {
        await release(db, call);
        throw e;
      }
      await saveAnswer(db, call, answer);
      return answer;
    }
    const row = await findKey(db, call);
    if (!row) continue; // the first call failed and freed the key: this one runs
    const answer = earlierAnswer<T>(row, hash);
    if (answer !== undefined) return answer;
    if (!staleChecked) {
      staleChecked = true;
      // Left by an instance that stopped mid-call: the work is safe to run again.
      if (await release(db, call, timing.staleSeconds)) continue;
    }
    if (Date.now() > deadline) throw new AppError('ALREADY_PROCESSING');
    await sleep(timing.pollMs);
  }
}

/**
 * How long an answered key is kept. A key is made per form submission, and a repeat comes from a
 * retry or a double click within minutes; after a month the row only costs space. A key whose call
 * is still under way (answer null) is never swept: its repeat must keep waiting for it.
 */
export const ANSWERED_KEY_DAYS = 30;

/** Deletes answered keys older than `ANSWERED_KEY_DAYS` before `now`; returns how many went. */
export async function sweepAnsweredKeys(db: DbOrTx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ANSWERED_KEY_DAYS * 86_400_000);
  const gone = await db
    .delete(idempotencyKeys)
    .where(and(lt(idempotencyKeys.createdAt, before), sql`${idempotencyKeys.answer} is not null`))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
