import { Link } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  BellOff,
  CalendarX,
  CheckCheck,
  MessageCircleOff,
  ReceiptText,
  Settings,
  TrendingDown,
  TrendingUp,
} from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { alertText } from '@seller/shared/rules/rank-alerts';
import type { AlertNotification, NotificationsAnswer } from '@seller/shared/schemas/rank-alerts';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { fetchNotifications, markAllRead, markRead } from '../api/rank-alerts-api';
import { isAppNotice, notificationLink, notificationTitle, ruleTone, shortDay } from '../model/notifications';
import { queryKeys } from '../../../lib/query-keys';

const a = ko.rankAlerts;
const lifecycle = ko.goodsLifecycle;

function Item({ n, onOpen }: { n: AlertNotification; onOpen: (n: AlertNotification) => void }) {
  const tone = ruleTone(n.rule);
  const up = tone === 'up';
  const channel = isAppNotice(n.rule);
  const Icon =
    n.rule === 'kakaoOff'
      ? MessageCircleOff
      : n.rule === 'budgetReached'
        ? ReceiptText
        : tone === 'notice'
          ? CalendarX
          : up
            ? TrendingUp
            : TrendingDown;
  const colour = tone === 'notice' ? 'amber' : up ? 'red' : 'blue';
  return (
    <li>
      <Link
        to={notificationLink(n)}
        onClick={() => onOpen(n)}
        data-testid="notification-item"
        data-read={n.read ? 'true' : 'false'}
        className={cn(
          'flex gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none',
          !n.read && 'bg-brand-50/40',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full',
            colour === 'amber'
              ? 'bg-amber-50 text-amber-600'
              : colour === 'red'
                ? 'bg-red-50 text-red-600'
                : 'bg-blue-50 text-blue-600',
          )}
        >
          <Icon className="size-4" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-1.5 text-xs text-slate-500">
            <span
              className={cn(
                'font-semibold',
                colour === 'amber' ? 'text-amber-700' : colour === 'red' ? 'text-red-600' : 'text-blue-600',
              )}
            >
              {a.ruleNames[n.rule]}
            </span>
            <span aria-hidden="true">·</span>
            {!channel && (
              <>
                <span>{n.kind === 'goods' ? a.kindGoods : a.kindPlace}</span>
                <span aria-hidden="true">·</span>
              </>
            )}
            <span className="tabular-nums">
              {channel
                ? shortDay(n.day)
                : n.rule === 'endsIn3' || n.rule === 'endsIn1'
                  ? lifecycle.rowEndOn(shortDay(n.day))
                  : tone === 'notice'
                    ? lifecycle.rowDeleteOn(shortDay(n.day))
                    : a.dayLabel(shortDay(n.day))}
            </span>
            {!n.read && (
              <>
                <span aria-hidden="true" className="ml-auto size-2 shrink-0 rounded-full bg-red-500" />
                <span className="sr-only">{a.unread}</span>
              </>
            )}
          </span>
          <span className="truncate text-sm font-semibold text-slate-900">{notificationTitle(n)}</span>
          <span className="text-[13px] leading-snug text-slate-600">{alertText(n)}</span>
        </span>
      </Link>
    </li>
  );
}

/** The bell's panel: newest alerts first, mark read on open, mark all read, older pages. */
export default function NotificationPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: queryKeys.rankAlerts.notifications,
    queryFn: ({ pageParam }) => fetchNotifications(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: NotificationsAnswer) => last.nextBefore ?? undefined,
    staleTime: 0,
  });
  const setUnread = (count: number) => queryClient.setQueryData(queryKeys.rankAlerts.unread, count);
  const markOne = useMutation({
    mutationFn: (id: number) => markRead([id]),
    onSuccess: (answer) => {
      setUnread(answer.unread);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rankAlerts.notifications });
    },
  });
  const markAll = useMutation({
    mutationFn: markAllRead,
    onSuccess: (answer) => {
      setUnread(answer.unread);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rankAlerts.notifications });
      toast.success(a.markedAllRead);
    },
    onError: (err) => toast.error(errorMessage(err) || a.markFailed),
  });

  const open = (n: AlertNotification) => {
    if (!n.read) markOne.mutate(n.id);
    onClose();
  };

  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  let body;
  if (list.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-4 p-4">
        <span className="sr-only">{ko.common.loading}</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-8 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-5/6" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (list.isError && items.length === 0) {
    body = (
      <ErrorState
        title={a.loadError}
        text={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
        className="py-8"
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title={a.empty}
        text={a.emptyText}
        icon={<BellOff aria-hidden="true" className="size-9" />}
        className="py-8"
      />
    );
  } else {
    body = (
      <>
        <ul className="divide-y divide-slate-100" data-testid="notification-list">
          {items.map((n) => (
            <Item key={n.id} n={n} onOpen={open} />
          ))}
        </ul>
        {list.hasNextPage && (
          <div className="border-t border-slate-100 p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {a.loadMore}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
        <h2 className="text-[15px] font-bold text-slate-900">{ko.shell.notificationPanel}</h2>
        {unread > 0 && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-600 tabular-nums">
            {unread}
          </span>
        )}
        <div className="ml-auto flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2 text-xs"
            data-testid="notification-read-all"
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {a.markAllRead}
          </Button>
          <Link
            to="/myPage/alerts"
            onClick={onClose}
            aria-label={a.openSettings}
            title={a.openSettings}
            className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none"
          >
            <Settings aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{body}</div>
    </>
  );
}
