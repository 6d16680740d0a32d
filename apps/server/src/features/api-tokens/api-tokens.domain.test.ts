import { describe, expect, it } from 'vitest';
import { bearerToken, expiryOf, hashApiToken, newToken } from './api-tokens.domain';

describe('api tokens', () => {
  it('are stk_ and 32 random bytes, kept as a SHA-256 and an 8-character hint', () => {
    const a = newToken();
    const b = newToken();
    expect(a.token).toMatch(/^stk_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token.slice(4), 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashApiToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hint).toBe(a.token.slice(0, 8));
  });

  it('are read from a Bearer header of ours only', () => {
    expect(bearerToken('Bearer stk_abc')).toBe('stk_abc');
    expect(bearerToken('bearer   stk_abc ')).toBe('stk_abc');
    expect(bearerToken('Bearer abc')).toBeNull();
    expect(bearerToken('Basic stk_abc')).toBeNull();
    expect(bearerToken('Bearer stk_a stk_b')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });

  it('expire the chosen number of days after they are made, or never', () => {
    const at = new Date('2026-11-28T00:00:00Z');
    expect(expiryOf(at, 30)?.toISOString()).toBe('2026-12-28T00:00:00.000Z');
    expect(expiryOf(at, null)).toBeNull();
  });
});
