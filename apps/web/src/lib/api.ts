import * as ko from '@seller/shared/messages/sections';

/** A failed call. `message` is already Korean (server messages are shown as they come). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: unknown;

  constructor(status: number, code: string, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The Korean message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return ko.common.unexpected;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The ApiError of a refusal (the calls themselves: lib/api-client.ts): the server's {code, message,
 * data} when it sent them, else HTTP_<status> and a generic Korean message.
 */
export function apiErrorOf(status: number, payload: unknown): ApiError {
  const code = isRecord(payload) && typeof payload.code === 'string' ? payload.code : `HTTP_${status}`;
  const message =
    isRecord(payload) && typeof payload.message === 'string' && payload.message !== ''
      ? payload.message
      : ko.common.unexpected;
  const data = isRecord(payload) ? (payload.data ?? null) : null;
  return new ApiError(status, code, message, data);
}
