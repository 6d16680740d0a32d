import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type CancelQuote,
  type PayCancelAnswer,
  completeBody,
  ko,
  orderBody,
  payCancelBody,
  payCancelQuoteBody,
} from '@seller/shared';
import { keyOf } from '../../http/idempotency';
import type { PaymentsService } from './payments.service';

/**
 * The cancellation of a pay-history row as the manager screens call it (app.ts composes it: a
 * purchase through this feature, a grant through the agency feature, both audited).
 */
export interface ChargeCancelPort {
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/payment/order',
    {
      schema: { body: orderBody },
      config: {
        access: 'member',
        idempotent: true,
        rateLimit: { max: opts.orderLimit.max, timeWindow: opts.orderLimit.windowMs },
      },
    },
    async (req) => {
      const data = await opts.payments.createOrder(req.member!.mbrSn, req.body.packs, keyOf(req));
      return { code: 'OK', message: '', data };
    },
  );

  // The payload's txId, amounts, status and user are the browser's claims and are ignored.
  r.post(
    '/v1/payment/complete',
    { schema: { body: completeBody }, config: { access: 'member' } },
    async (req) => {
      const data = await opts.payments.complete(req.member!.mbrSn, req.body.paymentId);
      return { code: 'OK', message: ko.payments.callbackCompleted, data };
    },
  );

  // What payCancel would do now: the cancel dialog shows it before 확인.
  r.post(
    '/v1/payment/payCancelQuote',
    { schema: { body: payCancelQuoteBody }, config: { access: ['MNGR_MBR'] } },
    async (req) => ({ code: 'OK', message: '', data: await opts.charges.quoteCancel(req.body.selCoinUseSn) }),
  );

  // A purchase (`coin_…`) or a grant (`grant:…`) of the pay history, once per Idempotency-Key.
  r.post(
    '/v1/payment/payCancel',
    { schema: { body: payCancelBody }, config: { access: ['MNGR_MBR'], idempotent: true } },
    async (req) => {
      const data = await opts.charges.cancel(
        req.member!.mbrSn,
        req.body.selCoinUseSn,
        req.body.reason,
        keyOf(req),
        req.body.quoted,
      );
      return { code: 'OK', message: ko.payments.adminCancelled, data };
    },
  );

  // PortOne webhook: signed over the raw body, so this scope keeps the body as text.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 65_536 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post('/v1/payment/webhook', { config: { access: 'public', originCheck: false } }, async (req) => {
      const result = await opts.payments.webhook(typeof req.body === 'string' ? req.body : '', req.headers);
      return { code: 'OK', message: '', data: result };
    });
  });
}
