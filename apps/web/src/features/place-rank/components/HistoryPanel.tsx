import * as ko from '@seller/shared/messages/sections';
import { PLACE_HISTORY_DAYS } from '@seller/shared/rules/place-rank';
import { EmptyState } from '../../../components/ui/EmptyState';
import { changesByDay, dailyTable, dayLabel, type PlaceView } from '../model/view-model';
import { RepresentativeMark, rankText } from './RankParts';

const t = ko.placeRankUi;

/** Spec 02 §2.3: the daily rank history of one place, every keyword side by side. */
export function HistoryPanel({ place, id }: { place: PlaceView; id: string }) {
  const rows = dailyTable(place);
  const marks = changesByDay(
    place,
    rows.map((r) => r.day),
  );
  return (
    <section
      id={id}
      data-testid="history-panel"
      aria-label={t.historyTitle}
      className="mt-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-bold text-slate-900">{t.historyTitle}</h3>
        <p className="text-xs text-slate-500">{t.historyHint(PLACE_HISTORY_DAYS)}</p>
      </div>
      {rows.length === 0 ? (
        <EmptyState title={t.noHistory} text={t.chartHint} className="py-6" />
      ) : (
        <div className="mt-3 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full min-w-max text-sm" data-testid="history-table">
            <thead className="sticky top-0 z-10 bg-slate-50 text-xs text-slate-600">
              <tr>
                <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-semibold">
                  {t.date}
                </th>
                {place.keywords.map((k) => (
                  <th key={k.plkwrdSn} scope="col" className="px-3 py-2 text-right font-semibold">
                    <span className="inline-flex items-center gap-1">
                      {k.representative && <RepresentativeMark />}
                      {k.keyword}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.day} className="border-t border-slate-100" data-testid="history-row">
                  <th
                    scope="row"
                    className="sticky left-0 bg-white px-3 py-1.5 text-left font-normal text-slate-700 tabular-nums"
                  >
                    {dayLabel(row.day)}
                    {marks.has(row.day) && (
                      <span
                        className="ml-1.5 inline-flex items-center rounded bg-amber-50 px-1.5 py-0.5 text-[11px] font-medium text-amber-700"
                        title={marks.get(row.day)!.join(', ')}
                        data-testid="history-change-mark"
                      >
                        {ko.rankAlerts.changesLegend}
                      </span>
                    )}
                  </th>
                  {row.ranks.map((rank, i) => (
                    <td
                      key={place.keywords[i]!.plkwrdSn}
                      className="px-3 py-1.5 text-right font-medium text-slate-900 tabular-nums"
                    >
                      {rank === undefined ? (
                        <span className="text-slate-300" title={t.noRecord}>
                          -
                        </span>
                      ) : (
                        rankText(rank)
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
