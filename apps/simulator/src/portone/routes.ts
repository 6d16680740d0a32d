/**
 * PortOne V2 stand-in.
 *
 * REST (base `<sim>/portone`, and the same at the root for the official SDK, which takes an
 * origin; header `Authorization: PortOne <apiSecret>`; bodies are read as JSON whatever their
 * Content-Type, as PortOne does):
 *   GET  /portone/payments/{paymentId}                 Payment JSON per status
 *   POST /portone/payments/{paymentId}/cancel          {reason, amount?, currentCancellableAmount?}
 *   GET  /portone/identity-verifications/{id}          IdentityVerification JSON
 * Browser pages (stand-ins for the browser SDK windows):
 *   GET  /portone/checkout?storeId&channelKey&paymentId&orderName&totalAmount&currency&payMethod&redirectUrl[&customData&customerId]
 *   GET  /portone/identity?identityVerificationId[&redirectUrl&storeId&channelKey&customData&parentOrigin]
 * Control (header X-Simulator-Secret, access.ts):
 *   POST /__control/portone/payments                   create/set a payment directly
 *   GET  /__control/portone/payments/{id}              the Payment JSON without the API secret
 *   POST /__control/portone/webhooks                   resend webhooks (duplicate / out of order / delayed)
 *   GET  /__control/portone/webhooks                   deliveries so far
 *   POST /__control/portone/identity-verifications     create/set an identity verification
 *   POST /__control/portone/identity-options           {omit:[fields]} left out of later verifications
 * Signed webhooks go to `${appUrl}/v1/payment/webhook` on every status change.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../app';
import { applyFault } from '../faults';
import { acceptForms, hidden, html, isHttpUrl, page, raw, withQuery, type FormBody } from '../html';
import {
  PortoneStore,
  cancellationJson,
  identityJson,
  paymentJson,
  type IdentityField,
  type SimPayment,
  type SimPaymentStatus,
} from './store';
import texts from './texts.json' with { type: 'json' };
import { WebhookSender, paymentWebhook, type WebhookDelivery } from './webhooks';

export interface PortoneSimOptions {
  /** The V2 API secret the REST API accepts (`Authorization: PortOne <apiSecret>`). */
  apiSecret: string;
  /** Standard Webhooks secret the outgoing webhooks are signed with. */
  webhookSecret: string;
}

/** Documented fixed secrets: the server's simulator mode uses the same values. */
export const PORTONE_SIM_DEFAULTS = {
  apiSecret: 'sim-portone-secret',
  /** whsec_ + base64("sim-portone-webhook-secret"). */
  webhookSecret: `whsec_${Buffer.from('sim-portone-webhook-secret').toString('base64')}`,
  storeId: 'store-sim',
  channelKey: 'channel-key-sim',
} as const;

const PAY_METHODS = [
  'CARD',
  'VIRTUAL_ACCOUNT',
  'TRANSFER',
  'MOBILE',
  'GIFT_CERTIFICATE',
  'EASY_PAY',
] as const;
const STATUSES: SimPaymentStatus[] = ['READY', 'PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED'];
const IDENTITY_FIELDS: IdentityField[] = ['ci', 'di', 'phoneNumber', 'operator', 'gender', 'birthDate'];
const OPERATORS = ['SKT', 'KT', 'LGU', 'SKT_MVNO', 'KT_MVNO', 'LGU_MVNO'];
const EVENT_OF: Record<SimPaymentStatus, string> = {
  READY: 'Transaction.Ready',
  PAID: 'Transaction.Paid',
  FAILED: 'Transaction.Failed',
  CANCELLED: 'Transaction.Cancelled',
  PARTIAL_CANCELLED: 'Transaction.PartialCancelled',
};

const identityScript = readFileSync(new URL('./identity-frame.js', import.meta.url), 'utf8');

type ErrorType = keyof typeof texts.errors;
function fail(reply: FastifyReply, status: number, type: ErrorType | string, message?: string) {
  return reply.status(status).send({ type, message: message ?? texts.errors[type as ErrorType] ?? type });
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const int = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};
const normCurrency = (c: string | undefined) => (c ? c.replace(/^CURRENCY_/, '') : undefined);

export function registerPortone(app: FastifyInstance, state: SimulatorState): void {
  const now = () => state.options.now?.() ?? new Date();
  const opts = (): PortoneSimOptions => ({
    apiSecret: state.options.portone?.apiSecret ?? PORTONE_SIM_DEFAULTS.apiSecret,
    webhookSecret: state.options.portone?.webhookSecret ?? PORTONE_SIM_DEFAULTS.webhookSecret,
  });
  const store = new PortoneStore(now);
  const sender = new WebhookSender({
    url: () =>
      state.options.appUrl ? `${state.options.appUrl.replace(/\/$/, '')}/v1/payment/webhook` : null,
    secret: opts().webhookSecret,
    now,
    log: (m) => app.log.warn(m),
  });
  state.onReset.push(() => {
    store.reset();
    sender.reset();
  });

  /** Records a status-change event and delivers its webhook (awaited only where asked). */
  const emit = (p: SimPayment, cancellationId?: string) => {
    const event = { type: EVENT_OF[p.status], timestamp: now().toISOString(), cancellationId };
    const msg = paymentWebhook(event, p);
    p.events.push({ ...event, webhookId: msg.webhookId });
    return sender.send(msg);
  };
  const emitInBackground = (p: SimPayment, cancellationId?: string) => {
    void emit(p, cancellationId).catch((e: Error) => app.log.warn(e.message));
  };
  const resendMessage = (p: SimPayment, e: SimPayment['events'][number]) => ({
    ...paymentWebhook(e, p),
    webhookId: e.webhookId,
  });

  const authorized = (req: FastifyRequest) => req.headers.authorization === `PortOne ${opts().apiSecret}`;

  app.register(async (scope) => {
    acceptForms(scope);
    // PortOne reads a request body as JSON whatever its Content-Type: the official server SDK
    // posts JSON with none set, which fetch sends as text/plain. Accept it like the real API.
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser(['text/plain', '*'], { parseAs: 'string' }, (_req, body, done) => {
      try {
        done(null, body ? JSON.parse(String(body)) : {});
      } catch {
        done(null, {});
      }
    });

    // ---- REST -------------------------------------------------------------------------------
    // Under /portone and at the root: the SDK's PortOneClient takes an origin and drops any path.
    for (const base of ['/portone', '']) registerRest(scope, base);
    registerPages(scope);
  });

  function registerRest(scope: FastifyInstance, base: string): void {
    scope.get(
      `${base}/payments/:paymentId`,
      async (
        req: FastifyRequest<{ Params: { paymentId: string }; Querystring: { storeId?: string } }>,
        reply,
      ) => {
        state.calls.hit('portone', 'GET /payments');
        if (await applyFault(state.faults, 'portone', reply)) return reply;
        if (!authorized(req)) return fail(reply, 401, 'UNAUTHORIZED');
        const p = store.payments.get(req.params.paymentId);
        if (!p || (req.query.storeId && req.query.storeId !== p.storeId))
          return fail(reply, 404, 'PAYMENT_NOT_FOUND');
        return paymentJson(store, p);
      },
    );

    // GET /payments?requestBody={page, filter}: the V2 list (getPayments), newest status change first.
    scope.get(
      `${base}/payments`,
      async (req: FastifyRequest<{ Querystring: { requestBody?: string } }>, reply) => {
        state.calls.hit('portone', 'GET /payments (list)');
        if (await applyFault(state.faults, 'portone', reply)) return reply;
        if (!authorized(req)) return fail(reply, 401, 'UNAUTHORIZED');
        let input: { page?: { number?: unknown; size?: unknown }; filter?: Record<string, unknown> };
        try {
          input = JSON.parse(req.query.requestBody ?? '{}') as typeof input;
        } catch {
          return fail(reply, 400, 'INVALID_REQUEST', 'requestBody is not JSON');
        }
        const f = input.filter ?? {};
        const number = int(input.page?.number) ?? 0;
        const size = Math.min(int(input.page?.size) ?? 10, 1000);
        const byCreation = f.timestampType === 'CREATED_AT';
        const until = str(f.until) ? Date.parse(str(f.until)!) : now().getTime();
        const from = str(f.from) ? Date.parse(str(f.from)!) : until - 90 * 86_400_000;
        if (Number.isNaN(from) || Number.isNaN(until) || number < 0 || size < 1)
          return fail(reply, 400, 'INVALID_REQUEST', 'bad page or time range');
        const statuses = Array.isArray(f.status) ? f.status.map(String) : null;
        const at = (p: SimPayment) => Date.parse(byCreation ? p.requestedAt : p.statusChangedAt);
        const matching = [...store.payments.values()]
          .filter(
            (p) => (!str(f.storeId) || p.storeId === f.storeId) && (!statuses || statuses.includes(p.status)),
          )
          .filter((p) => at(p) >= from && at(p) <= until)
          .sort((a, b) => at(b) - at(a));
        const items = matching.slice(number * size, (number + 1) * size).map((p) => paymentJson(store, p));
        return { items, page: { number, size, totalCount: matching.length } };
      },
    );

    scope.post(
      `${base}/payments/:paymentId/cancel`,
      async (req: FastifyRequest<{ Params: { paymentId: string }; Body: unknown }>, reply) => {
        state.calls.hit('portone', 'POST /payments/cancel');
        if (await applyFault(state.faults, 'portone', reply)) return reply;
        if (!authorized(req)) return fail(reply, 401, 'UNAUTHORIZED');
        const p = store.payments.get(req.params.paymentId);
        if (!p) return fail(reply, 404, 'PAYMENT_NOT_FOUND');
        const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
        const reason = str(body.reason);
        if (!reason) return fail(reply, 400, 'INVALID_REQUEST', 'reason is required');
        if (
          body.amount !== undefined &&
          (typeof body.amount !== 'number' || !Number.isSafeInteger(body.amount) || body.amount <= 0)
        ) {
          return fail(reply, 400, 'INVALID_REQUEST', 'amount must be a positive integer');
        }
        if (p.status === 'CANCELLED') return fail(reply, 409, 'PAYMENT_ALREADY_CANCELLED');
        if (p.status !== 'PAID' && p.status !== 'PARTIAL_CANCELLED')
          return fail(reply, 409, 'PAYMENT_NOT_PAID');
        const cancellable = store.cancellable(p);
        if (body.currentCancellableAmount !== undefined && body.currentCancellableAmount !== cancellable) {
          return fail(reply, 409, 'CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN');
        }
        const amount = (body.amount as number | undefined) ?? cancellable;
        if (amount > cancellable) return fail(reply, 400, 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT');
        const c = store.addCancellation(p, amount, reason);
        if (body.skipWebhook !== true) emitInBackground(p, c.id);
        return { cancellation: cancellationJson(c) };
      },
    );

    scope.get(
      `${base}/identity-verifications/:id`,
      async (req: FastifyRequest<{ Params: { id: string } }>, reply) => {
        state.calls.hit('portone', 'GET /identity-verifications');
        if (await applyFault(state.faults, 'portone', reply)) return reply;
        if (!authorized(req)) return fail(reply, 401, 'UNAUTHORIZED');
        const iv = store.identities.get(req.params.id);
        if (!iv) return fail(reply, 404, 'IDENTITY_VERIFICATION_NOT_FOUND');
        return identityJson(iv);
      },
    );
  }

  function registerPages(scope: FastifyInstance): void {
    // ---- checkout page ----------------------------------------------------------------------
    const checkoutFields = (q: Record<string, unknown>) => {
      const f = {
        storeId: str(q.storeId),
        channelKey: str(q.channelKey),
        paymentId: str(q.paymentId),
        orderName: str(q.orderName),
        totalAmount: int(q.totalAmount),
        currency: normCurrency(str(q.currency)),
        payMethod: str(q.payMethod),
        redirectUrl: str(q.redirectUrl),
        customData: str(q.customData),
        customerId: str(q.customerId),
      };
      const bad: string[] = [];
      for (const k of ['storeId', 'channelKey', 'paymentId', 'orderName'] as const) if (!f[k]) bad.push(k);
      if (!f.totalAmount || f.totalAmount < 1) bad.push('totalAmount');
      if (f.currency !== 'KRW') bad.push('currency');
      if (!PAY_METHODS.includes(f.payMethod as (typeof PAY_METHODS)[number])) bad.push('payMethod');
      if (!isHttpUrl(f.redirectUrl)) bad.push('redirectUrl');
      return { f, bad };
    };
    const badRequestPage = (reply: FastifyReply, title: string, message: string, bad: string[]) =>
      reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(
          page(
            title,
            html`<h1>${title}</h1>
              <p class="error">${message} ${bad.join(', ')}</p>`,
          ),
        );

    scope.get(
      '/portone/checkout',
      async (req: FastifyRequest<{ Querystring: Record<string, string> }>, reply) => {
        const { f, bad } = checkoutFields(req.query);
        if (bad.length) return badRequestPage(reply, texts.invalidRequestTitle, texts.missingParams, bad);
        const existing = store.payments.get(f.paymentId!);
        const p = store.open({
          id: f.paymentId!,
          storeId: f.storeId!,
          channelKey: f.channelKey!,
          orderName: f.orderName!,
          totalAmount: f.totalAmount!,
          currency: f.currency!,
          payMethod: f.payMethod!,
          customData: f.customData,
          customerId: f.customerId,
        });
        if (p !== existing && p.status === 'READY') emitInBackground(p);
        const carry = hidden({ paymentId: f.paymentId, redirectUrl: f.redirectUrl });
        const methodLabel = (texts.payMethods as Record<string, string>)[f.payMethod!] ?? f.payMethod;
        const body = html` <span class="badge">${texts.badge}</span>
          <h1>${texts.checkoutTitle}</h1>
          <p class="sub">${texts.checkoutSub}</p>
          <dl>
            <dt>${texts.store}</dt>
            <dd>${f.storeId}</dd>
            <dt>${texts.paymentId}</dt>
            <dd data-testid="payment-id">${f.paymentId}</dd>
            <dt>${texts.orderName}</dt>
            <dd data-testid="order-name">${f.orderName}</dd>
            <dt>${texts.amount}</dt>
            <dd data-testid="amount">${f.totalAmount!.toLocaleString('ko-KR')}${texts.won}</dd>
            <dt>${texts.payMethod}</dt>
            <dd>${methodLabel}</dd>
          </dl>
          <div class="actions">
            <form method="post" action="/portone/checkout/pay">
              ${carry}<button class="primary" type="submit">${texts.pay}</button>
            </form>
            <form method="post" action="/portone/checkout/cancel">
              ${carry}<button class="secondary" type="submit">${texts.cancel}</button>
            </form>
          </div>`;
        return reply.type('text/html; charset=utf-8').send(page(texts.checkoutTitle, body));
      },
    );

    scope.post('/portone/checkout/pay', async (req: FastifyRequest<{ Body: FormBody }>, reply) => {
      const { paymentId, redirectUrl } = req.body ?? {};
      const p = paymentId ? store.payments.get(paymentId) : undefined;
      if (!p || !isHttpUrl(redirectUrl))
        return badRequestPage(reply, texts.invalidRequestTitle, texts.missingParams, [
          'paymentId',
          'redirectUrl',
        ]);
      if (p.status !== 'READY' && p.status !== 'FAILED') {
        return reply.redirect(
          withQuery(redirectUrl, {
            paymentId: p.id,
            transactionType: 'PAYMENT',
            code: 'FAILURE_TYPE_PG',
            message: texts.alreadyPaid,
          }),
          303,
        );
      }
      p.failure = undefined;
      store.setStatus(p, 'PAID');
      emitInBackground(p);
      return reply.redirect(
        withQuery(redirectUrl, { paymentId: p.id, txId: p.transactionId, transactionType: 'PAYMENT' }),
        303,
      );
    });

    scope.post('/portone/checkout/cancel', async (req: FastifyRequest<{ Body: FormBody }>, reply) => {
      const { paymentId, redirectUrl } = req.body ?? {};
      const p = paymentId ? store.payments.get(paymentId) : undefined;
      if (!p || !isHttpUrl(redirectUrl))
        return badRequestPage(reply, texts.invalidRequestTitle, texts.missingParams, [
          'paymentId',
          'redirectUrl',
        ]);
      if (p.status === 'READY') {
        store.setStatus(p, 'FAILED');
        emitInBackground(p);
      }
      return reply.redirect(
        withQuery(redirectUrl, {
          paymentId: p.id,
          txId: p.transactionId,
          transactionType: 'PAYMENT',
          code: 'FAILURE_TYPE_PG',
          message: texts.userCancelled,
          pgCode: 'PAY_PROCESS_CANCELED',
          pgMessage: texts.userCancelled,
        }),
        303,
      );
    });

    // ---- identity verification page -----------------------------------------------------------
    scope.get('/portone/identity.js', async (_req, reply) =>
      reply.type('application/javascript; charset=utf-8').send(identityScript),
    );

    const identityForm = (q: Record<string, string | undefined>, error?: string) => {
      const carry = hidden({
        identityVerificationId: q.identityVerificationId,
        redirectUrl: q.redirectUrl,
        parentOrigin: q.parentOrigin,
      });
      const gender = q.gender ?? 'MALE';
      const operator = q.operator ?? 'SKT';
      return html` <span class="badge">${texts.badge}</span>
        <h1>${texts.identityTitle}</h1>
        <p class="sub">${texts.identitySub}</p>
        ${error ? html`<p class="error">${error}</p>` : ''}
        <form method="post" action="/portone/identity/submit">
          ${carry}
          <label
            ><span>${texts.name}</span
            ><input type="text" name="name" value="${q.name ?? texts.defaultName}" required
          /></label>
          <label
            ><span>${texts.phone}</span
            ><input
              type="tel"
              name="phoneNumber"
              value="${q.phoneNumber ?? '01012345678'}"
              pattern="01[0-9]{8,9}"
              required
          /></label>
          <label
            ><span>${texts.birth}</span
            ><input type="date" name="birthDate" value="${q.birthDate ?? '1990-01-01'}" required
          /></label>
          <label
            ><span>${texts.gender}</span
            ><select name="gender">
              <option value="MALE" ${gender === 'MALE' ? raw(' selected') : ''}>${texts.male}</option>
              <option value="FEMALE" ${gender === 'FEMALE' ? raw(' selected') : ''}>${texts.female}</option>
            </select></label
          >
          <label
            ><span>${texts.operator}</span
            ><select name="operator">
              ${OPERATORS.map((o) => html`<option value="${o}" ${o === operator ? raw(' selected') : ''}>${o}</option>`)}
            </select></label
          >
          <div class="actions"><button class="primary" type="submit">${texts.verify}</button></div>
        </form>
        <form method="post" action="/portone/identity/cancel">
          ${carry}
          <div class="actions"><button class="secondary" type="submit">${texts.cancel}</button></div>
        </form>`;
    };

    const identityDone = (
      reply: FastifyReply,
      result: Record<string, string | undefined>,
      redirectUrl: string | undefined,
      parentOrigin: string | undefined,
    ) => {
      if (isHttpUrl(redirectUrl)) return reply.redirect(withQuery(redirectUrl, result), 303);
      // No redirect: the page lives in an iframe or popup and tells its opener by postMessage.
      const data = JSON.stringify(
        Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined)),
      );
      const body = html`<h1>${texts.identityTitle}</h1>
        <p id="portone-result" data-result="${data}" data-origin="${parentOrigin ?? ''}">
          ${result.code ? result.message : texts.identityDone}
        </p>`;
      return reply
        .type('text/html; charset=utf-8')
        .send(page(texts.identityTitle, body, { scripts: ['/portone/identity.js'] }));
    };

    scope.get(
      '/portone/identity',
      async (req: FastifyRequest<{ Querystring: Record<string, string> }>, reply) => {
        const q = req.query;
        const id = str(q.identityVerificationId);
        if (!id) return badRequestPage(reply, texts.identityTitle, texts.identityMissingId, []);
        const existing = store.identities.get(id);
        if (existing && existing.status !== 'READY') {
          return badRequestPage(reply, texts.identityTitle, texts.identityAlreadyDone, [id]);
        }
        store.identity(id, {
          storeId: str(q.storeId),
          channelKey: str(q.channelKey),
          customData: str(q.customData),
        });
        return reply.type('text/html; charset=utf-8').send(page(texts.identityTitle, identityForm(q)));
      },
    );

    scope.post('/portone/identity/submit', async (req: FastifyRequest<{ Body: FormBody }>, reply) => {
      const b = req.body ?? {};
      const id = str(b.identityVerificationId);
      const iv = id ? store.identities.get(id) : undefined;
      if (!iv || iv.status !== 'READY')
        return badRequestPage(reply, texts.identityTitle, texts.identityAlreadyDone, [id ?? '']);
      const name = str(b.name);
      const phoneNumber = str(b.phoneNumber)?.replace(/\D/g, '');
      const birthDate = str(b.birthDate);
      const gender = b.gender === 'FEMALE' ? 'FEMALE' : b.gender === 'OTHER' ? 'OTHER' : 'MALE';
      const operator = OPERATORS.includes(b.operator ?? '') ? b.operator! : 'SKT';
      if (
        !name ||
        !phoneNumber ||
        !/^01\d{8,9}$/.test(phoneNumber) ||
        !birthDate ||
        !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)
      ) {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(page(texts.identityTitle, identityForm(b, texts.errors.INVALID_REQUEST)));
      }
      store.verify(iv, { name, phoneNumber, birthDate, gender, operator });
      return identityDone(
        reply,
        {
          identityVerificationId: iv.id,
          identityVerificationTxId: iv.pgTxId,
          transactionType: 'IDENTITY_VERIFICATION',
        },
        b.redirectUrl,
        b.parentOrigin,
      );
    });

    scope.post('/portone/identity/cancel', async (req: FastifyRequest<{ Body: FormBody }>, reply) => {
      const b = req.body ?? {};
      const id = str(b.identityVerificationId);
      const iv = id ? store.identities.get(id) : undefined;
      if (!iv) return badRequestPage(reply, texts.identityTitle, texts.identityMissingId, []);
      if (iv.status === 'READY') {
        const at = now().toISOString();
        Object.assign(iv, {
          status: 'FAILED',
          updatedAt: at,
          statusChangedAt: at,
          failure: {
            reason: texts.identityCancelled,
            pgCode: 'USER_CANCEL',
            pgMessage: texts.identityCancelled,
          },
        });
      }
      return identityDone(
        reply,
        {
          identityVerificationId: iv.id,
          transactionType: 'IDENTITY_VERIFICATION',
          code: 'FAILURE_TYPE_PG',
          message: texts.identityCancelled,
        },
        b.redirectUrl,
        b.parentOrigin,
      );
    });
  }

  // ---- control ----------------------------------------------------------------------------------
  app.post(
    '/__control/portone/payments',
    async (req: FastifyRequest<{ Body: Record<string, unknown> }>, reply) => {
      const b = req.body ?? {};
      const id = str(b.paymentId) ?? store.nextId('payment');
      const status = (str(b.status) ?? 'PAID') as SimPaymentStatus;
      if (!STATUSES.includes(status))
        return reply.status(400).send({ message: `status must be one of ${STATUSES.join(', ')}` });
      const amount = int(b.amount) ?? 1000;
      let p = store.payments.get(id);
      if (!p) {
        p = store.open({
          id,
          storeId: str(b.storeId) ?? PORTONE_SIM_DEFAULTS.storeId,
          channelKey: str(b.channelKey) ?? PORTONE_SIM_DEFAULTS.channelKey,
          orderName: str(b.orderName) ?? 'order',
          totalAmount: amount,
          currency: normCurrency(str(b.currency)) ?? 'KRW',
          payMethod: str(b.payMethod) ?? 'CARD',
          customData: str(b.customData),
          customerId: str(b.customerId),
        });
      } else {
        if (int(b.amount) !== undefined) p.totalAmount = amount;
        if (str(b.currency)) p.currency = normCurrency(str(b.currency))!;
        if (str(b.orderName)) p.orderName = str(b.orderName)!;
        if (str(b.customData)) p.customData = str(b.customData);
      }
      if (b.channelType === 'LIVE' || b.channelType === 'TEST') p.channelType = b.channelType;
      if (b.tamperedAmount !== undefined) p.reportedTotal = int(b.tamperedAmount);
      const sendWebhooks = b.webhook !== false;
      const deliveries: WebhookDelivery[] = [];
      const step = async (s: SimPaymentStatus, cancellationId?: string) => {
        if (s !== 'READY' && s !== 'PAID' && s !== 'FAILED') return;
        store.setStatus(p, s);
        if (sendWebhooks) deliveries.push(await emit(p, cancellationId));
      };
      if (status === 'READY' || status === 'FAILED') {
        p.cancellations = [];
        p.paidAt = undefined;
        await step(status);
      } else {
        if (p.status !== 'PAID' && p.status !== 'PARTIAL_CANCELLED') await step('PAID');
        if (status === 'CANCELLED' || status === 'PARTIAL_CANCELLED') {
          const cancellable = store.cancellable(p);
          const cancelAmount =
            status === 'CANCELLED'
              ? cancellable
              : Math.min(int(b.cancelAmount) ?? Math.floor(cancellable / 2), cancellable - 1);
          if (cancelAmount > 0) {
            const c = store.addCancellation(p, cancelAmount, str(b.cancelReason) ?? 'simulated cancel');
            if (sendWebhooks) deliveries.push(await emit(p, c.id));
          }
        }
      }
      return { payment: paymentJson(store, p), webhooks: deliveries };
    },
  );

  app.get(
    '/__control/portone/payments/:paymentId',
    async (req: FastifyRequest<{ Params: { paymentId: string } }>, reply) => {
      const p = store.payments.get(req.params.paymentId);
      return p ? paymentJson(store, p) : fail(reply, 404, 'PAYMENT_NOT_FOUND');
    },
  );

  app.post(
    '/__control/portone/webhooks',
    async (req: FastifyRequest<{ Body: Record<string, unknown> }>, reply) => {
      const b = req.body ?? {};
      const p = store.payments.get(str(b.paymentId) ?? '');
      if (!p) return fail(reply, 404, 'PAYMENT_NOT_FOUND');
      if (!p.events.length) await emit(p);
      const copies = Math.max(1, int(b.duplicate) ?? 1);
      const events = b.outOfOrder === true ? [...p.events].reverse() : [p.events.at(-1)!];
      const messages = events.flatMap((e) => Array.from({ length: copies }, () => resendMessage(p, e)));
      const delayMs = int(b.delayMs) ?? 0;
      const run = async () => {
        const out: WebhookDelivery[] = [];
        for (const m of messages) out.push(await sender.send(m));
        return out;
      };
      if (delayMs > 0) {
        setTimeout(() => void run().catch((e: Error) => app.log.warn(e.message)), delayMs);
        return reply.status(202).send({ scheduled: messages.length, delayMs });
      }
      return { deliveries: await run() };
    },
  );

  app.get('/__control/portone/webhooks', async () => ({ deliveries: sender.deliveries }));

  app.post(
    '/__control/portone/identity-verifications',
    async (req: FastifyRequest<{ Body: Record<string, unknown> }>) => {
      const b = req.body ?? {};
      const id = str(b.identityVerificationId) ?? store.nextId('identity');
      const iv = store.identity(id, { storeId: str(b.storeId), customData: str(b.customData) });
      const status = str(b.status) ?? 'VERIFIED';
      const omit = Array.isArray(b.omit)
        ? (b.omit.filter((f) => IDENTITY_FIELDS.includes(f as IdentityField)) as IdentityField[])
        : [];
      if (status === 'VERIFIED') {
        const gender = b.gender === 'FEMALE' || b.gender === 'OTHER' ? b.gender : 'MALE';
        store.verify(
          iv,
          {
            name: str(b.name) ?? texts.defaultName,
            phoneNumber: str(b.phoneNumber) ?? '01012345678',
            birthDate: str(b.birthDate) ?? '1990-01-01',
            gender,
            operator: str(b.operator) ?? 'SKT',
          },
          omit,
        );
        if (typeof b.ci === 'string') iv.customer!.ci = b.ci;
        if (typeof b.di === 'string') iv.customer!.di = b.di;
      } else if (status === 'FAILED') {
        const at = now().toISOString();
        Object.assign(iv, {
          status,
          updatedAt: at,
          statusChangedAt: at,
          customer: undefined,
          failure: { reason: texts.identityCancelled, pgCode: 'FAIL', pgMessage: texts.identityCancelled },
        });
      } else {
        Object.assign(iv, { status: 'READY', customer: undefined, failure: undefined });
      }
      return identityJson(iv);
    },
  );

  app.post(
    '/__control/portone/identity-options',
    async (req: FastifyRequest<{ Body: { omit?: unknown } }>) => {
      store.identityOmit.clear();
      const omit = Array.isArray(req.body?.omit) ? req.body.omit : [];
      for (const f of omit)
        if (IDENTITY_FIELDS.includes(f as IdentityField)) store.identityOmit.add(f as IdentityField);
      return { omit: [...store.identityOmit] };
    },
  );
}
