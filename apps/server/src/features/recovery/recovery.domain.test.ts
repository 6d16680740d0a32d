import { describe, expect, it } from 'vitest';
import { maskEmail } from './recovery.domain';

describe('found accounts', () => {
  it('masks e-mails so they can be recognised, not read', () => {
    expect(maskEmail('seller@example.com')).toBe('se****@example.com');
    expect(maskEmail('averylongname@example.com')).toBe('av****@example.com');
    expect(maskEmail('ab@x.co')).toBe('a****@x.co');
    expect(maskEmail('a@x.co')).toBe('a****@x.co');
    expect(maskEmail('broken')).toBe('****');
  });
});
