import { describe, expect, it } from 'vitest';
import { createSubmission } from './use-keyed-mutation';

describe('createSubmission: one Idempotency-Key per submission, one call at a time', () => {
  let n = 0;
  const keys = () => `key-${++n}`;

  it('admits one call until the first settles (a double click sends one request)', () => {
    const s = createSubmission(keys);
    expect(s.begin()).toBe(true);
    expect(s.begin()).toBe(false);
    s.settled();
    expect(s.begin()).toBe(true);
  });

  it('keeps the key after a failure, so a retry is the same submission; a success starts a new one', () => {
    const s = createSubmission(keys);
    const first = s.key();
    s.begin();
    s.settled(); // failed: no success
    expect(s.key()).toBe(first);
    s.begin();
    s.succeeded();
    s.settled();
    expect(s.key()).not.toBe(first);
  });

  it('renews the key when the dialog opens again, never under a call that is still running', () => {
    const s = createSubmission(keys);
    const first = s.key();
    s.begin();
    s.renew();
    expect(s.key()).toBe(first);
    s.settled();
    s.renew();
    expect(s.key()).not.toBe(first);
  });
});
