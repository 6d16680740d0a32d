/** What every simulated Naver Open API route shares: header auth, quotas, error bodies, dates. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../app';
import { applyFault } from '../faults';
import { marketOf } from '../market/state';
import errors from './errors.json' with { type: 'json' };

export type OpenApiErrorCode = keyof typeof errors;

export function sendError(reply: FastifyReply, code: OpenApiErrorCode, detail?: string): FastifyReply {
  const e = errors[code];
  return reply
    .status(e.status)
    .send({ errorMessage: detail ? `${e.errorMessage}: ${detail}` : e.errorMessage, errorCode: code });
}

/** Counts a call of the client id; true when the per-second limit (if set) is passed. */
function overRate(market: ReturnType<typeof marketOf>, clientId: string): boolean {
  if (market.openApiRatePerSec <= 0) return false;
  const now = Date.now();
  const hits = (market.openApiHits.get(clientId) ?? []).filter((t) => now - t < 1000);
  hits.push(now);
  market.openApiHits.set(clientId, hits);
  return hits.length > market.openApiRatePerSec;
}

/**
 * Counts the call, applies a pending fault, checks the client id/secret headers (401, errorCode
 * 024), the per-second limit when one is set (429, errorCode 012; not counted against the day)
 * and spends one call of the key's Korea-day quota (429, errorCode 010). Returns the client id
 * when the route may answer, or null when the reply was already sent.
 */
export async function admit(
  state: SimulatorState,
  service: string,
  api: 'search' | 'datalab',
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  const id = String(req.headers['x-naver-client-id'] ?? '').trim();
  const secret = String(req.headers['x-naver-client-secret'] ?? '').trim();
  state.calls.hit(service, id || '-');
  if (await applyFault(state.faults, service, reply)) return null;
  const market = marketOf(state);
  const registered = market.naverClients.get(id);
  if (!id || !secret || (registered !== undefined && registered !== secret)) {
    sendError(reply, '024');
    return null;
  }
  if (overRate(market, id)) {
    sendError(reply, '012');
    return null;
  }
  if (!market.spend(id, api)) {
    sendError(reply, '010');
    return null;
  }
  return id;
}

/** An integer query parameter, the default when absent, NaN when present but not an integer. */
export function intParam(v: unknown, fallback: number): number {
  if (v === undefined || v === '') return fallback;
  const s = String(v);
  return /^-?\d+$/.test(s) ? Number(s) : NaN;
}

/** Wraps query tokens in <b>…</b> the way the search API highlights matches. */
export function highlight(text: string, query: string): string {
  const tokens = query.toLowerCase().split(/\s+/).filter(Boolean);
  const lower = text.toLowerCase();
  const marks = new Array<boolean>(text.length).fill(false);
  for (const t of tokens) {
    for (let i = lower.indexOf(t); i >= 0; i = lower.indexOf(t, i + t.length))
      marks.fill(true, i, i + t.length);
  }
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (marks[i] && !marks[i - 1]) out += '<b>';
    out += text[i];
    if (marks[i] && !marks[i + 1]) out += '</b>';
  }
  return out;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** RFC-1123 in Korea time, as `lastBuildDate` ("Thu, 12 Jun 2025 23:20:23 +0900"), on the simulated date. */
export function lastBuildDate(date: string, now = new Date()): string {
  const kst = new Date(now.getTime() + 9 * 3_600_000);
  const d = new Date(`${date}T${kst.toISOString().slice(11, 19)}Z`);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${DAYS[d.getUTCDay()]}, ${p(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0900`;
}

/** A query string value that arrived with broken percent-encoding (SE06). */
export function badlyEncoded(raw: string): boolean {
  try {
    decodeURIComponent(raw.replace(/\+/g, ' '));
    return false;
  } catch {
    return true;
  }
}
