import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kakaoTalkCallbackQuery, ko } from '@seller/shared';
import { rankAlertsContract } from '@seller/shared/contracts/rank-alerts';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import type { KakaoTalkService } from './kakao-talk.service';

const P = '/v1/rank-alerts/kakao';
export const KAKAO_TALK_CALLBACK = `${P}/callback`;

/** Rank alerts in KakaoTalk (issue 28 §2): status, the consent redirect, mode and a test message. */
export function kakaoTalkRoutes(app: FastifyInstance, deps: { talk: KakaoTalkService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const t = deps.talk;
  const c = rankAlertsContract;

  mount(app, c.kakaoStatus, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await t.status(req.me.mbrSn));
  });
  mount(app, c.kakaoConnect, async (req) => ok(await t.connect(req.me.mbrSn, req.body.mode)));
  // Kakao sends the browser back here (a top-level GET: the SameSite=Lax session cookie comes along).
  // Public so that a session that ended meanwhile lands on a page, not a JSON 401: without a member
  // nothing is done and the settings page (behind the sign-in) says the request expired.
  r.get(
    KAKAO_TALK_CALLBACK,
    {
      config: { access: 'public' },
      schema: {
        querystring: kakaoTalkCallbackQuery,
        response: { 302: z.undefined().describe('To the alert settings with the outcome') },
      },
    },
    async (req, reply) => {
      const result = req.member ? await t.callback(req.member.mbrSn, req.query) : 'expired';
      return reply.header('cache-control', 'no-store').redirect(`/myPage/alerts?kakao=${result}`, 302);
    },
  );
  mount(app, c.kakaoMode, async (req) =>
    ok(
      await t.setMode(req.me.mbrSn, req.body.mode),
      req.body.mode === 'off' ? ko.rankAlerts.kakao.turnedOff : ko.rankAlerts.kakao.saved,
    ),
  );
  mount(app, c.kakaoTest, async (req) => {
    await t.sendTest(req.me.mbrSn);
    return ok(null, ko.rankAlerts.kakao.testSent);
  });
}
