import type {
  AlertRules,
  AlertSettingsAnswer,
  AlertTargetKind,
  KakaoTalkMode,
  KakaoTalkStatus,
  MemberAlertRules,
  NotificationsAnswer,
  TargetAlertAnswer,
  UnreadAnswer,
} from '@seller/shared/schemas/rank-alerts';
import { call } from '../../../lib/api-call';

const P = '/v1/rank-alerts';

export async function fetchUnread(): Promise<number> {
  return (await call('GET', `${P}/notifications/unread`, {})).data.unread;
}

export async function fetchNotifications(before?: number): Promise<NotificationsAnswer> {
  return (await call('GET', `${P}/notifications`, { query: { before, limit: 20 } })).data;
}

export async function markRead(ids: number[]): Promise<UnreadAnswer> {
  return (await call('POST', `${P}/notifications/read`, { body: { ids } })).data;
}

export async function markAllRead(): Promise<UnreadAnswer> {
  return (await call('POST', `${P}/notifications/read-all`, {})).data;
}

export async function fetchSettings(): Promise<AlertSettingsAnswer> {
  return (await call('GET', `${P}/settings`, {})).data;
}

export async function saveSettings(rules: MemberAlertRules): Promise<MemberAlertRules> {
  return (await call('POST', `${P}/settings`, { body: rules })).data;
}

export async function fetchTarget(kind: AlertTargetKind, id: number): Promise<TargetAlertAnswer> {
  return (await call('GET', `${P}/targets/:kind/:id`, { params: { kind, id } })).data;
}

export async function saveTarget(
  kind: AlertTargetKind,
  id: number,
  rules: AlertRules,
): Promise<TargetAlertAnswer> {
  return (await call('POST', `${P}/targets/:kind/:id`, { params: { kind, id }, body: { rules } })).data;
}

export async function resetTarget(kind: AlertTargetKind, id: number): Promise<TargetAlertAnswer> {
  return (await call('POST', `${P}/targets/:kind/:id/reset`, { params: { kind, id } })).data;
}

// ---- KakaoTalk channel (issue 28 §2) ----

export async function fetchKakaoTalk(): Promise<KakaoTalkStatus> {
  return (await call('GET', `${P}/kakao`, {})).data;
}

/** Where to send the browser: Kakao's consent page (the simulator's in simulator mode). */
export async function connectKakaoTalk(mode: Exclude<KakaoTalkMode, 'off'>): Promise<string> {
  return (await call('POST', `${P}/kakao/connect`, { body: { mode } })).data.url;
}

export async function saveKakaoTalkMode(mode: KakaoTalkMode): Promise<KakaoTalkStatus> {
  return (await call('POST', `${P}/kakao/mode`, { body: { mode } })).data;
}

export async function sendKakaoTalkTest(): Promise<void> {
  await call('POST', `${P}/kakao/test`, {});
}
