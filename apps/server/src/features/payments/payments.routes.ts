import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CancelQuote, type PayCancelAnswer, ko, okAnswer } from '@seller/shared';
import { paymentsContract } from '@seller/shared/contracts/payments';
import { z } from 'zod';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import { keyOf } from '../../http/idempotency';
import type { PaymentsService } from './payments.service';

/**
 * The cancellation of a pay-history row as the manager screens call it (app.ts composes it: a
 * purchase through this feature, a grant through the agency feature, both audited).
 */
interface ChargeCancelPort {
  quoteCancel(selCoinUseSn: string): Promise<CancelQuote>;
  cancel(
    actorMbrSn: number,
    selCoinUseSn: string,
    reason: string,
    key: string,
    quoted?: { refundAmount: number; coins: number },
  ): Promise<PayCancelAnswer>;
}

export interface PaymentsRouteOptions {
  payments: PaymentsService;
  charges: ChargeCancelPort;
  /** Orders a member may start per window (checkout spam guard). */
  orderLimit: { max: number; windowMs: number };
}

/** Coin purchase calls (spec 01 §7, spec 02 §7). The member is always the session's. */
export function paymentsRoutes(app: FastifyInstance, opts: PaymentsRouteOptions): void {
  const c = paymentsContract;

  mount(
    app,
    c.order,
    async (req) => ok(await opts.payments.createOrder(req.me.mbrSn, req.body.packs, keyOf(req))),
    { rateLimit: { max: opts.orderLimit.max, timeWindow: opts.orderLimit.windowMs } },
  );

  // The payload's txId, amounts, status and user are the browser's claims and are ignored.
  mount(app, c.complete, async (req) =>
    ok(await opts.payments.complete(req.me.mbrSn, req.body.paymentId), ko.payments.callbackCompleted),
  );

  // What payCancel would do now: the cancel dialog shows it before 확인.
  mount(app, c.cancelQuote, async (req) => ok(await opts.charges.quoteCancel(req.body.selCoinUseSn)));

  // A purchase (`coin_…`) or a grant (`grant:…`) of the pay history, once per Idempotency-Key.
  mount(app, c.cancel, async (req) => {
    const data = await opts.charges.cancel(
      req.me.mbrSn,
      req.body.selCoinUseSn,
      req.body.reason,
      keyOf(req),
      req.body.quoted,
    );
    return ok(data, ko.payments.adminCancelled);
  });

  // PortOne webhook: signed over the raw body, so this scope keeps the body as text.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 65_536 }, (_req, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/v1/payment/webhook',
      {
        schema: { response: { 200: okAnswer(z.object({ handled: z.boolean() })) } },
        config: { access: 'public', originCheck: false },
      },
      async (req) =>
        ok(await opts.payments.webhook(typeof req.body === 'string' ? req.body : '', req.headers)),
    );
  });
}
