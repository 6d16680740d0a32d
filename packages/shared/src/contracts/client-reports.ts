/**
 * 고객 리포트 (issue 29 §1, issue 35 §12): the member's report links (session only) and the public
 * report by its token.
 */
import { z } from 'zod';
import {
  clientReportCandidates,
  clientReportIdParams,
  clientReportMonthly,
  clientReportRow,
  createClientReportBody,
  createdClientReport,
  publicReport,
  reportTokenParams,
  resendConfirmationBody,
} from '../schemas/client-reports';
import { doneAnswer, fileBytes, okAnswer, PDF_TYPE } from '../schemas/envelope';
import { contract } from './contract';

// Plain Fastify routes in client-reports.routes.ts, not API answers: the monthly mail's link pages
// (GET and POST /v1/report-mail/confirm and /v1/report-mail/unsubscribe, HTML).
export const clientReportsContract = {
  list: contract({
    method: 'GET',
    path: '/v1/member/clientReports',
    access: 'member',
    answer: okAnswer(z.array(clientReportRow)),
    summary: "The member's report links",
  }),
  candidates: contract({
    method: 'GET',
    path: '/v1/member/clientReports/candidates',
    access: 'member',
    answer: okAnswer(clientReportCandidates),
    summary: "The member's products and places a report can show",
  }),
  create: contract({
    method: 'POST',
    path: '/v1/member/clientReports',
    access: 'member',
    body: createClientReportBody,
    answer: okAnswer(createdClientReport),
    errors: ['CLIENT_REPORT_ITEM_NOT_FOUND', 'CLIENT_REPORT_LIMIT'],
    summary: 'A new link: the only answer that carries its token',
  }),
  setMonthly: contract({
    method: 'PUT',
    path: '/v1/member/clientReports/:id/monthly',
    access: 'member',
    params: clientReportIdParams,
    body: clientReportMonthly,
    answer: doneAnswer,
    errors: ['CLIENT_REPORT_NOT_FOUND'],
    summary: 'The monthly mail and its addresses',
  }),
  resendConfirmation: contract({
    method: 'POST',
    path: '/v1/member/clientReports/:id/recipients/resend',
    access: 'member',
    params: clientReportIdParams,
    body: resendConfirmationBody,
    answer: doneAnswer,
    errors: [
      'CLIENT_REPORT_NOT_FOUND',
      'REPORT_RECIPIENT_NOT_FOUND',
      'REPORT_RECIPIENT_CONFIRMED',
      'REPORT_RECIPIENT_UNSUBSCRIBED',
      'REPORT_CONFIRM_DAILY_LIMIT',
      'REPORT_CONFIRM_MEMBER_LIMIT',
      'REPORT_CONFIRM_MAIL_FAILED',
      'RATE_LIMITED',
    ],
    summary: "Sends one of the report's addresses its confirmation mail again",
  }),
  revoke: contract({
    method: 'DELETE',
    path: '/v1/member/clientReports/:id',
    access: 'member',
    params: clientReportIdParams,
    answer: doneAnswer,
    errors: ['CLIENT_REPORT_NOT_FOUND'],
  }),
  publicReport: contract({
    method: 'GET',
    path: '/v1/report/:token',
    access: 'public',
    params: reportTokenParams,
    answer: okAnswer(publicReport),
    errors: ['REPORT_LINK_GONE', 'RATE_LIMITED'],
    summary: "The public report of a token: the last 30 days of the link's items",
  }),
  // The report as a PDF, from the member's list and from the public page.
  ownerPdf: contract({
    method: 'GET',
    path: '/v1/member/clientReports/:id/pdf',
    access: 'member',
    params: clientReportIdParams,
    file: PDF_TYPE,
    answer: fileBytes,
    errors: ['CLIENT_REPORT_NOT_FOUND', 'RATE_LIMITED'],
    summary: "One of the member's reports as a PDF file",
  }),
  publicPdf: contract({
    method: 'GET',
    path: '/v1/report/:token/pdf',
    access: 'public',
    params: reportTokenParams,
    file: PDF_TYPE,
    answer: fileBytes,
    errors: ['REPORT_LINK_GONE', 'RATE_LIMITED'],
    summary: 'The public report of a token as a PDF file',
  }),
} as const;
