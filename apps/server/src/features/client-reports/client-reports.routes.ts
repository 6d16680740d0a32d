import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ko, PDF_TYPE } from '@seller/shared';
import { clientReportsContract } from '@seller/shared/contracts/client-reports';
import { AppError } from '../../lib/app-error';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import { mailLinkPage } from './client-reports.mail';
import type { CountHit } from './client-reports.ports';
import type { ClientReportsService, MailLinkResult, ReportPdf } from './client-reports.service';

/** The pages the monthly mail's links open (confirm, unsubscribe). */
const MAIL = '/v1/report-mail';
const ROBOTS = 'noindex, nofollow';

/** Answers a PDF as a download, its Korean name in RFC 5987 form. */
function sendPdf(reply: FastifyReply, pdf: ReportPdf) {
  return reply
    .header('content-type', PDF_TYPE)
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent(pdf.fileName)}`,
    )
    .send(pdf.content);
}

interface Limit {
  max: number;
  windowMs: number;
}

/** Counts one call under `key` in the database; past the limit a Korean 429 with Retry-After. */
async function refuseOverLimit(
  count: CountHit,
  reply: FastifyReply,
  key: string,
  limit: Limit,
  message: string,
) {
  const { current, ttl } = await count(key, limit.windowMs);
  if (current > limit.max) {
    const wait = Math.max(1, Math.ceil(ttl / 1000));
    void reply.header('retry-after', wait);
    throw new AppError('RATE_LIMITED', message, { retryAfter: wait });
  }
}

const tokenOf = (value: unknown): string | undefined => {
  const token = (value as { token?: unknown } | null)?.token;
  return typeof token === 'string' ? token : undefined;
};

/** 고객 리포트: the member's report links (session only) and the public report by token. */
export function clientReportsRoutes(
  app: FastifyInstance,
  deps: {
    reports: ClientReportsService;
    /** Counts one event under a key (the shared rate-limit table, every instance together). */
    count: CountHit;
    /** Opens of public reports per IP. */
    limit: Limit;
    /** The owner's PDF downloads per member. */
    ownerPdfLimit: Limit;
    /** "Send the confirmation again" per member. */
    resendLimit: Limit;
  },
): void {
  const limited = (reply: FastifyReply, key: string, limit: Limit, message: string) =>
    refuseOverLimit(deps.count, reply, key, limit, message);

  // The page of a report (served by the SPA) is kept out of search engines like its API.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/report/')) void reply.header('x-robots-tag', ROBOTS);
  });

  const c = clientReportsContract;
  mount(app, c.list, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await deps.reports.list(req.me.mbrSn));
  });
  mount(app, c.candidates, async (req) => ok(await deps.reports.candidates(req.me.mbrSn)));
  mount(app, c.create, async (req, reply) => {
    // The only answer that carries the link's token: nothing may keep it.
    void reply.header('cache-control', 'no-store');
    const made = await deps.reports.create(req.me.mbrSn, req.body);
    return ok(made.row, sentence(ko.clientReports.created, made.confirmations));
  });
  mount(app, c.setMonthly, async (req) => {
    const { confirmations } = await deps.reports.setMonthly(req.me.mbrSn, req.params.id, req.body);
    return ok(null, sentence('', confirmations));
  });
  mount(app, c.resendConfirmation, async (req, reply) => {
    // Counted first, as a preHandler would: after the sign-in and the input, before any work.
    await limited(reply, `client-report-resend:${req.me.mbrSn}`, deps.resendLimit, ko.errors.RATE_LIMITED);
    await deps.reports.resendConfirmation(req.me.mbrSn, req.params.id, req.body.email);
    return ok(null, ko.clientReports.resent(req.body.email));
  });
  mount(app, c.revoke, async (req) => {
    await deps.reports.revoke(req.me.mbrSn, req.params.id);
    return ok(null, ko.clientReports.revoked);
  });

  mount(
    app,
    c.ownerPdf,
    async (req, reply) => sendPdf(reply, await deps.reports.pdfOfOwner(req.me.mbrSn, req.params.id)),
    {},
    {
      // Per member across instances: a render costs a thread for up to ~2 s.
      preHandler: async (req, reply) =>
        limited(reply, `client-report-pdf:${req.me.mbrSn}`, deps.ownerPdfLimit, ko.errors.RATE_LIMITED),
    },
  );

  // ---- Public: no sign-in, counted per IP in the database, never indexed ----
  // A scope of its own: the count (with the noindex header) runs on the request, before the
  // input is read.
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      void reply.header('x-robots-tag', ROBOTS);
      await limited(reply, `client-report:${req.ip}`, deps.limit, ko.clientReports.rateLimited);
    });
    mount(
      scope,
      c.publicReport,
      async (req, reply) => {
        void reply.header('cache-control', 'no-store');
        return ok(await deps.reports.open(req.params.token));
      },
      { session: false },
    );
    mount(
      scope,
      c.publicPdf,
      async (req, reply) => sendPdf(reply, await deps.reports.pdfByToken(req.params.token)),
      { session: false },
    );
  });
}

/** The answer's message: what was done, and how many confirmation mails went. */
const sentence = (done: string, confirmations: number) =>
  [done, confirmations ? ko.clientReports.confirmationsSent(confirmations) : ''].filter(Boolean).join(' ');

/**
 * The pages of the monthly mail's links (issue 35 §12): public, Korean, noindex, counted per IP
 * like the public report. The confirmation link's GET only shows a button (a mail scanner that
 * opens links confirms nothing); the button POSTs the token from this page (same origin, so the
 * Origin check applies). The unsubscribe link works on GET, and by RFC 8058's one-click POST,
 * which mail apps send from their servers: the random token in the link is its proof, so that
 * POST alone skips the Origin check (http/web-security.test.ts lists it).
 */
export function clientReportMailRoutes(
  app: FastifyInstance,
  deps: { reports: ClientReportsService; count: CountHit; limit: Limit; publicUrl: string },
): void {
  const t = ko.clientReports;
  const home = `${deps.publicUrl}/`;
  const page = { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } };
  const responses = { 200: page, 400: page };
  const query = z.looseObject({ token: z.string().optional() });
  const html = (reply: FastifyReply, ok: boolean, body: string) =>
    reply
      .code(ok ? 200 : 400)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', ROBOTS)
      // The token is in this page's address: it goes to no other site. Same-origin (not
      // no-referrer) so that the confirmation form's POST carries our Origin.
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(body);
  const open = {
    access: 'public' as const,
    session: false,
  };
  const counted = async (req: { ip: string }, reply: FastifyReply) => {
    void reply.header('x-robots-tag', ROBOTS);
    await refuseOverLimit(
      deps.count,
      reply,
      `client-report-mail:${req.ip}`,
      deps.limit,
      ko.errors.RATE_LIMITED,
    );
  };

  const confirmPage = (result: MailLinkResult, token: string | undefined, reply: FastifyReply) => {
    if (!result.ok)
      return html(
        reply,
        false,
        mailLinkPage({ title: t.pageConfirmInvalidTitle, text: t.pageConfirmInvalidText, ok: false, home }),
      );
    if (result.state === 'unsubscribed')
      return html(
        reply,
        false,
        mailLinkPage({ title: t.pageConfirmInvalidTitle, text: t.pageAlreadyUnsubscribed, ok: false, home }),
      );
    if (result.state === 'confirmed')
      return html(
        reply,
        true,
        mailLinkPage({ title: t.pageConfirmedTitle, text: t.pageConfirmedText, ok: true, home }),
      );
    return html(
      reply,
      true,
      mailLinkPage({
        title: t.pageConfirmTitle,
        text: t.pageConfirmText(result.name, result.email),
        ok: true,
        home,
        confirm: { action: `${MAIL}/confirm`, token: token ?? '' },
      }),
    );
  };
  const unsubscribePage = (result: MailLinkResult, reply: FastifyReply) =>
    result.ok
      ? html(
          reply,
          true,
          mailLinkPage({
            title: t.pageUnsubscribedTitle,
            text: t.pageUnsubscribedText(result.name),
            ok: true,
            home,
          }),
        )
      : html(
          reply,
          false,
          mailLinkPage({
            title: t.pageUnsubscribeInvalidTitle,
            text: t.pageUnsubscribeInvalidText,
            ok: false,
            home,
          }),
        );

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${MAIL}/confirm`,
    { config: open, onRequest: counted, schema: { querystring: query, response: responses } },
    async (req, reply) =>
      confirmPage(await deps.reports.confirmation(tokenOf(req.query)), tokenOf(req.query), reply),
  );
  r.get(
    `${MAIL}/unsubscribe`,
    { config: open, onRequest: counted, schema: { querystring: query, response: responses } },
    async (req, reply) => unsubscribePage(await deps.reports.unsubscribe(tokenOf(req.query)), reply),
  );

  // The form posts of the two pages, and RFC 8058's one-click POST (`List-Unsubscribe=One-Click`).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.post(
      `${MAIL}/confirm`,
      { config: open, onRequest: counted, schema: { response: responses } },
      async (req, reply) => {
        const token = tokenOf(req.body);
        return confirmPage(await deps.reports.confirm(token), token, reply);
      },
    );
    s.post(
      `${MAIL}/unsubscribe`,
      {
        config: { ...open, originCheck: false },
        onRequest: counted,
        schema: { querystring: query, response: responses },
      },
      async (req, reply) => unsubscribePage(await deps.reports.unsubscribe(tokenOf(req.query)), reply),
    );
  });
}
