import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inquiryAdminRow, inquiryBody, inquiryRow, ko, okAnswer, pageAnswer } from '@seller/shared';
import { ok } from '../../http/reply';
import type { InquiriesService } from './inquiries.service';

export interface InquiriesRouteOptions {
  inquiries: InquiriesService;
  submitLimit: { max: number; windowMs: number };
}

/** Inquiry submit (public), a member's own list (my page) and the managers' list. */
export function inquiriesRoutes(app: FastifyInstance, opts: InquiriesRouteOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/inquiry/insert',
    {
      schema: { body: inquiryBody, response: { 200: okAnswer(inquiryRow.pick({ inquirySn: true })) } },
      config: {
        access: 'public',
        rateLimit: { max: opts.submitLimit.max, timeWindow: opts.submitLimit.windowMs },
      },
    },
    async (req) => {
      const { name, email, subject, message } = req.body;
      const data = await opts.inquiries.submit({
        mbrSn: req.member?.mbrSn ?? null,
        name,
        email,
        subject,
        message,
      });
      return ok(data, ko.account.inquiryReceived);
    },
  );

  r.post(
    '/v1/member/myPage/inquiryList',
    {
      schema: { response: { 200: okAnswer(z.object({ inquiries: z.array(inquiryRow) })) } },
      config: { access: 'member' },
    },
    async (req) => ok({ inquiries: await opts.inquiries.mine(req.me.mbrSn) }),
  );

  r.get(
    '/v1/admin/inquiries',
    {
      schema: {
        querystring: z.looseObject({
          pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: okAnswer(pageAnswer(inquiryAdminRow)),
        },
      },
      config: { access: ['MNGR_MBR'] },
    },
    async (req) => {
      const { list, total } = await opts.inquiries.all(req.query.pageNum, req.query.pageSize);
      return ok({ list, total, pageNum: req.query.pageNum, pageSize: req.query.pageSize });
    },
  );
}
