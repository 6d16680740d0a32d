import { describe, expect, it } from 'vitest';
import { createStampedCache } from './stamped-cache';

const cache = (maxBytes = 1000, ttlMs = 60_000) =>
  createStampedCache<number, string>({ maxBytes, ttlMs, sizeOf: (v) => v.length });

/** A build that counts its calls and answers `value@stamp`. */
function builder(stamp: () => string) {
  const calls = { n: 0 };
  const build = async () => {
    calls.n++;
    const s = stamp();
    return { stamp: s, value: `value@${s}` };
  };
  return { calls, build };
}

describe('stamped cache', () => {
  it('keeps the answer while the stamp is the same and rebuilds when it moves', async () => {
    const c = cache();
    let stamp = 'a';
    const { calls, build } = builder(() => stamp);
    expect(await c.get(1, 'a', build)).toBe('value@a');
    expect(await c.get(1, 'a', build)).toBe('value@a');
    expect(calls.n).toBe(1);
    stamp = 'b';
    expect(await c.get(1, 'b', build)).toBe('value@b');
    expect(await c.get(1, 'b', build)).toBe('value@b');
    expect(calls.n).toBe(2);
  });

  it('keeps a build at the stamp it carries, newer than the one read before it', async () => {
    const c = cache();
    const { calls, build } = builder(() => 'newer');
    expect(await c.get(1, 'older', build)).toBe('value@newer');
    expect(await c.get(1, 'newer', build)).toBe('value@newer');
    expect(calls.n).toBe(1);
    // The older stamp no longer matches what is kept: it builds again rather than guess.
    await c.get(1, 'older', build);
    expect(calls.n).toBe(2);
  });

  it('keeps answers per key', async () => {
    const c = cache();
    const one = builder(() => 's');
    const two = builder(() => 's');
    await c.get(1, 's', one.build);
    await c.get(2, 's', two.build);
    await c.get(1, 's', one.build);
    expect([one.calls.n, two.calls.n]).toEqual([1, 1]);
  });

  it('shares one build among calls that miss together', async () => {
    const c = cache();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    const build = async () => {
      calls++;
      await gate;
      return { stamp: 's', value: 'v' };
    };
    const all = Promise.all([c.get(1, 's', build), c.get(1, 's', build), c.get(1, 's', build)]);
    release();
    expect(await all).toEqual(['v', 'v', 'v']);
    expect(calls).toBe(1);
  });

  it('keeps nothing of a failed build and lets the next call try again', async () => {
    const c = cache();
    await expect(
      c.get(1, 's', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    const { calls, build } = builder(() => 's');
    expect(await c.get(1, 's', build)).toBe('value@s');
    expect(calls.n).toBe(1);
  });

  it('drops the least recently used answers past its size and never keeps one larger than it', async () => {
    const c = cache(20); // 'value@x' is 7 bytes: two fit, three do not
    const builds = [1, 2, 3].map(() => builder(() => 'x'));
    await c.get(1, 'x', builds[0]!.build);
    await c.get(2, 'x', builds[1]!.build);
    await c.get(1, 'x', builds[0]!.build); // 1 is now the most recently used
    await c.get(3, 'x', builds[2]!.build); // drops 2
    await c.get(1, 'x', builds[0]!.build);
    await c.get(2, 'x', builds[1]!.build);
    expect(builds.map((b) => b.calls.n)).toEqual([1, 2, 1]);

    const big = builder(() => 'x'.repeat(30));
    await c.get(9, 'x', big.build);
    await c.get(9, 'x', big.build);
    expect(big.calls.n).toBe(2);
  });

  it('lets an answer go after its time to live', async () => {
    const c = cache(1000, 20);
    const { calls, build } = builder(() => 's');
    await c.get(1, 's', build);
    await new Promise((r) => setTimeout(r, 40));
    await c.get(1, 's', build);
    expect(calls.n).toBe(2);
  });
});
