/**
 * The `errors` section (code → Korean message) is not edited here: each feature declares its codes
 * with status and message in `<feature>.errors.ts`, listed in `error-sets.ts` (issue 38 §6).
 */
import { mergeErrorSets, pluck } from './define-errors';
import * as errorSets from './error-sets';

/** Every error code with its HTTP status and message; `../errors.ts` takes the statuses from it. */
export const errorRegistry = mergeErrorSets(errorSets);

export const errors = pluck(errorRegistry, 'message');
