import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pin, PinOff } from 'lucide-react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { methodLine, provenanceLine } from '@seller/shared/rules/rank-provenance';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { ImageThumb } from '../../../components/ui/ImageThumb';
import { Skeleton } from '../../../components/ui/Skeleton';
import { MoveMark } from '../../../components/rank-tracking/MoveMark';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { cn } from '../../../lib/cn';
import { queryKeys } from '../../../lib/query-keys';
import {
  type PinnedRival,
  type RivalEntry,
  type RivalSeries,
  fetchRivalSeries,
  fetchRivals,
  pinRival,
  unpinRival,
} from '../api/rivals-api';
import { failureMessage } from '../model/rules';

const CompareChart = lazy(() => lazyWithRetry(() => import('../../../components/ui/CompareChart')));

const t = ko.rankRivalsUi;
/** Legend entries stay one line on a phone. */
const shortTitle = (title: string) => (title.length > 16 ? `${title.slice(0, 15)}…` : title);
const rank = (n: number) => ko.goodsRankUi.rank(n.toLocaleString('ko-KR'));

/**
 * The 경쟁 상품 tab of a tracked keyword (issue 28 §1): who stands above and just below the
 * member's product in the day's kept top with each one's move since the day before, pins (at
 * most 3, free), and the member's product against the pinned rivals over 30 days.
 */
export function RivalsPanel({ gdkdSn: keywordId, keyword }: { gdkdSn: number; keyword: string }) {
  const client = useQueryClient();
  const view = useQuery({
    queryKey: queryKeys.goods.rivals(keywordId),
    queryFn: () => fetchRivals(keywordId),
  });
  const series = useQuery({
    queryKey: queryKeys.goods.rivalSeries(keywordId),
    queryFn: () => fetchRivalSeries(keywordId),
  });
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.goods.rivals(keywordId) });
  const pin = useMutation({
    mutationFn: (productId: string) => pinRival(keywordId, productId),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(failureMessage(error, t.pinFailed)),
    onSettled: refresh,
  });
  const [unpinning, setUnpinning] = useState<{ rivalSn: number; title: string } | null>(null);
  // The list opens on the member's product, with who stands just above and below it in sight.
  const scroller = useRef<HTMLDivElement>(null);
  const shownDay = view.data?.day;
  useEffect(() => {
    const box = scroller.current;
    const own = box?.querySelector<HTMLElement>('[data-own]');
    if (box && own) box.scrollTop = Math.max(0, own.offsetTop - box.clientHeight / 2 + own.offsetHeight / 2);
  }, [shownDay]);
  const unpin = useMutation({
    mutationFn: (rivalSn: number) => unpinRival(keywordId, rivalSn),
    onSuccess: (answer) => {
      setUnpinning(null);
      toast.success(answer.message);
    },
    onError: (error) => toast.error(failureMessage(error, t.unpinFailed)),
    onSettled: refresh,
  });

  if (view.isPending) {
    return (
      <div role="status" className="mt-4 flex flex-col gap-3">
        <span className="sr-only">{ko.common.loading}</span>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (view.isError)
    return <ErrorState text={t.loadError} onRetry={() => void view.refetch()} className="py-6" />;
  const { day, ownRank, entries, pinned, maxPins, provenance, methodChanged } = view.data;
  if (day === null) return <EmptyState title={t.noTop} text={t.noTopHint} className="py-8" />;
  const full = pinned.length >= maxPins;
  const knownBefore = entries.some((e) => e.listedBefore);
  const last = entries.at(-1)?.rank ?? 0;
  const ownOutside = ownRank !== null && (ownRank === 0 || ownRank > last);
  const busy = pin.isPending || unpin.isPending;

  return (
    <div className="mt-4 flex flex-col gap-5" data-testid="rivals-panel">
      <section aria-labelledby={`rivals-title-${keywordId}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 id={`rivals-title-${keywordId}`} className="text-sm font-semibold text-slate-900">
            {t.tableTitle}
          </h3>
          <span className="text-xs text-slate-500 tabular-nums">
            {t.topOf(day)}
            {provenance && ` · ${provenanceLine(provenance)}`}
          </span>
        </div>
        <p className="mt-0.5 text-xs text-slate-500">{t.tableHint}</p>
        {methodChanged && (
          <p
            className="mt-2 rounded-md bg-violet-50 px-3 py-2 text-xs text-violet-800"
            data-testid="top-method-changed"
          >
            {ko.rankProvenance.topMethodChanged}
          </p>
        )}
        {ownOutside && (
          <p
            className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800"
            data-testid="own-outside"
          >
            {t.ownBelowTop(ownRank === 0 ? ko.goodsRankUi.outOfRank : rank(ownRank))}
          </p>
        )}
        <div
          ref={scroller}
          className="relative mt-2 max-h-80 overflow-y-auto rounded-lg border border-slate-200"
        >
          <table className="w-full table-fixed text-sm" data-testid="rivals-table">
            <thead className="sticky top-0 z-10 bg-slate-50 text-xs text-slate-500">
              <tr>
                <th scope="col" className="w-10 px-2 py-2 text-right font-medium sm:w-12">
                  {t.colRank}
                </th>
                <th scope="col" className="px-2 py-2 text-left font-medium">
                  {t.colProduct}
                </th>
                <th scope="col" className="w-11 px-1 py-2 text-center font-medium sm:w-12">
                  {t.colMove}
                </th>
                <th scope="col" className="w-12 px-1 py-2 text-center font-medium sm:w-20 sm:px-2">
                  {t.colPin}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <EntryRow
                  key={e.productId}
                  entry={e}
                  knownBefore={knownBefore}
                  pinDisabled={busy || (full && e.rivalSn === null)}
                  onPin={() => pin.mutate(e.productId)}
                  onUnpin={() => setUnpinning({ rivalSn: e.rivalSn!, title: e.title })}
                />
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <PinnedList
        pinned={pinned}
        maxPins={maxPins}
        busy={busy}
        onUnpin={(p) => setUnpinning({ rivalSn: p.rivalSn, title: p.title })}
      />

      <CompareSection keyword={keyword} series={series} />

      <ConfirmDialog
        open={unpinning !== null}
        onOpenChange={(open) => !open && setUnpinning(null)}
        title={t.unpinConfirmTitle}
        text={unpinning ? t.unpinConfirmText(unpinning.title) : ''}
        confirmLabel={t.unpinConfirm}
        loading={unpin.isPending}
        onConfirm={() => unpinning && unpin.mutate(unpinning.rivalSn)}
      />
    </div>
  );
}

function EntryRow({
  entry: e,
  knownBefore,
  pinDisabled,
  onPin,
  onUnpin,
}: {
  entry: RivalEntry;
  knownBefore: boolean;
  pinDisabled: boolean;
  onPin: () => void;
  onUnpin: () => void;
}) {
  return (
    <tr
      data-testid="rival-row"
      data-own={e.own || undefined}
      className={cn('border-t border-slate-100', e.own && 'bg-brand-50')}
    >
      <td className="px-2 py-2 text-right font-semibold text-slate-900 tabular-nums">{e.rank}</td>
      <td className="px-2 py-2">
        <div className="flex min-w-0 items-center gap-2">
          {/* No picture on a phone: the title needs the width. */}
          <span className="hidden sm:block">
            <ImageThumb src={e.image} className="size-9" />
          </span>
          <div className="min-w-0">
            <p className="line-clamp-2 text-[13px] leading-snug break-words text-slate-800">
              {e.own && (
                <span className="mr-1 rounded bg-brand-600 px-1 py-0.5 text-[10px] font-bold text-white">
                  {t.ownBadge}
                </span>
              )}
              {e.title}
            </p>
            <p className="truncate text-[11px] text-slate-500">
              {[e.mall, e.price !== null ? t.price(e.price.toLocaleString('ko-KR')) : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        </div>
      </td>
      <td className="px-1 py-2 text-center">
        <MoveMark move={e.move} listedBefore={e.listedBefore} known={knownBefore} />
      </td>
      <td className="px-1 py-2 text-center sm:px-2">
        {e.own ? null : e.rivalSn !== null ? (
          <Button
            size="sm"
            variant="outline"
            className="h-7 px-2 text-xs"
            aria-label={t.unpinLabel(e.title)}
            onClick={onUnpin}
            data-testid="unpin-rival"
          >
            <PinOff aria-hidden="true" className="size-3.5" />
            <span className="hidden sm:inline">{t.unpin}</span>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            className="h-7 px-2 text-xs"
            aria-label={t.pinLabel(e.title)}
            title={pinDisabled ? t.pinLimitReached : undefined}
            disabled={pinDisabled}
            onClick={onPin}
            data-testid="pin-rival"
          >
            <Pin aria-hidden="true" className="size-3.5" />
            <span className="hidden sm:inline">{t.pin}</span>
          </Button>
        )}
      </td>
    </tr>
  );
}

function PinnedList({
  pinned,
  maxPins,
  busy,
  onUnpin,
}: {
  pinned: readonly PinnedRival[];
  maxPins: number;
  busy: boolean;
  onUnpin: (p: PinnedRival) => void;
}) {
  return (
    <section aria-label={t.pinnedTitle} data-testid="pinned-rivals">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {t.pinnedTitle}
        <span className="text-xs font-normal text-slate-500 tabular-nums">
          {pinned.length}/{maxPins}
        </span>
      </h3>
      <p className="mt-0.5 text-xs text-slate-500">{t.pinnedHint}</p>
      {pinned.length === 0 ? (
        <p className="mt-2 rounded-md border border-dashed border-slate-200 px-3 py-3 text-xs text-slate-500">
          {t.noPinned}
        </p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {pinned.map((p) => (
            <li
              key={p.rivalSn}
              data-testid="pinned-rival"
              className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2"
            >
              <ImageThumb src={p.image} className="size-9" />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-1 text-[13px] break-all text-slate-800">{p.title}</p>
                <p className="text-[11px] text-slate-500">
                  {p.mall}
                  {p.provenance && (
                    <span data-testid="pinned-provenance">
                      {p.mall ? ' · ' : ''}
                      {provenanceLine(p.provenance)}
                    </span>
                  )}
                </p>
                {p.rank === null && p.depth !== null && (
                  <p className="text-[11px] text-amber-700" data-testid="out-of-depth-hint">
                    {t.outOfDepthHint(p.depth.toLocaleString('ko-KR'))}
                  </p>
                )}
              </div>
              <div className="shrink-0 text-right">
                {p.day === null ? (
                  <span className="text-xs text-slate-400">{t.notCheckedYet}</span>
                ) : p.rank === null ? (
                  <span className="text-xs font-semibold text-amber-700" data-testid="out-of-depth">
                    {t.outOfDepth}
                  </span>
                ) : (
                  <span className="inline-flex items-baseline gap-1.5">
                    <strong className="text-sm text-slate-900 tabular-nums">{rank(p.rank)}</strong>
                    <MoveMark move={p.move} listedBefore known={false} />
                  </span>
                )}
              </div>
              <Button
                size="sm"
                variant="ghost"
                className="h-8 shrink-0 px-2"
                aria-label={t.unpinLabel(p.title)}
                disabled={busy}
                onClick={() => onUnpin(p)}
                data-testid="unpin-pinned"
              >
                <PinOff aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CompareSection({
  keyword,
  series,
}: {
  keyword: string;
  series: { isPending: boolean; isError: boolean; data?: RivalSeries; refetch: () => unknown };
}) {
  return (
    <section aria-label={t.chartTitle} data-testid="rival-compare">
      <h3 className="text-sm font-semibold text-slate-900">{t.chartTitle}</h3>
      <p className="mt-0.5 text-xs text-slate-500" data-testid="chart-gap-note">
        {t.chartGapNote}
      </p>
      {series.isPending ? (
        <Skeleton className="mt-2 h-56 w-full sm:h-64" />
      ) : series.isError || !series.data ? (
        <ErrorState text={t.loadError} onRetry={() => void series.refetch()} className="py-6" />
      ) : series.data.own.every((r) => r === null) && series.data.rivals.length === 0 ? (
        <EmptyState title={t.chartEmpty} className="py-6" />
      ) : (
        <Suspense fallback={<Skeleton className="mt-2 h-56 w-full sm:h-64" />}>
          <div className="mt-2">
            <CompareChart
              days={series.data.days.map((d) => `${d.slice(5, 7)}.${d.slice(8, 10)}`)}
              lines={[
                { label: t.chartOwn, ranks: series.data.own },
                ...series.data.rivals.map((r) => ({ label: shortTitle(r.title), ranks: r.ranks })),
              ]}
              label={t.chartLabel(keyword)}
              rankText={ko.goodsRankUi.rank}
              methodMarks={methodMarksOf(series.data)}
            />
          </div>
          <MethodChanges data={series.data} />
        </Suspense>
      )}
    </section>
  );
}

/** "수집 방식 변경" on the chart (issue 36 §2): the index of each changed day and what changed. */
function methodMarksOf(data: RivalSeries): { index: number; text: string }[] {
  return data.methodChanges.flatMap((m) => {
    const index = data.days.indexOf(m.day);
    return index < 0
      ? []
      : [{ index, text: ko.rankProvenance.markText(methodLine(m.from), methodLine(m.to)) }];
  });
}

/** The same marks as text under the chart, so they do not live in the canvas alone. */
function MethodChanges({ data }: { data: RivalSeries }) {
  if (data.methodChanges.length === 0) return null;
  return (
    <ul className="mt-2 space-y-0.5 text-xs text-violet-800" data-testid="rival-method-changes">
      {data.methodChanges.map((m) => (
        <li key={m.day}>
          {`${m.day.slice(5, 7)}.${m.day.slice(8, 10)} `}
          {ko.rankProvenance.markText(methodLine(m.from), methodLine(m.to))}
        </li>
      ))}
      <li className="text-slate-500">{ko.rankProvenance.methodChangedHint}</li>
    </ul>
  );
}
