import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { inquiriesContract as c } from '@seller/shared/contracts/inquiries';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import type { InquiriesService } from './inquiries.service';

export interface InquiriesRouteOptions {
  inquiries: InquiriesService;
  submitLimit: { max: number; windowMs: number };
}

/** Inquiry submit (public), a member's own list (my page) and the managers' list. */
export function inquiriesRoutes(app: FastifyInstance, opts: InquiriesRouteOptions): void {
  mount(
    app,
    c.submit,
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
    { rateLimit: { max: opts.submitLimit.max, timeWindow: opts.submitLimit.windowMs } },
  );

  mount(app, c.mine, async (req) => ok({ inquiries: await opts.inquiries.mine(req.me.mbrSn) }));

  mount(app, c.all, async (req) => {
    const { list, total } = await opts.inquiries.all(req.query.pageNum, req.query.pageSize);
    return ok({ list, total, pageNum: req.query.pageNum, pageSize: req.query.pageSize });
  });
}
