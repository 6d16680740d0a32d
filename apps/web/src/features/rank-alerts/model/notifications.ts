import * as ko from '@seller/shared/messages/sections';
import type { AlertNotification, NotificationRule } from '@seller/shared/schemas/rank-alerts';

const a = ko.rankAlerts;

/** The list a notification is about. */
export const notificationLink = (n: Pick<AlertNotification, 'kind'>): string =>
  n.kind === 'goods' ? '/goodsTrackingRouter' : '/myPlaceTracking';

export const notificationTitle = (n: Pick<AlertNotification, 'kind' | 'title'>): string =>
  n.title ?? (n.kind === 'goods' ? a.untitledGoods : a.untitledPlace);

/** Good news red, bad news blue: Korean rank tables read ▲ red and ▼ blue (ARCHITECTURE §3b). */
export function ruleTone(rule: NotificationRule): 'up' | 'down' | 'notice' {
  // A product's end or coming deletion (issue 23 point 6) is neither good nor bad rank news.
  if (rule === 'expired' || rule === 'deleteSoon') return 'notice';
  return rule === 'rise' || rule === 'enterTop' ? 'up' : 'down';
}

/** yyyy-MM-dd → M.d, as short lists show dates. */
export function shortDay(day: string): string {
  const [, m, d] = day.split('-');
  return `${Number(m)}.${Number(d)}`;
}
