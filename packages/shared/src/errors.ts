import { pluck } from './messages/define-errors';
import { errorRegistry, errors } from './messages/errors';

/**
 * Error codes the server throws and the HTTP status each maps to, gathered from the features'
 * `messages/<feature>.errors.ts` (which also give `ko.errors` its messages, so every code has one).
 */
export const errorStatus = pluck(errorRegistry, 'status');

export type ErrorCode = keyof typeof errorStatus;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

export function messageFor(code: ErrorCode): string {
  return errors[code];
}

/** The JSON envelope of every non-plain-text answer (ARCHITECTURE §4). */
export interface ApiEnvelope<T> {
  code: string;
  message: string;
  data: T;
}
