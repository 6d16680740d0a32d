/**
 * Rank alerts (issue 13): the member's rules and each product's or place's own, the in-app
 * notifications, the manager's run, the mail's one-click unsubscribe, and alerts in KakaoTalk
 * (issue 28 §2: status, the consent redirect's start, the mode and a test message).
 */
import { z } from 'zod';
import { MANAGER } from '../constants/roles';
import { okAnswer } from '../schemas/envelope';
import {
  alertSettingsAnswer,
  alertTargetParams,
  kakaoTalkConnectAnswer,
  kakaoTalkConnectBody,
  kakaoTalkModeBody,
  kakaoTalkStatus,
  markReadBody,
  memberAlertRules,
  memberAlertRulesBody,
  notificationsAnswer,
  notificationsQuery,
  runAlertsAnswer,
  runAlertsBody,
  targetAlertAnswer,
  targetAlertRulesBody,
  unreadAnswer,
} from '../schemas/rank-alerts';
import { contract } from './contract';

const targetMissing = ['GOODS_NOT_FOUND', 'PLACE_NOT_FOUND'] as const;

// Plain Fastify routes in the routes files, not JSON: GET /v1/rank-alerts/unsubscribe (the mail
// link's HTML page) and GET /v1/rank-alerts/kakao/callback (Kakao's redirect back, a 302).
export const rankAlertsContract = {
  settings: contract({
    method: 'GET',
    path: '/v1/rank-alerts/settings',
    access: 'member',
    answer: okAnswer(alertSettingsAnswer),
    summary: "The member's alert rules, the products and places with their own, and the mail address",
  }),
  saveSettings: contract({
    method: 'POST',
    path: '/v1/rank-alerts/settings',
    access: 'member',
    body: memberAlertRulesBody,
    answer: okAnswer(memberAlertRules),
  }),
  target: contract({
    method: 'GET',
    path: '/v1/rank-alerts/targets/:kind/:id',
    access: 'member',
    params: alertTargetParams,
    answer: okAnswer(targetAlertAnswer),
    errors: targetMissing,
    summary: "A product's or place's own rules beside the member's",
  }),
  saveTarget: contract({
    method: 'POST',
    path: '/v1/rank-alerts/targets/:kind/:id',
    access: 'member',
    params: alertTargetParams,
    body: targetAlertRulesBody,
    answer: okAnswer(targetAlertAnswer),
    errors: targetMissing,
  }),
  resetTarget: contract({
    method: 'POST',
    path: '/v1/rank-alerts/targets/:kind/:id/reset',
    access: 'member',
    params: alertTargetParams,
    answer: okAnswer(targetAlertAnswer),
    errors: targetMissing,
    summary: "Drops a product's or place's own rules: it follows the member's again",
  }),
  notifications: contract({
    method: 'GET',
    path: '/v1/rank-alerts/notifications',
    access: 'member',
    query: notificationsQuery,
    answer: okAnswer(notificationsAnswer),
    summary: 'A page of notifications, newest first',
  }),
  unread: contract({
    method: 'GET',
    path: '/v1/rank-alerts/notifications/unread',
    access: 'member',
    answer: okAnswer(unreadAnswer),
  }),
  markRead: contract({
    method: 'POST',
    path: '/v1/rank-alerts/notifications/read',
    access: 'member',
    body: markReadBody,
    answer: okAnswer(unreadAnswer),
  }),
  markAllRead: contract({
    method: 'POST',
    path: '/v1/rank-alerts/notifications/read-all',
    access: 'member',
    answer: okAnswer(unreadAnswer),
  }),
  run: contract({
    method: 'POST',
    path: '/v1/rank-alerts/run',
    access: [MANAGER],
    body: runAlertsBody,
    answer: okAnswer(runAlertsAnswer),
    errors: ['ALERT_RUN_DAY_INVALID', 'ALREADY_PROCESSING'],
    summary: "Checks every keyword for the day now, compares, and sends the day's alerts",
  }),
  // RFC 8058 one-click: mail apps POST `List-Unsubscribe=One-Click` from their servers.
  unsubscribe: contract({
    method: 'POST',
    path: '/v1/rank-alerts/unsubscribe',
    access: 'public',
    query: z.looseObject({ token: z.string().optional() }),
    answer: okAnswer(z.object({ unsubscribed: z.literal(true) })),
    errors: ['UNSUBSCRIBE_INVALID'],
    summary: "The mail's one-click unsubscribe (RFC 8058)",
  }),
  kakaoStatus: contract({
    method: 'GET',
    path: '/v1/rank-alerts/kakao',
    access: 'member',
    answer: okAnswer(kakaoTalkStatus),
    summary: 'Whether alerts can and do arrive in KakaoTalk',
  }),
  kakaoConnect: contract({
    method: 'POST',
    path: '/v1/rank-alerts/kakao/connect',
    access: 'member',
    body: kakaoTalkConnectBody,
    answer: okAnswer(kakaoTalkConnectAnswer),
    errors: ['KAKAO_UNAVAILABLE'],
    summary: "Where to send the browser: Kakao's consent page for talk_message",
  }),
  kakaoMode: contract({
    method: 'POST',
    path: '/v1/rank-alerts/kakao/mode',
    access: 'member',
    body: kakaoTalkModeBody,
    answer: okAnswer(kakaoTalkStatus),
    errors: ['KAKAO_TALK_NOT_CONNECTED'],
  }),
  kakaoTest: contract({
    method: 'POST',
    path: '/v1/rank-alerts/kakao/test',
    access: 'member',
    answer: okAnswer(z.null()),
    errors: ['KAKAO_TALK_NOT_CONNECTED', 'KAKAO_TALK_SEND_FAILED', 'KAKAO_TALK_REVOKED'],
    summary: 'A test message now, the way alerts go',
  }),
} as const;
