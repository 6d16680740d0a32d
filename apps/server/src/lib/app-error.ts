import { type ErrorCode, messageFor } from '@seller/shared';

/** Services throw codes; the one error handler turns them into status + Korean message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Overrides the catalogue message when the spec shows a server-specific one. */
    readonly detail?: string,
    /** What the answer's `data` carries besides the code (e.g. the seconds to wait). */
    readonly data?: Record<string, unknown>,
  ) {
    super(detail ?? messageFor(code));
    this.name = 'AppError';
  }
}
