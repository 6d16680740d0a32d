import { type ReactNode, Suspense, lazy, useCallback, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FileSpreadsheet } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { koreaDay } from '@seller/shared/rules/agency';
import { formatNumber } from '@seller/shared/rules/kst';
import type { MemberGroupRow, MemberListAnswer, MemberListBody } from '@seller/shared/schemas/members';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage, isApiError } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import { CoinAddDialog } from './components/CoinAddDialog';
import { initialFilter } from './filter';
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
  /** 엑셀 다운로드: the same query, every row, as an xlsx file (and the name the server gave it). */
  exportList: (body: MemberListBody) => Promise<{ blob: Blob; name: string | null }>;
  /** The file name when the server gives none. */
  exportName: string;
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
  exportList,
  exportName,
  isManager,
  emptyText,
  header,
  footer,
}: AdminMembersScreenProps) {
  // The Korea date when the screen opened: the period buttons count from it.
  const [today] = useState(() => koreaDay(new Date()));
  const [search, setSearch] = useState<MemberListBody>(() => toSearch(initialFilter(today)));
  const [reloadKey, setReloadKey] = useState(0);
  const [total, setTotal] = useState<number | null>(null);
  const [historyFor, setHistoryFor] = useState<MemberGroupRow | null>(null);
  const [grantFor, setGrantFor] = useState<MemberGroupRow | null>(null);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  // The query of the rows on screen (panel, sort and column filters): the download repeats it.
  const shownQuery = useRef<MemberListBody | null>(null);
  const onLoaded = useCallback((n: number, query: MemberListBody) => {
    shownQuery.current = query;
    setTotal(n);
  }, []);
  const download = useMutation({
    mutationFn: () => {
      // Every page: the server ignores paging for the file.
      const { pageNum: _page, pageSize: _size, ...query } = shownQuery.current ?? search;
      return exportList(query);
    },
    onSuccess: ({ blob, name }) => {
      saveFile(blob, name ?? `${exportName}.xlsx`);
      toast.success(t.excelDone);
    },
    onError: (e) =>
      toast.error(
        t.excelFailed,
        isApiError(e) && e.status === 400 ? { description: errorMessage(e) } : undefined,
      ),
  });

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
        today={today}
        onSearch={(f) => {
          setTotal(null);
          setSearch(toSearch(f));
        }}
      />
      <div className="mt-5 mb-2 flex min-h-9 items-center justify-between gap-3 text-sm text-slate-600">
        <span data-testid="admin-grid-total" aria-live="polite">
          {total === null ? '' : t.total(formatNumber(total))}
        </span>
        <Button
          size="sm"
          variant="outline"
          data-testid="admin-export"
          disabled={!total}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {!download.isPending && <FileSpreadsheet aria-hidden="true" className="size-4 text-emerald-700" />}
          {t.excelDownload}
        </Button>
      </div>
      <Suspense fallback={<Skeleton className="h-[400px] w-full" />}>
        <MemberGrid
          mode={mode}
          search={search}
          reloadKey={reloadKey}
          fetchPage={fetchPage}
          canGrant={isManager}
          emptyText={emptyText}
          onLoaded={onLoaded}
          onFailed={onFailed}
          onHistory={setHistoryFor}
          onAddCoins={setGrantFor}
        />
      </Suspense>
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
