import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientReportCandidates,
  clientReportIdParams,
  clientReportMonthly,
  clientReportRow,
  createClientReportBody,
  createdClientReport,
  doneAnswer,
  ko,
  okAnswer,
  publicReport,
  reportTokenParams,
} from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { ok } from '../../http/reply';
import type { ClientReportsService, ReportPdf } from './client-reports.service';

const P = '/v1/member/clientReports';
/** The public report's API; the page itself is the SPA's /report/:token. */
const PUBLIC = '/v1/report';
const ROBOTS = 'noindex, nofollow';
const PDF_TYPE = 'application/pdf';
/** The answer schema of a PDF download, for the OpenAPI document (a Buffer is sent as it is). */
const pdfAnswer = {
  200: {
    description: 'The report as a PDF file',
    content: { [PDF_TYPE]: { schema: z.custom<Buffer>().meta({ type: 'string', format: 'binary' }) } },
  },
};

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

/** 고객 리포트: the member's report links (session only) and the public report by token. */
export function clientReportsRoutes(
  app: FastifyInstance,
  deps: {
    reports: ClientReportsService;
    /** Counts one open of a public report by an IP (the shared rate-limit table, every instance together). */
    count: (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;
    limit: { max: number; windowMs: number };
  },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { config: { access: 'member' as const } };

  // The page of a report (served by the SPA) is kept out of search engines like its API.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/report/')) void reply.header('x-robots-tag', ROBOTS);
  });

  r.get(
    P,
    { ...member, schema: { response: { 200: okAnswer(z.array(clientReportRow)) } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await deps.reports.list(req.me.mbrSn));
    },
  );
  r.get(
    `${P}/candidates`,
    { ...member, schema: { response: { 200: okAnswer(clientReportCandidates) } } },
    async (req) => ok(await deps.reports.candidates(req.me.mbrSn)),
  );
  r.post(
    P,
    { ...member, schema: { body: createClientReportBody, response: { 200: okAnswer(createdClientReport) } } },
    async (req, reply) => {
      // The only answer that carries the link's token: nothing may keep it.
      void reply.header('cache-control', 'no-store');
      return ok(await deps.reports.create(req.me.mbrSn, req.body), ko.clientReports.created);
    },
  );
  r.put(
    `${P}/:id/monthly`,
    {
      ...member,
      schema: { params: clientReportIdParams, body: clientReportMonthly, response: { 200: doneAnswer } },
    },
    async (req) => {
      await deps.reports.setMonthly(req.me.mbrSn, req.params.id, req.body);
      return ok(null);
    },
  );
  r.delete(
    `${P}/:id`,
    { ...member, schema: { params: clientReportIdParams, response: { 200: doneAnswer } } },
    async (req) => {
      await deps.reports.revoke(req.me.mbrSn, req.params.id);
      return ok(null, ko.clientReports.revoked);
    },
  );
  r.get(
    `${P}/:id/pdf`,
    {
      ...member,
      schema: { params: clientReportIdParams, response: pdfAnswer },
    },
    async (req, reply) => sendPdf(reply, await deps.reports.pdfOfOwner(req.me.mbrSn, req.params.id)),
  );

  // ---- Public: no sign-in, counted per IP in the database, never indexed ----
  const open = {
    config: { access: 'public' as const, session: false },
    onRequest: async (req: { ip: string }, reply: FastifyReply) => {
      void reply.header('x-robots-tag', ROBOTS);
      const { current, ttl } = await deps.count(`client-report:${req.ip}`, deps.limit.windowMs);
      if (current > deps.limit.max) {
        const wait = Math.max(1, Math.ceil(ttl / 1000));
        void reply.header('retry-after', wait);
        throw new AppError('RATE_LIMITED', ko.clientReports.rateLimited, { retryAfter: wait });
      }
    },
  };
  r.get(
    `${PUBLIC}/:token`,
    { ...open, schema: { params: reportTokenParams, response: { 200: okAnswer(publicReport) } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await deps.reports.open(req.params.token));
    },
  );
  r.get(
    `${PUBLIC}/:token/pdf`,
    { ...open, schema: { params: reportTokenParams, response: pdfAnswer } },
    async (req, reply) => sendPdf(reply, await deps.reports.pdfByToken(req.params.token)),
  );
}
