import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ko } from '@seller/shared';
import { rankAlertsContract } from '@seller/shared/contracts/rank-alerts';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import { AppError } from '../../lib/app-error';
import { unsubscribePage } from './rank-alerts.mail';
import type { RankAlertsService } from './rank-alerts.service';

const P = '/v1/rank-alerts';
const tokenOf = (query: unknown): string | undefined => {
  const token = (query as { token?: unknown }).token;
  return typeof token === 'string' ? token : undefined;
};

/** Rank alerts: rules, notifications, the unsubscribe link and the manager's run. */
export function rankAlertsRoutes(
  app: FastifyInstance,
  deps: { alerts: RankAlertsService; publicUrl: string },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const a = deps.alerts;
  const c = rankAlertsContract;

  mount(app, c.settings, async (req) => ok(await a.settings(req.me.mbrSn)));
  mount(app, c.saveSettings, async (req) =>
    ok(await a.saveSettings(req.me.mbrSn, req.body), ko.rankAlerts.saved),
  );

  mount(app, c.target, async (req) => ok(await a.target(req.me.mbrSn, req.params.kind, req.params.id)));
  mount(app, c.saveTarget, async (req) =>
    ok(await a.saveTarget(req.me.mbrSn, req.params.kind, req.params.id, req.body.rules), ko.rankAlerts.saved),
  );
  mount(app, c.resetTarget, async (req) =>
    ok(await a.resetTarget(req.me.mbrSn, req.params.kind, req.params.id), ko.rankAlerts.resetDone),
  );

  mount(app, c.notifications, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await a.notifications(req.me.mbrSn, req.query));
  });
  mount(app, c.unread, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await a.unread(req.me.mbrSn));
  });
  mount(app, c.markRead, async (req) => ok(await a.markRead(req.me.mbrSn, req.body.ids)));
  mount(app, c.markAllRead, async (req) =>
    ok(await a.markRead(req.me.mbrSn, 'all'), ko.rankAlerts.markedAllRead),
  );

  mount(app, c.run, async (req) => ok(await a.runNow(req.body.day)));

  // The mail's link (no sign-in): the signed token is the only credential.
  const page = { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } };
  const links = { home: `${deps.publicUrl}/`, settings: `${deps.publicUrl}/myPage/alerts` };
  r.get(
    `${P}/unsubscribe`,
    {
      config: { access: 'public' },
      schema: {
        querystring: z.looseObject({ token: z.string().optional() }),
        response: { 200: page, 400: page },
      },
    },
    async (req, reply) => {
      const done = await a.unsubscribe(tokenOf(req.query));
      return reply
        .code(done ? 200 : 400)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(done, links));
    },
  );

  // RFC 8058 one-click unsubscribe: mail apps POST `List-Unsubscribe=One-Click` from their servers.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, body),
    );
    mount(
      scope,
      c.unsubscribe,
      async (req) => {
        if (!(await a.unsubscribe(tokenOf(req.query)))) throw new AppError('UNSUBSCRIBE_INVALID');
        return ok({ unsubscribed: true as const }, ko.rankAlerts.unsubscribedTitle);
      },
      { originCheck: false },
    );
  });
}
