import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doneAnswer, ko, myPageInfo, okAnswer, paymentHistoryRow, withdrawalBody } from '@seller/shared';
import { ok } from '../../http/reply';
import type { MyPageService } from './my-page.service';

export interface MyPageRouteOptions {
  myPage: MyPageService;
  /** The session cookie to clear after a withdrawal. */
  sessionCookie: { name: string; secure: boolean };
  withdrawLimit: { max: number; windowMs: number };
}

/** My-page calls of spec 02 §7. The member is always the session's; payload `user` is ignored. */
export function myPageRoutes(app: FastifyInstance, opts: MyPageRouteOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // 200 with data; 204 when this session has not proven the member's identity (spec 02 §4).
  r.post(
    '/v1/member/myPage/getMyPage',
    {
      schema: {
        response: {
          200: okAnswer(myPageInfo),
          204: z.undefined().describe('Identity not proven in this session'),
        },
      },
      config: { access: 'member' },
    },
    async (req, reply) => {
      const info = await opts.myPage.info(req.me.mbrSn, req.sessionHash);
      void reply.header('cache-control', 'no-store');
      if (!info) return reply.status(204).send();
      return ok(info);
    },
  );

  const paymentHist = z.array(paymentHistoryRow);
  r.post(
    '/v1/member/myPage/userPaymentHist',
    {
      schema: {
        // The list at the top level too, as spec 02 §7 shows it.
        response: {
          200: okAnswer(z.object({ myPageCoinHist: paymentHist })).extend({ myPageCoinHist: paymentHist }),
        },
      },
      config: { access: 'member' },
    },
    async (req) => {
      const myPageCoinHist = await opts.myPage.paymentHistory(req.me.mbrSn);
      return { ...ok({ myPageCoinHist }), myPageCoinHist };
    },
  );

  r.post(
    '/v1/member/myPage/userSecession',
    {
      schema: { body: withdrawalBody, response: { 200: doneAnswer } },
      config: {
        access: 'member',
        rateLimit: { max: opts.withdrawLimit.max, timeWindow: opts.withdrawLimit.windowMs },
      },
    },
    async (req, reply) => {
      await opts.myPage.withdraw({
        mbrSn: req.me.mbrSn,
        reason: req.body.reason,
        email: req.body.mbrEmail,
      });
      void reply.clearCookie(opts.sessionCookie.name, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.sessionCookie.secure,
      });
      return ok(null, ko.account.withdrawn);
    },
  );
}
