// The header's bell imports this on every page; notifications.ts would bring the rank-alerts messages.

/** The badge on the bell: up to 99, then 99+. */
export const badgeText = (unread: number): string | null =>
  unread <= 0 ? null : unread > 99 ? '99+' : String(unread);
