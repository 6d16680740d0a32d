import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Rng, rngFor } from './market/rng';

/** A fault for the next `count` calls of one service (set through /__control/faults). */
export interface Fault {
  service: string;
  count: number;
  status?: number;
  delayMs?: number;
  /** Send a body that is not valid JSON (or not the expected shape) with status 200. */
  malformed?: boolean;
  body?: unknown;
  /** Fail each call with this probability instead of always (for "20% of calls" tests). */
  rate?: number;
  /**
   * Which calls a `rate` fault hits is seeded (issue 43 §6): the same faults fail the same calls
   * on every run and machine. A seed starts the service's stream again from it.
   */
  seed?: number;
  /**
   * Answer 200 as usual but with only the first `truncate` items of the page (0: none), `total`
   * unchanged: the short page a list provider sends now and then. Routes that page a list honour it.
   */
  truncate?: number;
  /** Headers sent with a `status` answer (e.g. `Retry-After` with a 429). */
  headers?: Record<string, string>;
}

export class FaultRegistry {
  private faults: Fault[] = [];
  /**
   * One seeded stream per service, which consecutive `rate` entries share (a fresh stream per
   * entry would draw the same first numbers for each, so 200 entries of 30% could all hit).
   */
  private streams = new Map<string, Rng>();
  add(f: Fault): void {
    this.faults.push({ ...f });
    if (f.seed !== undefined) this.streams.set(f.service, rngFor('fault', f.service, f.seed));
  }
  reset(): void {
    this.faults = [];
    this.streams.clear();
  }
  private streamOf(service: string): Rng {
    let r = this.streams.get(service);
    if (!r) this.streams.set(service, (r = rngFor('fault', service, 0)));
    return r;
  }
  /** Takes the fault that applies to this call, if any, counting it down. */
  take(service: string, random?: Rng): Fault | null {
    const f = this.faults.find((x) => x.service === service && x.count > 0);
    if (!f) return null;
    if (f.rate !== undefined && (random ?? this.streamOf(service))() >= f.rate) return null;
    f.count -= 1;
    if (f.count <= 0) this.faults = this.faults.filter((x) => x !== f);
    return f;
  }
}

// A truncation taken for a request, read back by the route that builds the page.
const truncations = new WeakMap<FastifyRequest, number>();

/** The page's items, cut short when a `truncate` fault was taken for this request. */
export const truncated = <T>(req: FastifyRequest, items: T[]): T[] => {
  const n = truncations.get(req);
  return n === undefined ? items : items.slice(0, Math.max(0, n));
};

/**
 * Applies a pending fault for `service` to this call. Returns true when the call was answered
 * (the route handler must then return the reply without doing anything else).
 */
export async function applyFault(
  faults: FaultRegistry,
  service: string,
  reply: FastifyReply,
  /** The body of a `status` fault given none, in the service's own error shape. */
  bodyOf: (status: number) => unknown = (status) => ({
    errorMessage: 'simulated fault',
    errorCode: String(status),
  }),
): Promise<boolean> {
  const f = faults.take(service);
  if (!f) return false;
  if (f.delayMs) await new Promise((r) => setTimeout(r, f.delayMs));
  if (f.truncate !== undefined) {
    truncations.set(reply.request, f.truncate);
    return false; // the route answers, with the page cut short
  }
  if (f.malformed) {
    await reply.status(200).type('application/json').send('{"items": [ this is not json');
    return true;
  }
  if (f.status) {
    await reply
      .status(f.status)
      .headers(f.headers ?? {})
      .send(f.body ?? bodyOf(f.status));
    return true;
  }
  return false; // a pure delay: the call proceeds normally
}

export function faultRoutes(app: FastifyInstance, faults: FaultRegistry): void {
  app.post('/__control/faults', async (req: FastifyRequest<{ Body: Fault | Fault[] }>) => {
    for (const f of [req.body].flat()) faults.add(f);
    return { ok: true };
  });
  app.delete('/__control/faults', async () => {
    faults.reset();
    return { ok: true };
  });
}
