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

/**
 * Inquiry submit (public), a member's own list and answers (my page), and the managers' list,
 * detail, reply, status and memo. The member and the acting manager are the session's.
 */
export function inquiriesRoutes(app: FastifyInstance, opts: InquiriesRouteOptions): void {
  const s = opts.inquiries;
  mount(
    app,
    c.submit,
    async (req) => {
      const { name, email, subject, message } = req.body;
      const data = await s.submit({
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

  mount(app, c.mine, async (req) => ok({ inquiries: await s.mine(req.me.mbrSn) }));
  mount(app, c.myDetail, async (req) => ok(await s.myDetail(req.me.mbrSn, req.params.inquirySn)));
  // The member is the session's; the inquiry must be its own (checked under the inquiry's lock).
  mount(app, c.followUp, async (req) =>
    ok(await s.followUp(req.me.mbrSn, req.params.inquirySn, req.body.message), ko.inquiry.followUpSent),
  );

  mount(app, c.all, async (req) => {
    const { pageNum, pageSize, status } = req.query;
    const { list, total } = await s.all(pageNum, pageSize, status);
    return ok({ list, total, pageNum, pageSize });
  });
  mount(app, c.detail, async (req) => ok(await s.detail(req.params.inquirySn)));
  mount(app, c.reply, async (req) =>
    ok(await s.reply(req.me.mbrSn, req.params.inquirySn, req.body.reply), ko.inquiry.replySent),
  );
  mount(app, c.resendReplyMail, async (req) =>
    ok(await s.resendReplyMail(req.me.mbrSn, req.params.inquirySn, req.params.replySn), ko.inquiry.resent),
  );
  mount(app, c.setStatus, async (req) =>
    ok(await s.setStatus(req.me.mbrSn, req.params.inquirySn, req.body.status), ko.inquiry.statusSaved),
  );
  mount(app, c.setMemo, async (req) =>
    ok(await s.setMemo(req.me.mbrSn, req.params.inquirySn, req.body.memo), ko.inquiry.memoSaved),
  );
}
