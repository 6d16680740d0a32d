import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorCode, errorStatus, isErrorCode, ko, messageFor } from '@seller/shared';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { AppError } from '../lib/app-error';

interface Answer {
  status: number;
  code: ErrorCode;
  message: string;
  data?: Record<string, unknown>;
}

const API_PREFIXES = ['/v1/', '/v2/', '/api/', '/cmmn/', '/uploads/', '/healthz'];
export const isApiPath = (url: string): boolean => API_PREFIXES.some((p) => url.startsWith(p));

// zod messages in our schemas are Korean; anything else falls back to the generic one.
const koreanOrUndefined = (m: string | undefined) => (m && /[\uAC00-\uD7A3]/.test(m) ? m : undefined);

interface Issue {
  message?: string;
  /** A union's issues per alternative (zod's invalid_union; under params in a route's validation). */
  errors?: Issue[][];
  params?: { errors?: Issue[][] };
}

/** The first Korean message of an issue, looking into each alternative of a union body (/merges). */
function koreanOf(issue: Issue | undefined): string | undefined {
  if (!issue) return undefined;
  return (
    koreanOrUndefined(issue.message) ??
    (issue.errors ?? issue.params?.errors)
      ?.flat()
      .map(koreanOf)
      .find((m) => m !== undefined)
  );
}

/**
 * The message a caller reads for a code: the catalogue's, or for an API client (a /api/v1 route,
 * issue 40 §4) its own where the web's speaks of the screen ("화면을 새로 고친 뒤…"): what header
 * or field to send instead (ko.apiReference.clientErrors). The OpenAPI documents use it too.
 */
export function messageOf(code: ErrorCode, apiClient = false): string {
  return (apiClient ? ko.apiReference.clientErrors[code] : undefined) ?? messageFor(code);
}

function fromCode(code: ErrorCode, message?: string, apiClient = false): Answer {
  return { status: errorStatus[code], code, message: message ?? messageOf(code, apiClient) };
}

/**
 * Maps anything thrown to a status and a Korean message; 5xx details stay in the log. An API
 * client's answer (`apiClient`) takes its own message where there is one (messageOf).
 */
export function toAnswer(error: unknown, apiClient = false): Answer {
  const of = (code: ErrorCode, message?: string) => fromCode(code, message, apiClient);
  if (error instanceof AppError)
    return { ...of(error.code, error.detail), ...(error.data ? { data: error.data } : {}) };
  if (error instanceof ZodError) return of('VALIDATION', koreanOf(error.issues[0] as Issue | undefined));
  const e = error as Partial<FastifyError> & { validation?: Issue[] };
  if (e.validation) {
    return of('VALIDATION', koreanOf(e.validation[0]));
  }
  if (isErrorCode(e.code)) return of(e.code, e.message);
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return of('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return of('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return of('MALFORMED_BODY');
  }
  // Checked before the status codes: a database gone away is the server's 503, whatever wraps it.
  if (isDatabaseUnavailable(error)) return of('DATABASE_UNAVAILABLE');
  if (e.statusCode === 429) return of('RATE_LIMITED');
  if (e.statusCode === 400) return of('MALFORMED_BODY');
  if (e.statusCode === 413) return of('PAYLOAD_TOO_LARGE');
  if (e.statusCode === 415) return of('UNSUPPORTED_MEDIA_TYPE');
  return of('INTERNAL');
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => {
    // The public API's routes (http/api-token.ts) answer API clients, not the web's screens.
    const answer = toAnswer(error, req.routeOptions.config.apiToken === true);
    if (answer.status >= 500) req.log.error({ err: error }, 'request failed');
    else req.log.info({ code: answer.code }, 'request refused');
    void reply
      .status(answer.status)
      .send({ code: answer.code, message: answer.message, data: answer.data ?? null });
  });
}

export const notFoundBody = { code: 'ROUTE_NOT_FOUND', message: ko.errors.ROUTE_NOT_FOUND, data: null };

/**
 * Fastify answers a malformed URL (bad percent-encoding) or an over-long path parameter before
 * routing, so neither the error handler nor the header hooks run. Its own answer echoes the path
 * in English; ours is the usual envelope with a fixed Korean message, and never sniffable.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const answer =
    error.code === 'FST_ERR_BAD_URL'
      ? fromCode('BAD_URL')
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? fromCode('ROUTE_NOT_FOUND')
        : fromCode('INTERNAL');
  if (answer.status >= 500) req.log.error({ err: error }, 'request failed before routing');
  void reply
    .status(answer.status)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .send({ code: answer.code, message: answer.message, data: null });
}

/**
 * Node refuses some requests before Fastify sees them: headers or a URL over 16 KB (431), a
 * request that never finished (408), or bytes that are not HTTP (400). Fastify's default answer
 * is English; ours is the usual envelope with the headers a browser needs to treat it safely.
 * It is written to the socket by hand because no reply object exists at this point.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const { status, message } = fromCode(code);
  const body = JSON.stringify({ code, message, data: null });
  this.log.info({ code: err.code }, 'client error before routing');
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
        'X-Frame-Options: SAMEORIGIN',
        'Referrer-Policy: strict-origin-when-cross-origin',
        'Cache-Control: no-store',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(err);
}
