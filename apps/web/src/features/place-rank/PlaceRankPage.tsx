import { useSearchParams } from 'react-router';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { MapPinned } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { useDeleteSelected } from '../../components/rank-tracking/use-delete-selected';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { ListSkeleton } from '../../components/rank-tracking/ListSkeleton';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { readFlag, writeFlag } from '../../lib/storage';
import { AddPlaceBox } from './components/AddPlaceBox';
import { PlaceCard, type PlaceDialogKind } from './components/PlaceCard';
import { PlaceToolbar } from './components/PlaceToolbar';
import { useDeletePlaces } from './hooks/use-place-actions';
import { useMediaQuery } from '../../lib/use-media-query';
import { usePlaceView } from './hooks/use-place-view';
import { actionFailure, listFailure } from './model/rules';
import { placeSource } from './model/rank-source';
import { buildPlaces, type PlaceViewMode } from './model/view-model';
import { ScreenFrame } from '../../components/ui/ScreenFrame';
import { placeRankFrame } from './screen-frame';
import { PLACE_DETAIL_MIN_WIDTH } from '@seller/shared/rules/place-rank';

/** The place a link asks for (`?history=<plceSn>`, from a KakaoTalk alert), or none. */
const linkedId = (value: string | null): number | null =>
  /^[1-9]\d{0,9}$/.test(value ?? '') && Number(value) <= 2_147_483_647 ? Number(value) : null;

/** Spec 02 §2.3: the detailed view exists only above 920 px; at or below it the simple view is forced. */
const DETAIL_QUERY = `(min-width: ${PLACE_DETAIL_MIN_WIDTH}px)`;

const t = ko.placeRankUi;
const VIEW_KEY = 'place-rank.detailed';
// A place's dialogs open on a click: their chunks (Radix dialog, chart, forms) load then.
const KeywordDialog = lazy(() =>
  lazyWithRetry(() => import('./dialogs/KeywordDialog')).then((x) => ({ default: x.KeywordDialog })),
);
const HistoryDialog = lazy(() =>
  lazyWithRetry(() => import('./dialogs/HistoryDialog')).then((x) => ({ default: x.HistoryDialog })),
);
const AddressDialog = lazy(() =>
  lazyWithRetry(() => import('./dialogs/AddressDialog')).then((x) => ({ default: x.AddressDialog })),
);

/** /myPlaceTracking: place (local business) rank tracking (spec 02 §2.3, §4, §5, §8). Free. */
export function PlaceRankPage({
  renderAlertSettings,
  renderRankMap,
  bulkAdd = null,
}: {
  /** A place's "알림 설정" dialog (the app composes it from rank-alerts); no button without it. */
  renderAlertSettings?: (target: { plceSn: number; onClose: () => void }) => ReactNode;
  /** The "엑셀로 일괄 추가" button (the app composes it from bulk-add). */
  bulkAdd?: ReactNode;
  /** A place's 순위 지도 (the app composes it from place-rank-map); no button without it. */
  renderRankMap?: (target: {
    placeName: string;
    keywords: { plkwrdSn: number; keyword: string }[];
    onClose: () => void;
  }) => ReactNode;
} = {}) {
  const view = usePlaceView();
  const places = view.data ? buildPlaces(view.data) : [];
  const limits = view.data?.limits ?? null;
  const detailAllowed = useMediaQuery(DETAIL_QUERY);
  const [chosenMode, setChosenMode] = useState<PlaceViewMode>(() =>
    readFlag(VIEW_KEY) ? 'detailed' : 'simple',
  );
  // At or below 920 px the simple view is forced; the member's choice comes back when wider.
  const mode: PlaceViewMode = detailAllowed ? chosenMode : 'simple';

  const [deleteMode, setDeleteMode] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set());
  const [dialog, setDialog] = useState<{ kind: PlaceDialogKind; plceSn: number } | null>(null);
  // A KakaoTalk alert's link (?history=<plceSn>, issue 28 §2) opens that place's rank history.
  const [params] = useSearchParams();
  const [historyOpen, setHistoryOpen] = useState<number | null>(() => linkedId(params.get('history')));
  const remove = useDeletePlaces();

  // Only places still listed count as selected.
  const selected = new Set(places.filter((p) => picked.has(p.plceSn)).map((p) => p.plceSn));
  const open = dialog ? places.find((p) => p.plceSn === dialog.plceSn) : undefined;

  const changeMode = (next: PlaceViewMode) => {
    setChosenMode(next);
    writeFlag(VIEW_KEY, next === 'detailed');
  };
  const leaveDeleteMode = () => {
    setDeleteMode(false);
    setPicked(new Set());
  };
  const deletion = useDeleteSelected({
    texts: placeSource.texts,
    count: selected.size,
    remove: () => remove.mutateAsync([...selected]),
    failure: actionFailure,
    onDeleted: leaveDeleteMode,
  });

  let content;
  if (view.isPending) content = <ListSkeleton variant="cards" />;
  else if (view.isError && !view.data)
    content = (
      <ErrorState
        title={t.listErrorTitle}
        text={listFailure(view.error)}
        onRetry={() => void view.refetch()}
        className="rounded-2xl border border-slate-200 bg-white"
      />
    );
  else if (places.length === 0)
    content = (
      <EmptyState
        title={t.emptyTitle}
        text={t.emptyText}
        icon={<MapPinned aria-hidden="true" className="size-10" />}
        className="rounded-2xl border border-dashed border-slate-300 bg-white"
      />
    );
  else
    content = (
      <ul className="flex flex-col gap-3" data-testid="place-list" data-view={mode}>
        {places.map((place) => (
          <PlaceCard
            key={place.plceSn}
            place={place}
            mode={mode}
            deleteMode={deleteMode}
            selected={selected.has(place.plceSn)}
            onSelect={(trackedPlaceId, on) =>
              setPicked((prev) => {
                const next = new Set(prev);
                if (on) next.add(trackedPlaceId);
                else next.delete(trackedPlaceId);
                return next;
              })
            }
            onOpen={(kind, trackedPlaceId) => setDialog({ kind, plceSn: trackedPlaceId })}
            alerts={Boolean(renderAlertSettings)}
            rankMap={Boolean(renderRankMap)}
            historyOpen={historyOpen === place.plceSn}
            onToggleHistory={(trackedPlaceId) =>
              setHistoryOpen((cur) => (cur === trackedPlaceId ? null : trackedPlaceId))
            }
          />
        ))}
      </ul>
    );

  return (
    <ScreenFrame spec={placeRankFrame} testId="place-rank-page">
      <AddPlaceBox limits={limits} />
      {bulkAdd && <div className="flex justify-end">{bulkAdd}</div>}
      <PlaceToolbar
        count={places.length}
        max={limits?.maxPlaces ?? 10}
        mode={mode}
        detailAllowed={detailAllowed}
        onMode={changeMode}
        deleteMode={deleteMode}
        selectedCount={selected.size}
        onEnterDelete={() => {
          setHistoryOpen(null);
          setDeleteMode(true);
        }}
        onDelete={deletion.ask}
        onCancelDelete={leaveDeleteMode}
      />
      {deleteMode && (
        <p role="status" className="text-sm text-slate-600" data-testid="place-delete-hint">
          {t.deleteModeHint}
        </p>
      )}
      {content}
      {open && dialog && dialog.kind !== 'alerts' && dialog.kind !== 'map' && (
        <Suspense fallback={null}>
          {dialog.kind === 'keywords' && <KeywordDialog place={open} onClose={() => setDialog(null)} />}
          {dialog.kind === 'chart' && <HistoryDialog place={open} onClose={() => setDialog(null)} />}
          {dialog.kind === 'address' && <AddressDialog place={open} onClose={() => setDialog(null)} />}
        </Suspense>
      )}
      {open &&
        dialog?.kind === 'alerts' &&
        renderAlertSettings?.({ plceSn: open.plceSn, onClose: () => setDialog(null) })}
      {open &&
        dialog?.kind === 'map' &&
        renderRankMap?.({
          placeName: open.name ?? t.unnamed,
          keywords: open.keywords.map((k) => ({ plkwrdSn: k.plkwrdSn, keyword: k.keyword })),
          onClose: () => setDialog(null),
        })}
      {deletion.dialog}
    </ScreenFrame>
  );
}
