/**
 * Error codes are declared by the feature that owns them (`messages/<feature>.errors.ts`), each with
 * its HTTP status and Korean message, and merged here into the one registry the server answers from
 * (issue 38 §6): adding a feature's errors edits its own file and one line of `error-sets.ts`.
 */

/** One error code's HTTP status and the Korean message the member reads. */
interface ErrorSpec {
  readonly status: number;
  readonly message: string;
}

type ErrorSet = Readonly<Record<string, ErrorSpec>>;

/** A feature's error codes; `const` keeps each status and message as its literal type. */
export function defineErrors<const T extends ErrorSet>(set: T): T {
  return set;
}

/** Every code of every set (a union over the sets, not only the codes they share). */
type CodesOf<T> = T extends unknown ? keyof T : never;
/** The spec of `C` from whichever set declares it. */
type SpecOf<T, C extends PropertyKey> = T extends unknown ? (C extends keyof T ? T[C] : never) : never;
/** Codes a set shares with any other set. */
type Duplicates<S> = { [N in keyof S]: keyof S[N] & CodesOf<S[Exclude<keyof S, N>]> }[keyof S];

type MergedErrors<S> = { readonly [C in CodesOf<S[keyof S]>]: SpecOf<S[keyof S], C> };

/**
 * Merges the features' sets (`import * as sets from './error-sets'`). A code belongs to one feature:
 * declaring it in two sets fails the typecheck (the argument wants a `duplicate error codes` key
 * naming them) and, should a cast get past that, throws when the module loads, so the server does
 * not start with two answers for one code.
 */
export function mergeErrorSets<S extends Readonly<Record<string, ErrorSet>>>(
  sets: S & ([Duplicates<S>] extends [never] ? unknown : { 'duplicate error codes': Duplicates<S> }),
): MergedErrors<S> {
  const merged: Record<string, ErrorSpec> = {};
  const owner: Record<string, string> = {};
  for (const [setName, set] of Object.entries(sets)) {
    for (const [code, spec] of Object.entries(set)) {
      if (Object.hasOwn(merged, code)) {
        throw new Error(`Error code ${code} is declared by both ${owner[code]} and ${setName}.`);
      }
      if (!/^[A-Z][A-Z0-9_]*$/.test(code))
        throw new Error(`Error code ${code} (${setName}) is not UPPER_SNAKE.`);
      if (!Number.isInteger(spec.status) || spec.status < 400 || spec.status > 599) {
        throw new Error(`Error code ${code} (${setName}) has status ${spec.status}, not 4xx/5xx.`);
      }
      if (typeof spec.message !== 'string' || spec.message.trim() === '') {
        throw new Error(`Error code ${code} (${setName}) has no message.`);
      }
      merged[code] = spec;
      owner[code] = setName;
    }
  }
  return merged as MergedErrors<S>;
}

/** code → one field of its spec (`status` for the server's table, `message` for `ko.errors`). */
export function pluck<R extends Readonly<Record<string, ErrorSpec>>, F extends keyof ErrorSpec>(
  registry: R,
  field: F,
): { readonly [C in keyof R]: R[C][F] } {
  const out: Record<string, ErrorSpec[F]> = {};
  for (const [code, spec] of Object.entries(registry)) out[code] = spec[field];
  return out as { readonly [C in keyof R]: R[C][F] };
}
