import { type ReactNode, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { kstDateTime } from '@seller/shared/rules/kst';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';

/** What every revocable thing has: API tokens and client-report links. */
interface RevocableRow {
  id: number;
  name: string;
  createdAt: string;
  expiresAt: string | null;
}

export interface RevocableTexts {
  listTitle: string;
  loadFailed: string;
  empty: string;
  expired: string;
  createdAt: string;
  expiresAt: string;
  expiryNever: string;
  revoke: string;
  revokeConfirmTitle: string;
  revokeConfirmText: (name: string) => string;
  revokeConfirm: string;
  revoked: string;
}

interface Badge {
  label: string;
  tone?: 'brand';
}

const when = (at: string) => kstDateTime(new Date(at));

/**
 * A member's list of things they made and may revoke (API tokens, client-report links): loading,
 * error with retry, empty state, one row per item with its dates, and a confirmation before the
 * revoke. One component so both sections look and behave alike; each section passes its texts,
 * its badges and its extra buttons.
 */
export function RevocableList<Row extends RevocableRow>({
  t,
  testId,
  queryKey,
  fetchRows,
  revokeRow,
  emptyIcon,
  badges,
  lead,
  last,
  actions,
  details,
}: {
  t: RevocableTexts;
  /** Prefix of the ids: `${testId}-list`, `${testId}-list-title`, `${testId}-revoke`. */
  testId: string;
  queryKey: readonly unknown[];
  fetchRows: () => Promise<Row[]>;
  revokeRow: (id: number) => Promise<{ message?: string }>;
  emptyIcon: ReactNode;
  badges: (row: Row) => Badge[];
  /** A first line in the row's details, before the dates (e.g. the token's hint). */
  lead?: (row: Row) => ReactNode;
  /** The last-used / last-opened line. */
  last: { label: string; never: string; testId: string; at: (row: Row) => string | null };
  /** Buttons before "revoke". */
  actions?: (row: Row) => ReactNode;
  /** More about the row under its dates (e.g. a report's mail addresses). */
  details?: (row: Row) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey, queryFn: fetchRows });
  const [revoking, setRevoking] = useState<Row | null>(null);
  const revoke = useMutation({
    mutationFn: revokeRow,
    onSuccess: async (answer) => {
      setRevoking(null);
      toast.success(answer.message || t.revoked);
      await queryClient.invalidateQueries({ queryKey, exact: true });
    },
    onError: (err) => {
      setRevoking(null);
      toast.error(errorMessage(err));
    },
  });

  let body;
  if (list.isPending) {
    body = (
      <div role="status" aria-label={ko.common.loading} className="flex flex-col gap-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (list.isError) {
    body = <ErrorState text={t.loadFailed} onRetry={() => void list.refetch()} />;
  } else if (!list.data.length) {
    body = <EmptyState icon={emptyIcon} title={t.empty} />;
  } else {
    const now = Date.now();
    body = (
      <ul
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200"
        data-testid={`${testId}-list`}
      >
        {list.data.map((row) => {
          const expired = row.expiresAt !== null && Date.parse(row.expiresAt) <= now;
          const lastAt = last.at(row);
          return (
            <li key={row.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  <span className="break-all">{row.name}</span>
                  {badges(row).map((b) => (
                    <span
                      key={b.label}
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-semibold',
                        b.tone === 'brand' ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-600',
                      )}
                    >
                      {b.label}
                    </span>
                  ))}
                  {expired && (
                    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">
                      {t.expired}
                    </span>
                  )}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-[13px] text-slate-600">
                  {lead?.(row)}
                  <dt>{t.createdAt}</dt>
                  <dd>{when(row.createdAt)}</dd>
                  <dt>{t.expiresAt}</dt>
                  <dd>{row.expiresAt ? when(row.expiresAt) : t.expiryNever}</dd>
                  <dt>{last.label}</dt>
                  <dd data-testid={last.testId}>{lastAt ? when(lastAt) : last.never}</dd>
                </dl>
                {details?.(row)}
              </div>
              <div className="flex gap-2 self-start sm:self-center">
                {actions?.(row)}
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setRevoking(row)}
                  data-testid={`${testId}-revoke`}
                >
                  {t.revoke}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section aria-labelledby={`${testId}-list-title`} className="flex flex-col gap-3">
      <h3 id={`${testId}-list-title`} className="text-lg font-semibold text-slate-900">
        {t.listTitle}
      </h3>
      {body}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && !revoke.isPending && setRevoking(null)}
        title={t.revokeConfirmTitle}
        text={revoking ? t.revokeConfirmText(revoking.name) : ''}
        confirmLabel={t.revokeConfirm}
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
    </section>
  );
}
