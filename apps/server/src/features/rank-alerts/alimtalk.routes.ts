import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { alimtalkContract as c } from '@seller/shared/contracts/rank-alerts-alimtalk';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import type { AlimtalkService } from './alimtalk.service';

/** 알림톡 rank alerts (issue 40 §3): the member's numbers, codes, kinds with the quote, history. */
export function alimtalkRoutes(app: FastifyInstance, deps: { alimtalk: AlimtalkService }): void {
  const s = deps.alimtalk;
  mount(app, c.alimtalkStatus, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await s.status(req.me.mbrSn));
  });
  mount(app, c.alimtalkAdd, async (req) =>
    ok(await s.add(req.me.mbrSn, req.body), ko.alimtalk.codeSent(req.body.phone)),
  );
  mount(app, c.alimtalkResend, async (req) => {
    const r = await s.resend(req.me.mbrSn, req.params.id);
    return ok(r, ko.alimtalk.codeSent(r.phone));
  });
  mount(app, c.alimtalkVerify, async (req) =>
    ok(await s.verify(req.me.mbrSn, req.params.id, req.body.code), ko.alimtalk.verifiedToast),
  );
  mount(app, c.alimtalkQuote, async (req) => ok(await s.quote(req.me.mbrSn, req.params.id, req.body.rules)));
  mount(app, c.alimtalkRules, async (req) =>
    ok(
      await s.saveRules(req.me.mbrSn, req.params.id, req.body.rules, req.body.coinsPerMessage),
      ko.alimtalk.saved,
    ),
  );
  // The manager's "run now", as the rank alerts' run: the job's work, at once.
  mount(app, c.alimtalkRun, async () => ok(await s.run()));
  mount(app, c.alimtalkRemove, async (req) => {
    await s.remove(req.me.mbrSn, req.params.id);
    return ok(null, ko.alimtalk.removed);
  });
}
