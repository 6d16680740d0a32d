import {
  type AlertNotification,
  type AlertTargetKind,
  type NotificationRule,
  type NotificationsAnswer,
} from '@seller/shared';
import type { AlertsContext } from './rank-alerts.context';
import * as repo from './rank-alerts.repository';

/** The bell: the member's notifications, the unread count, marking them read. */
export function alertInbox(ctx: AlertsContext) {
  const { deps, now } = ctx;

  const toWire = (n: Awaited<ReturnType<typeof repo.listNotifications>>[number]): AlertNotification => ({
    id: n.id,
    kind: n.kind as AlertTargetKind,
    targetId: n.kind === 'goods' ? n.gdpSn : n.plceSn,
    title: n.title,
    keyword: n.keyword,
    rule: n.rule as NotificationRule,
    day: n.day,
    previousRank: n.previousRank,
    currentRank: n.currentRank,
    threshold: n.threshold,
    surface: n.surface,
    depth: n.depth,
    previousDepth: n.previousDepth,
    read: n.readAt !== null,
    createdAt: n.createdAt.toISOString(),
  });

  return {
    async notifications(
      memberId: number,
      q: { before?: number; limit: number },
    ): Promise<NotificationsAnswer> {
      const [rows, unread] = await Promise.all([
        repo.listNotifications(deps.db, memberId, q.before, q.limit + 1),
        repo.unreadCount(deps.db, memberId),
      ]);
      const items = rows.slice(0, q.limit).map(toWire);
      return { items, unread, nextBefore: rows.length > q.limit ? (items.at(-1)?.id ?? null) : null };
    },

    unread: async (memberId: number) => ({ unread: await repo.unreadCount(deps.db, memberId) }),

    async markRead(memberId: number, ids: number[] | 'all') {
      await repo.markRead(deps.db, memberId, ids, now());
      return { unread: await repo.unreadCount(deps.db, memberId) };
    },
  };
}
