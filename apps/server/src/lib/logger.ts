import type { IncomingMessage } from 'node:http';
import type { DestinationStream } from 'pino';
import pino, { type Logger } from 'pino';
import type { Config } from '../config';

export type { Logger };

export const REDACTED = '[redacted]';

/**
 * Query parameters that carry a credential: client-report mail links, the rank-alert
 * unsubscribe link and the setup link (`token`), OAuth callbacks (`code`, `state`), the
 * simulator's inbox link (`key`), and the usual names of keys and signatures.
 */
const SECRET_PARAMS =
  'token|code|state|key|secret|password|signature|sig|access_token|refresh_token|id_token|api_key|apikey';
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_PARAMS})=)[^&#\\s"'<>]*`, 'gi');
/** A client report's public link carries its token as a path segment: `/report/…`, `/v1/report/…`. */
const REPORT_PATH = /(\/report\/)[^/?#\s"'<>]+/g;
/** A personal API token wherever it appears (its prefix makes it recognisable). */
const API_TOKEN = /stk_[A-Za-z0-9_-]+/g;

/**
 * The text with the credentials that travel in URLs replaced by `[redacted]` (issue 35 §9): a
 * request log is read by more people than the links are meant for, and it is kept longer.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_QUERY, `$1${REDACTED}`)
    .replace(REPORT_PATH, `$1${REDACTED}`)
    .replace(API_TOKEN, `stk_${REDACTED}`);
}

/** A request as Fastify's own `req` serializer writes it (lib/logger-pino.js), with its URL redacted. */
function requestValue(req: IncomingMessage & { ip?: string; host?: string }) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactSecrets(req.url) : req.url,
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** pino's error serializer; a message or stack that quotes a URL is redacted like the URL. */
function errorValue(err: Error) {
  const value = pino.stdSerializers.err(err);
  if (typeof value.message === 'string') value.message = redactSecrets(value.message);
  if (typeof value.stack === 'string') value.stack = redactSecrets(value.stack);
  return value;
}

/**
 * The process's one root logger; Fastify uses it too, and services log through `log.child({ feature })`.
 * Its serializers replace Fastify's (Fastify takes a logger instance's own over its defaults), so
 * every `incoming request` line carries the redacted URL; message strings are redacted too (a
 * framework message may quote the URL). `destination` is for tests that read the lines.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    serializers: { req: requestValue, err: errorValue },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((a: unknown) => (typeof a === 'string' ? redactSecrets(a) : a));
        method.apply(this, redacted as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
