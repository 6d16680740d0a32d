import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  kakaoTalkCallbackQuery,
  kakaoTalkConnectAnswer,
  kakaoTalkConnectBody,
  kakaoTalkModeBody,
  kakaoTalkStatus,
  ko,
  okAnswer,
} from '@seller/shared';
import { ok } from '../../http/reply';
import type { KakaoTalkService } from './kakao-talk.service';

const P = '/v1/rank-alerts/kakao';
export const KAKAO_TALK_CALLBACK = `${P}/callback`;

/** Rank alerts in KakaoTalk (issue 28 §2): status, the consent redirect, mode and a test message. */
export function kakaoTalkRoutes(app: FastifyInstance, deps: { talk: KakaoTalkService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { config: { access: 'member' as const } };
  const t = deps.talk;
  const status = { 200: okAnswer(kakaoTalkStatus) };

  r.get(P, { ...member, schema: { response: status } }, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await t.status(req.me.mbrSn));
  });
  r.post(
    `${P}/connect`,
    {
      ...member,
      schema: { body: kakaoTalkConnectBody, response: { 200: okAnswer(kakaoTalkConnectAnswer) } },
    },
    async (req) => ok(await t.connect(req.me.mbrSn, req.body.mode)),
  );
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
  r.post(`${P}/mode`, { ...member, schema: { body: kakaoTalkModeBody, response: status } }, async (req) =>
    ok(
      await t.setMode(req.me.mbrSn, req.body.mode),
      req.body.mode === 'off' ? ko.rankAlerts.kakao.turnedOff : ko.rankAlerts.kakao.saved,
    ),
  );
  r.post(`${P}/test`, { ...member, schema: { response: { 200: okAnswer(z.null()) } } }, async (req) => {
    await t.sendTest(req.me.mbrSn);
    return ok(null, ko.rankAlerts.kakao.testSent);
  });
}
