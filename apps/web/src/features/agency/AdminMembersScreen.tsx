import { type ReactNode, Suspense, lazy, useCallback, useState } from 'react';
import { toast } from 'sonner';
import { ko } from '@seller/shared/messages/ko';
import { type AdminFilter, initialFilter, koreaDay } from '@seller/shared/rules/agency';
import { formatNumber } from '@seller/shared/rules/kst';
import type { MemberGroupRow, MemberListAnswer, MemberListBody } from '@seller/shared/schemas/members';
import { Skeleton } from '../../components/ui/Skeleton';
import { isApiError } from '../../lib/api';
import { CoinAddDialog } from './components/CoinAddDialog';
import { FilterPanel } from './components/FilterPanel';
import { PayHistoryDialog } from './components/PayHistoryDialog';
import { toSearch } from './model';

const MemberGrid = lazy(() => import('./components/AdminGrids'));

const t = ko.memberAdminUi;

export interface AdminMembersScreenProps {
  /** agency: the agency list (selectUserAjency); members: every member (emailUserSelectV1). */
  mode: 'agency' | 'members';
  title: string;
  text: string;
  fetchPage: (body: MemberListBody, signal?: AbortSignal) => Promise<MemberListAnswer>;
  /** Grants and cancellations are managers' rights (spec 01 §6); agency members only read. */
  isManager: boolean;
  /** Shown when the search finds no one. */
  emptyText: string;
  /** Above the panel (the agency sub-menu). */
  header?: ReactNode;
  /** Below the grid (the member screen's audit log). */
  footer?: ReactNode;
}

/**
 * Agency management and member management (spec 01 §2.11): the filter panel, the grid whose
 * sorting, filtering and paging run on the server, and the pay-history and coin-add modals.
 */
export function AdminMembersScreen({
  mode,
  title,
  text,
  fetchPage,
  isManager,
  emptyText,
  header,
  footer,
}: AdminMembersScreenProps) {
  // The Korea date when the screen opened: the period buttons count from it.
  const [today] = useState(() => koreaDay(new Date()));
  const [filter, setFilter] = useState<AdminFilter>(() => initialFilter(today));
  const [search, setSearch] = useState<MemberListBody>(() => toSearch(initialFilter(today)));
  const [reloadKey, setReloadKey] = useState(0);
  const [total, setTotal] = useState<number | null>(null);
  const [historyFor, setHistoryFor] = useState<MemberGroupRow | null>(null);
  const [grantFor, setGrantFor] = useState<MemberGroupRow | null>(null);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  const onFailed = useCallback((error: unknown) => {
    setTotal(null);
    // A refused filter (400) says why; anything else is the spec's lookup error.
    toast.error(isApiError(error) && error.status === 400 ? error.message : t.listError);
  }, []);

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 md:py-10" data-testid={`admin-screen-${mode}`}>
      {header}
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">{text}</p>
        </div>
      </div>
      <FilterPanel
        value={filter}
        today={today}
        onChange={setFilter}
        onSearch={(f) => {
          setTotal(null);
          setSearch(toSearch(f));
        }}
      />
      <div className="mt-5 mb-2 flex min-h-6 items-center justify-between text-sm text-slate-600">
        <span data-testid="admin-grid-total" aria-live="polite">
          {total === null ? '' : t.total(formatNumber(total))}
        </span>
      </div>
      <div className="relative">
        <Suspense fallback={<Skeleton className="h-[400px] w-full" />}>
          <MemberGrid
            mode={mode}
            search={search}
            reloadKey={reloadKey}
            fetchPage={fetchPage}
            canGrant={isManager}
            onLoaded={setTotal}
            onFailed={onFailed}
            onHistory={setHistoryFor}
            onAddCoins={setGrantFor}
          />
        </Suspense>
        {total === 0 && (
          <p
            data-testid="admin-grid-empty"
            className="pointer-events-none absolute inset-x-0 top-1/2 text-center text-base font-semibold text-slate-600"
          >
            {emptyText}
          </p>
        )}
      </div>
      <PayHistoryDialog
        target={historyFor}
        canCancel={isManager}
        onClose={() => setHistoryFor(null)}
        onChanged={reload}
      />
      {isManager && <CoinAddDialog target={grantFor} onClose={() => setGrantFor(null)} onGranted={reload} />}
      {footer}
    </section>
  );
}
