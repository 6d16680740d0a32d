import { z } from './zod';

/**
 * Whole numbers where money and quantities are typed (coins, grants, packs, quantities, amounts;
 * issue 35 §10). `z.coerce.number()` runs `Number(x)`, which reads "0x10" as 16, true as 1,
 * "1e3" as 1000, " 5" as 5 and "" as 0: a manager's grant of "0x10" credited 16 coins. These
 * take a JSON integer or a string of ASCII digits, nothing else.
 */
const DIGITS = /^[0-9]+$/;

/** The whole number of a JSON integer or a digits-only string, else null. */
export function wholeNumberOf(x: unknown): number | null {
  if (typeof x === 'number') return Number.isSafeInteger(x) ? x : null;
  if (typeof x !== 'string' || !DIGITS.test(x)) return null;
  const n = Number(x);
  return Number.isSafeInteger(n) ? n : null;
}

interface IntegerMessages {
  min: number;
  max: number;
  /** Anything that is not a whole number (also the default for the three below). */
  invalid: string;
  /** Nothing sent (absent or null). */
  required?: string;
  /** Below `min`. */
  tooSmall?: string;
  /** Above `max`. */
  tooLarge?: string;
}

/** The checks after the type: a whole number between min and max, each failure its message. */
function checked(x: number | string, m: IntegerMessages, ctx: z.RefinementCtx): number {
  const n = wholeNumberOf(x);
  const message =
    n === null
      ? m.invalid
      : n < m.min
        ? (m.tooSmall ?? m.invalid)
        : n > m.max
          ? (m.tooLarge ?? m.invalid)
          : null;
  if (message !== null) {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return n!;
}

/**
 * A required whole number: a JSON integer or a digits-only string (what a text box holds), read
 * as a number. The input type stays `number | string`, so the OpenAPI document and the web's
 * typed client say what may be sent.
 */
export function integerInput(m: IntegerMessages) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? (m.required ?? m.invalid) : m.invalid,
    })
    .transform((x, ctx) => checked(x, m, ctx));
}

/** The same, where an empty box (absent, null or '') stands for `empty` (e.g. 0 coins of a kind). */
export function optionalIntegerInput(m: IntegerMessages & { empty: number }) {
  return z
    .union([z.number(), z.string()], { error: m.invalid })
    .nullish()
    .transform((x, ctx) => (x === null || x === undefined || x === '' ? m.empty : checked(x, m, ctx)));
}
