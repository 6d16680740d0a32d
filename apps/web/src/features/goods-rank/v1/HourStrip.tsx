import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../../lib/cn';
import { type HourSlot, type RankBand, slotDetails, slotRankText } from './hourly';

const t = ko.goodsRankUi;
const v = ko.goodsRankV1;

/** Darker blue is better; outside the top 500 is amber; an hour without a record is a pale grey outline. */
const BAND_CLASS: Record<RankBand, string> = {
  top10: 'bg-brand-700',
  page1: 'bg-brand-500',
  top200: 'bg-brand-300',
  top500: 'bg-brand-200',
  out: 'bg-amber-300',
  none: 'bg-slate-100 ring-1 ring-slate-300 ring-inset',
};

const BAND_LABEL: Record<RankBand, string> = {
  top10: v.bandTop10,
  page1: v.bandPage1,
  top200: v.bandTop200,
  top500: v.bandTop500,
  out: t.outOfRank,
  none: v.noRecord,
};

/**
 * 24 small cells, one per hour, oldest first. Each cell names its hour and rank in a tooltip and
 * for screen readers, so the colour is never the only carrier of the rank; the tooltip also says
 * where the rank came from, as the daily chart's does (issue 36 §2). An hour read by another
 * source or surface than the one before it is marked (a violet edge, "수집 방식 변경"): the two
 * ranks are not a move.
 */
export function HourStrip({
  keyword,
  slots,
  className,
}: {
  keyword: string;
  slots: HourSlot[];
  className?: string;
}) {
  const first = slots[0];
  const last = slots[slots.length - 1];
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5 md:w-fit', className)}>
      <ol
        data-testid="hour-strip"
        aria-label={v.hoursLabel(keyword)}
        className="flex h-6 items-stretch gap-px"
      >
        {slots.map((slot) => {
          const label = v.hourCell(`${slot.dateLabel} ${slot.hourLabel}`, slotRankText(slot));
          return (
            <li
              key={slot.at.getTime()}
              data-testid="hour-cell"
              data-band={slot.band}
              data-method-change={slot.methodChange ? 'true' : undefined}
              title={[label, ...slotDetails(slot)].join('\n')}
              className={cn(
                'min-w-1 flex-1 rounded-[3px] md:w-2.5 md:flex-none',
                BAND_CLASS[slot.band],
                slot.methodChange && 'border-l-2 border-violet-600',
              )}
            >
              <span className="sr-only">
                {label}
                {slot.methodChange && ` ${slot.methodChange}`}
              </span>
            </li>
          );
        })}
      </ol>
      {first && last && (
        <div
          aria-hidden="true"
          className="flex justify-between text-[10px] leading-none text-slate-400 tabular-nums"
        >
          <span>{first.hourLabel}</span>
          <span>{last.hourLabel}</span>
        </div>
      )}
    </div>
  );
}

/** What the strip colours mean. */
export function BandLegend() {
  const bands: RankBand[] = ['top10', 'page1', 'top200', 'top500', 'out', 'none'];
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-slate-600">
      <span className="font-semibold text-slate-700">{v.legendLabel}</span>
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        {bands.map((band) => (
          <li key={band} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-3 rounded-[3px]', BAND_CLASS[band])} />
            {BAND_LABEL[band]}
          </li>
        ))}
        <li className="inline-flex items-center gap-1.5" title={ko.rankProvenance.methodChangedHint}>
          <span
            aria-hidden="true"
            className={cn('size-3 rounded-[3px] border-l-2 border-violet-600', BAND_CLASS.top200)}
          />
          {ko.rankProvenance.methodChanged}
        </li>
      </ul>
    </div>
  );
}
