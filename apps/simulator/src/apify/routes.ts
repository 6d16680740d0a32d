/**
 * Apify's synchronous run API, `POST /apify/v2/actors/{user~actor}/run-sync-get-dataset-items`
 * (and the older `/v2/acts/…`), running the simulated Naver Shopping actors (actors.ts) over the
 * market's shopping list. As documented (apify/apify-docs apify-api openapi, 2026-08-07): the
 * token as `Authorization: Bearer` or `?token=`, the body is the actor's input, 201 with the
 * dataset as a JSON array and the X-Apify-Pagination-* headers; `maxItems` and
 * `maxTotalChargeUsd` cap what a run charges (so how many rows it pushes); errors as
 * `{"error": {"type", "message"}}`: 400 invalid-input / run-failed, 401, 402, 403, 404, 408, 429.
 * Faults: `apify` (any status in Apify's envelope, delays, `truncate`, `malformed`),
 * `apify:run-failed` (`body.status` FAILED, ABORTED or TIMED-OUT; FAILED by default) and
 * `apify:blocked` (the run ends, its dataset holds the failed page: what an actor reports when
 * Naver blocked it is ASSUMED).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../app';
import { hash32 } from '../market/rng';
import { shoppingSlots } from '../market/shopping-slots';
import { marketOf } from '../market/state';
import { takeShoppingFault } from '../shopping-faults';
import { SIM_ACTORS } from './actors';
import texts from './texts.json' with { type: 'json' };

/** The token the server uses in simulator mode (apps/server/src/adapters/shopping-sources.ts). */
export const SIMULATOR_APIFY_TOKEN = 'sim-apify-token';

const ERRORS: Record<number, { type: string; message: string }> = {
  401: { type: 'invalid-token', message: texts.tokenInvalid },
  402: { type: 'x402-payment-required', message: texts.paymentRequired },
  403: { type: 'insufficient-permissions', message: texts.forbidden },
  404: { type: 'record-not-found', message: texts.actorNotFound },
  408: { type: 'run-timeout-exceeded', message: texts.runTimeout },
  429: { type: 'rate-limit-exceeded', message: texts.rateLimited },
};

function sendError(reply: FastifyReply, status: number, type: string, message: string, headers = {}) {
  return reply.status(status).headers(headers).send({ error: { type, message } });
}

const runId = (seed: string) => hash32(seed).toString(36).padStart(7, '0').slice(0, 17);

export function registerApify(app: FastifyInstance, state: SimulatorState): void {
  const market = marketOf(state);
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const q = req.query as Record<string, string | undefined>;
    const bearer = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1]?.trim();
    const token = bearer ?? q.token?.trim() ?? '';
    state.calls.hit('apify', token || '-');
    const actorId = String((req.params as { actorId: string }).actorId).replace('/', '~');
    const taken = await takeShoppingFault(state, 'apify', ['run-failed', 'blocked']);
    if (taken?.scenario === 'run-failed') {
      const body = (taken.fault.body ?? {}) as { status?: string };
      const status = ['FAILED', 'ABORTED', 'TIMED-OUT'].includes(String(body.status))
        ? body.status
        : 'FAILED';
      const message = `Actor run did not succeed (run ID: ${runId(`${actorId}:${JSON.stringify(req.body ?? null)}`)}, status: ${status})`;
      return sendError(reply, 400, 'run-failed', message);
    }
    const f = taken?.scenario === null ? taken.fault : undefined;
    if (f?.malformed) return reply.status(201).type('application/json').send('[{"rank": 1, not json');
    if (f?.status) {
      if (f.body !== undefined)
        return reply
          .status(f.status)
          .headers(f.headers ?? {})
          .send(f.body);
      const e = ERRORS[f.status] ?? { type: 'internal-server-error', message: texts.server };
      const headers = f.status === 429 ? { 'retry-after': '1', ...f.headers } : (f.headers ?? {});
      return sendError(reply, f.status, e.type, e.message, headers);
    }

    if (!token) return sendError(reply, 401, 'token-not-provided', texts.tokenMissing);
    if (token !== SIMULATOR_APIFY_TOKEN) return sendError(reply, 401, 'invalid-token', texts.tokenInvalid);
    const actor = SIM_ACTORS.get(actorId);
    if (!actor) return sendError(reply, 404, 'record-not-found', texts.actorNotFound);
    const input = req.body;
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return sendError(reply, 400, 'invalid-input', 'Input must be a JSON object');
    const plan = actor.plan(input as Record<string, unknown>);
    if ('error' in plan) return sendError(reply, 400, 'invalid-input', plan.error);

    if (taken?.scenario === 'blocked') {
      // The actor's first page was refused; it pushed the failed request and ended SUCCEEDED.
      const url = `https://search.shopping.naver.com/ns/search?query=${encodeURIComponent(plan.keyword)}`;
      return reply.status(201).send([{ '#error': true, url, errorMessage: texts.blockedPage }]);
    }
    // What the run may charge: maxItems rows, and no more than maxTotalChargeUsd buys.
    let limit = plan.slots;
    if (q.maxItems !== undefined) limit = Math.min(limit, Math.max(0, Math.floor(Number(q.maxItems)) || 0));
    if (q.maxTotalChargeUsd !== undefined) {
      const capMicros = Math.round(Number(q.maxTotalChargeUsd) * 1_000_000);
      limit = Math.min(limit, Math.floor(Math.max(0, capMicros) / actor.microsPerRow));
    }
    // Without ads the run reads past them: at most three at the top and one in eleven after.
    let slots = shoppingSlots(
      market,
      plan.keyword,
      1,
      plan.keepAds ? limit : limit + Math.ceil(limit / 10) + 3,
    );
    if (!plan.keepAds) slots = slots.filter((s) => !s.isAd).slice(0, limit);
    if (f?.truncate !== undefined) slots = slots.slice(0, Math.max(0, f.truncate));
    const items = slots.map((s, i) => actor.row(s, plan.keyword, i + 1));
    return reply
      .status(201)
      .headers({
        'x-apify-pagination-offset': '0',
        'x-apify-pagination-limit': String(items.length),
        'x-apify-pagination-count': String(items.length),
        'x-apify-pagination-total': String(items.length),
      })
      .send(items);
  };
  app.post('/apify/v2/actors/:actorId/run-sync-get-dataset-items', handler);
  app.post('/apify/v2/acts/:actorId/run-sync-get-dataset-items', handler);
}
