import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

// NUL: PostgreSQL text cannot hold it, so the query storing or comparing it fails (a 500).
// A lone surrogate (JSON allows "\ud800"): not text at all; it cannot be URL-encoded for a
// provider call (URIError) and the database would silently turn it into U+FFFD.
// eslint-disable-next-line no-control-regex
const UNTEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a request value holds a string no one can type and no schema should have to think
 * of (see UNTEXT), in a value or a key. The walk is iterative: a body may nest deeper than the stack.
 */
function hasUntypeable(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (UNTEXT.test(v)) return true;
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (UNTEXT.test(k)) return true;
        stack.push(x);
      }
    }
  }
  return false;
}

/** Refuses such requests before validation, for every route: the body, the query and the path. */
export function installInputGuard(app: FastifyInstance): void {
  // After validation, so a field whose schema refuses these characters keeps its own message;
  // still before any handler touches the database or a provider.
  app.addHook('preHandler', async (req) => {
    // A raw text body (the signed webhook) is the route's own business.
    const body = typeof req.body === 'string' ? null : req.body;
    if (hasUntypeable(req.query) || hasUntypeable(req.params) || hasUntypeable(body)) {
      throw new AppError('VALIDATION');
    }
  });
}
