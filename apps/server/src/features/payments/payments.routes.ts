import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ko, okAnswer } from '@seller/shared';
import { paymentsContract } from '@seller/shared/contracts/payments';
import { z } from 'zod';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import { keyOf } from '../../http/idempotency';
import type { PaymentsService } from './payments.service';

export interface PaymentsRouteOptions {
  payments: PaymentsService;
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

  // payCancelQuote and payCancel are the members feature's (members.admin.routes.ts): a manager
  // cancels a purchase or a grant from the member screens.

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
