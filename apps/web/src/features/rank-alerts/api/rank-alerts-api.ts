import type {
  AlertRules,
  AlertSettingsAnswer,
  AlertTargetKind,
  MemberAlertRules,
  NotificationsAnswer,
  TargetAlertAnswer,
  UnreadAnswer,
} from '@seller/shared/schemas/rank-alerts';
import { api } from '../../../lib/api';

type Envelope<T> = { code: string; message: string; data: T };
const P = '/v1/rank-alerts';

export async function fetchUnread(): Promise<number> {
  return (await api.get<Envelope<UnreadAnswer>>(`${P}/notifications/unread`)).data.unread;
}

export async function fetchNotifications(before?: number): Promise<NotificationsAnswer> {
  return (await api.get<Envelope<NotificationsAnswer>>(`${P}/notifications`, { before, limit: 20 })).data;
}

export async function markRead(ids: number[]): Promise<UnreadAnswer> {
  return (await api.post<Envelope<UnreadAnswer>>(`${P}/notifications/read`, { ids })).data;
}

export async function markAllRead(): Promise<UnreadAnswer> {
  return (await api.post<Envelope<UnreadAnswer>>(`${P}/notifications/read-all`)).data;
}

export async function fetchSettings(): Promise<AlertSettingsAnswer> {
  return (await api.get<Envelope<AlertSettingsAnswer>>(`${P}/settings`)).data;
}

export async function saveSettings(rules: MemberAlertRules): Promise<MemberAlertRules> {
  return (await api.post<Envelope<MemberAlertRules>>(`${P}/settings`, rules)).data;
}

export async function fetchTarget(kind: AlertTargetKind, id: number): Promise<TargetAlertAnswer> {
  return (await api.get<Envelope<TargetAlertAnswer>>(`${P}/targets/${kind}/${id}`)).data;
}

export async function saveTarget(
  kind: AlertTargetKind,
  id: number,
  rules: AlertRules,
): Promise<TargetAlertAnswer> {
  return (await api.post<Envelope<TargetAlertAnswer>>(`${P}/targets/${kind}/${id}`, { rules })).data;
}

export async function resetTarget(kind: AlertTargetKind, id: number): Promise<TargetAlertAnswer> {
  return (await api.post<Envelope<TargetAlertAnswer>>(`${P}/targets/${kind}/${id}/reset`)).data;
}
