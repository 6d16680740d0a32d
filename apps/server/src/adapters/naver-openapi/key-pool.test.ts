import { describe, expect, it } from 'vitest';
import { ProviderError } from '../http';
import { NaverKeyPool } from './key-pool';

const keys = [
  { clientId: 'a', clientSecret: 'sa' },
  { clientId: 'b', clientSecret: 'sb' },
  { clientId: 'c', clientSecret: 'sc' },
];

function clock(iso: string) {
  let t = new Date(iso);
  return { now: () => t, set: (s: string) => (t = new Date(s)) };
}

describe('Naver key pool', () => {
  it('uses the keys in turn and counts calls per key per Korea day', () => {
    const c = clock('2026-03-01T03:00:00Z');
    const pool = new NaverKeyPool(keys, { now: c.now });
    expect([1, 2, 3, 4].map(() => pool.acquire('search').clientId)).toEqual(['a', 'b', 'c', 'a']);
    pool.acquire('datalab');
    expect(pool.usage()).toEqual([
      { clientId: 'a', day: '2026-03-01', search: 2, datalab: 0, exhausted: [] },
      { clientId: 'b', day: '2026-03-01', search: 2, datalab: 1, exhausted: [] },
      { clientId: 'c', day: '2026-03-01', search: 1, datalab: 0, exhausted: [] },
    ]);
    // 15:00 UTC is midnight in Korea: a new day, fresh counts.
    c.set('2026-03-01T15:00:00Z');
    expect(pool.usage().map((u) => [u.day, u.search])).toEqual([
      ['2026-03-02', 0],
      ['2026-03-02', 0],
      ['2026-03-02', 0],
    ]);
  });

  it('skips keys at their daily limit and throws rate-limited once all are spent', () => {
    const pool = new NaverKeyPool(keys.slice(0, 2), {
      limits: { search: 2, datalab: 1 },
      now: () => new Date('2026-03-01T03:00:00Z'),
    });
    expect(pool.acquire('datalab').clientId).toBe('a');
    expect(pool.acquire('datalab').clientId).toBe('b');
    expect(() => pool.acquire('datalab')).toThrowError(expect.objectContaining({ kind: 'rate-limited' }));
    expect(pool.acquire('search').clientId).toBe('a');
    expect(pool.acquire('search').clientId).toBe('b');
    const err = (() => {
      try {
        pool.acquire('search', 'naver-shop');
      } catch (e) {
        return e as ProviderError;
      }
    })();
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ service: 'naver-shop', kind: 'rate-limited' });
  });

  it('leaves a key that answered the daily quota error out for the rest of the Korea day only', () => {
    const c = clock('2026-03-01T03:00:00Z');
    const pool = new NaverKeyPool(keys.slice(0, 2), { now: c.now });
    pool.exhaust('a', 'search');
    expect([1, 2, 3].map(() => pool.acquire('search').clientId)).toEqual(['b', 'b', 'b']);
    pool.exhaust('b', 'datalab');
    expect(() => pool.acquire('datalab')).toThrowError(expect.objectContaining({ kind: 'rate-limited' }));
    expect(pool.acquire('search').clientId).toBe('b');
    c.set('2026-03-02T00:00:00Z');
    expect(pool.acquire('search').clientId).toBe('a');
  });

  it('without keys refuses with an auth error', () => {
    expect(() => new NaverKeyPool([]).acquire('search')).toThrowError(
      expect.objectContaining({ kind: 'auth' }),
    );
  });
});
