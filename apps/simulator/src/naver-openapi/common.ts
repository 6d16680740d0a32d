/**
 * What every simulated Naver Open API route shares, on both platforms: the developer center
 * (`/naver-openapi`, X-Naver-Client-Id, `{"errorMessage","errorCode"}`) and NAVER API HUB
 * (`/naver-api-hub`, X-NCP-APIGW-API-KEY-ID, NCP's `{"error":{"errorCode","message"}}`): header
 * auth, quotas, error bodies, dates. One key's quota is one, whichever platform it is spent on.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../app';
import { applyFault } from '../faults';
import { marketOf } from '../market/state';
import errors from './errors.json' with { type: 'json' };
import hubErrors from './hub-errors.json' with { type: 'json' };

export type OpenApiErrorCode = keyof typeof errors;
type HubErrorCode = keyof typeof hubErrors;
export type Platform = 'developers' | 'hub';

/** Where each platform is mounted: the developer center's host, and the HUB's. */
export const MOUNTS: Record<Platform, string> = { developers: '/naver-openapi', hub: '/naver-api-hub' };

export function sendError(reply: FastifyReply, code: OpenApiErrorCode, detail?: string): FastifyReply {
  const e = errors[code];
  return reply
    .status(e.status)
    .send({ errorMessage: detail ? `${e.errorMessage}: ${detail}` : e.errorMessage, errorCode: code });
}

function sendHubError(reply: FastifyReply, code: HubErrorCode, detail?: string): FastifyReply {
  const e = hubErrors[code];
  return reply
    .status(e.status)
    .send({ error: { errorCode: code, message: detail ? `${e.message}: ${detail}` : e.message } });
}

/** The HUB's code for a fault's bare status, so an injected fault reads like the gateway's. */
const HUB_CODE_OF_STATUS: Record<number, HubErrorCode> = {
  400: '100',
  401: '200',
  403: '210',
  404: '300',
  413: '430',
  429: '420',
  500: '900',
  503: '500',
  504: '510',
};

const hubFaultBody = (status: number) => {
  const code = HUB_CODE_OF_STATUS[status] ?? '900';
  return { error: { errorCode: code, message: hubErrors[code].message } };
};

/**
 * A bad request in the platform's words: the developer center's own code (SE01…, 400), the HUB's
 * gateway 100 (Bad Request Exception; the HUB's own parameter codes are not documented).
 */
export function sendBadRequest(
  reply: FastifyReply,
  platform: Platform,
  code: OpenApiErrorCode,
  detail?: string,
): FastifyReply {
  return platform === 'hub'
    ? sendHubError(reply, '100', detail ?? errors[code].errorMessage)
    : sendError(reply, code, detail);
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
 * Counts the call, applies a pending fault, checks the key headers (developer center 401 errorCode
 * 024; HUB 401 errorCode 200), the per-second limit when one is set (429: 012; HUB 420 Rate
 * Limited; not counted against the day) and spends one call of the key's Korea-day quota (429:
 * 010; HUB 400 Quota Exceeded). Returns the client id when the route may answer, or null when the
 * reply was already sent.
 */
export async function admit(
  state: SimulatorState,
  service: string,
  api: 'search' | 'datalab',
  req: FastifyRequest,
  reply: FastifyReply,
  platform: Platform = 'developers',
): Promise<string | null> {
  const hub = platform === 'hub';
  const header = (name: string) => String(req.headers[name] ?? '').trim();
  const id = header(hub ? 'x-ncp-apigw-api-key-id' : 'x-naver-client-id');
  const secret = header(hub ? 'x-ncp-apigw-api-key' : 'x-naver-client-secret');
  state.calls.hit(service, id || '-');
  if (await applyFault(state.faults, service, reply, hub ? hubFaultBody : undefined)) return null;
  const market = marketOf(state);
  const registered = market.naverClients.get(id);
  if (!id || !secret || (registered !== undefined && registered !== secret)) {
    if (hub) sendHubError(reply, '200');
    else sendError(reply, '024');
    return null;
  }
  if (overRate(market, id)) {
    if (hub) sendHubError(reply, '420');
    else sendError(reply, '012');
    return null;
  }
  if (!market.spend(id, api)) {
    if (hub) sendHubError(reply, '400');
    else sendError(reply, '010');
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
