/** Naver Search Ad keyword tool, `GET /keywordstool`, with the vendor's HMAC header check. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimulatorState } from '../app';
import { applyFault } from '../faults';
import { normKeyword } from '../market/rng';
import { marketOf, type Market } from '../market/state';
import { competition, isUnknownKeyword, monthlyVolume, popularity, relatedKeywords } from '../market/volumes';
import { hash32, unit } from '../market/rng';
import words from '../market/words.json' with { type: 'json' };

/** Allowed clock skew between X-Timestamp and the simulator (UNCONFIRMED for the real service). */
const SKEW_MS = 60_000;
const PATH = '/keywordstool';

function signature(timestamp: string, method: string, path: string, secret: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(`${timestamp}.${method}.${path}`)
    .digest('base64');
}

const invalidParameter = (reply: FastifyReply) =>
  reply.status(400).send({
    title: 'Invalid Parameter',
    status: 'BAD_REQUEST',
    detail: 'There are invalid parameters',
    type: 'about:blank',
  });

/** Naver's display form: counts under 10 come as the string "< 10". */
const count = (n: number): number | string => (n < 10 ? '< 10' : n);
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

function keywordRow(keyword: string, detail: boolean) {
  const k = normKeyword(keyword);
  const v = monthlyVolume(k);
  const relKeyword = k.replace(/\s+/g, '').toUpperCase();
  if (!detail) return { relKeyword, monthlyPcQcCnt: count(v.pc), monthlyMobileQcCnt: count(v.mobile) };
  const seed = hash32(`ad:${k}`);
  const pcCtr = round(0.2 + 2.5 * unit(seed, 1), 2);
  const moCtr = round(0.3 + 3 * unit(seed, 2), 2);
  return {
    relKeyword,
    monthlyPcQcCnt: count(v.pc),
    monthlyMobileQcCnt: count(v.mobile),
    monthlyAvePcClkCnt: round((v.pc * pcCtr) / 100, 1),
    monthlyAveMobileClkCnt: round((v.mobile * moCtr) / 100, 1),
    monthlyAvePcCtr: pcCtr,
    monthlyAveMobileCtr: moCtr,
    plAvgDepth: Math.min(15, Math.round(popularity(k) * 15)),
    compIdx: words.compIdx[competition(k)],
  };
}

/** Too many calls in the last second for this customer (speed limit, not a daily cap). */
function overRate(market: Market, customer: string): boolean {
  const now = Date.now();
  const hits = (market.searchAdHits.get(customer) ?? []).filter((t) => now - t < 1000);
  hits.push(now);
  market.searchAdHits.set(customer, hits);
  return hits.length > market.searchAdRatePerSec;
}

export function registerNaverSearchAd(app: FastifyInstance, state: SimulatorState): void {
  const market = marketOf(state);
  app.get(`/searchad${PATH}`, async (req, reply) => {
    const h = (name: string) => String(req.headers[name] ?? '').trim();
    const apiKey = h('x-api-key');
    state.calls.hit('naver-searchad', apiKey || '-');
    if (await applyFault(state.faults, 'naver-searchad', reply)) return reply;

    const account = market.searchAdAccounts.get(apiKey);
    const timestamp = h('x-timestamp');
    const sent = h('x-signature');
    if (!account || !timestamp || !sent || !h('x-customer')) {
      // Body shape for a missing/unknown key is not documented; this mirrors the 403 problem bodies.
      return reply.status(401).send({
        status: 401,
        type: 'urn:naver:api:problem:unauthorized',
        title: 'Unauthorized',
        detail: 'Invalid API key or missing headers.',
      });
    }
    if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp)) > SKEW_MS) {
      return reply.status(403).send({
        timestamp,
        status: 403,
        type: 'urn:naver:api:problem:invalid-timestamp',
        title: 'Invalid Timestamp',
        detail: 'Request has expired.',
      });
    }
    const expected = Buffer.from(signature(timestamp, 'GET', PATH, account.secret));
    const given = Buffer.from(sent);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return reply.status(403).send({
        signature: sent,
        status: 403,
        type: 'urn:naver:api:problem:invalid-signature',
        title: 'Invalid Signature',
        detail: `Signature '${sent}' is invalid.`,
      });
    }
    // The signature does not cover X-Customer: a customer id the key may not act for (e.g. the new
    // ad-account number instead of the legacy customer id) is refused as auth-failed (SAD #1054,
    // #1256; the legacy id is the one that works, #1409, #1420).
    if (h('x-customer') !== account.customerId) {
      return reply.status(403).send({
        status: 403,
        type: 'urn:naver:api:problem:auth-failed',
        title: 'Auth Failed',
        detail: `Auth failed with api-key: ${apiKey.slice(0, 2)}**, customer-id: ${h('x-customer')}`,
      });
    }
    if (overRate(market, account.customerId))
      return reply.status(429).send({ code: 429, message: 'Too Many Requests' });

    const q = req.query as Record<string, string | undefined>;
    // The parameter name is case-sensitive: a wrong spelling quietly yields nothing.
    if (q.hintKeywords === undefined)
      return Object.keys(q).some((k) => k.toLowerCase() === 'hintkeywords')
        ? { keywordList: [] }
        : invalidParameter(reply);
    if (q.showDetail !== undefined && q.showDetail !== '0' && q.showDetail !== '1')
      return invalidParameter(reply);
    const raw = q.hintKeywords;
    const hints = raw.split(',');
    if (!raw || /\s/.test(raw) || hints.length > 5 || hints.some((k) => !k)) return invalidParameter(reply);
    const detail = q.showDetail === '1';

    const known = hints.filter((k) => !isUnknownKeyword(k));
    const seen = new Set<string>();
    const rows = [];
    for (const k of [...known, ...known.flatMap((k) => relatedKeywords(k))]) {
      const row = keywordRow(k, detail);
      if (seen.has(row.relKeyword)) continue;
      seen.add(row.relKeyword);
      rows.push(row);
    }
    return { keywordList: rows };
  });
}
