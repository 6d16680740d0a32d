import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { ButtonPopover } from '../../../components/ui/ButtonPopover';
import { Skeleton } from '../../../components/ui/Skeleton';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { fetchUnread } from '../api/rank-alerts-api';
import { badgeText } from '../model/badge';
import { queryKeys } from '../../../lib/query-keys';

// The list, its texts and actions load when the bell is first opened, not with the header.
const NotificationPanel = lazy(() => lazyWithRetry(() => import('./NotificationPanel')));

const POLL_MS = 60_000;

function PanelFallback() {
  return (
    <div role="status" className="flex flex-col gap-3 p-4">
      <span className="sr-only">{ko.common.loading}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton className="h-3.5 w-1/3" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ))}
    </div>
  );
}

/** The header's bell (signed-in members): the unread count, and the notification panel on click. */
export function NotificationBell() {
  const unread = useQuery({
    queryKey: queryKeys.rankAlerts.unread,
    queryFn: fetchUnread,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });

  const count = unread.data ?? 0;
  const badge = badgeText(count);
  return (
    <ButtonPopover
      label={count > 0 ? ko.shell.notificationsUnread(count) : ko.shell.notifications}
      title={ko.shell.notifications}
      triggerTestId="notification-bell"
      triggerData={{ 'data-unread': count }}
      triggerClassName="relative inline-flex size-10 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none data-[state=open]:bg-slate-100"
      trigger={
        <>
          <Bell aria-hidden="true" className="size-[22px]" strokeWidth={1.9} />
          {badge && (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute top-1 right-0.5 inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-500 px-1 text-[11px] leading-none font-bold text-white tabular-nums ring-2 ring-white"
            >
              {badge}
            </span>
          )}
        </>
      }
      panelLabel={ko.shell.notificationPanel}
      panelTestId="notification-panel"
      panelClassName="z-50 max-h-[min(34rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] animate-slide-down flex-col open:flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl"
    >
      {(close) => (
        <Suspense fallback={<PanelFallback />}>
          <NotificationPanel unread={count} onClose={close} />
        </Suspense>
      )}
    </ButtonPopover>
  );
}
