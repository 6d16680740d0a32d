import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inquiryBody, ko } from '@seller/shared';
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
      schema: { body: inquiryBody },
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
      return { code: 'OK', message: ko.account.inquiryReceived, data };
    },
  );

  r.post('/v1/member/myPage/inquiryList', { config: { access: 'member' } }, async (req) => {
    const inquiries = await opts.inquiries.mine(req.member!.mbrSn);
    return { code: 'OK', message: '', data: { inquiries } };
  });

  r.get(
    '/v1/admin/inquiries',
    {
      schema: {
        querystring: z.looseObject({
          pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
      config: { access: ['MNGR_MBR'] },
    },
    async (req) => {
      const { list, total } = await opts.inquiries.all(req.query.pageNum, req.query.pageSize);
      return {
        code: 'OK',
        message: '',
        data: { list, total, pageNum: req.query.pageNum, pageSize: req.query.pageSize },
      };
    },
  );
}
