import type { ComponentProps, ReactNode } from 'react';
import {
  Bell,
  ChartLine,
  History,
  KeyRound,
  Map as MapIcon,
  MapPin,
  RefreshCw,
  Star,
  Store,
} from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { MAX_PLACE_KEYWORDS, PLACE_MAX_RANK } from '@seller/shared/rules/place-rank';
import { Button } from '../../../components/ui/Button';
import { HelpTip } from '../../../components/ui/HelpTip';
import { Spinner } from '../../../components/ui/Spinner';
import { useCheckPlaceNow } from '../hooks/use-place-actions';
import { ImageThumb } from '../../../components/ui/ImageThumb';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import type { PlaceView, PlaceViewMode } from '../model/view-model';
import { HistoryPanel } from './HistoryPanel';
import { rankText } from '../../../components/rank-tracking/model';
import {
  ChangeMark,
  CheckNote,
  CurrentRank,
  RepresentativeBadge,
} from '../../../components/rank-tracking/RankParts';
import { placeSource } from '../model/rank-source';

const t = ko.placeRankUi;

export type PlaceDialogKind = 'keywords' | 'chart' | 'address' | 'alerts' | 'map';

export interface PlaceCardProps {
  place: PlaceView;
  mode: PlaceViewMode;
  deleteMode: boolean;
  selected: boolean;
  onSelect: (trackedPlaceId: number, on: boolean) => void;
  onOpen: (kind: PlaceDialogKind, trackedPlaceId: number) => void;
  /** Show the "알림 설정" action (the app gives the dialog; rank-alerts). */
  alerts?: boolean;
  /** Show the "순위 지도" action (the app gives the dialog; place-rank-map, issue 41). */
  rankMap?: boolean;
  historyOpen: boolean;
  onToggleHistory: (trackedPlaceId: number) => void;
}

const signed = (n: number) => (n > 0 ? `+${formatNumber(n)}` : formatNumber(n));

function Stat({ label, value, change }: { label: string; value: ReactNode; change?: number | null }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-[12px] text-slate-500">{label}</dt>
      <dd className="text-sm font-bold text-slate-900 tabular-nums">
        {value}
        {change !== undefined && change !== null && change !== 0 && (
          <span
            className={cn('ml-1.5 text-[11px] font-semibold', change > 0 ? 'text-red-600' : 'text-blue-600')}
            title={t.sinceYesterday(signed(change))}
          >
            {signed(change)}
          </span>
        )}
      </dd>
    </div>
  );
}

/** The detailed view (above 920 px only): address, review figures, options and every keyword. */
function Details({ place }: { place: PlaceView }) {
  return (
    <div
      data-testid="place-detail"
      className="mt-4 grid gap-4 border-t border-slate-100 pt-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]"
    >
      <div className="flex min-w-0 flex-col gap-3">
        <p className="flex items-start gap-1.5 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <span>
            <span className="sr-only">{t.roadAddress} </span>
            {place.roadAddress ?? t.noAddress}
          </span>
        </p>
        <dl className="grid grid-cols-2 gap-2 xl:grid-cols-4">
          <Stat
            label={t.reviewScore}
            value={
              place.score === null ? (
                <span className="font-medium text-slate-400">{t.noScore}</span>
              ) : (
                <span className="inline-flex items-center gap-1">
                  <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
                  {place.score.toFixed(2)}
                </span>
              )
            }
          />
          <Stat
            label={t.visitorReviews}
            value={formatNumber(place.visitorReviews)}
            change={place.visitorReviewChange}
          />
          <Stat
            label={t.blogCafeReviews}
            value={formatNumber(place.blogCafeReviews)}
            change={place.blogCafeReviewChange}
          />
          <Stat label={t.saves} value={formatNumber(place.saves)} />
        </dl>
        {place.microReview && (
          <p className="rounded-lg border border-slate-100 px-3 py-2 text-sm text-slate-700">
            <span className="mr-2 text-[12px] font-semibold text-slate-500">{t.microReview}</span>
            {place.microReview}
          </p>
        )}
        {place.options.length > 0 && (
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="sr-only">{t.options}</span>
            {place.options.map((o) => (
              <span
                key={o}
                className="rounded-full bg-slate-100 px-2.5 py-1 text-[12px] font-medium text-slate-700"
              >
                {o}
              </span>
            ))}
          </div>
        )}
      </div>
      <div className="min-w-0 overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-xs text-slate-500">
            <tr className="border-b border-slate-100">
              <th scope="col" className="py-1.5 pr-2 text-left font-semibold">
                {t.colKeyword}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                <span className="inline-flex items-center gap-0.5">
                  {t.colCurrent}
                  <HelpTip label={t.depthLabel(PLACE_MAX_RANK)} text={t.depthHint(PLACE_MAX_RANK)} />
                </span>
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                {t.colPrevious}
              </th>
              <th scope="col" className="py-1.5 pl-2 text-right font-semibold">
                {t.colChange}
              </th>
            </tr>
          </thead>
          <tbody>
            {place.keywords.map((k) => (
              <tr
                key={k.plkwrdSn}
                className="border-b border-slate-50 last:border-0"
                data-testid="place-keyword-line"
              >
                <td className="max-w-48 py-2 pr-2">
                  <span className="flex items-center gap-1.5">
                    {k.representative && <RepresentativeBadge label={t.representative} />}
                    <span className="truncate text-slate-800">{k.keyword}</span>
                  </span>
                  <CheckNote keyword={k} source={placeSource} />
                </td>
                <td className={cn('px-2 py-2 text-right', k.refreshing && 'opacity-60')}>
                  <CurrentRank keyword={k} source={placeSource} />
                </td>
                <td className="px-2 py-2 text-right text-xs text-slate-500 tabular-nums">
                  {k.previousKnown ? rankText(placeSource, k.previous) : '-'}
                </td>
                <td className="py-2 pl-2 text-right">
                  <ChangeMark keyword={k} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** "Check now" with what is left today; busy while the requested check runs (issue 23 point 2). */
function CheckNowAction({ place }: { place: PlaceView }) {
  const check = useCheckPlaceNow();
  const busy = check.isPending || place.checkingNow;
  return (
    <Action
      data-testid="check-now"
      data-left={place.checkNowLeft}
      data-busy={busy || undefined}
      icon={busy ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" className="size-4" />}
      label={busy ? t.checkNowBusy : t.checkNow(place.checkNowLeft)}
      title={t.checkNowHint}
      disabled={busy || place.keywords.length === 0 || place.checkNowLeft === 0}
      onClick={() => check.mutate(place.plceSn)}
      className="col-span-2 sm:col-span-1"
    />
  );
}

function Action({
  icon,
  label,
  className,
  ...rest
}: { icon: ReactNode; label: string } & Omit<ComponentProps<typeof Button>, 'children'>) {
  return (
    <Button variant="ghost" size="sm" className={cn('justify-center text-slate-700', className)} {...rest}>
      {icon}
      {label}
    </Button>
  );
}

export function PlaceCard({
  place,
  mode,
  deleteMode,
  selected,
  onSelect,
  onOpen,
  historyOpen,
  onToggleHistory,
  alerts = false,
  rankMap = false,
}: PlaceCardProps) {
  const rep = place.representative;
  const name = place.name ?? t.unnamed;
  const panelId = `place-history-${place.plceSn}`;
  return (
    // In delete mode the whole card is a larger pointer target for its checkbox; keyboard and
    // screen-reader users select with that checkbox itself, so the card needs no key handler.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <li
      data-testid="place-row"
      data-plcesn={place.plceSn}
      data-view={mode}
      className={cn(
        'rounded-2xl border border-slate-200 bg-white p-4 transition-colors sm:p-5',
        deleteMode && 'cursor-pointer hover:border-slate-300',
        selected && 'border-red-300 bg-red-50/40 hover:border-red-300',
      )}
      onClick={deleteMode ? () => onSelect(place.plceSn, !selected) : undefined}
    >
      <div className="flex flex-wrap items-start gap-3 sm:flex-nowrap">
        {deleteMode && (
          <input
            type="checkbox"
            data-testid="place-select"
            aria-label={t.selectPlace(name)}
            checked={selected}
            onClick={(e) => e.stopPropagation()}
            onChange={(e) => onSelect(place.plceSn, e.target.checked)}
            className="mt-1 size-4 shrink-0 rounded border-slate-300 accent-red-600"
          />
        )}
        <ImageThumb
          src={place.imageUrl}
          className={mode === 'detailed' ? 'size-20' : 'size-14'}
          icon={<Store aria-hidden="true" className="size-1/2 max-h-6 max-w-6" />}
          placeholderTestId="place-image-placeholder"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <h3 className="truncate text-base font-bold text-slate-900" data-testid="place-name">
              {name}
            </h3>
            {place.category && <span className="text-[13px] text-slate-500">{place.category}</span>}
          </div>
          <p className="mt-0.5 text-xs text-slate-400 tabular-nums">{t.placeIdShort(place.placeId)}</p>
          {mode === 'simple' && place.roadAddress && (
            <p className="mt-1 hidden truncate text-[13px] text-slate-600 sm:block">{place.roadAddress}</p>
          )}
        </div>
        {rep && (
          <div
            className="flex w-full items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 sm:w-auto sm:shrink-0 sm:flex-col sm:items-end sm:gap-1 sm:bg-transparent sm:p-0 sm:text-right"
            data-testid="place-representative"
          >
            <span className="flex min-w-0 items-center gap-1 text-[12px] text-slate-600 sm:max-w-56">
              <RepresentativeBadge label={t.representative} />
              <span className="truncate">{rep.keyword}</span>
            </span>
            <span className="flex flex-col items-end">
              <span className={cn('flex items-baseline gap-2', rep.refreshing && 'opacity-60')}>
                <CurrentRank keyword={rep} source={placeSource} strong />
                {(rep.status === 'ok' || rep.status === 'unconfirmed') && <ChangeMark keyword={rep} />}
              </span>
              <CheckNote keyword={rep} source={placeSource} />
            </span>
          </div>
        )}
      </div>
      {mode === 'detailed' && <Details place={place} />}
      {!deleteMode && (
        <div className="mt-3 grid grid-cols-2 gap-1 border-t border-slate-100 pt-3 sm:flex sm:flex-wrap sm:justify-end">
          <CheckNowAction place={place} />
          <Action
            data-testid="open-keywords"
            icon={<KeyRound aria-hidden="true" className="size-4" />}
            label={`${t.keywords} ${t.keywordCount(place.keywords.length, MAX_PLACE_KEYWORDS)}`}
            onClick={() => onOpen('keywords', place.plceSn)}
          />
          <Action
            data-testid="open-chart"
            icon={<ChartLine aria-hidden="true" className="size-4" />}
            label={t.chart}
            onClick={() => onOpen('chart', place.plceSn)}
          />
          <Action
            data-testid="open-history"
            aria-expanded={historyOpen}
            aria-controls={historyOpen ? panelId : undefined}
            icon={<History aria-hidden="true" className="size-4" />}
            label={historyOpen ? t.historyClose : t.history}
            onClick={() => onToggleHistory(place.plceSn)}
            className={cn(historyOpen && 'bg-brand-50 text-brand-700')}
          />
          <Action
            data-testid="open-address"
            icon={<MapPin aria-hidden="true" className="size-4" />}
            label={t.address}
            onClick={() => onOpen('address', place.plceSn)}
          />
          {rankMap && (
            <Action
              data-testid="open-rank-map"
              icon={<MapIcon aria-hidden="true" className="size-4" />}
              label={ko.placeRankMap.open}
              disabled={place.keywords.length === 0}
              onClick={() => onOpen('map', place.plceSn)}
            />
          )}
          {alerts && (
            <Action
              data-testid="open-alerts"
              icon={<Bell aria-hidden="true" className="size-4" />}
              label={ko.rankAlerts.openAlerts}
              onClick={() => onOpen('alerts', place.plceSn)}
            />
          )}
        </div>
      )}
      {historyOpen && !deleteMode && <HistoryPanel place={place} id={panelId} />}
    </li>
  );
}
