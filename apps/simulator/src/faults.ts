import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
}

export class FaultRegistry {
  private faults: Fault[] = [];
  add(f: Fault): void {
    this.faults.push({ ...f });
  }
  reset(): void {
    this.faults = [];
  }
  /** Takes the fault that applies to this call, if any, counting it down. */
  take(service: string, random: () => number = Math.random): Fault | null {
    const f = this.faults.find((x) => x.service === service && x.count > 0);
    if (!f) return null;
    if (f.rate !== undefined && random() >= f.rate) return null;
    f.count -= 1;
    if (f.count <= 0) this.faults = this.faults.filter((x) => x !== f);
    return f;
  }
}

/**
 * Applies a pending fault for `service` to this call. Returns true when the call was answered
 * (the route handler must then return the reply without doing anything else).
 */
export async function applyFault(
  faults: FaultRegistry,
  service: string,
  reply: FastifyReply,
): Promise<boolean> {
  const f = faults.take(service);
  if (!f) return false;
  if (f.delayMs) await new Promise((r) => setTimeout(r, f.delayMs));
  if (f.malformed) {
    await reply.status(200).type('application/json').send('{"items": [ this is not json');
    return true;
  }
  if (f.status) {
    await reply
      .status(f.status)
      .send(f.body ?? { errorMessage: 'simulated fault', errorCode: String(f.status) });
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
