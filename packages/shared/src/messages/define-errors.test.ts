import { describe, expect, it } from 'vitest';
import { errorStatus, isErrorCode, messageFor } from '../errors';
import { defineErrors, mergeErrorSets } from './define-errors';
import * as errorSets from './error-sets';
import { errorRegistry, errors } from './errors';

const a = defineErrors({ A_ONE: { status: 400, message: 'one' } });
const b = defineErrors({ B_ONE: { status: 409, message: 'two' } });

describe('mergeErrorSets', () => {
  it('merges the sets into one code table', () => {
    expect(mergeErrorSets({ a, b })).toEqual({ A_ONE: a.A_ONE, B_ONE: b.B_ONE });
  });

  it('refuses a code declared by two sets, naming both, even with the same status and message', () => {
    const clash = defineErrors({ A_ONE: { status: 409, message: 'other' } });
    const same = defineErrors({ A_ONE: { status: 400, message: 'one' } });
    // @ts-expect-error the typecheck refuses the duplicate before the load does
    expect(() => mergeErrorSets({ a, clash })).toThrow('Error code A_ONE is declared by both a and clash.');
    // @ts-expect-error one owner per code, whatever its spec
    expect(() => mergeErrorSets({ a, same })).toThrow(/A_ONE is declared by both/);
  });

  it('refuses a code without a message, a status outside 4xx/5xx and a code not in UPPER_SNAKE', () => {
    expect(() => mergeErrorSets({ x: defineErrors({ X: { status: 400, message: ' ' } }) })).toThrow(
      /no message/,
    );
    expect(() => mergeErrorSets({ x: defineErrors({ X: { status: 200, message: 'm' } }) })).toThrow(
      /status 200/,
    );
    expect(() => mergeErrorSets({ x: defineErrors({ 'x-y': { status: 400, message: 'm' } }) })).toThrow(
      /UPPER_SNAKE/,
    );
  });
});

describe('the merged registry', () => {
  const declared = Object.entries(errorSets).flatMap(([set, codes]) =>
    Object.keys(codes).map((code) => ({ set, code })),
  );

  it('has every code from exactly one feature set', () => {
    const owners = new Map<string, string[]>();
    for (const { set, code } of declared) owners.set(code, [...(owners.get(code) ?? []), set]);
    expect([...owners].filter(([, sets]) => sets.length > 1)).toEqual([]);
    expect(Object.keys(errorRegistry).sort()).toEqual([...owners.keys()].sort());
  });

  it('gives every code a status and a message, in both tables', () => {
    expect(Object.keys(errors).sort()).toEqual(Object.keys(errorStatus).sort());
    for (const code of Object.keys(errorStatus)) {
      expect(isErrorCode(code), code).toBe(true);
      expect(messageFor(code as keyof typeof errorStatus).trim(), code).not.toBe('');
      expect(errorStatus[code as keyof typeof errorStatus]).toBeGreaterThanOrEqual(400);
    }
  });

  it('keeps the cross-cutting codes in the shell set', () => {
    for (const code of ['VALIDATION', 'UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED', 'INTERNAL'] as const) {
      expect(Object.keys(errorSets.shellErrors)).toContain(code);
    }
    expect(errorStatus.VALIDATION).toBe(400);
    expect(errors.UNAUTHENTICATED).toBe('로그인이 필요합니다.');
  });
});
