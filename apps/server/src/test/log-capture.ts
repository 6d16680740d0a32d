import { Writable } from 'node:stream';
import pino from 'pino';
import type { Logger } from '../lib/logger';

/**
 * A root logger whose lines a test reads (`lines`), for what must reach operators (payment
 * alerts). pino writes each line to the stream at once, so the lines are there when a call returns.
 */
export function captureLog(level: 'fatal' | 'error' | 'warn' | 'silent' = 'fatal'): {
  log: Logger;
  lines: string[];
} {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { log: pino({ level }, stream), lines };
}

/** The payment alert lines (`"alert":"payments"`) that mention `text`. */
export const paymentAlerts = (lines: string[], text: string): string[] =>
  lines.filter((line) => line.includes('"alert":"payments"') && line.includes(text));
