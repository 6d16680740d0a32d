/**
 * The exactly-once primitive (lib/idempotency.ts) against a real database: PGlite, and with
 * DATABASE_URL PostgreSQL, where 20 calls with one key really run at once on separate connections
 * and the key's primary key is what makes 19 of them wait for and answer the first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { AppError } from './app-error';
import {
  ANSWERED_KEY_DAYS,
  type OnceCall,
  answered,
  exactlyOnce,
  onceAround,
  requestHash,
  sweepAnsweredKeys,
} from './idempotency';

let database: Database;
let alice: number;
let bob: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const insert = async (email: string) =>
    (
      (
        await database.sql.executeSql(
          `insert into members (email, name, role, status) values ($1, 'x', 'MNGR_MBR', 'ACTIVE') returning mbr_sn`,
          [email],
        )
      ).rows[0] as { mbr_sn: number }
    ).mbr_sn;
  alice = await insert('alice-once@example.com');
  bob = await insert('bob-once@example.com');
  await database.sql.executeSql('create table once_moves (id serial primary key, who int, note text)', []);
}, 60_000);
afterAll(() => database?.close());

let n = 0;
const keyOf = () => `key-${Date.now().toString(36)}-${(n++).toString(36)}-padding`;
const moves = async (note: string) =>
  (
    (await database.sql.executeSql('select count(*)::int as n from once_moves where note = $1', [note]))
      .rows[0] as {
      n: number;
    }
  ).n;

/** A move: one row, answered with its id. */
const move = (call: OnceCall, note: string) =>
  exactlyOnce(database.db, call, async (tx) => {
    const r = await tx.execute(
      sql`insert into once_moves (who, note) values (${call.mbrSn}, ${note}) returning id`,
    );
    return { id: (r as unknown as { rows: { id: number }[] }).rows[0]!.id, note };
  });

describe('exactlyOnce', () => {
  it('20 calls with one key at once: one move, one answer for all; a later one answers the same', async () => {
    const call = { mbrSn: alice, key: keyOf(), operation: 'test-move', request: { amount: 10 } };
    const answers = await Promise.all(Array.from({ length: 20 }, () => move(call, 'twenty')));
    expect(await moves('twenty')).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await move(call, 'twenty')).toEqual(answers[0]);
    expect(await answered(database.db, call)).toEqual(answers[0]);
    expect(await moves('twenty')).toBe(1);
  });

  it('a key reused for other values or another operation is refused; another member’s key is its own', async () => {
    const key = keyOf();
    const first = await move({ mbrSn: alice, key, operation: 'test-move', request: { amount: 10 } }, 'reuse');
    for (const other of [
      { mbrSn: alice, key, operation: 'test-move', request: { amount: 11 } },
      { mbrSn: alice, key, operation: 'other-move', request: { amount: 10 } },
    ]) {
      await expect(move(other, 'reuse')).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    }
    const bobs = await move({ mbrSn: bob, key, operation: 'test-move', request: { amount: 10 } }, 'reuse');
    expect(bobs.id).not.toBe(first.id);
    expect(await moves('reuse')).toBe(2);
  });

  it('equal requests hash alike whatever the order of their fields', () => {
    expect(requestHash('op', { a: 1, b: { c: 2, d: [1, 2] } })).toBe(
      requestHash('op', { b: { d: [1, 2], c: 2 }, a: 1 }),
    );
    expect(requestHash('op', { a: 1 })).not.toBe(requestHash('op', { a: 2 }));
    expect(requestHash('op', { a: 1 })).not.toBe(requestHash('op2', { a: 1 }));
  });

  it('a refused call writes nothing and leaves the key free for the retry', async () => {
    const call = { mbrSn: alice, key: keyOf(), operation: 'test-move', request: {} };
    await expect(
      exactlyOnce(database.db, call, async (tx) => {
        await tx.execute(sql`insert into once_moves (who, note) values (${alice}, 'refused')`);
        throw new AppError('INSUFFICIENT_COINS');
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_COINS' });
    expect(await moves('refused')).toBe(0);
    expect(await answered(database.db, call)).toBeUndefined();
    await move(call, 'refused');
    expect(await moves('refused')).toBe(1);
  });
});

describe('onceAround (a call with an outside round trip)', () => {
  const fast = { waitMs: 5_000, pollMs: 10, staleSeconds: 120 };

  it('repeats wait for the first call and answer its result; the work runs once', async () => {
    const call = { mbrSn: alice, key: keyOf(), operation: 'test-refund', request: { id: 'p1' } };
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 150));
      return { refunded: 9_900, run: runs };
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => onceAround(database.db, call, work, fast)),
    );
    expect(runs).toBe(1);
    for (const a of answers) expect(a).toEqual({ refunded: 9_900, run: 1 });
    expect(await onceAround(database.db, call, work, fast)).toEqual({ refunded: 9_900, run: 1 });
    await expect(
      onceAround(database.db, { ...call, request: { id: 'p2' } }, work, fast),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('a failed call frees the key: a repeat runs the work itself', async () => {
    const call = { mbrSn: alice, key: keyOf(), operation: 'test-refund', request: {} };
    await expect(
      onceAround(database.db, call, async () => Promise.reject(new AppError('CANCEL_FAILED')), fast),
    ).rejects.toMatchObject({ code: 'CANCEL_FAILED' });
    expect(await onceAround(database.db, call, async () => ({ ok: true }), fast)).toEqual({ ok: true });
  });

  it('a repeat gives up with ALREADY_PROCESSING while the first is still under way, and takes over a stale one', async () => {
    const call = { mbrSn: alice, key: keyOf(), operation: 'test-refund', request: {} };
    let release: () => void = () => undefined;
    let began: () => void = () => undefined;
    const started = new Promise<void>((r) => (began = r));
    const slow = onceAround(
      database.db,
      call,
      () =>
        new Promise<{ first: true }>((r) => {
          release = () => r({ first: true });
          began();
        }),
      fast,
    );
    // The repeat starts once the first holds the key (its work began), not after a guessed pause.
    await Promise.race([started, slow]);
    await expect(
      onceAround(database.db, call, async () => ({ second: true }), { ...fast, waitMs: 100 }),
    ).rejects.toMatchObject({ code: 'ALREADY_PROCESSING' });
    release();
    expect(await slow).toEqual({ first: true });

    // A call whose instance stopped mid-way left its row without an answer: after staleSeconds a
    // repeat runs the work (which the caller makes safe to run again).
    const stale = { ...call, key: keyOf() };
    await database.sql.executeSql(
      `insert into idempotency_keys (mbr_sn, key, operation, request_hash, created_at)
       values ($1, $2, $3, $4, now() - interval '10 minutes')`,
      [alice, stale.key, stale.operation, requestHash(stale.operation, stale.request)],
    );
    expect(await onceAround(database.db, stale, async () => ({ taken: true }), fast)).toEqual({
      taken: true,
    });
  });
});

describe('sweepAnsweredKeys', () => {
  it('removes answered keys older than a month, keeps newer ones and calls still under way', async () => {
    const add = (key: string, daysAgo: number, answer: string | null) =>
      database.sql.executeSql(
        `insert into idempotency_keys (mbr_sn, key, operation, request_hash, answer, created_at)
         values ($1, $2, 'sweep-test', 'h', $3::jsonb, now() - make_interval(days => $4))`,
        [bob, key, answer, daysAgo],
      );
    await add('sweep-old-answered', ANSWERED_KEY_DAYS + 1, '{"ok":true}');
    await add('sweep-new-answered', ANSWERED_KEY_DAYS - 1, '{"ok":true}');
    await add('sweep-old-under-way', ANSWERED_KEY_DAYS + 5, null);
    expect(await sweepAnsweredKeys(database.db, new Date())).toBe(1);
    const left = await database.sql.executeSql(
      `select key from idempotency_keys where operation = 'sweep-test' order by key`,
    );
    expect(left.rows).toEqual([{ key: 'sweep-new-answered' }, { key: 'sweep-old-under-way' }]);
    expect(await sweepAnsweredKeys(database.db, new Date())).toBe(0);
  });
});
