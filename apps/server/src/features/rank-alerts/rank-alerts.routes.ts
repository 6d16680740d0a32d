import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertTargetParams,
  ko,
  markReadBody,
  memberAlertRulesBody,
  notificationsQuery,
  runAlertsBody,
  targetAlertRulesBody,
} from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { unsubscribePage } from './rank-alerts.mail';
import type { RankAlertsService } from './rank-alerts.service';

const P = '/v1/rank-alerts';
const ok = <T>(data: T, message = '') => ({ code: 'OK', message, data });
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
  const member = { config: { access: 'member' as const } };
  const a = deps.alerts;

  r.get(`${P}/settings`, member, async (req) => ok(await a.settings(req.member!.mbrSn)));
  r.post(`${P}/settings`, { ...member, schema: { body: memberAlertRulesBody } }, async (req) =>
    ok(await a.saveSettings(req.member!.mbrSn, req.body), ko.rankAlerts.saved),
  );

  r.get(`${P}/targets/:kind/:id`, { ...member, schema: { params: alertTargetParams } }, async (req) =>
    ok(await a.target(req.member!.mbrSn, req.params.kind, req.params.id)),
  );
  r.post(
    `${P}/targets/:kind/:id`,
    { ...member, schema: { params: alertTargetParams, body: targetAlertRulesBody } },
    async (req) =>
      ok(
        await a.saveTarget(req.member!.mbrSn, req.params.kind, req.params.id, req.body.rules),
        ko.rankAlerts.saved,
      ),
  );
  r.post(`${P}/targets/:kind/:id/reset`, { ...member, schema: { params: alertTargetParams } }, async (req) =>
    ok(await a.resetTarget(req.member!.mbrSn, req.params.kind, req.params.id), ko.rankAlerts.resetDone),
  );

  r.get(
    `${P}/notifications`,
    { ...member, schema: { querystring: notificationsQuery } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await a.notifications(req.member!.mbrSn, req.query));
    },
  );
  r.get(`${P}/notifications/unread`, member, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await a.unread(req.member!.mbrSn));
  });
  r.post(`${P}/notifications/read`, { ...member, schema: { body: markReadBody } }, async (req) =>
    ok(await a.markRead(req.member!.mbrSn, req.body.ids)),
  );
  r.post(`${P}/notifications/read-all`, member, async (req) =>
    ok(await a.markRead(req.member!.mbrSn, 'all'), ko.rankAlerts.markedAllRead),
  );

  r.post(
    `${P}/run`,
    { config: { access: ['MNGR_MBR'] as const }, schema: { body: runAlertsBody } },
    async (req) => ok(await a.runNow(req.body.day)),
  );

  // The mail's link (no sign-in): the signed token is the only credential.
  const links = { home: `${deps.publicUrl}/`, settings: `${deps.publicUrl}/myPage/alerts` };
  r.get(
    `${P}/unsubscribe`,
    { config: { access: 'public' }, schema: { querystring: z.looseObject({}) } },
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
    scope.post(`${P}/unsubscribe`, { config: { access: 'public', originCheck: false } }, async (req) => {
      if (!(await a.unsubscribe(tokenOf(req.query)))) throw new AppError('UNSUBSCRIBE_INVALID');
      return ok({ unsubscribed: true }, ko.rankAlerts.unsubscribedTitle);
    });
  });
}
