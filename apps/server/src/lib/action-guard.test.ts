import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { createActionGuard } from './action-guard';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
};

describe('action guard', () => {
  it('refuses the same action from another guard (instance) while the first runs, and frees it after', async () => {
    const [a, b] = [createActionGuard(database.db, 'test'), createActionGuard(database.db, 'test')];
    const g = gate();
    const first = a('register:1', async () => {
      await g.opened;
      return 'first';
    });
    await new Promise((r) => setTimeout(r, 20));
    await expect(b('register:1', async () => 'second')).rejects.toMatchObject({ code: 'ALREADY_PROCESSING' });
    // Another action, another member or another feature's same-named action is not held up.
    expect(await b('register:2', async () => 'other')).toBe('other');
    expect(await createActionGuard(database.db, 'other-feature')('register:1', async () => 'x')).toBe('x');
    g.open();
    expect(await first).toBe('first');
    expect(await b('register:1', async () => 'again')).toBe('again');
  });

  it('frees the action when it fails', async () => {
    const guard = createActionGuard(database.db, 'test');
    await expect(
      guard('keyword:1:1', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await guard('keyword:1:1', async () => 'ok')).toBe('ok');
  });

  it('lets the action run again once a dead process’s claim has expired, and the late finisher frees nothing', async () => {
    const short = createActionGuard(database.db, 'test', 50);
    const g = gate();
    const stuck = short('change:9:9', () => g.opened);
    await new Promise((r) => setTimeout(r, 80));
    const later = gate();
    const next = createActionGuard(database.db, 'test')('change:9:9', () => later.opened);
    await new Promise((r) => setTimeout(r, 10));
    g.open();
    await stuck;
    // The stuck call's finish left the newer claim in place.
    await expect(createActionGuard(database.db, 'test')('change:9:9', async () => 1)).rejects.toMatchObject({
      code: 'ALREADY_PROCESSING',
    });
    later.open();
    await next;
  });
});
