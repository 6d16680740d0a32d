import * as ko from '@seller/shared/messages/sections';
import { PLACE_HISTORY_DAYS } from '@seller/shared/rules/place-rank';
import { EmptyState } from '../../../components/ui/EmptyState';
import { RankHistoryTable } from '../../../components/rank-tracking/RankHistoryTable';
import { RepresentativeBadge } from '../../../components/rank-tracking/RankParts';
import { placeSource } from '../model/rank-source';
import { changesByDay, dailyTable, type PlaceView } from '../model/view-model';

const t = ko.placeRankUi;

/** Spec 02 §2.3: the daily rank history of one place, every keyword side by side. */
export function HistoryPanel({ place, id }: { place: PlaceView; id: string }) {
  const rows = dailyTable(place);
  const marks = changesByDay(
    place,
    rows.map((r) => r.day),
  );
  const columns = place.keywords.map((k) => ({
    id: k.id,
    label: (
      <span className="inline-flex items-center gap-1">
        {k.representative && <RepresentativeBadge label={t.representative} />}
        {k.keyword}
      </span>
    ),
  }));
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
        <RankHistoryTable
          source={placeSource}
          columns={columns}
          rows={rows.map((r) => ({ ...r, marks: marks.get(r.day) }))}
          className="mt-3 max-h-72 rounded-lg"
        />
      )}
    </section>
  );
}
