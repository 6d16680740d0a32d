import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { myPageContract as c } from '@seller/shared/contracts/my-page';
import { mount } from '../../http/contract-routes';
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
  // 200 with data; 204 when this session has not proven the member's identity (spec 02 §4).
  mount(app, c.info, async (req, reply) => {
    const info = await opts.myPage.info(req.me.mbrSn, req.sessionHash);
    void reply.header('cache-control', 'no-store');
    if (!info) return reply.status(204).send();
    return ok(info);
  });

  mount(app, c.paymentHistory, async (req) => {
    const myPageCoinHist = await opts.myPage.paymentHistory(req.me.mbrSn);
    return { ...ok({ myPageCoinHist }), myPageCoinHist };
  });

  mount(
    app,
    c.withdraw,
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
    { rateLimit: { max: opts.withdrawLimit.max, timeWindow: opts.withdrawLimit.windowMs } },
  );
}
