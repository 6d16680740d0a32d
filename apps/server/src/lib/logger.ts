import pino, { type Logger } from 'pino';
import type { Config } from '../config';

export type { Logger };

/** The process's one root logger; Fastify uses it too, and services log through `log.child({ feature })`. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({ level: config.logLevel });
}
