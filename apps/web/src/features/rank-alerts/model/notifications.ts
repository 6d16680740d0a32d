import * as ko from '@seller/shared/messages/sections';
import { shortDayText } from '@seller/shared/rules/dates';
import {
  type AlertNotification,
  type NotificationRule,
  isLifecycleRule,
} from '@seller/shared/schemas/rank-alerts';

const a = ko.rankAlerts;

/** The list a notification is about. */
export const notificationLink = (n: Pick<AlertNotification, 'kind' | 'rule'>): string =>
  // KakaoTalk turned off by Kakao (issue 28 §2): where it can be turned on again.
  n.rule === 'kakaoOff'
    ? '/myPage/alerts'
    : // A paid source's budget reached (issue 36 §3, managers): the usage screen.
      n.rule === 'budgetReached'
      ? '/admin/provider-usage'
      : n.kind === 'goods'
        ? '/goodsTrackingRouter'
        : '/myPlaceTracking';

/** Notices about the app rather than a product or place: dated by their day, no kind shown. */
export const isAppNotice = (rule: NotificationRule): boolean =>
  rule === 'kakaoOff' || rule === 'budgetReached';

export const notificationTitle = (
  n: Pick<AlertNotification, 'kind' | 'title'> & { rule?: NotificationRule; keyword?: string },
): string =>
  n.rule === 'kakaoOff'
    ? a.kakao.title
    : n.rule === 'budgetReached'
      ? (n.title ?? n.keyword ?? '')
      : (n.title ?? (n.kind === 'goods' ? a.untitledGoods : a.untitledPlace));

/** Good news red, bad news blue: Korean rank tables read ▲ red and ▼ blue (ARCHITECTURE §3b). */
export function ruleTone(rule: NotificationRule): 'up' | 'down' | 'notice' {
  // A product's coming end, end or coming deletion is neither good nor bad rank news.
  if (isLifecycleRule(rule) || isAppNotice(rule)) return 'notice';
  return rule === 'rise' || rule === 'enterTop' ? 'up' : 'down';
}

/** The bell's day: the short day of every list (11.02). */
export const shortDay = shortDayText;
