import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ChevronDown, ChevronLeft, ChevronRight, Megaphone, PenLine, Trash2 } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import type { NoticeListItem } from '@seller/shared/schemas/notices';
import { Button, buttonClass } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { deleteNotice, fetchNoticePage } from './api/notices-api';
import { NoticeBody } from './components/NoticeBody';
import { LIST_PAGE_SIZE, noticeFromQuery, pageFromQuery, pagerState } from './model/list';
import { formatNoticeDate } from './notice-date';
import { queryKeys } from '../../lib/query-keys';

const t = ko.notices;

function CategoryBadge({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
      {name}
    </span>
  );
}

function ManagerActions({
  notice,
  onDelete,
}: {
  notice: NoticeListItem;
  onDelete: (n: NoticeListItem) => void;
}) {
  return (
    <div className="mt-4 flex justify-end gap-2 border-t border-slate-100 pt-3">
      <Link
        to={`/editorNotice?ntcSn=${notice.ntcSn}`}
        className={buttonClass('outline', 'sm')}
        data-testid="notice-edit"
      >
        <PenLine aria-hidden="true" className="size-4" />
        {t.edit}
      </Link>
      <Button variant="outline" size="sm" onClick={() => onDelete(notice)} data-testid="notice-delete">
        <Trash2 aria-hidden="true" className="size-4 text-red-600" />
        {t.remove}
      </Button>
    </div>
  );
}

/**
 * Notice list (spec 01 §2.8): a table on desktop and a list on phones (768 px or less), content
 * loaded on expansion, and a pager showing "page n / total". Managers can edit and delete.
 */
export function NoticeListPage({ canManage = false }: { canManage?: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const [open, setOpen] = useState<ReadonlySet<number>>(() => {
    const linked = noticeFromQuery(params.get('ntcSn'));
    return new Set(linked ? [linked] : []);
  });
  const [removing, setRemoving] = useState<NoticeListItem | null>(null);
  const queryClient = useQueryClient();

  const list = useQuery({
    queryKey: queryKeys.notices.list(page),
    queryFn: ({ signal }) => fetchNoticePage(page, LIST_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
  // Spec 01 §8: loading failures are logged (and the page offers a retry).
  useEffect(() => {
    if (list.error) console.error('notice list failed to load', list.error);
  }, [list.error]);

  // An address past the last page (after deletions, or typed) goes to the last page.
  const lastPage = list.data?.total.totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage)
      setParams(lastPage > 1 ? { page: String(lastPage) } : {}, { replace: true });
  }, [lastPage, page, setParams]);

  const remove = useMutation({
    mutationFn: (ntcSn: number) => deleteNotice(ntcSn),
    onSuccess: async () => {
      toast.success(t.deleted);
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.notices.all });
    },
    onError: (err) => toast.error(t.removeFailed, { description: errorMessage(err) }),
  });

  const toggle = (ntcSn: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(ntcSn)) next.delete(ntcSn);
      else next.add(ntcSn);
      return next;
    });

  const goTo = (n: number) => {
    setOpen(new Set());
    setParams(n > 1 ? { page: String(n) } : {});
    window.scrollTo({ top: 0 });
  };

  const rows = list.data?.data ?? [];
  const totals = list.data?.total;
  const pager = pagerState(page, totals?.totalPages ?? 0);

  let body;
  if (list.isPending) {
    body = (
      <div role="status" aria-label={ko.common.loading} className="flex flex-col gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (list.isError && !list.data) {
    body = <ErrorState text={t.loadFailed} onRetry={() => void list.refetch()} />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        icon={<Megaphone aria-hidden="true" className="size-10" />}
        title={t.empty}
        text={t.emptyText}
        className="rounded-2xl border border-slate-200"
      />
    );
  } else {
    body = (
      <>
        {/* Desktop: a table (above 768 px). */}
        <div className="hidden overflow-hidden rounded-2xl border border-slate-200 md:block">
          <table className="w-full table-fixed text-sm" data-testid="notice-table">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="w-20 px-4 py-3 text-center font-semibold">
                  {t.colNumber}
                </th>
                <th scope="col" className="w-28 px-4 py-3 text-center font-semibold">
                  {t.colCategory}
                </th>
                <th scope="col" className="px-4 py-3 text-left font-semibold">
                  {t.colTitle}
                </th>
                <th scope="col" className="w-32 px-4 py-3 text-center font-semibold">
                  {t.colDate}
                </th>
                <th scope="col" className="w-20 px-4 py-3 text-center font-semibold">
                  {t.colToggle}
                </th>
              </tr>
            </thead>
            {rows.map((n) => {
              const expanded = open.has(n.ntcSn);
              return (
                <tbody key={n.ntcSn} className="border-t border-slate-100" data-testid="notice-row">
                  <tr className={cn('transition-colors hover:bg-slate-50', expanded && 'bg-slate-50')}>
                    <td className="px-4 py-3.5 text-center text-slate-500 tabular-nums">{n.number}</td>
                    <td className="px-4 py-3.5 text-center">
                      <CategoryBadge name={n.noticeCategoryNm} />
                    </td>
                    <td className="px-4 py-3.5">
                      <button
                        type="button"
                        onClick={() => toggle(n.ntcSn)}
                        className="w-full truncate text-left font-medium text-slate-900 hover:text-brand-700"
                        tabIndex={-1}
                      >
                        {n.title}
                      </button>
                    </td>
                    <td className="px-4 py-3.5 text-center text-slate-500 tabular-nums">
                      <time dateTime={n.noticeDt}>{formatNoticeDate(n.noticeDt)}</time>
                    </td>
                    <td className="px-4 py-3.5 text-center">
                      <button
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={`notice-${n.ntcSn}`}
                        aria-label={expanded ? t.collapseLabel(n.title) : t.expandLabel(n.title)}
                        onClick={() => toggle(n.ntcSn)}
                        data-testid="notice-toggle"
                        className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                      >
                        <ChevronDown
                          aria-hidden="true"
                          className={cn('size-5 transition-transform', expanded && 'rotate-180')}
                        />
                      </button>
                    </td>
                  </tr>
                  {expanded && (
                    <tr id={`notice-${n.ntcSn}`}>
                      <td colSpan={5} className="bg-white px-8 py-6">
                        <NoticeBody ntcSn={n.ntcSn} />
                        {canManage && <ManagerActions notice={n} onDelete={setRemoving} />}
                      </td>
                    </tr>
                  )}
                </tbody>
              );
            })}
          </table>
        </div>

        {/* Phones: a list (768 px or less). */}
        <ul
          className="divide-y divide-slate-100 rounded-2xl border border-slate-200 md:hidden"
          data-testid="notice-list-mobile"
        >
          {rows.map((n) => {
            const expanded = open.has(n.ntcSn);
            return (
              <li key={n.ntcSn} data-testid="notice-item">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={`notice-m-${n.ntcSn}`}
                  onClick={() => toggle(n.ntcSn)}
                  data-testid="notice-toggle"
                  className="flex w-full items-start gap-3 px-4 py-4 text-left"
                >
                  <span className="flex min-w-0 flex-1 flex-col gap-1.5">
                    <span className="flex items-center gap-2 text-xs text-slate-500">
                      <CategoryBadge name={n.noticeCategoryNm} />
                      <time dateTime={n.noticeDt} className="tabular-nums">
                        {formatNoticeDate(n.noticeDt)}
                      </time>
                    </span>
                    <span className="font-medium text-slate-900">{n.title}</span>
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className={cn(
                      'mt-1 size-5 shrink-0 text-slate-400 transition-transform',
                      expanded && 'rotate-180',
                    )}
                  />
                  <span className="sr-only">{expanded ? t.collapse : t.expand}</span>
                </button>
                {expanded && (
                  <div
                    id={`notice-m-${n.ntcSn}`}
                    className="border-t border-slate-100 bg-slate-50/60 px-4 py-4"
                  >
                    <NoticeBody ntcSn={n.ntcSn} />
                    {canManage && <ManagerActions notice={n} onDelete={setRemoving} />}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 md:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t.listTitle}</h1>
          <p className="mt-1 text-slate-600">{t.listText}</p>
        </div>
        {canManage && (
          <Link to="/editorNotice" className={buttonClass('primary', 'md')} data-testid="notice-write">
            <PenLine aria-hidden="true" className="size-4" />
            {t.write}
          </Link>
        )}
      </div>

      <div className="mt-6" aria-busy={list.isFetching || undefined}>
        {body}
      </div>

      {totals && totals.totalElements > 0 && (
        <nav className="mt-6 flex items-center justify-center gap-3" aria-label={t.pager}>
          <Button
            variant="outline"
            size="sm"
            disabled={!pager.hasPrev}
            onClick={() => goTo(pager.current - 1)}
            data-testid="notice-prev"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t.pagePrev}
          </Button>
          <span
            className="min-w-16 text-center text-sm text-slate-600 tabular-nums"
            data-testid="notice-page"
          >
            <span aria-hidden="true">{t.pageStatus(pager.current, pager.total)}</span>
            <span className="sr-only">{t.pageStatusLabel(pager.current, pager.total)}</span>
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={!pager.hasNext}
            onClick={() => goTo(pager.current + 1)}
            data-testid="notice-next"
          >
            {t.pageNext}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={t.removeTitle}
        text={removing ? t.removeText(removing.title) : ''}
        confirmLabel={t.remove}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.ntcSn)}
      />
    </section>
  );
}
